import { MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class LoginArgs {
  @Field(() => String, { description: 'Sign-in name.' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(150, { message: 'Username is too long' })
  username!: string;

  @Field(() => String, { description: 'Password.' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Password is too long' })
  password!: string;
}
