import { sql } from 'kysely';
import { companyTables } from '@concord/db';
import type { Db } from '../shared/db.js';

export type SettingsRecord = {
  separation_of_duties: boolean;
  updated_by_user_id: number | null;
  updated_at: Date | null;
};

const tables = (db: Db, schema: string) => companyTables(db, schema);

/** The company's settings row, or null when none was ever saved (the defaults apply). */
export async function findSettings(
  db: Db,
  schema: string,
  forUpdate = false,
): Promise<SettingsRecord | null> {
  let query = tables(db, schema)
    .selectFrom('poso_settings')
    .select(['separation_of_duties', 'updated_by_user_id', 'updated_at']);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function saveSettings(
  db: Db,
  schema: string,
  change: { separation_of_duties: boolean; updated_by_user_id: number },
): Promise<void> {
  await tables(db, schema)
    .insertInto('poso_settings')
    .values({ singleton: true, ...change })
    .onConflict((oc) => oc.column('singleton').doUpdateSet({ ...change, updated_at: sql`now()` }))
    .execute();
}

export async function recordAudit(
  db: Db,
  schema: string,
  entry: { user_id: number; action: string; details: Record<string, unknown> },
): Promise<void> {
  await tables(db, schema)
    .insertInto('audit')
    .values({ ...entry, details: JSON.stringify(entry.details) })
    .execute();
}
