import { ArrayMaxSize, ArrayMinSize, IsOptional, IsUUID, Length } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { reco } from '@concord/contracts';
import { PageArgs } from '../poso-shared/poso-shared.args.js';
import { FollowUpStatus } from './followup.type.js';

@ArgsType()
export class FollowUpListArgs extends PageArgs {
  @Field(() => FollowUpStatus, { nullable: true, description: 'Only parties at this step.' })
  status?: FollowUpStatus | null;

  @Field(() => Int, { nullable: true, description: 'Only this project.' })
  projectId?: number | null;

  @Field(() => String, { nullable: true, description: "Part of the party's name or address." })
  @IsOptional()
  @Length(0, 100, { message: 'At most 100 characters' })
  search?: string | null;
}

@InputType({ description: 'One template to the parties of many reconciliations.' })
export class BulkMailInput {
  @Field(() => String, {
    description: 'A new UUID per send; sending the same batch again mails nobody twice.',
  })
  @IsUUID('all', { message: 'Must be a UUID' })
  batchKey!: string;

  @Field(() => Int, { description: 'The template.' })
  templateId!: number;

  @Field(() => [Int], { description: 'The reconciliations whose parties get the mail.' })
  @ArrayMinSize(1, { message: 'Select at least one reconciliation' })
  @ArrayMaxSize(reco.MAX_BULK_RECOS, {
    message: `At most ${reco.MAX_BULK_RECOS} reconciliations at once`,
  })
  recoIds!: number[];
}
