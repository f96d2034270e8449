import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { RecoState } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';
import {
  filtered,
  openedOn,
  recoFrom,
  type RecoAliases,
  type RecoFilter,
  type RecoTables,
} from '../recos/reco.repository.js';

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
    .select((eb) => ['r.state', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .groupBy('r.state')
    .execute();
}

/** Parties by the average matched percent of their open recos with a result, lowest first. */
export async function matchedByParty(db: CompanyDb, filter: DashboardFilter, limit: number) {
  const average = (eb: ExpressionBuilder<RecoTables, RecoAliases>) =>
    eb.fn<string>('round', [eb.fn.avg('i.matched_percent'), eb.lit(2)]);
  return recos(db, filter, true)
    .where('i.matched_percent', 'is not', null)
    .select((eb) => [
      'pa.party_id',
      'pa.name as party_name',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('recos'),
      eb.cast<string>(average(eb), 'text').as('matched_percent'),
      // Counted before the limit: every party with a result.
      eb.cast<number>(eb.fn.countAll().over(), 'integer').as('party_count'),
    ])
    .groupBy(['pa.party_id', 'pa.name'])
    .orderBy(average)
    .orderBy((eb) => eb.fn('lower', ['pa.name']))
    .orderBy('pa.party_id')
    .limit(limit)
    .execute();
}

/** Open recos by days since they were opened, counted to `asOf`; later ones are left out. */
export async function ageing(db: CompanyDb, filter: DashboardFilter, asOf: string) {
  return recos(db, filter, true)
    .select((eb) => {
      // Days from the day it was opened to `asOf` (date - date is a number of days).
      const age = eb(eb.cast(eb.val(asOf), 'date'), '-', openedOn).$castTo<number>();
      const count = (where: Expression<SqlBool>) =>
        eb.cast<number>(eb.fn.countAll().filterWhere(where), 'integer');
      return [
        count(eb.between(age, 0, 30)).as('0_30'),
        count(eb.between(age, 31, 60)).as('31_60'),
        count(eb.between(age, 61, 90)).as('61_90'),
        count(eb(age, '>', 90)).as('over_90'),
      ];
    })
    .executeTakeFirstOrThrow();
}

/** What is left to explain on open recos with a result, by the month their period ends. */
export async function unexplainedByMonth(db: CompanyDb, filter: DashboardFilter, months: number) {
  // Written as SQL: the month must be the same expression in the select list and GROUP BY, so
  // its unit is a literal (the builder would send a parameter, a different expression each
  // time), and the month's last day needs interval arithmetic, which the builder lacks.
  const month = sql<string>`date_trunc('month', r.period_to)`;
  const monthEnd = sql<string>`${month} + interval '1 month - 1 day'`;
  return recos(db, filter, true)
    .where('i.unexplained_amount', 'is not', null)
    .select((eb) => [
      eb.fn<string>('to_char', [month, eb.val('YYYY-MM')]).as('month'),
      eb.fn<string>('to_char', [month, eb.val('YYYY-MM-DD')]).as('period_end_from'),
      eb.fn<string>('to_char', [monthEnd, eb.val('YYYY-MM-DD')]).as('period_end_to'),
      eb.cast<number>(eb.fn.countAll(), 'integer').as('recos'),
      eb
        .cast<string>(
          eb.cast(eb.fn.sum(eb.fn('abs', ['i.unexplained_amount'])), 'numeric(18, 2)'),
          'text',
        )
        .as('unexplained_amount'),
    ])
    .groupBy(month)
    .orderBy(month, 'desc')
    .limit(months)
    .execute();
}

/** Open recos by reconciler (null: nobody assigned) and state. */
export async function openByAssignee(db: CompanyDb, filter: DashboardFilter) {
  return recos(db, filter, true)
    .select((eb) => [
      'r.assignee_user_id',
      'r.state',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
    ])
    .groupBy(['r.assignee_user_id', 'r.state'])
    .execute() as Promise<{ assignee_user_id: number | null; state: RecoState; count: number }[]>;
}
