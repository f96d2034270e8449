import { sql, type Kysely } from 'kysely';

// Sharing an iteration with a connected company (issue 13). The sharer keeps `reco_shares`
// (whom, which iteration) and the answers the other company gives on its entries; the receiver
// keeps `reco_shares_received`, the spec's share info, written in the same transaction. The
// receiver reads the one shared iteration through its row here, never anything else.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reco_shares')
    .addColumn('share_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) =>
      c.notNull().references('reco_iterations.iteration_id'),
    )
    .addColumn('reconcilee_company_id', 'integer', (c) => c.notNull())
    .addColumn('shared_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reco_shares_iteration_company_key', [
      'iteration_id',
      'reconcilee_company_id',
    ])
    .execute();

  await db.schema
    .createTable('reco_shares_received')
    .addColumn('received_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shared_by_company_id', 'integer', (c) => c.notNull())
    .addColumn('shared_by_company_name', 'text', (c) => c.notNull())
    .addColumn('share_id', 'integer', (c) => c.notNull())
    .addColumn('reco_name', 'text', (c) => c.notNull())
    .addColumn('shared_reco_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('iteration_number', 'integer', (c) => c.notNull())
    .addColumn('shared_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('shared_by_user_name', 'text', (c) => c.notNull())
    .addColumn('shared_by_user_email', 'text', (c) => c.notNull())
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reco_shares_received_share_key', ['shared_by_company_id', 'share_id'])
    .execute();

  // The receiving company's answer on one entry of the shared iteration; the latest wins.
  await db.schema
    .createTable('reco_entry_answers')
    .addColumn('answer_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('share_id', 'integer', (c) =>
      c.notNull().references('reco_shares.share_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) => c.notNull())
    .addColumn('entry_no', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.check(sql`answer IN ('agree', 'disagree')`))
    .addColumn('remark', 'text')
    .addColumn('file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('answered_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('answered_by_company_id', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reco_entry_answers_disagree_remark',
      sql`answer IS DISTINCT FROM 'disagree' OR length(remark) > 0`,
    )
    .addUniqueConstraint('reco_entry_answers_entry_key', ['share_id', 'entry_no'])
    .execute();
  await db.schema
    .createIndex('reco_entry_answers_iteration_idx')
    .on('reco_entry_answers')
    .columns(['iteration_id', 'entry_no'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reco_entry_answers').execute();
  await db.schema.dropTable('reco_shares_received').execute();
  await db.schema.dropTable('reco_shares').execute();
}
