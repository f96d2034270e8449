import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { badRequest, notFound } from '../shared/errors.js';
import { isoTime } from '../shared/wire.js';
import type { RecoDeps } from '../deps.js';
import { findConfig } from './communication.repository.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { renderTemplate, sampleValues, unknownPlaceholders } from './render.js';
import { mailTargetsOf, targetValues } from './scheduler.js';
import {
  countTemplates,
  findRule,
  findTemplate,
  insertRule,
  insertRuleAudit,
  insertTemplate,
  insertTemplates,
  listRuleAudit,
  listRuleRows,
  listTemplateRows,
  projectExists,
  updateRuleRow,
  updateTemplateRow,
  type RuleRow,
  type TemplateRow,
} from './template.repository.js';

function toTemplate(row: TemplateRow): reco.Template {
  return {
    ...row,
    purpose: row.purpose as reco.TemplatePurpose,
    language: row.language as reco.MailLanguage,
    updated_at: isoTime(row.updated_at),
  };
}

/** A company's first look at its templates brings the default set in. */
export async function ensureDefaultTemplates(trx: CompanyDb): Promise<void> {
  if ((await countTemplates(trx)) > 0) return;
  const rows = Object.entries(DEFAULT_TEMPLATES).flatMap(([purpose, byLanguage]) =>
    Object.entries(byLanguage).map(([language, text]) => ({
      ...text,
      purpose,
      language,
      attach_result: purpose === 'mismatch_summary',
      is_default: true,
      updated_by_user_id: null,
    })),
  );
  await insertTemplates(trx, rows);
}

export async function templates(
  db: Db,
  caller: Caller,
  filter: { purpose?: reco.TemplatePurpose; language?: reco.MailLanguage },
): Promise<reco.Template[]> {
  return inCompany(db, caller, async (trx) => {
    await ensureDefaultTemplates(trx);
    return (await listTemplateRows(trx, filter)).map(toTemplate);
  });
}

function checkPlaceholders(subject: string | undefined, body: string | undefined) {
  const fields: Record<string, string> = {};
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const unknown = text === undefined ? [] : unknownPlaceholders(text);
    if (unknown.length > 0)
      fields[field] =
        `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${reco.PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`;
  }
  if (Object.keys(fields).length > 0)
    throw badRequest('The template names placeholders that do not exist', fields);
}

export async function createTemplate(
  db: Db,
  caller: Caller,
  input: reco.NewTemplate,
): Promise<reco.Template> {
  checkPlaceholders(input.subject, input.body);
  return inCompany(db, caller, async (trx) => {
    await ensureDefaultTemplates(trx);
    return toTemplate(
      await insertTemplate(trx, {
        ...input,
        name: input.name.trim(),
        updated_by_user_id: caller.userId,
      }),
    );
  });
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  templateId: number,
  input: reco.TemplatePatch,
): Promise<reco.Template> {
  checkPlaceholders(input.subject, input.body);
  return inCompany(db, caller, async (trx) => {
    const row = await updateTemplateRow(trx, templateId, {
      ...input,
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      updated_by_user_id: caller.userId,
    });
    if (!row) throw notFound('Template not found');
    return toTemplate(row);
  });
}

/** Where a preview's links have their token: the shape of the real link, never a live one. */
export const PREVIEW_TOKEN = 'minted-when-sent';

/**
 * The live preview: the text as the sample party would receive it, or, with `reco_id`, as
 * that reco's party will (its name, contact, period, our closing balance, and links of the
 * real shape whose token is minted only when the mail is sent).
 */
