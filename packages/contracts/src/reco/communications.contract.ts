import { Type, type Static } from 'typebox';
import { route, SingleLine } from '../shared/index.js';
import { Email, Id, Nullable, Page, Paging, Timestamp } from './values.js';

// Communications (issue 14): sender settings, the outbox and the per-reco log. Spec paths
// `GET/POST /companies/company-communications-config/`, `PATCH .../{id}/` and
// `GET company_communications/`; the test mail is ours (docs/decisions.md).

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

export const MAIL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'outbox',
  'retrying',
  'bounced',
  'dead',
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_PURPOSES = [
  'ledger_request',
  'reminder',
  'balance_confirmation',
  'mismatch_summary',
  'custom',
  'test',
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** A host name, IPv4 or bracketed IPv6 address. */
const Host = Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:\\[\\]-]+$' });
const Port = Type.Integer({ minimum: 1, maximum: 65535 });

/** The sender of a company; the SMTP password never leaves the service. */
export const CommsConfig = Type.Object({
  config_id: Id,
  smtp_host: Nullable(Type.String()),
  smtp_port: Nullable(Port),
  security: Type.Enum(SMTP_SECURITY),
  smtp_user: Nullable(Type.String()),
  has_password: Type.Boolean(),
  from_address: Type.String(),
  from_name: Nullable(Type.String()),
  reply_to: Nullable(Type.String()),
  /** `smtp` when a host is set, else mail stays in the outbox. */
  delivery: Type.Enum(['smtp', 'outbox'] as const),
  updated_at: Timestamp,
});
export type CommsConfig = Static<typeof CommsConfig>;

const ConfigFields = {
  smtp_host: Type.Optional(Nullable(Host)),
  smtp_port: Type.Optional(Nullable(Port)),
  security: Type.Optional(Type.Enum(SMTP_SECURITY)),
  smtp_user: Type.Optional(Nullable(SingleLine({ maxLength: 254 }))),
  /** Write-only; null clears it, absent keeps it. */
  smtp_password: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500 }))),
  from_name: Type.Optional(Nullable(SingleLine({ maxLength: 150 }))),
  reply_to: Type.Optional(Nullable(Email)),
};

export const NewCommsConfig = Type.Object(
  { ...ConfigFields, from_address: Email },
  { additionalProperties: false },
);
export type NewCommsConfig = Static<typeof NewCommsConfig>;

export const CommsConfigPatch = Type.Object(
  { ...ConfigFields, from_address: Type.Optional(Email) },
  { additionalProperties: false },
);
export type CommsConfigPatch = Static<typeof CommsConfigPatch>;

export const listCommsConfig = route('GET', '/companies/company-communications-config/', {
  response: { 200: Type.Array(CommsConfig) },
});

export const createCommsConfig = route('POST', '/companies/company-communications-config/', {
  body: NewCommsConfig,
  response: { 201: CommsConfig },
});

export const updateCommsConfig = route('PATCH', '/companies/company-communications-config/:id/', {
  params: Type.Object({ id: Id }),
  body: CommsConfigPatch,
  response: { 200: CommsConfig },
});

/** What the SMTP server answered to a test mail, or where the mail went instead. */
export const TestMailResult = Type.Object({
  delivered: Type.Boolean(),
  delivery: Type.Enum(['smtp', 'outbox'] as const),
  /** SMTP reply code, when the server answered. */
  code: Nullable(Type.Integer()),
  /** The server's answer or the failure, as it came. */
  response: Type.String(),
  message_id: Id,
});
export type TestMailResult = Static<typeof TestMailResult>;

export const sendTestMail = route('POST', '/companies/company-communications-config/test/', {
  body: Type.Object({ to: Email }, { additionalProperties: false }),
  response: { 200: TestMailResult },
});

export const MailAttachment = Type.Object({ name: Type.String(), file_id: Type.String() });

/** A mail as built: what was (or would have been) sent. */
export const Communication = Type.Object({
  message_id: Id,
  reco_id: Nullable(Id),
  party_name: Nullable(Type.String()),
  rule_id: Nullable(Id),
  template_id: Nullable(Id),
  purpose: Type.Enum(MAIL_PURPOSES),
  attempt: Type.Integer({ minimum: 0 }),
  to_address: Type.String(),
  cc_address: Nullable(Type.String()),
  from_address: Type.String(),
  reply_to: Nullable(Type.String()),
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  attachments: Type.Array(MailAttachment),
  status: Type.Enum(MAIL_STATUSES),
  tries: Type.Integer({ minimum: 0 }),
  smtp_response: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  created_at: Timestamp,
  sent_at: Nullable(Timestamp),
});
export type Communication = Static<typeof Communication>;

export const listCommunications = route('GET', '/company_communications/', {
  querystring: Type.Object({
    reco_id: Type.Optional(Id),
    status: Type.Optional(Type.Enum(MAIL_STATUSES)),
    ...Paging,
  }),
  response: { 200: Page(Communication) },
});
