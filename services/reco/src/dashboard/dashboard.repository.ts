import { sql } from 'kysely';
import type { RecoState } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';
import { filtered, openedOn, recoFrom, type RecoFilter } from '../recos/reco.repository.js';

export type DashboardFilter = Pick<
  RecoFilter,
  'kind' | 'project_id' | 'period_end_from' | 'period_end_to'
>;

/** The filtered recos; `open` keeps those not accepted and not inactive, as the latest list. */
function recos(db: CompanyDb, filter: DashboardFilter, open = false) {
  return filtered(recoFrom(db), open ? { ...filter, scope: 'latest' } : filter);
}

export async function countByState(db: CompanyDb, filter: DashboardFilter) {
  return recos(db, filter)
    .select(['r.state', sql<number>`count(*)::int`.as('count')])
    .groupBy('r.state')
    .execute();
}

/** Parties by the average matched percent of their open recos with a result, lowest first. */
export async function matchedByParty(db: CompanyDb, filter: DashboardFilter, limit: number) {
  const avg = sql<string>`round(avg(i.matched_percent), 2)`;
  return recos(db, filter, true)
    .where('i.matched_percent', 'is not', null)
    .select([
      'pa.party_id',
      'pa.name as party_name',
      sql<number>`count(*)::int`.as('recos'),
      sql<string>`${avg}::text`.as('matched_percent'),
      // Counted before the limit: every party with a result.
      sql<number>`(count(*) OVER ())::int`.as('party_count'),
    ])
    .groupBy(['pa.party_id', 'pa.name'])
    .orderBy(avg)
    .orderBy(sql`lower(pa.name)`)
    .orderBy('pa.party_id')
    .limit(limit)
    .execute();
}

/** Open recos by days since they were opened, counted to `asOf`; later ones are left out. */
export async function ageing(db: CompanyDb, filter: DashboardFilter, asOf: string) {
  const age = sql<number>`(${asOf}::date - ${openedOn})`;
  return recos(db, filter, true)
    .select([
      sql<number>`count(*) FILTER (WHERE ${age} BETWEEN 0 AND 30)::int`.as('0_30'),
      sql<number>`count(*) FILTER (WHERE ${age} BETWEEN 31 AND 60)::int`.as('31_60'),
      sql<number>`count(*) FILTER (WHERE ${age} BETWEEN 61 AND 90)::int`.as('61_90'),
      sql<number>`count(*) FILTER (WHERE ${age} > 90)::int`.as('over_90'),
    ])
    .executeTakeFirstOrThrow();
}

/** What is left to explain on open recos with a result, by the month their period ends. */
export async function unexplainedByMonth(db: CompanyDb, filter: DashboardFilter, months: number) {
  const month = sql<string>`date_trunc('month', r.period_to)`;
  return recos(db, filter, true)
    .where('i.unexplained_amount', 'is not', null)
    .select([
      sql<string>`to_char(${month}, 'YYYY-MM')`.as('month'),
      sql<string>`to_char(${month}, 'YYYY-MM-DD')`.as('period_end_from'),
      sql<string>`to_char(${month} + interval '1 month - 1 day', 'YYYY-MM-DD')`.as('period_end_to'),
      sql<number>`count(*)::int`.as('recos'),
      sql<string>`sum(abs(i.unexplained_amount))::numeric(18,2)::text`.as('unexplained_amount'),
    ])
    .groupBy(month)
    .orderBy(month, 'desc')
    .limit(months)
    .execute();
}

/** Open recos by reconciler (null: nobody assigned) and state. */
export async function openByAssignee(db: CompanyDb, filter: DashboardFilter) {
  return recos(db, filter, true)
    .select(['r.assignee_user_id', 'r.state', sql<number>`count(*)::int`.as('count')])
    .groupBy(['r.assignee_user_id', 'r.state'])
    .execute() as Promise<{ assignee_user_id: number | null; state: RecoState; count: number }[]>;
}
