import { sql, type Kysely } from 'kysely';

// Column-mapping reasons are codes with parameters, worded by the screens in the user's
// language. Mappings stored before held English sentences that cannot be read back into
// codes: their reasons become `notRecorded` (the roles and confidence stay as confirmed).

const recoded = (column: string) => sql`jsonb_set(${sql.ref(column)}, '{columns}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(c -> 'reason') = 'string'
      THEN c || '{"reason": {"code": "notRecorded", "params": {}}}'::jsonb
      ELSE c END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(${sql.ref(column)} -> 'columns') WITH ORDINALITY AS t(c, n)))`;

const hasTextReason = (column: string) =>
  sql<boolean>`jsonb_typeof(${sql.ref(column)} -> 'columns') = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(${sql.ref(column)} -> 'columns') AS c
    WHERE jsonb_typeof(c -> 'reason') = 'string')`;

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
