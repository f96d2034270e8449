import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';
import { Decimal } from '../shared/index.js';
import { Id, LocalDate, Nullable, RecoKind, RecoState } from './values.js';

/** Which recos a dashboard counts; the same narrowing the lists take. */
export const DashboardQuery = Type.Object({
  kind: Type.Optional(RecoKind),
  project_id: Type.Optional(Id),
  /** Recos whose period ends on or after this day. */
  period_end_from: Type.Optional(LocalDate),
  /** Recos whose period ends on or before this day. */
  period_end_to: Type.Optional(LocalDate),
  /** The day ages are counted to (UTC); default today. */
  as_of: Type.Optional(LocalDate),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** Ages of open recos in days since they were opened: 0-30, 31-60, 61-90, over 90. */
export const AGE_BUCKETS = ['0_30', '31_60', '61_90', 'over_90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AgeBucket = Type.Enum(AGE_BUCKETS);

/**
 * Every figure but `by_state` counts open recos (not accepted, not inactive): the rows of the
 * latest-recos list each chart links to.
 */
export const RecoDashboard = Type.Object({
  as_of: LocalDate,
  /** Every reco the filters keep, inactive ones included. */
  total: Type.Integer({ minimum: 0 }),
  /** Every state, zero counts included, in lifecycle order. */
  by_state: Type.Array(Type.Object({ state: RecoState, count: Type.Integer({ minimum: 0 }) })),
  /** Parties with a result on an open reco, lowest matched first (at most 12). */
  matched_by_party: Type.Array(
    Type.Object({
      party_id: Id,
      party_name: Type.String(),
      /** Open recos of this party with a result. */
      recos: Type.Integer({ minimum: 1 }),
      /** The average of those recos' matched percent. */
      matched_percent: Decimal,
    }),
  ),
  /** How many parties have a result (the chart shows the lowest 12). */
  party_count: Type.Integer({ minimum: 0 }),
  /** Open recos (not accepted, not inactive) by age, each with the days it was opened in. */
  ageing: Type.Array(
    Type.Object({
      bucket: AgeBucket,
      count: Type.Integer({ minimum: 0 }),
      /** First and last day (UTC) a reco of this bucket was opened; null: no lower bound. */
      opened_from: Nullable(LocalDate),
      opened_to: LocalDate,
    }),
  ),
  /** What is left to explain on open recos with a result, by the month their period ends. */
  unexplained_by_month: Type.Array(
    Type.Object({
      /** `YYYY-MM`. */
      month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
      period_end_from: LocalDate,
      period_end_to: LocalDate,
      recos: Type.Integer({ minimum: 1 }),
      unexplained_amount: Decimal,
    }),
  ),
  /** Open recos per reconciler, by state, busiest first. */
  workload: Type.Array(
    Type.Object({
      user_id: Id,
      open: Type.Integer({ minimum: 1 }),
      by_state: Type.Array(Type.Object({ state: RecoState, count: Type.Integer({ minimum: 1 }) })),
    }),
  ),
  /** Open recos nobody is assigned to. */
  unassigned_open: Type.Integer({ minimum: 0 }),
});
export type RecoDashboard = Static<typeof RecoDashboard>;

export const recoDashboard = route('GET', '/reconciliation/dashboard/', {
  querystring: DashboardQuery,
  response: { 200: RecoDashboard },
});
