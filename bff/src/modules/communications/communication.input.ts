import { IsEmail, IsOptional, Length, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../poso-shared/poso-shared.args.js';
import { MailStatus, SmtpSecurity } from './communication.type.js';

@InputType({ description: "The company's sender settings." })
export class CommunicationSenderInput {
  @Field(() => String, {
    nullable: true,
    description: 'SMTP host; empty keeps mail in the outbox.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9.:[\]-]{1,253}$/, { message: 'Enter a host name or an IP address' })
  smtpHost?: string | null;

  @Field(() => Int, { nullable: true, description: 'SMTP port, 1 to 65535.' })
  @IsOptional()
  @Min(1, { message: 'A port is between 1 and 65535' })
  @Max(65535, { message: 'A port is between 1 and 65535' })
  smtpPort?: number | null;

  @Field(() => SmtpSecurity, { description: 'Connection security.' })
  security!: SmtpSecurity;

  @Field(() => String, { nullable: true, description: 'SMTP user name.' })
  @IsOptional()
  @Length(1, 254, { message: 'At most 254 characters' })
  smtpUser?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A new SMTP password; leave it out to keep the saved one.',
  })
  @IsOptional()
  @Length(1, 500, { message: 'At most 500 characters' })
  smtpPassword?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Forget the saved password.' })
  clearPassword!: boolean;

  @Field(() => String, { description: 'From address.' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  fromAddress!: string;

  @Field(() => String, { nullable: true, description: 'From name.' })
  @IsOptional()
  @Length(0, 150, { message: 'At most 150 characters' })
  fromName?: string | null;

  @Field(() => String, { nullable: true, description: 'Reply-To address.' })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  replyTo?: string | null;
}

@ArgsType()
export class CommunicationListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only mails about this reconciliation.' })
  recoId?: number | null;

  @Field(() => MailStatus, { nullable: true, description: 'Only mails in this state.' })
  status?: MailStatus | null;
}