export async function previewTemplate(
  deps: Pick<RecoDeps, 'db' | 'publicBaseUrl' | 'now'>,
  caller: Caller,
  input: { language: reco.MailLanguage; subject: string; body: string; reco_id?: number },
): Promise<reco.RenderedMail> {
  const { config, target } = await inCompany(deps.db, caller, async (trx) => ({
    config: await findConfig(trx),
    target:
      input.reco_id === undefined ? undefined : (await mailTargetsOf(trx, [input.reco_id]))[0],
  }));
  // Without sender settings the sample signs as a sample company; a reco's mail, unsigned.
  const sender = config?.from_name ?? config?.from_address;
  if (input.reco_id === undefined)
    return renderTemplate(input, sampleValues(input.language, sender ?? 'Acme Books'));
  // Another company's reco is as missing as a deleted one.
  if (!target) throw notFound('Reconciliation not found');
  return renderTemplate(
    input,
    targetValues(target, sender ?? '', deps.now(), deps.publicBaseUrl(), {
      upload: PREVIEW_TOKEN,
      confirm: PREVIEW_TOKEN,
    }),
  );
}

// Rules

function toRule(row: RuleRow): reco.Rule {
  return { ...row, quiet_dates: row.quiet_dates ?? [], updated_at: isoTime(row.updated_at) };
}

export async function rules(db: Db, caller: Caller): Promise<reco.Rule[]> {
  return (await inCompany(db, caller, (trx) => listRuleRows(trx))).map(toRule);
}

async function checkRuleRefs(
  trx: CompanyDb,
  input: reco.RulePatch,
  merged: {
    first_reminder_days: number;
    escalate_after: number | null;
    escalation_email: string | null;
  },
) {
  const fields: Record<string, string> = {};
  for (const key of ['request_template_id', 'reminder_template_id'] as const) {
    const id = input[key];
    if (id !== undefined && !(await findTemplate(trx, id))) fields[key] = 'No such template';
  }
  if (input.project_id && !(await projectExists(trx, input.project_id)))
    fields.project_id = 'No such project';
  if (merged.escalate_after !== null && !merged.escalation_email)
    fields.escalation_email = 'Say whom to escalate to';
  if (Object.keys(fields).length > 0) throw badRequest('The rule cannot be saved', fields);
}

export async function createRule(db: Db, caller: Caller, input: reco.NewRule): Promise<reco.Rule> {
  return inCompany(db, caller, async (trx) => {
    await checkRuleRefs(trx, input, input);
    const row = await insertRule(trx, {
      ...input,
      name: input.name.trim(),
      quiet_dates: [...new Set(input.quiet_dates)].sort(),
      updated_by_user_id: caller.userId,
    });
    const changes = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, { before: null, after: v }]),
    );
    await insertRuleAudit(trx, { rule_id: row.rule_id, user_id: caller.userId, changes });
    return toRule(row);
  });
}

/** Changes a rule and records who changed what, field by field, in the same transaction. */
export async function updateRule(
  db: Db,
  caller: Caller,
  ruleId: number,
  input: reco.RulePatch,
): Promise<reco.Rule> {
  return inCompany(db, caller, async (trx) => {
    const before = await findRule(trx, ruleId, true);
    if (!before) throw notFound('Rule not found');
    const next = { ...input };
    if (next.quiet_dates) next.quiet_dates = [...new Set(next.quiet_dates)].sort();
    if (next.name !== undefined) next.name = next.name.trim();
    await checkRuleRefs(trx, next, { ...before, ...next });
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const [key, value] of Object.entries(next)) {
      const old = (before as Record<string, unknown>)[key];
      if (JSON.stringify(old) !== JSON.stringify(value))
        changes[key] = { before: old, after: value };
    }
    if (Object.keys(changes).length === 0) return toRule(before);
    const row = await updateRuleRow(trx, ruleId, { ...next, updated_by_user_id: caller.userId });
    await insertRuleAudit(trx, { rule_id: ruleId, user_id: caller.userId, changes });
    return toRule(row!);
  });
}

export async function ruleChanges(
  db: Db,
  caller: Caller,
  ruleId: number,
): Promise<reco.RuleChange[]> {
  return inCompany(db, caller, async (trx) => {
    if (!(await findRule(trx, ruleId))) throw notFound('Rule not found');
    return (await listRuleAudit(trx, ruleId)).map((r) => ({
      ...r,
      changes: r.changes as reco.RuleChange['changes'],
      changed_at: isoTime(r.changed_at),
    }));
  });
}
