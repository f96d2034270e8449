import { Field, Int, ObjectType } from 'type-graphql';
import type { RestHistoryEntry, RestReco } from '../../upstream/reco-client.js';
import { PageOf } from '../poso-shared/poso-shared.type.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoAction, RecoKind, RecoState, RunState } from '../reco-shared/reco-enums.js';
import { HistoryNote, toHistoryNote } from './history-note.type.js';

@ObjectType({ description: 'A tag as it appears on a reconciliation or an entry.' })
export class RecoTagRef {
  @Field(() => Int, { description: 'Tag id.' })
  id!: number;

  @Field(() => String, { description: 'Tag name.' })
  name!: string;

  @Field(() => String, { description: 'Colour name (gray, red, orange, ...).' })
  color!: string;
}

@ObjectType({
  description: 'One reconciliation: a party and a period in a project, with its lifecycle.',
})
export class Reco {
  @Field(() => Int, { description: 'Reconciliation id (the spec’s recoId).' })
  id!: number;

  @Field(() => Int, { description: 'Its project.' })
  projectId!: number;

  @Field(() => String, { description: 'Its project’s name.' })
  projectName!: string;

  @Field(() => RecoKind, { description: 'What is reconciled.' })
  kind!: RecoKind;

  @Field(() => Int, { description: 'The party.' })
  partyId!: number;

  @Field(() => String, { description: 'The party’s name.' })
  partyName!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the period.' })
  periodFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period.' })
  periodTo!: string;

  @Field(() => RecoState, { description: 'Lifecycle state.' })
  state!: RecoState;

  @Field(() => Int, { nullable: true, description: 'The current iteration.' })
  currentIterationId!: number | null;

  @Field(() => Int, { description: 'Number of the current iteration (0 before the first).' })
  iterationNumber!: number;

  @Field(() => RunState, { description: 'State of the current iteration’s run.' })
  runState!: RunState;

  @Field(() => String, {
    nullable: true,
    description: 'Why the current iteration’s run failed, in words.',
  })
  runError!: string | null;

  @Field(() => String, { nullable: true, description: 'When the last run finished (ISO 8601).' })
  lastRunAt!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Share of entries matched, percent.' })
  matchedPercent!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'What is left to explain (sum of the absolute bridge steps).',
  })
  unexplainedAmount!: string | null;

  @Field(() => [RecoTagRef], { description: 'Tags on the reconciliation.' })
  tags!: RecoTagRef[];

  @Field(() => [RecoAction], {
    description: 'Steps the signed-in user may take now (state x role), decided by the service.',
  })
  allowedActions!: RecoAction[];

  @Field(() => String, { description: 'Created at (ISO 8601).' })
  createdAt!: string;

  @Field(() => String, { description: 'Last changed at (ISO 8601).' })
  updatedAt!: string;

  assigneeId!: number | null;
  reviewerId!: number | null;
}

@ObjectType({ description: 'One page of reconciliations.' })
export class RecoPage extends PageOf(Reco, 'reconciliations') {}

export function toReco(row: RestReco): Reco {
  return {
    id: row.reco_id,
    projectId: row.project_id,
    projectName: row.project_name,
    kind: row.kind as RecoKind,
    partyId: row.party_id,
    partyName: row.party_name,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    state: row.state as RecoState,
    currentIterationId: row.current_iteration_id,
    iterationNumber: row.iteration_number,
    runState: row.run_state as RunState,
    runError: row.run_error,
    lastRunAt: row.last_run_at,
    matchedPercent: row.matched_percent,
    unexplainedAmount: row.unexplained_amount,
    tags: row.tags.map((t) => ({ id: t.tag_id, name: t.name, color: t.color })),
    allowedActions: row.allowed_actions as RecoAction[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assigneeId: row.assignee_user_id,
    reviewerId: row.reviewer_user_id,
  };
}

@ObjectType({ description: 'One step in a reconciliation’s history.' })
export class RecoHistoryEntry {
  @Field(() => Int, { description: 'History entry id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The iteration it happened in.' })
  iterationId!: number | null;

  @Field(() => Int, { nullable: true, description: 'That iteration’s number.' })
  iterationNumber!: number | null;

  @Field(() => String, {
    description:
      'What happened: created, books_uploaded, counterparty_uploaded, books_mapping_confirmed, counterparty_mapping_confirmed, run_started, run_finished, run_failed, submitted, accepted, rejected, restarted, made_inactive, assignee_changed, reviewer_changed.',
  })
  action!: string;

  @Field(() => RecoState, { nullable: true, description: 'State before.' })
  fromState!: RecoState | null;

  @Field(() => RecoState, { nullable: true, description: 'State after.' })
  toState!: RecoState | null;

  @Field(() => String, {
    nullable: true,
    description: 'Remarks (a rejection’s reason, a file name, a run’s figures).',
  })
  remarks!: string | null;

  @Field(() => HistoryNote, {
    nullable: true,
    description:
      "What the system wrote on the company's rule's behalf, as a code; null for people's remarks and entries written before notes.",
  })
  note!: HistoryNote | null;

  @Field(() => String, { description: 'When (ISO 8601).' })
  occurredAt!: string;

  userId!: number | null;
}

export function toHistoryEntry(row: RestHistoryEntry): RecoHistoryEntry {
  return {
    id: row.history_id,
    iterationId: row.iteration_id,
    iterationNumber: row.iteration_number,
    action: row.action,
    fromState: row.from_state as RecoState | null,
    toState: row.to_state as RecoState | null,
    remarks: row.remarks,
    note: row.note ? toHistoryNote(row.note) : null,
    occurredAt: row.occurred_at,
    userId: row.user_id,
  };
}

@ObjectType({ description: 'How many reconciliations (of a list, a person) are in one state.' })
export class RecoStateCount {
  @Field(() => RecoState, { description: 'State.' })
  state!: RecoState;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType({ description: 'The signed-in user’s reconciliation work at a glance (vc/home).' })
export class RecoHome {
  @Field(() => [RecoStateCount], { description: 'Recos assigned to me, by state.' })
  assignedToMe!: RecoStateCount[];

  @Field(() => Int, { description: 'Submitted recos waiting for my review.' })
  waitingForMyReview!: number;

  @Field(() => Int, { description: 'Open recos whose last run failed.' })
  failedRuns!: number;

  @Field(() => Int, { description: 'Recos not yet accepted or closed.' })
  openRecos!: number;

  @Field(() => DecimalScalar, { description: 'What is left to explain over the open recos.' })
  unexplainedTotal!: string;

  @Field(() => [Reco], { description: 'Recently changed recos, newest first.' })
  recentlyChanged!: Reco[];
}
