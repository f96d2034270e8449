import { MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String, { description: 'The password in use now.' })
  @MinLength(1, { message: 'Current password is required' })
  @MaxLength(200, { message: 'Current password is too long' })
  currentPassword!: string;

  @Field(() => String, { description: 'The new password, at least 8 characters.' })
  @MinLength(8, { message: 'New password must be at least 8 characters' })
  @MaxLength(200, { message: 'New password must be at most 200 characters' })
  newPassword!: string;
}
