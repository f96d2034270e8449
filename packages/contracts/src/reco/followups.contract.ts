import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';
import { Id, LocalDate, Nullable, Page, Paging, Remarks, Timestamp } from './values.js';
import { MAIL_STATUSES } from './communications.contract.js';
import { StoredFile } from './files.contract.js';
import { HistoryNote } from './history-notes.contract.js';

// Bulk send, follow-ups and the counterparty's answers (issue 14). Spec `POST send_bulk_mail/`
// and `GET /reconciliation/followup_lists/`; the public routes are ours (docs/decisions.md).

/** Where a party stands, furthest step first: one per reco, for filters and counts. */
export const FOLLOWUP_STATUSES = [
  'disputed',
  'confirmed',
  'received',
  'bounced',
  'opened',
  'reminded',
  'requested',
] as const;
export type FollowUpStatus = (typeof FOLLOWUP_STATUSES)[number];

export const FollowUp = Type.Object({
  reco_id: Id,
  iteration_id: Nullable(Id),
  project_id: Id,
  project_name: Type.String(),
  party_name: Type.String(),
  contact_email: Nullable(Type.String()),
  from_date: LocalDate,
  to_date: LocalDate,
  assignee_user_id: Nullable(Id),
  status: Type.Enum(FOLLOWUP_STATUSES),
  requested_at: Nullable(Timestamp),
  reminders: Type.Integer({ minimum: 0 }),
  last_reminded_at: Nullable(Timestamp),
  opened_at: Nullable(Timestamp),
  received_at: Nullable(Timestamp),
  confirmed_at: Nullable(Timestamp),
  disputed_at: Nullable(Timestamp),
  dispute_remark: Nullable(Type.String()),
  bounced_at: Nullable(Timestamp),
  bounce_reason: Nullable(Type.String()),
  /** Why the company's rule did not start the run when the party's file arrived; null once it runs. */
  run_waiting: Nullable(Type.String()),
  /** The same as a code with its values (`ruleRunWaits`); `run_waiting` holds older entries' words. */
  run_waiting_note: Nullable(HistoryNote),
});
export type FollowUp = Static<typeof FollowUp>;

export const FollowUpQuery = Type.Object({
  status: Type.Optional(Type.Enum(FOLLOWUP_STATUSES)),
  project_id: Type.Optional(Id),
  /** Part of the party's name or contact address. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export type FollowUpQuery = Static<typeof FollowUpQuery>;

export const FollowUpList = Type.Object({
  ...Page(FollowUp).properties,
  /** Recos in each status under the other filters (status itself left out). */
  counts: Type.Record(Type.Enum(FOLLOWUP_STATUSES), Type.Integer({ minimum: 0 })),
});
export type FollowUpList = Static<typeof FollowUpList>;

export const listFollowUps = route('GET', '/reconciliation/followup_lists/', {
  querystring: FollowUpQuery,
  response: { 200: FollowUpList },
});

/** At most this many parties in one bulk send. */
export const MAX_BULK_RECOS = 500;

