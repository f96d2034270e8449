import { Type, type Static } from 'typebox';
import { FreeText, route, SingleLine } from '../shared/index.js';
import { Email, Id, Nullable, Timestamp } from './values.js';

// Mail templates (issue 14), spec `GET communication_templates/`; the rest is ours
// (docs/decisions.md, "Communications").

export const TEMPLATE_PURPOSES = [
  'ledger_request',
  'reminder',
  'balance_confirmation',
  'mismatch_summary',
  'custom',
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

export const MAIL_LANGUAGES = ['en', 'fr', 'ro', 'zh'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * What a template may say between double braces, e.g. `{{party}}`. `contact` is the party's
 * contact e-mail address (a party has an address, not a contact person's name): a greeting
 * names the party.
 */
export const PLACEHOLDERS = [
  'party',
  'contact',
  'period',
  'closing_balance',
  'due_date',
  'upload_link',
  'confirmation_link',
  'sender',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const Template = Type.Object({
  template_id: Id,
  name: Type.String(),
  purpose: Type.Enum(TEMPLATE_PURPOSES),
  language: Type.Enum(MAIL_LANGUAGES),
  subject: Type.String(),
  body: Type.String(),
  attach_result: Type.Boolean(),
  is_default: Type.Boolean(),
  updated_at: Timestamp,
});
export type Template = Static<typeof Template>;

const TemplateFields = {
  name: SingleLine({ minLength: 1, maxLength: 100 }),
  purpose: Type.Enum(TEMPLATE_PURPOSES),
  language: Type.Enum(MAIL_LANGUAGES),
  subject: SingleLine({ minLength: 1, maxLength: 200 }),
  body: FreeText({ minLength: 1, maxLength: 20_000 }),
  attach_result: Type.Boolean(),
};

export const NewTemplate = Type.Object(TemplateFields, { additionalProperties: false });
export type NewTemplate = Static<typeof NewTemplate>;

export const TemplatePatch = Type.Partial(Type.Object(TemplateFields), {
  additionalProperties: false,
});
export type TemplatePatch = Static<typeof TemplatePatch>;

export const listTemplates = route('GET', '/communication_templates/', {
  querystring: Type.Object({
    purpose: Type.Optional(Type.Enum(TEMPLATE_PURPOSES)),
    language: Type.Optional(Type.Enum(MAIL_LANGUAGES)),
  }),
  response: { 200: Type.Array(Template) },
});

export const createTemplate = route('POST', '/communication_templates/', {
  body: NewTemplate,
  response: { 201: Template },
});

export const updateTemplate = route('PATCH', '/communication_templates/:id/', {
  params: Type.Object({ id: Id }),
  body: TemplatePatch,
  response: { 200: Template },
});

/** A template filled in for a sample party (or one reco), as the mail would read. */
export const RenderedMail = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  /** Placeholders the text names that do not exist. */
  unknown_placeholders: Type.Array(Type.String()),
});
export type RenderedMail = Static<typeof RenderedMail>;

export const previewTemplate = route('POST', '/communication_templates/preview/', {
  body: Type.Object(
    {
      language: Type.Enum(MAIL_LANGUAGES),
      subject: Type.String({ maxLength: 200 }),
      body: Type.String({ maxLength: 20_000 }),
      reco_id: Type.Optional(Id),
    },
    { additionalProperties: false },
  ),
  response: { 200: RenderedMail },
});

// Reminder rules, spec `POST communication-rule/` and `PATCH communication-rule/{id}/`.

export const Rule = Type.Object({
  rule_id: Id,
  name: Type.String(),
  project_id: Nullable(Id),
  request_template_id: Id,
  reminder_template_id: Id,
  send_on_creation: Type.Boolean(),
  first_reminder_days: Type.Integer(),
  repeat_every_days: Type.Integer(),
  max_reminders: Type.Integer(),
  escalate_after: Nullable(Type.Integer()),
  escalation_email: Nullable(Type.String()),
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  quiet_weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 })),
  quiet_dates: Type.Array(Type.String()),
  start_run_on_upload: Type.Boolean(),
  enabled: Type.Boolean(),
  updated_by_user_id: Id,
  updated_at: Timestamp,
});
export type Rule = Static<typeof Rule>;

const LocalDateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const RuleFields = {
  name: SingleLine({ minLength: 1, maxLength: 100 }),
  project_id: Nullable(Id),
  request_template_id: Id,
  reminder_template_id: Id,
  send_on_creation: Type.Boolean(),
  first_reminder_days: Type.Integer({ minimum: 1, maximum: 365 }),
  repeat_every_days: Type.Integer({ minimum: 1, maximum: 365 }),
  max_reminders: Type.Integer({ minimum: 0, maximum: 50 }),
  escalate_after: Nullable(Type.Integer({ minimum: 1, maximum: 50 })),
  escalation_email: Nullable(Email),
  quiet_weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    maxItems: 6,
    uniqueItems: true,
  }),
  quiet_dates: Type.Array(LocalDateText, { maxItems: 366 }),
  start_run_on_upload: Type.Boolean(),
  enabled: Type.Boolean(),
};

export const NewRule = Type.Object(RuleFields, { additionalProperties: false });
export type NewRule = Static<typeof NewRule>;
export const RulePatch = Type.Partial(Type.Object(RuleFields), { additionalProperties: false });
export type RulePatch = Static<typeof RulePatch>;

export const listRules = route('GET', '/communication-rule/', {
  response: { 200: Type.Array(Rule) },
});

export const createRule = route('POST', '/communication-rule/', {
  body: NewRule,
  response: { 201: Rule },
});

export const updateRule = route('PATCH', '/communication-rule/:id/', {
  params: Type.Object({ id: Id }),
  body: RulePatch,
  response: { 200: Rule },
});

export const RuleChange = Type.Object({
  audit_id: Id,
  rule_id: Id,
  user_id: Id,
  /** Field -> its value before and after; a new rule has `before` null. */
  changes: Type.Record(
    Type.String(),
    Type.Object({ before: Type.Unknown(), after: Type.Unknown() }),
  ),
  changed_at: Timestamp,
});
export type RuleChange = Static<typeof RuleChange>;

export const listRuleChanges = route('GET', '/communication-rule/:id/audit/', {
  params: Type.Object({ id: Id }),
  response: { 200: Type.Array(RuleChange) },
});
