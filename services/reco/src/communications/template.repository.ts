import { sql } from 'kysely';
import type { CompanyDb } from '../shared/company-db.js';

const TEMPLATE_COLUMNS = [
  'template_id',
  'name',
  'purpose',
  'language',
  'subject',
  'body',
  'attach_result',
  'is_default',
  'updated_at',
] as const;

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export async function listTemplateRows(
  db: CompanyDb,
  filter: { purpose?: string | undefined; language?: string | undefined },
) {
  let q = db.selectFrom('comm_templates').select(TEMPLATE_COLUMNS);
  if (filter.purpose) q = q.where('purpose', '=', filter.purpose);
  if (filter.language) q = q.where('language', '=', filter.language);
  return q.orderBy('purpose').orderBy('language').orderBy('template_id').execute();
}

export async function countTemplates(db: CompanyDb) {
  const row = await db
    .selectFrom('comm_templates')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function findTemplate(db: CompanyDb, templateId: number) {
  return db
    .selectFrom('comm_templates')
    .select(TEMPLATE_COLUMNS)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
}

export type TemplateValues = {
  name: string;
  purpose: string;
  language: string;
  subject: string;
  body: string;
  attach_result: boolean;
  is_default?: boolean;
  updated_by_user_id: number | null;
};

/** Inserts templates; one whose name and language exist already is left as it is. */
export async function insertTemplates(db: CompanyDb, rows: TemplateValues[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('comm_templates')
    .values(rows)
    .onConflict((oc) => oc.expression(sql`lower(name), language`).doNothing())
    .execute();
}

export async function insertTemplate(db: CompanyDb, values: TemplateValues) {
  return db
    .insertInto('comm_templates')
    .values(values)
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateTemplateRow(
  db: CompanyDb,
  templateId: number,
  values: Partial<TemplateValues>,
) {
  return db
    .updateTable('comm_templates')
    .set({ ...values, updated_at: sql`now()` })
    .where('template_id', '=', templateId)
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirst();
}

const RULE_COLUMNS = [
  'rule_id',
  'name',
  'project_id',
  'request_template_id',
  'reminder_template_id',
  'send_on_creation',
  'first_reminder_days',
  'repeat_every_days',
  'max_reminders',
  'escalate_after',
  'escalation_email',
  'quiet_weekdays',
  sql<string[]>`array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(quiet_dates) d ORDER BY d)`.as(
    'quiet_dates',
  ),
  'start_run_on_upload',
  'enabled',
  'updated_by_user_id',
  'updated_at',
] as const;

export type RuleRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

export async function listRuleRows(db: CompanyDb, onlyEnabled = false) {
  let q = db.selectFrom('comm_rules').select(RULE_COLUMNS);
  if (onlyEnabled) q = q.where('enabled', '=', true);
  return q.orderBy('rule_id').execute();
}

export async function findRule(db: CompanyDb, ruleId: number, forUpdate = false) {
  let q = db.selectFrom('comm_rules').select(RULE_COLUMNS).where('rule_id', '=', ruleId);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export type RuleValues = {
  name?: string;
  project_id?: number | null;
  request_template_id?: number;
  reminder_template_id?: number;
  send_on_creation?: boolean;
  first_reminder_days?: number;
  repeat_every_days?: number;
  max_reminders?: number;
  escalate_after?: number | null;
  escalation_email?: string | null;
  quiet_weekdays?: number[];
  quiet_dates?: string[];
  start_run_on_upload?: boolean;
  enabled?: boolean;
};

export async function insertRule(
  db: CompanyDb,
  values: Required<RuleValues> & { updated_by_user_id: number },
) {
  const { rule_id } = await db
    .insertInto('comm_rules')
    .values(values)
    .returning('rule_id')
    .executeTakeFirstOrThrow();
  return (await findRule(db, rule_id))!;
}

export async function updateRuleRow(
  db: CompanyDb,
  ruleId: number,
  values: RuleValues & { updated_by_user_id: number },
) {
  await db
    .updateTable('comm_rules')
    .set({ ...values, updated_at: sql`now()` })
    .where('rule_id', '=', ruleId)
    .execute();
  return findRule(db, ruleId);
}

export async function insertRuleAudit(
  db: CompanyDb,
  values: {
    rule_id: number;
    user_id: number;
    changes: Record<string, { before: unknown; after: unknown }>;
  },
) {
  await db
    .insertInto('comm_rule_audit')
    .values({ ...values, changes: JSON.stringify(values.changes) })
    .execute();
}

export async function listRuleAudit(db: CompanyDb, ruleId: number) {
  return db
    .selectFrom('comm_rule_audit')
    .select(['audit_id', 'rule_id', 'user_id', 'changes', 'changed_at'])
    .where('rule_id', '=', ruleId)
    .orderBy('audit_id', 'desc')
    .execute();
}

export async function projectExists(db: CompanyDb, projectId: number) {
  return Boolean(
    await db
      .selectFrom('reco_projects')
      .select('project_id')
      .where('project_id', '=', projectId)
      .executeTakeFirst(),
  );
}
