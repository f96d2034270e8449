import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({
  description: "Changes to the signed-in user's profile; omitted fields stay as they are.",
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'New first name.' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'First name cannot be empty' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'New last name.' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Last name cannot be empty' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'New email address.' })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email?: string;
}