export const NewBulkMail = Type.Object(
  {
    /** Chosen by the sender: sending the same batch again sends nothing twice. */
    batch_key: Type.String({ format: 'uuid' }),
    template_id: Id,
    reco_ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_RECOS, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type NewBulkMail = Static<typeof NewBulkMail>;

export const BULK_OUTCOMES = ['sending', 'sent', 'outbox', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/**
 * Why a party got no mail; the screen words it. `noResultWorkbook`: the template attaches the
 * result workbook and the reco has none yet. `mailFailed` carries the server's answer in `reason`.
 */
export const BULK_REASONS = [
  'recoNotFound',
  'recoInactive',
  'noContactAddress',
  'noResultWorkbook',
  'mailFailed',
] as const;
export type BulkReason = (typeof BULK_REASONS)[number];

export const BulkMailItem = Type.Object({
  reco_id: Id,
  party_name: Nullable(Type.String()),
  to_address: Nullable(Type.String()),
  message_id: Nullable(Id),
  /** `sending` until the mail worker is done with it. */
  outcome: Type.Enum(BULK_OUTCOMES),
  mail_status: Nullable(Type.Enum(MAIL_STATUSES)),
  /** Why it failed, when `outcome` is `failed`. */
  reason_code: Nullable(Type.Enum(BULK_REASONS)),
  /** For `mailFailed`: the SMTP server's answer or the mail's last error, as it came. */
  reason: Nullable(Type.String()),
});
export type BulkMailItem = Static<typeof BulkMailItem>;

export const BulkMailResult = Type.Object({
  batch_key: Type.String(),
  items: Type.Array(BulkMailItem),
  /** Items no longer `sending`. */
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type BulkMailResult = Static<typeof BulkMailResult>;

export const sendBulkMail = route('POST', '/send_bulk_mail/', {
  body: NewBulkMail,
  response: { 200: BulkMailResult },
});

/** The batch as it stands now: the screen polls this for progress. */
export const bulkMailProgress = route('GET', '/send_bulk_mail/:batch_key/', {
  params: Type.Object({ batch_key: Type.String({ format: 'uuid' }) }),
  response: { 200: BulkMailResult },
});

// The counterparty's answers through its capability links (no account; the token travels in
// the `x-concord-link-token` header).

export const BALANCE_DECISIONS = ['confirmed', 'disputed'] as const;
export type BalanceDecision = (typeof BALANCE_DECISIONS)[number];

/**
 * Why a party's page refused what it sent, as the `reason.code` of the 400 or 409 for the page
 * to word in the party's language: the link names an older iteration (`linkMovedOn`), the reco
 * takes no files in its state (`recoTakesNoFiles`, with `state`), a dispute without a remark
 * (`remarkRequired`), a closed reco (`recoClosed`), no balance to confirm yet (`noBalanceYet`),
 * a file sent to an answer that is not a dispute (`notADispute`) or that has one already
 * (`fileAlreadyAttached`).
 */
export const PARTY_REFUSALS = [
  'linkMovedOn',
  'recoTakesNoFiles',
  'remarkRequired',
  'recoClosed',
  'noBalanceYet',
  'notADispute',
  'fileAlreadyAttached',
] as const;
export type PartyRefusal = (typeof PARTY_REFUSALS)[number];

/** Multipart, one ledger file; an upload link only. */
export const publicUploadLedger = route('POST', '/reconciliation/public/upload_file/', {
  querystring: Type.Object({ state_id: Type.Optional(Id) }),
  response: {
    201: Type.Object({
      file_name: Type.String(),
      /** The run started by the company's rule. */
      run_started: Type.Boolean(),
    }),
  },
});

/** What the confirmation page shows: our closing balance, and any earlier answer. */
export const PublicBalance = Type.Object({
  company_name: Type.String(),
  reco_name: Type.String(),
  from_date: LocalDate,
  to_date: LocalDate,
  /** Our closing balance in the party's books' sign, as text; null before our file is read. */
  closing_balance: Nullable(Type.String()),
  answer: Nullable(
    Type.Object({
      response_id: Id,
      decision: Type.Enum(BALANCE_DECISIONS),
      remark: Nullable(Type.String()),
      answered_at: Timestamp,
      file_name: Nullable(Type.String()),
    }),
  ),
});
export type PublicBalance = Static<typeof PublicBalance>;

export const publicBalance = route('GET', '/reconciliation/public/confirm_completion/', {
  querystring: Type.Object({ state_id: Type.Optional(Id) }),
  response: { 200: PublicBalance },
});

export const BalanceAnswer = Type.Object(
  {
    decision: Type.Enum(BALANCE_DECISIONS),
    /** Required for a dispute. */
    remark: Type.Optional(Remarks),
  },
  { additionalProperties: false },
);
export type BalanceAnswer = Static<typeof BalanceAnswer>;

export const answerBalance = route('POST', '/reconciliation/public/confirm_completion/', {
  querystring: Type.Object({ state_id: Type.Optional(Id) }),
  body: BalanceAnswer,
  response: { 201: Type.Object({ response_id: Id, decision: Type.Enum(BALANCE_DECISIONS) }) },
});

/** Multipart: the file backing a dispute, once, to the answer just given with the same link. */
export const attachDisputeFile = route(
  'POST',
  '/reconciliation/public/confirm_completion/:response_id/file/',
  {
    params: Type.Object({ response_id: Id }),
    response: { 201: Type.Object({ file: StoredFile }) },
  },
);

/** The party's answers on a reco, newest first (staff, reco readers). */
export const BalanceResponse = Type.Object({
  response_id: Id,
  reco_id: Id,
  iteration_id: Id,
  decision: Type.Enum(BALANCE_DECISIONS),
  remark: Nullable(Type.String()),
  file: Nullable(StoredFile),
  answered_at: Timestamp,
});
export type BalanceResponse = Static<typeof BalanceResponse>;
