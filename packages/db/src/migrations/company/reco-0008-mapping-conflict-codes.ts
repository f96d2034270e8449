import { sql, type Kysely } from 'kysely';

// Mapping conflicts are codes with parameters, worded by the screens in the user's language.
// Conflicts stored before were English sentences that cannot be read back into codes: they
// become `notRecorded`, so the screen still says that something was to settle.

const NOT_RECORDED = sql`'{"code": "notRecorded", "params": {}}'::jsonb`;

/** A JSON array of conflicts with every sentence turned into notRecorded. */
const recodedList = (list: ReturnType<typeof sql>) => sql`(
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(x) = 'string' THEN ${NOT_RECORDED} ELSE x END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(coalesce(${list}, '[]'::jsonb)) WITH ORDINALITY AS t(x, n))`;

const recoded = (column: string) => sql`jsonb_set(
  CASE WHEN jsonb_typeof(${sql.ref(column)} -> 'conflicts') = 'array'
    THEN jsonb_set(${sql.ref(column)}, '{conflicts}', ${recodedList(sql`${sql.ref(column)} -> 'conflicts'`)})
    ELSE ${sql.ref(column)} END,
  '{columns}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(c -> 'conflicts') = 'array'
      THEN jsonb_set(c, '{conflicts}', ${recodedList(sql`c -> 'conflicts'`)})
      ELSE c END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(${sql.ref(column)} -> 'columns') WITH ORDINALITY AS t(c, n)))`;

const hasTextConflict = (column: string) =>
  sql<boolean>`jsonb_typeof(${sql.ref(column)} -> 'columns') = 'array' AND (
    EXISTS (SELECT 1 FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(${sql.ref(column)} -> 'conflicts') = 'array'
          THEN ${sql.ref(column)} -> 'conflicts' ELSE '[]'::jsonb END) AS x
      WHERE jsonb_typeof(x) = 'string')
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(${sql.ref(column)} -> 'columns') AS c,
        jsonb_array_elements(CASE WHEN jsonb_typeof(c -> 'conflicts') = 'array'
          THEN c -> 'conflicts' ELSE '[]'::jsonb END) AS x
      WHERE jsonb_typeof(x) = 'string'))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['books_mapping', 'counterparty_mapping'])
    await db
      .updateTable('reco_iterations')
      .set({ [column]: recoded(column) })
      .where(hasTextConflict(column))
      .execute();
  await db
    .updateTable('reco_party_mappings')
    .set({ mapping: recoded('mapping') })
    .where(hasTextConflict('mapping'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // The English sentences are not kept: nothing to restore.
}
