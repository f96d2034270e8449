import { sql, type Kysely } from 'kysely';

// Conversations on a reco and on its entries (issue 13): everyone on the reco reads them,
// mentions name company members and notify them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reco_messages')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) => c.references('reco_iterations.iteration_id'))
    // An entry of that iteration; null for the reco's own conversation.
    .addColumn('entry_no', 'integer')
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) BETWEEN 1 AND 4000`))
    .addColumn('author_user_id', 'integer', (c) => c.notNull())
    .addColumn('mentions', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reco_messages_entry_needs_iteration',
      sql`entry_no IS NULL OR iteration_id IS NOT NULL`,
    )
    .execute();
  await db.schema
    .createIndex('reco_messages_thread_idx')
    .on('reco_messages')
    .columns(['reco_id', 'iteration_id', 'entry_no', 'message_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reco_messages').execute();
}
