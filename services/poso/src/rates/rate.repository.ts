import { sql } from 'kysely';
import { firstOf, type Db, tbl } from '../shared/db.js';

/** The latest rate on or before `date`, directly or as the inverse of the opposite pair. */
export async function findRate(db: Db, schema: string, from: string, to: string, date: string) {
  return firstOf(
    db,
    sql<{ exchange_rate: string; rate_date: string }>`
      SELECT exchange_rate::text AS exchange_rate, rate_date::text AS rate_date FROM (
        SELECT exchange_rate, rate_date, 0 AS pref FROM ${tbl(schema, 'exchange_rates')}
        WHERE from_currency = ${from} AND to_currency = ${to} AND rate_date <= ${date}::date
        UNION ALL
        SELECT round(1 / exchange_rate, 6), rate_date, 1 FROM ${tbl(schema, 'exchange_rates')}
        WHERE from_currency = ${to} AND to_currency = ${from} AND rate_date <= ${date}::date
      ) r ORDER BY rate_date DESC, pref LIMIT 1`,
  );
}
