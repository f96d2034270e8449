import type { Db } from '@concord/db';

export async function listCurrencies(
  db: Db,
): Promise<{ code: string; name: string; symbol: string }[]> {
  return db
    .selectFrom('core.currencies')
    .select(['code', 'name', 'symbol'])
    .orderBy('code')
    .execute();
}
