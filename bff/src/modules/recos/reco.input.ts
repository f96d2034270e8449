import { Length, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { PageArgs, SortDirection } from '../poso-shared/poso-shared.args.js';
import { LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoKind, RecoState } from '../reco-shared/reco-enums.js';

export enum RecoSortField {
  PARTY = 'party',
  PERIOD = 'period',
  STATE = 'state',
  UPDATED = 'updated',
  MATCHED_PERCENT = 'matched',
  UNEXPLAINED_AMOUNT = 'unexplained',
  LAST_RUN = 'last_run',
}
registerEnumType(RecoSortField, {
  name: 'RecoSortField',
  description: 'What a list of reconciliations is sorted by; ties by id.',
});

export enum RecoListScope {
  LATEST = 'latest',
  OLD = 'old',
}
registerEnumType(RecoListScope, {
  name: 'RecoListScope',
  description: 'Open recos, or closed ones.',
  valuesConfig: {
    LATEST: { description: 'Not accepted and not inactive (latest recos).' },
    OLD: { description: 'Accepted or inactive (old recos).' },
  },
});

@InputType({ description: 'Filters of a list of reconciliations; all optional.' })
export class RecoFilter {
  @Field(() => RecoKind, { nullable: true, description: 'Kind.' })
  kind?: RecoKind | null;

  @Field(() => RecoState, { nullable: true, description: 'State.' })
  state?: RecoState | null;

  @Field(() => RecoListScope, { nullable: true, description: 'Open or closed.' })
  scope?: RecoListScope | null;

  @Field(() => Int, { nullable: true, description: 'Project.' })
  projectId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Party.' })
  partyId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Reconciler.' })
  assigneeId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Reviewer.' })
  reviewerId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Carrying this tag.' })
  tagId?: number | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Period ends on or after this day.',
  })
  periodEndFrom?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Period ends on or before this day.',
  })
  periodEndTo?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Opened on or after this day (UTC), as the dashboard’s ageing counts.',
  })
  openedFrom?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Opened on or before this day (UTC).',
  })
  openedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the party’s or project’s name.' })
  @MaxLength(100)
  search?: string | null;
}

@InputType({ description: 'Sort order of a list of reconciliations.' })
export class RecoSort {
  @Field(() => RecoSortField, { description: 'Sort key.' })
  field!: RecoSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Direction.' })
  direction!: SortDirection;
}

@ArgsType()
export class RecoListArgs extends PageArgs {
  @Field(() => RecoFilter, { nullable: true, description: 'Filters.' })
  filter?: RecoFilter | null;

  @Field(() => RecoSort, {
    nullable: true,
    description: 'Sort; default last changed first.',
  })
  sort?: RecoSort | null;
}

@InputType({ description: 'A new reconciliation: a party and a period in a project.' })
export class CreateRecoInput {
  @Field(() => Int, { description: 'Project.' })
  projectId!: number;

  @Field(() => Int, { description: 'Party.' })
  partyId!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Defaults to the project’s.' })
  periodFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Defaults to the project’s.' })
  periodTo?: string | null;

  @Field(() => Int, { nullable: true, description: 'Reconciler; defaults to the caller.' })
  assigneeId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Reviewer.' })
  reviewerId?: number | null;
}

@ArgsType()
export class RecoStepArgs {
  @Field(() => Int, { description: 'Reconciliation id.' })
  recoId!: number;

  @Field(() => RecoState, {
    nullable: true,
    description: 'The state shown on screen; if it moved meanwhile the answer is CONFLICT.',
  })
  fromState?: RecoState | null;
}

@ArgsType()
export class RecoRemarksArgs extends RecoStepArgs {
  @Field(() => String, { nullable: true, description: 'Remarks kept in the history.' })
  @MaxLength(2000)
  remarks?: string | null;
}

@ArgsType()
export class RejectRecoArgs extends RecoStepArgs {
  @Field(() => String, { description: 'Why it is sent back (required).' })
  @Length(1, 2000, { message: 'Say why the reconciliation is rejected' })
  remarks!: string;
}

@ArgsType()
export class RestartRecoArgs extends RecoRemarksArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'Carry the books file over.' })
  keepBooks!: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'Carry the counterparty file over.' })
  keepCounterparty!: boolean;
}

@ArgsType()
export class ChangePersonArgs extends RecoStepArgs {
  @Field(() => Int, { description: 'The new person (a member allowed to do that part).' })
  userId!: number;
}
