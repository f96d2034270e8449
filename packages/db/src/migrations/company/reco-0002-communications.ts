import { sql, type Kysely } from 'kysely';

// Communications (issue 14): the company's sender settings, mail templates, reminder rules
// with their audit, and every mail built (the outbox and the per-reco log). A mail a rule
// sends claims its unique (reco, rule, period, attempt) row before it is sent, so two
// workers never send the same reminder (SECURITY 28); the company is the schema itself.

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export const TEMPLATE_PURPOSES = [
  'ledger_request',
  'reminder',
  'balance_confirmation',
  'mismatch_summary',
  'custom',
] as const;
export const MAIL_LANGUAGES = ['en', 'fr', 'ro', 'zh'] as const;
export const MAIL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'outbox',
  'retrying',
  'bounced',
  'dead',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comm_config')
    .addColumn('config_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // One sender per company: the constant column makes a second row a unique violation.
    .addColumn('singleton', 'boolean', (c) => c.notNull().defaultTo(true).unique())
    .addColumn('smtp_host', 'text')
    .addColumn('smtp_port', 'integer')
    .addColumn('security', 'text', (c) =>
      c.notNull().defaultTo('starttls').check(oneOf('security', SMTP_SECURITY)),
    )
    .addColumn('smtp_user', 'text')
    // AES-256-GCM of the password under COMMS_SECRET_KEY: iv, tag and ciphertext, base64.
    .addColumn('smtp_password_sealed', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('from_name', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('updated_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('comm_config_singleton', sql`singleton`)
    .execute();

  await db.schema
    .createTable('comm_templates')
    .addColumn('template_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(oneOf('purpose', TEMPLATE_PURPOSES)))
    .addColumn('language', 'text', (c) => c.notNull().check(oneOf('language', MAIL_LANGUAGES)))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attach_result', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by_user_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('comm_templates_name_key')
    .on('comm_templates')
    .expression(sql`lower(name), language`)
    .unique()
    .execute();

  await db.schema
    .createTable('comm_rules')
    .addColumn('rule_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) =>
      c.references('reco_projects.project_id').onDelete('cascade'),
    )
    .addColumn('request_template_id', 'integer', (c) =>
      c.notNull().references('comm_templates.template_id'),
    )
    .addColumn('reminder_template_id', 'integer', (c) =>
      c.notNull().references('comm_templates.template_id'),
    )
    .addColumn('send_on_creation', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('first_reminder_days', 'integer', (c) =>
      c.notNull().check(sql`first_reminder_days >= 1`),
    )
    .addColumn('repeat_every_days', 'integer', (c) =>
      c.notNull().check(sql`repeat_every_days >= 1`),
    )
    .addColumn('max_reminders', 'integer', (c) =>
      c.notNull().check(sql`max_reminders BETWEEN 0 AND 50`),
    )
    .addColumn('escalate_after', 'integer', (c) => c.check(sql`escalate_after >= 1`))
    .addColumn('escalation_email', 'text')
    // ISO weekdays (1 Monday .. 7 Sunday) and dates on which nothing is sent.
    .addColumn('quiet_weekdays', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{6,7}'`))
    .addColumn('quiet_dates', sql`date[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('start_run_on_upload', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('comm_rule_audit')
    .addColumn('audit_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('rule_id', 'integer', (c) =>
      c.notNull().references('comm_rules.rule_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('comm_messages')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reco_id', 'integer', (c) => c.references('recos.reco_id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.references('comm_rules.rule_id').onDelete('set null'))
    .addColumn('template_id', 'integer', (c) =>
      c.references('comm_templates.template_id').onDelete('set null'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('cc_address', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', MAIL_STATUSES)))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('smtp_response', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The claim of SECURITY 28: a rule's mail for one reco, period and attempt exists once.
  await db.schema
    .createIndex('comm_messages_claim_key')
    .on('comm_messages')
    .columns(['reco_id', 'rule_id', 'period_key', 'attempt'])
    .unique()
    .where(sql.ref('rule_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('comm_messages_reco_idx')
    .on('comm_messages')
    .columns(['reco_id', 'message_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'comm_messages',
    'comm_rule_audit',
    'comm_rules',
    'comm_templates',
    'comm_config',
  ])
    await db.schema.dropTable(table).execute();
}
