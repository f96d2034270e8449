import { sql, type Kysely } from 'kysely';

// Why a sheet was read or passed over is a code with the sheet it was compared with, worded
// by the screens in the user's language. Reasons stored before were English sentences that
// cannot be read back into codes: they become `notRecorded`.

const recoded = (column: string) => sql`jsonb_set(${sql.ref(column)}, '{sheets}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(x -> 'reason') = 'string'
      THEN jsonb_set(x, '{reason}', '{"code": "notRecorded", "params": {}}'::jsonb) ELSE x END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(${sql.ref(column)} -> 'sheets') WITH ORDINALITY AS t(x, n)))`;

const hasTextReason = (column: string) =>
  sql<boolean>`jsonb_typeof(${sql.ref(column)} -> 'sheets') = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(${sql.ref(column)} -> 'sheets') AS x
    WHERE jsonb_typeof(x -> 'reason') = 'string')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['books_mapping', 'counterparty_mapping'])
    await db
      .updateTable('reco_iterations')
      .set({ [column]: recoded(column) })
      .where(hasTextReason(column))
      .execute();
  await db
    .updateTable('reco_party_mappings')
    .set({ mapping: recoded('mapping') })
    .where(hasTextReason('mapping'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // The English sentences are not kept: nothing to restore.
}
