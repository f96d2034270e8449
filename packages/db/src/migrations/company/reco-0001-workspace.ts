import { sql, type Kysely } from 'kysely';

// The reconciliation workspace (issue 12): projects and their members, parties, one reco per
// party and period in a project, its iterations (files, confirmed mapping, run, result),
// the engine's entries, manual decisions, tags and history. Runs through
// `db.withSchema(<company schema>)`: builders only, unqualified names.

const RECO_STATES = [
  'created',
  'files_uploaded',
  'running',
  'output_ready',
  'in_review',
  'accepted',
  'rejected',
  'inactive',
];
const RUN_STATES = ['idle', 'queued', 'running', 'succeeded', 'failed'];
const KINDS = ['vendor', 'customer', 'gst', 'tax'];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reco_projects')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('reco_projects_period', sql`period_from <= period_to`)
    .execute();
  await db.schema
    .createIndex('reco_projects_name_key')
    .on('reco_projects')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('reco_project_members')
    .addColumn('project_id', 'integer', (c) =>
      c.notNull().references('reco_projects.project_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(oneOf('role', ['reconciler', 'reviewer'])))
    .addPrimaryKeyConstraint('reco_project_members_pkey', ['project_id', 'user_id', 'role'])
    .execute();

  await db.schema
    .createTable('reco_parties')
    .addColumn('party_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('connected_company_id', 'integer')
    .addColumn('gstin', 'text')
    .addColumn('pan', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reco_parties_name_key')
    .on('reco_parties')
    .expression(sql`lower(name)`)
    .unique()
    .execute();
  await db.schema
    .createIndex('reco_parties_company_key')
    .on('reco_parties')
    .column('connected_company_id')
    .unique()
    .where('connected_company_id', 'is not', null)
    .execute();

  // The confirmed column mapping of a party's files, per side, reused on its next upload.
  await db.schema
    .createTable('reco_party_mappings')
    .addColumn('party_id', 'integer', (c) =>
      c.notNull().references('reco_parties.party_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(oneOf('side', ['books', 'counterparty'])))
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reco_party_mappings_pkey', ['party_id', 'kind', 'side'])
    .execute();

  await db.schema
    .createTable('recos')
    .addColumn('reco_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('reco_projects.project_id'))
    .addColumn('party_id', 'integer', (c) => c.notNull().references('reco_parties.party_id'))
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('created').check(oneOf('state', RECO_STATES)),
    )
    .addColumn('assignee_user_id', 'integer')
    .addColumn('reviewer_user_id', 'integer')
    .addColumn('current_iteration_id', 'integer')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recos_party_period_key', [
      'project_id',
      'party_id',
      'period_from',
      'period_to',
    ])
    .addCheckConstraint('recos_period', sql`period_from <= period_to`)
    .execute();
  await db.schema
    .createIndex('recos_state_idx')
    .on('recos')
    .columns(['state', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('recos_assignee_idx')
    .on('recos')
    .columns(['assignee_user_id', 'state'])
    .execute();
  await db.schema
    .createIndex('recos_reviewer_idx')
    .on('recos')
    .columns(['reviewer_user_id', 'state'])
    .execute();

  await db.schema
    .createTable('reco_iterations')
    .addColumn('iteration_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('books_file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('counterparty_file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('books_mapping', 'jsonb')
    .addColumn('counterparty_mapping', 'jsonb')
    .addColumn('books_mapping_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('counterparty_mapping_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('run_state', 'text', (c) =>
      c.notNull().defaultTo('idle').check(oneOf('run_state', RUN_STATES)),
    )
    .addColumn('run_phase', 'text')
    .addColumn('run_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_error', 'text')
    .addColumn('run_token', 'uuid')
    .addColumn('run_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_queued_at', 'timestamptz')
    .addColumn('run_started_at', 'timestamptz')
    .addColumn('run_finished_at', 'timestamptz')
    .addColumn('summary', 'jsonb')
    .addColumn('books_closing_minor', 'bigint')
    .addColumn('counterparty_closing_minor', 'bigint')
    .addColumn('bridge', 'jsonb')
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched_percent', 'numeric(5, 2)')
    .addColumn('unexplained_amount', 'numeric(18, 2)')
    .addColumn('output_file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('modified_file_id', 'bigint', (c) => c.references('files.file_id'))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reco_iterations_number_key', ['reco_id', 'number'])
    .execute();
  await db.schema
    .alterTable('recos')
    .addForeignKeyConstraint(
      'recos_current_iteration_fkey',
      ['current_iteration_id'],
      'reco_iterations',
      ['iteration_id'],
    )
    .execute();

  // The engine's result: one row per entry of both ledgers, written with COPY. `line_no`
  // puts the entries of one pair or group next to each other (the group's first entry_no).
  await db.schema
    .createTable('reco_entries')
    .addColumn('iteration_id', 'integer', (c) => c.notNull())
    .addColumn('entry_no', 'integer', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('sheet', 'text', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('doc_no', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('doc_date', 'date')
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('remark2', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text')
    .addColumn('rule', 'text', (c) => c.notNull())
    // Why, in words: the rule and the reference that agreed.
    .addColumn('reason', 'text', (c) => c.notNull())
    // The engine's stable identity of the entry; manual decisions name entries by it.
    .addColumn('entry_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reco_entries_pkey', ['iteration_id', 'entry_no'])
    .execute();
  await db.schema
    .createIndex('reco_entries_cell_idx')
    .on('reco_entries')
    .columns(['iteration_id', 'status', 'category', 'remark', 'line_no'])
    .execute();
  await db.schema
    .createIndex('reco_entries_line_idx')
    .on('reco_entries')
    .columns(['iteration_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('reco_decisions')
    .addColumn('decision_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) =>
      c.notNull().references('reco_iterations.iteration_id'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(oneOf('kind', ['match', 'unmatch', 'accept', 'reject'])),
    )
    // Entries by what survives a new file: side, sheet, row, document number, date, amount.
    .addColumn('books', 'jsonb', (c) => c.notNull())
    .addColumn('counterparty', 'jsonb', (c) => c.notNull())
    .addColumn('remarks', 'text')
    // The entries it changed in its iteration and what they were, so that it can be undone.
    .addColumn('entry_nos', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('previous', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('screen')
        .check(oneOf('source', ['screen', 'workbook', 'carried'])),
    )
    .addColumn('carried_from_decision_id', 'integer')
    .addColumn('decided_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('undone_by_user_id', 'integer')
    .addColumn('undone_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reco_decisions_iteration_idx')
    .on('reco_decisions')
    .columns(['iteration_id', 'decision_id'])
    .execute();

  await db.schema
    .createTable('reco_tags')
    .addColumn('tag_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('gray'))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reco_tags_name_key')
    .on('reco_tags')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  // A tag on a reco, or on one entry of an iteration when entry_no is set.
  await db.schema
    .createTable('reco_tag_maps')
    .addColumn('tag_map_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tag_id', 'integer', (c) =>
      c.notNull().references('reco_tags.tag_id').onDelete('cascade'),
    )
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer', (c) => c.references('reco_iterations.iteration_id'))
    .addColumn('entry_no', 'integer')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reco_tag_maps_entry',
      sql`(entry_no IS NULL) OR (iteration_id IS NOT NULL)`,
    )
    .execute();
  await db.schema
    .createIndex('reco_tag_maps_target_key')
    .on('reco_tag_maps')
    .expression(sql`tag_id, reco_id, coalesce(iteration_id, 0), coalesce(entry_no, -1)`)
    .unique()
    .execute();
  await db.schema
    .createIndex('reco_tag_maps_reco_idx')
    .on('reco_tag_maps')
    .columns(['reco_id'])
    .execute();

  await db.schema
    .createTable('reco_history')
    .addColumn('history_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) =>
      c.notNull().references('recos.reco_id').onDelete('cascade'),
    )
    .addColumn('iteration_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('remarks', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reco_history_reco_idx')
    .on('reco_history')
    .columns(['reco_id', 'history_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reco_history',
    'reco_tag_maps',
    'reco_tags',
    'reco_decisions',
    'reco_entries',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('recos').dropConstraint('recos_current_iteration_fkey').execute();
  for (const table of [
    'reco_iterations',
    'recos',
    'reco_party_mappings',
    'reco_parties',
    'reco_project_members',
    'reco_projects',
  ])
    await db.schema.dropTable(table).execute();
}
