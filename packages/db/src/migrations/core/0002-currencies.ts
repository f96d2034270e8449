import type { Kysely } from 'kysely';
import { CURRENCIES } from '../../currencies.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('core.currencies')
    .values(CURRENCIES.map((c) => ({ ...c })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('core.currencies').execute();
}
