import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest } from '../shared/errors.js';
import {
  ageing,
  countByState,
  matchedByParty,
  openByAssignee,
  unexplainedByMonth,
  type DashboardFilter,
} from './dashboard.repository.js';

/** Bars a chart can show and still be read; the rest is in the lists. */
const PARTY_LIMIT = 12;
const MONTH_LIMIT = 24;

/** `YYYY-MM-DD` moved by whole days. */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const BUCKET_DAYS: Record<reco.AgeBucket, { min: number; max: number | null }> = {
  '0_30': { min: 0, max: 30 },
  '31_60': { min: 31, max: 60 },
  '61_90': { min: 61, max: 90 },
  over_90: { min: 91, max: null },
};

/**
 * The reconciliation dashboard of the caller's company: every figure aggregated in its
 * schema, narrowed by kind, project and period end. `today` is the clock (UTC day).
 */
export async function recoDashboard(
  db: Db,
  caller: Caller,
  query: reco.DashboardQuery,
  today: () => string = () => new Date().toISOString().slice(0, 10),
): Promise<reco.RecoDashboard> {
  const { as_of: asOfGiven, ...filter } = query;
  if (
    filter.period_end_from &&
    filter.period_end_to &&
    filter.period_end_from > filter.period_end_to
  )
    throw badRequest('Invalid input', {
      period_end_to: 'Must be on or after the start of the period',
    });
  const asOf = asOfGiven ?? today();
  const narrowed: DashboardFilter = filter;
  const figures = await inCompany(db, caller, async (trx) => ({
    states: await countByState(trx, narrowed),
    parties: await matchedByParty(trx, narrowed, PARTY_LIMIT),
    ages: await ageing(trx, narrowed, asOf),
    months: await unexplainedByMonth(trx, narrowed, MONTH_LIMIT),
    open: await openByAssignee(trx, narrowed),
  }));

  const stateCount = new Map(figures.states.map((s) => [s.state, s.count]));
  const people = new Map<number, { state: reco.RecoState; count: number }[]>();
  let unassigned = 0;
  for (const row of figures.open) {
    if (row.assignee_user_id === null) unassigned += row.count;
    else people.set(row.assignee_user_id, [...(people.get(row.assignee_user_id) ?? []), row]);
  }
  const order = (state: reco.RecoState) => reco.RECO_STATES.indexOf(state);
  const workload = [...people]
    .map(([userId, states]) => ({
      user_id: userId,
      open: states.reduce((sum, s) => sum + s.count, 0),
      by_state: states
        .map((s) => ({ state: s.state, count: s.count }))
        .sort((a, b) => order(a.state) - order(b.state)),
    }))
    .sort((a, b) => b.open - a.open || a.user_id - b.user_id);

  return {
    as_of: asOf,
    total: figures.states.reduce((sum, s) => sum + s.count, 0),
    by_state: reco.RECO_STATES.map((state) => ({ state, count: stateCount.get(state) ?? 0 })),
    matched_by_party: figures.parties.map((p) => ({
      party_id: p.party_id,
      party_name: p.party_name,
      recos: p.recos,
      matched_percent: p.matched_percent,
    })),
    party_count: figures.parties[0]?.party_count ?? 0,
    ageing: reco.AGE_BUCKETS.map((bucket) => {
      const days = BUCKET_DAYS[bucket];
      return {
        bucket,
        count: figures.ages[bucket],
        opened_from: days.max === null ? null : addDays(asOf, -days.max),
        opened_to: addDays(asOf, -days.min),
      };
    }),
    unexplained_by_month: figures.months.reverse(),
    workload,
    unassigned_open: unassigned,
  };
}
