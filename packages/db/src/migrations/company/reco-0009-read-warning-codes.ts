import { sql, type Kysely } from 'kysely';

// The reader's warnings are codes with parameters, worded by the screens in the user's
// language. Warnings stored before were English sentences that cannot be read back into
// codes: they become `notRecorded`, so the screen still says that something was noticed.

const recoded = (column: string) => sql`jsonb_set(${sql.ref(column)}, '{warnings}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(x) = 'string'
      THEN '{"code": "notRecorded", "params": {}}'::jsonb ELSE x END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(${sql.ref(column)} -> 'warnings') WITH ORDINALITY AS t(x, n)))`;

const hasTextWarning = (column: string) =>
  sql<boolean>`jsonb_typeof(${sql.ref(column)} -> 'warnings') = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(${sql.ref(column)} -> 'warnings') AS x
    WHERE jsonb_typeof(x) = 'string')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['books_mapping', 'counterparty_mapping'])
    await db
      .updateTable('reco_iterations')
      .set({ [column]: recoded(column) })
      .where(hasTextWarning(column))
      .execute();
  await db
    .updateTable('reco_party_mappings')
    .set({ mapping: recoded('mapping') })
    .where(hasTextWarning('mapping'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // The English sentences are not kept: nothing to restore.
}
