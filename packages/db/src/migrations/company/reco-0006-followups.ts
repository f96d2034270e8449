import { sql, type Kysely } from 'kysely';

// Follow-ups (issue 14): a bulk send claims one mail per (reco, batch), so sending a batch
// again sends nothing twice; the counterparty's answer to a balance confirmation (confirmed
// or disputed, with a remark and an optional file) is kept per iteration.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comm_messages').addColumn('batch_key', 'uuid').execute();
  await db.schema
    .createIndex('comm_messages_batch_claim_key')
    .on('comm_messages')
    .columns(['reco_id', 'batch_key'])
    .unique()
    .where(sql.ref('batch_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('reco_balance_responses')
    .addColumn('response_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) =>
      c.notNull().references('reco_iterations.iteration_id'),
    )
    // The core.share_links row the party answered through.
    .addColumn('link_id', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) =>
      c.notNull().check(sql`decision IN ('confirmed', 'disputed')`),
    )
    .addColumn('remark', 'text')
    .addColumn('file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reco_balance_responses_dispute_remark',
      sql`decision = 'confirmed' OR remark IS NOT NULL`,
    )
    .execute();
  await db.schema
    .createIndex('reco_balance_responses_reco_idx')
    .on('reco_balance_responses')
    .columns(['reco_id', 'response_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reco_balance_responses').execute();
  await db.schema.dropIndex('comm_messages_batch_claim_key').execute();
  await db.schema.alterTable('comm_messages').dropColumn('batch_key').execute();
}
