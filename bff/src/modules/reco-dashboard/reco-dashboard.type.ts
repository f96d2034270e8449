import { Field, Int, ObjectType } from 'type-graphql';
import type { RestRecoDashboard } from '../../upstream/reco-client.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoState } from '../reco-shared/reco-enums.js';
import { RecoStateCount } from '../recos/reco.type.js';
import { RecoAgeBucket } from './reco-dashboard.args.js';

@ObjectType({
  description: 'A party’s average matched percent over its open recos with a result.',
})
export class RecoPartyMatch {
  @Field(() => Int, { description: 'Party id.' })
  partyId!: number;

  @Field(() => String, { description: 'Party name.' })
  partyName!: string;

  @Field(() => Int, { description: 'Its open recos with a result.' })
  recos!: number;

  @Field(() => DecimalScalar, { description: 'The average of their matched percent.' })
  matchedPercent!: string;
}

@ObjectType({ description: 'Open reconciliations of one age.' })
export class RecoAgeCount {
  @Field(() => RecoAgeBucket, { description: 'Days since opened.' })
  bucket!: RecoAgeBucket;

  @Field(() => Int, { description: 'How many.' })
  count!: number;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'First day (UTC) such a reco was opened; none for the oldest bucket.',
  })
  openedFrom!: string | null;

  @Field(() => LocalDateScalar, { description: 'Last day (UTC) such a reco was opened.' })
  openedTo!: string;
}

@ObjectType({ description: 'What is left to explain on recos whose period ends in one month.' })
export class RecoUnexplainedMonth {
  @Field(() => String, { description: 'The month, `YYYY-MM`.' })
  month!: string;

  @Field(() => LocalDateScalar, { description: 'Its first day.' })
  periodEndFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Its last day.' })
  periodEndTo!: string;

  @Field(() => Int, { description: 'Open recos with a result.' })
  recos!: number;

  @Field(() => DecimalScalar, { description: 'Sum of their unexplained amounts (absolute).' })
  unexplainedAmount!: string;
}

@ObjectType({ description: 'One reconciler’s open reconciliations.' })
export class RecoWorkload {
  userId!: number;

  @Field(() => Int, { description: 'Open recos assigned to them.' })
  open!: number;

  @Field(() => [RecoStateCount], { description: 'Those recos by state, in lifecycle order.' })
  byState!: RecoStateCount[];
}

@ObjectType({
  description:
    'A company’s reconciliations in aggregate (/reco-dashboard/{id}); every figure but byState counts open ones, the rows of the latest list each chart links to.',
})
export class RecoDashboard {
  @Field(() => LocalDateScalar, { description: 'The day ages were counted to.' })
  asOf!: string;

  @Field(() => Int, { description: 'Reconciliations counted, inactive ones included.' })
  total!: number;

  @Field(() => [RecoStateCount], {
    description: 'Every state, zeros included, in lifecycle order.',
  })
  byState!: RecoStateCount[];

  @Field(() => [RecoPartyMatch], {
    description: 'Parties with a result, lowest matched first (at most 12).',
  })
  matchedByParty!: RecoPartyMatch[];

  @Field(() => Int, { description: 'How many parties have a result.' })
  partyCount!: number;

  @Field(() => [RecoAgeCount], { description: 'Open reconciliations by age, youngest first.' })
  ageing!: RecoAgeCount[];

  @Field(() => [RecoUnexplainedMonth], {
    description: 'Unexplained amount by the month periods end, oldest first (at most 24).',
  })
  unexplainedByMonth!: RecoUnexplainedMonth[];

  @Field(() => [RecoWorkload], {
    description: 'Open reconciliations per reconciler, busiest first.',
  })
  workload!: RecoWorkload[];

  @Field(() => Int, { description: 'Open reconciliations nobody is assigned to.' })
  unassignedOpen!: number;
}

export function toRecoDashboard(row: RestRecoDashboard): RecoDashboard {
  const state = (s: { state: string; count: number }) => ({
    state: s.state as RecoState,
    count: s.count,
  });
  return {
    asOf: row.as_of,
    total: row.total,
    byState: row.by_state.map(state),
    matchedByParty: row.matched_by_party.map((p) => ({
      partyId: p.party_id,
      partyName: p.party_name,
      recos: p.recos,
      matchedPercent: p.matched_percent,
    })),
    partyCount: row.party_count,
    ageing: row.ageing.map((a) => ({
      bucket: a.bucket as RecoAgeBucket,
      count: a.count,
      openedFrom: a.opened_from,
      openedTo: a.opened_to,
    })),
    unexplainedByMonth: row.unexplained_by_month.map((m) => ({
      month: m.month,
      periodEndFrom: m.period_end_from,
      periodEndTo: m.period_end_to,
      recos: m.recos,
      unexplainedAmount: m.unexplained_amount,
    })),
    workload: row.workload.map((w) => ({
      userId: w.user_id,
      open: w.open,
      byState: w.by_state.map(state),
    })),
    unassignedOpen: row.unassigned_open,
  };
}
