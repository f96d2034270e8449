import { sql, type Kysely } from 'kysely';

// reco_entries becomes partitioned by iteration (issue 12, the COPY of a 1M x 1M run): a run
// COPYs its entries into a table of their own with no index, builds the primary key and the
// two indexes afterwards in one pass each (much cheaper than maintaining them row by row)
// and attaches the table as the iteration's partition in the same transaction. Readers name
// one iteration, so every query prunes to its partition and uses its indexes. The entries
// of earlier runs stay in the table they were in, which becomes the default partition.

const COLUMNS = [
  ['iteration_id', 'integer', true],
  ['entry_no', 'integer', true],
  ['line_no', 'integer', true],
  ['side', 'text', true],
  ['sheet', 'text', true],
  ['row_no', 'integer', true],
  ['doc_no', 'text', true],
  ['doc_type', 'text', true],
  ['narration', 'text', true],
  ['doc_date', 'date', false],
  ['amount', 'numeric(18, 2)', true],
  ['status', 'text', true],
  ['category', 'text', true],
  ['remark', 'text', true],
  ['remark2', 'text', true],
  ['match_id', 'text', false],
  ['rule', 'text', true],
  ['reason', 'text', true],
  ['entry_key', 'text', true],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, schema?: string): Promise<void> {
  if (!schema) throw new Error('reco-0003 needs the company schema name');
  await db.schema.alterTable('reco_entries').renameTo('reco_entries_v1').execute();
  let table = db.schema.createTable('reco_entries');
  for (const [name, type, notNull] of COLUMNS)
    table = table.addColumn(name, sql.raw(type), (c) => (notNull ? c.notNull() : c));
  await table
    // The columns were added in a loop, which the builder's column typing cannot follow.
    .addPrimaryKeyConstraint('reco_entries_by_iteration_pkey', [
      'iteration_id',
      'entry_no',
    ] as never)
    .modifyEnd(sql`partition by list (iteration_id)`)
    .execute();
  await db.schema
    .createIndex('reco_entries_by_iteration_cell_idx')
    .on('reco_entries')
    .columns(['iteration_id', 'status', 'category', 'remark', 'line_no'])
    .execute();
  await db.schema
    .createIndex('reco_entries_by_iteration_line_idx')
    .on('reco_entries')
    .columns(['iteration_id', 'line_no'])
    .execute();
  const old = await db.selectFrom('reco_entries_v1').select('iteration_id').limit(1).execute();
  if (old.length === 0) {
    await db.schema.dropTable('reco_entries_v1').execute();
    return;
  }
  // Its primary key and indexes match the parent's and are taken over as they are.
  await sql`ALTER TABLE ${sql.id(schema, 'reco_entries')} ATTACH PARTITION ${sql.id(schema, 'reco_entries_v1')} DEFAULT`.execute(
    db,
  );
}
