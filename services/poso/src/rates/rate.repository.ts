import { sql } from 'kysely';
import { companyTables } from '@concord/db';
import type { Db } from '../shared/db.js';

/** The latest rate on or before `date`, directly or as the inverse of the opposite pair. */
export async function findRate(db: Db, schema: string, from: string, to: string, date: string) {
  const rates = companyTables(db, schema);
  const direct = rates
    .selectFrom('exchange_rates')
    .select((eb) => ['exchange_rate', 'rate_date', eb.lit(0).$castTo<number>().as('pref')])
    .where('from_currency', '=', from)
    .where('to_currency', '=', to)
    .where('rate_date', '<=', date);
  const inverse = rates
    .selectFrom('exchange_rates')
    .select((eb) => [
      // Written as SQL: the builder types `1 / column` as the literal's type, not numeric.
      sql<string>`round(1 / exchange_rate, 6)`.as('exchange_rate'),
      'rate_date',
      eb.lit(1).$castTo<number>().as('pref'),
    ])
    .where('from_currency', '=', to)
    .where('to_currency', '=', from)
    .where('rate_date', '<=', date);
  return rates
    .selectFrom(direct.unionAll(inverse).as('r'))
    .select((eb) => [
      eb.cast<string>('r.exchange_rate', 'text').as('exchange_rate'),
      eb.cast<string>('r.rate_date', 'text').as('rate_date'),
    ])
    .orderBy('r.rate_date', 'desc')
    .orderBy('r.pref')
    .limit(1)
    .executeTakeFirst();
}
