import type { poso } from '@concord/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type UsersTable = {
  user_id: Generated<number>;
  user_name: string;
  user_email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  user_status: Generated<boolean>;
  is_platform_admin: Generated<boolean>;
  created_at: Timestamp;
};

export type CompaniesTable = {
  company_id: Generated<number>;
  company_name: string;
  company_country: string;
  base_currency: string;
  db_schema_prefix: Generated<string>;
  db_tool_prefix: Generated<string>;
  database: Generated<string>;
  created_at: Timestamp;
};

/** `scopes` are granted on top of the role's own scopes (see @concord/auth roles). */
export type MembershipsTable = {
  user_id: number;
  company_id: number;
  role: string;
  scopes: Generated<string[]>;
  created_at: Timestamp;
};

export type InvitesTable = {
  invite_id: Generated<number>;
  company_id: number;
  email: string;
  role: string;
  token_hash: string;
  invited_by_user_id: number;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  created_at: Timestamp;
};

export type ConnectionStatus = 'accepted' | 'pending';

export type CompanyConnectionsTable = {
  connection_id: Generated<number>;
  customer_company_id: number;
  vendor_company_id: number;
  status: ConnectionStatus;
  created_at: Timestamp;
};

export type ToolsTable = {
  tool_id: Generated<number>;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
};

export type SubscriptionsTable = {
  subscription_id: Generated<number>;
  company_id: number;
  tool_id: number;
  created_at: Timestamp;
};

export type SubscriptionRequestStatus = 'pending' | 'approved' | 'rejected';

export type SubscriptionRequestsTable = {
  subscription_request_id: Generated<number>;
  subscription_company_id: number;
  subscription_tool_id: number;
  subscription_created_by_user_id: number;
  status: Generated<SubscriptionRequestStatus>;
  created_at: Timestamp;
};

export type SessionsTable = {
  session_id: Generated<string>;
  user_id: number;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_seen: Timestamp;
  expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LoginAttemptsTable = {
  attempt_id: Generated<string>;
  user_name: string;
  address: string;
  succeeded: boolean;
  attempted_at: Timestamp;
};

export type AuditLogTable = {
  audit_id: Generated<string>;
  occurred_at: Timestamp;
  user_id: number | null;
  company_id: number | null;
  action: string;
  details: ColumnType<unknown, string | undefined, string>;
};

export type IdempotencyKeysTable = {
  company_id: number;
  idempotency_key: string;
  request_hash: string;
  response_status: number | null;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
};

export type ShareLinksTable = {
  share_link_id: Generated<number>;
  company_id: number;
  token_hash: string;
  resource_type: string;
  resource_id: string;
  created_by_user_id: number;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
  /** What the link may do: download the output, upload a ledger, confirm completion. */
  purpose: 'download' | 'upload' | 'confirm';
  reco_id: number | null;
  revoked_by_user_id: number | null;
  last_used_at: NullableTimestamp;
};

export type NotificationsTable = {
  notification_id: ColumnType<string, never, never>;
  user_id: number;
  company_id: number | null;
  kind: string;
  category: 'direct' | 'other';
  actor_user_id: number | null;
  subject_type: string | null;
  subject_id: number | null;
  text: ColumnType<string, string | undefined, string>;
  link: string | null;
  subject_name: string | null;
  period_from: ColumnType<string | null, string | null | undefined, string | null>;
  period_to: ColumnType<string | null, string | null | undefined, string | null>;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  seen_at: NullableTimestamp;
  read_at: NullableTimestamp;
};

export type NotificationSettingsTable = {
  user_id: number;
  do_not_disturb: ColumnType<boolean, boolean | undefined, boolean>;
  allow_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
};

export type HeldActionsTable = {
  held_action_id: Generated<number>;
  company_id: number;
  company_schema: string;
  user_id: number;
  scopes: ColumnType<string[], string, string>;
  action: string;
  document_type: string;
  document_id: number;
  input: ColumnType<unknown, string, string>;
  state: ColumnType<
    'pending' | 'committed' | 'cancelled' | 'failed',
    'pending' | undefined,
    'committed' | 'cancelled' | 'failed'
  >;
  outcome: string | null;
  /** What the action answered when carried out (JSON), for the replay of its request. */
  result: ColumnType<unknown, never, string>;
  due_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
};

export type CurrenciesTable = {
  code: string;
  name: string;
  symbol: string;
};

/** The `core` schema. Company schemas are reached through `withCompanySchema`. */
export type Database = {
  'core.users': UsersTable;
  'core.companies': CompaniesTable;
  'core.memberships': MembershipsTable;
  'core.invites': InvitesTable;
  'core.company_connections': CompanyConnectionsTable;
  'core.tools': ToolsTable;
  'core.subscriptions': SubscriptionsTable;
  'core.subscription_requests': SubscriptionRequestsTable;
  'core.sessions': SessionsTable;
  'core.login_attempts': LoginAttemptsTable;
  'core.audit_log': AuditLogTable;
  'core.idempotency_keys': IdempotencyKeysTable;
  'core.share_links': ShareLinksTable;
  'core.currencies': CurrenciesTable;
  'core.notifications': NotificationsTable;
  'core.notification_settings': NotificationSettingsTable;
  'core.held_actions': HeldActionsTable;
};

export type CompanyFilesTable = {
  file_id: Generated<string>;
  storage_key: string;
  original_name: string;
  content_type: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  created_by_user_id: number | null;
  created_at: Timestamp;
};

/** At most one row (poso-0004); no row means the defaults. */
export type PosoSettingsTable = {
  singleton: ColumnType<boolean, boolean | undefined, boolean>;
  separation_of_duties: boolean;
  updated_by_user_id: number | null;
  updated_at: Timestamp;
};

export type CompanyAuditTable = {
  audit_id: Generated<string>;
  occurred_at: Timestamp;
  user_id: number | null;
  action: string;
  details: ColumnType<unknown, string | undefined, string>;
};

// Purchase/sales tables of a company schema (migrations poso-0001..0003). Dates and numerics
// come back as strings (see database.ts); ids are PostgreSQL integers.
type DateColumn = ColumnType<string, string, string>;
type Numeric = ColumnType<string, string | number, string | number>;
type DefaultedNumeric = ColumnType<string, string | number | undefined, string | number>;
type Json<T> = ColumnType<T, string, string>;

export type PosoStatusMasterTable = {
  document_type: 'po' | 'invoice' | 'payment';
  status_master_id: number;
  status_name: string;
};

export type ExchangeRatesTable = {
  from_currency: string;
  to_currency: string;
  rate_date: DateColumn;
  exchange_rate: Numeric;
};

export type PurchaseOrdersTable = {
  po_id: Generated<number>;
  po_number: string;
  po_date: DateColumn;
  vendor_company_id: number;
  description: Generated<string>;
  currency: string;
  exchange_rate: Numeric;
  po_amount: DefaultedNumeric;
  status_id: number;
  approver_user_id: number | null;
  approval_information_id: number | null;
  po_received_id: number | null;
  reject_remarks: string | null;
  created_by_user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LineItemColumns = {
  material_description: string;
  rate_per_unit: Numeric;
  quantity: Numeric;
  tax: Numeric;
  line_total: Numeric;
};

export type PoItemsTable = LineItemColumns & { po_item_id: Generated<number>; po_id: number };
export type InvoiceItemsTable = LineItemColumns & {
  invoice_item_id: Generated<number>;
  invoice_id: number;
};

export type AttachmentColumns = {
  attachment_id: Generated<number>;
  file_name: string;
  content_type: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  storage_key: string;
  created_at: Timestamp;
};

export type PoAttachmentsTable = AttachmentColumns & { po_id: number };
export type InvoiceAttachmentsTable = AttachmentColumns & { invoice_id: number };

export type PoApprovalsTable = {
  approval_id: Generated<number>;
  po_id: number;
  action: string;
  from_status_id: number;
  to_status_id: number;
  acted_by_user_id: number;
  remarks: string | null;
  created_at: Timestamp;
};

/** The vendor's copy of a customer's purchase order; items and attachments as sent. */
export type SalesOrdersTable = {
  po_received_id: Generated<number>;
  customer_company_id: number;
  customer_po_id: number;
  po_number: string;
  po_date: DateColumn;
  description: Generated<string>;
  currency: string;
  exchange_rate: Numeric;
  po_amount: Numeric;
  po_items: Json<unknown>;
  attachments: Json<unknown>;
  status_id: number;
  reject_remarks: string | null;
  acted_by_user_id: number | null;
  received_at: Timestamp;
  updated_at: Timestamp;
};

type InvoiceAmountColumns = {
  invoice_amount: DefaultedNumeric;
  additional_charges: DefaultedNumeric;
  invoice_total: DefaultedNumeric;
  paid_amount: DefaultedNumeric;
  advance_applied: DefaultedNumeric;
};

/**
 * Columns of a contract's shape, typed as the wire carries them (the shape is written once,
 * in the contract): nullable ones are optional on insert, as are those with a database
 * default (`Defaulted`).
 */
type ColumnsOf<T, Defaulted extends keyof T = never> = {
  [K in keyof T]: K extends Defaulted ? Generated<T[K]> : T[K];
};

/** The invoice header the vendor types, stored alike on both sides (poso.InvoiceHeader). */
type InvoiceHeaderColumns = ColumnsOf<poso.InvoiceHeader, 'description'>;

export type InvoicesTable = InvoiceAmountColumns &
  InvoiceHeaderColumns & {
    invoice_id: Generated<number>;
    sales_po_id: number;
    customer_company_id: number;
    currency: string;
    status_id: number;
    invoice_received_id: number | null;
    reject_remarks: string | null;
    created_by_user_id: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };

export type AdditionalChargeMasterTable = {
  additional_charge_master_id: number;
  charge_name: string;
};

export type InvoiceAdditionalChargesTable = {
  additional_charge_id: Generated<number>;
  invoice_id: number;
  additional_charge_master_id: number;
  amount: Numeric;
};

/** The customer's copy of a vendor's invoice; items, charges and attachments as sent. */
export type InvoicesReceivedTable = InvoiceAmountColumns &
  InvoiceHeaderColumns & {
    invoice_received_id: Generated<number>;
    vendor_company_id: number;
    vendor_invoice_id: number;
    po_id: number | null;
    currency: string;
    invoice_items: Json<unknown>;
    additional_charge_items: ColumnType<unknown, string | undefined, string>;
    attachments: Json<unknown>;
    status_id: number;
    reject_remarks: string | null;
    accepted_by_user_id: number | null;
    finance_approved_by_user_id: number | null;
    received_at: Timestamp;
    updated_at: Timestamp;
  };

/** What the payer enters, stored alike by payments and advances on both sides. */
export type PayerEntryColumns = {
  reference_number: string;
  remarks: Generated<string>;
  payment_date: DateColumn;
  amount: Numeric;
  currency: string;
  status_id: number;
};

export type PaymentsMadeTable = PayerEntryColumns & {
  payment_id: Generated<number>;
  invoice_received_id: number;
  vendor_company_id: number;
  payment_received_id: number | null;
  created_by_user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentsReceivedTable = PayerEntryColumns & {
  payment_received_id: Generated<number>;
  invoice_id: number;
  customer_company_id: number;
  customer_payment_id: number;
  confirmed_by_user_id: number | null;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
};

export type AdvancesPaidTable = PayerEntryColumns & {
  advance_id: Generated<number>;
  po_id: number;
  vendor_company_id: number;
  advance_received_id: number | null;
  created_by_user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AdvancesReceivedTable = PayerEntryColumns & {
  advance_received_id: Generated<number>;
  sales_po_id: number;
  customer_company_id: number;
  customer_advance_id: number;
  confirmed_by_user_id: number | null;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
};

// Reconciliation tables of a company schema (migration reco-0001-workspace).
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
type NullableNumeric = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;

export type RecoKind = 'vendor' | 'customer' | 'gst' | 'tax';
export type RecoState =
  | 'created'
  | 'files_uploaded'
  | 'running'
  | 'output_ready'
  | 'in_review'
  | 'accepted'
  | 'rejected'
  | 'inactive';
export type RecoRunState = 'idle' | 'queued' | 'running' | 'succeeded' | 'failed';
export type RecoSide = 'books' | 'counterparty';
export type RecoDecisionKind = 'match' | 'unmatch' | 'accept' | 'reject';
export type RecoDecisionSource = 'screen' | 'workbook' | 'carried';

export type RecoProjectsTable = {
  project_id: Generated<number>;
  name: string;
  kind: RecoKind;
  period_from: DateColumn;
  period_to: DateColumn;
  created_by_user_id: number;
  created_at: Timestamp;
};

export type RecoProjectMembersTable = {
  project_id: number;
  user_id: number;
  role: 'reconciler' | 'reviewer';
};

export type RecoPartiesTable = {
  party_id: Generated<number>;
  name: string;
  connected_company_id: number | null;
  gstin: string | null;
  pan: string | null;
  contact_email: string | null;
  created_at: Timestamp;
};

export type RecoPartyMappingsTable = {
  party_id: number;
  kind: RecoKind;
  side: RecoSide;
  mapping: Json<unknown>;
  updated_by_user_id: number;
  updated_at: Timestamp;
};

export type RecosTable = {
  reco_id: Generated<number>;
  project_id: number;
  party_id: number;
  period_from: DateColumn;
  period_to: DateColumn;
  state: ColumnType<RecoState, RecoState | undefined, RecoState>;
  assignee_user_id: number | null;
  reviewer_user_id: number | null;
  current_iteration_id: number | null;
  created_by_user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type RecoIterationsTable = {
  iteration_id: Generated<number>;
  reco_id: number;
  number: number;
  books_file_id: string | null;
  counterparty_file_id: string | null;
  books_mapping: NullableJson<unknown>;
  counterparty_mapping: NullableJson<unknown>;
  books_mapping_confirmed: Generated<boolean>;
  counterparty_mapping_confirmed: Generated<boolean>;
  run_state: ColumnType<RecoRunState, RecoRunState | undefined, RecoRunState>;
  run_phase: string | null;
  run_percent: Generated<number>;
  run_error: string | null;
  /** Why the run failed as a code with its values (contracts' RunErrorReason); null before. */
  run_error_reason: NullableJson<unknown>;
  /**
   * What the run did with the previous iteration's decisions:
   * `{ from_iteration_id, carried, not_carried: [{ decision_id, missing: entry keys }] }`.
   */
  carry_report: NullableJson<unknown>;
  run_token: string | null;
  run_attempts: Generated<number>;
  run_queued_at: NullableTimestamp;
  run_started_at: NullableTimestamp;
  run_finished_at: NullableTimestamp;
  summary: NullableJson<unknown>;
  books_closing_minor: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  counterparty_closing_minor: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  bridge: NullableJson<unknown>;
  entry_count: Generated<number>;
  matched_percent: NullableNumeric;
  unexplained_amount: NullableNumeric;
  output_file_id: string | null;
  modified_file_id: string | null;
  created_by_user_id: number;
  created_at: Timestamp;
};

export type RecoEntriesTable = {
  iteration_id: number;
  entry_no: number;
  line_no: number;
  side: RecoSide;
  sheet: string;
  row_no: number;
  doc_no: string;
  doc_type: string;
  narration: string;
  doc_date: DateColumn | null;
  amount: Numeric;
  status: string;
  category: string;
  remark: string;
  remark2: string;
  match_id: string | null;
  rule: string;
  reason: string;
  entry_key: string;
};

export type RecoDecisionsTable = {
  decision_id: Generated<number>;
  reco_id: number;
  iteration_id: number;
  kind: RecoDecisionKind;
  books: Json<unknown>;
  counterparty: Json<unknown>;
  remarks: string | null;
  entry_nos: ColumnType<number[], number[] | undefined, number[]>;
  previous: ColumnType<unknown, string | undefined, string>;
  source: ColumnType<RecoDecisionSource, RecoDecisionSource | undefined, RecoDecisionSource>;
  carried_from_decision_id: number | null;
  decided_by_user_id: number;
  decided_at: Timestamp;
  undone_by_user_id: number | null;
  undone_at: NullableTimestamp;
};

export type RecoTagsTable = {
  tag_id: Generated<number>;
  name: string;
  color: Generated<string>;
  created_by_user_id: number;
  created_at: Timestamp;
};

export type RecoTagMapsTable = {
  tag_map_id: Generated<number>;
  tag_id: number;
  reco_id: number;
  iteration_id: number | null;
  entry_no: number | null;
  active: Generated<boolean>;
  created_by_user_id: number;
  created_at: Timestamp;
};

export type RecoHistoryTable = {
  history_id: Generated<number>;
  reco_id: number;
  iteration_id: number | null;
  action: string;
  from_state: RecoState | null;
  to_state: RecoState | null;
  remarks: string | null;
  /** What the system wrote, as a code with its values (reco-0011); null for people's remarks. */
  note: NullableJson<unknown>;
  user_id: number | null;
  occurred_at: Timestamp;
};

export type CommConfigTable = {
  config_id: Generated<number>;
  singleton: Generated<boolean>;
  smtp_host: string | null;
  smtp_port: number | null;
  security: ColumnType<string, string | undefined, string>;
  smtp_user: string | null;
  smtp_password_sealed: string | null;
  from_address: string;
  from_name: string | null;
  reply_to: string | null;
  updated_by_user_id: number;
  updated_at: Timestamp;
};

export type CommTemplatesTable = {
  template_id: Generated<number>;
  name: string;
  purpose: string;
  language: string;
  subject: string;
  body: string;
  attach_result: Generated<boolean>;
  is_default: Generated<boolean>;
  updated_by_user_id: number | null;
  updated_at: Timestamp;
};

export type CommRulesTable = {
  rule_id: Generated<number>;
  name: string;
  project_id: number | null;
  request_template_id: number;
  reminder_template_id: number;
  send_on_creation: Generated<boolean>;
  first_reminder_days: number;
  repeat_every_days: number;
  max_reminders: number;
  escalate_after: number | null;
  escalation_email: string | null;
  quiet_weekdays: ColumnType<number[], number[] | undefined, number[]>;
  quiet_dates: ColumnType<string[], string[] | undefined, string[]>;
  start_run_on_upload: Generated<boolean>;
  enabled: Generated<boolean>;
  updated_by_user_id: number;
  updated_at: Timestamp;
};

export type CommRuleAuditTable = {
  audit_id: Generated<number>;
  rule_id: number;
  user_id: number;
  changes: Json<unknown>;
  changed_at: Timestamp;
};

export type CommMessagesTable = {
  message_id: Generated<number>;
  reco_id: number | null;
  rule_id: number | null;
  template_id: number | null;
  purpose: string;
  period_key: string | null;
  attempt: Generated<number>;
  to_address: string;
  cc_address: string | null;
  from_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: ColumnType<unknown, string | undefined, string>;
  status: string;
  tries: Generated<number>;
  smtp_response: string | null;
  last_error: string | null;
  created_by_user_id: number | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** The bulk send that built this mail (reco-0006). */
  batch_key: string | null;
};

/** A counterparty's answer to a balance confirmation (reco-0006). */
export type RecoBalanceResponsesTable = {
  response_id: Generated<number>;
  reco_id: number;
  iteration_id: number;
  link_id: number;
  decision: 'confirmed' | 'disputed';
  remark: string | null;
  file_id: string | null;
  answered_at: Timestamp;
};

/**
 * Tables inside one company schema, named without the schema: reach them through
 * `companyTables(db, schema)` (tenant.ts), which checks the name and sets the schema.
 */
export type RecoMessagesTable = {
  message_id: Generated<number>;
  reco_id: number;
  iteration_id: number | null;
  entry_no: number | null;
  body: string;
  author_user_id: number;
  mentions: ColumnType<number[], number[] | undefined, number[]>;
  created_at: Timestamp;
};

export type RecoSharesTable = {
  share_id: Generated<number>;
  reco_id: number;
  iteration_id: number;
  reconcilee_company_id: number;
  shared_by_user_id: number;
  shared_at: Timestamp;
};

/** The spec's reco share info, kept by the company a reco was shared with. */
export type RecoSharesReceivedTable = {
  received_id: Generated<number>;
  shared_by_company_id: number;
  shared_by_company_name: string;
  share_id: number;
  reco_name: string;
  shared_reco_name: string;
  kind: string;
  period_from: DateColumn;
  period_to: DateColumn;
  iteration_number: number;
  shared_by_user_id: number;
  shared_by_user_name: string;
  shared_by_user_email: string;
  shared_at: Timestamp;
};

export type RecoEntryAnswersTable = {
  answer_id: Generated<number>;
  share_id: number;
  iteration_id: number;
  entry_no: number;
  answer: 'agree' | 'disagree' | null;
  remark: string | null;
  file_id: string | null;
  answered_by_user_id: number;
  answered_by_company_id: number;
  answered_at: Timestamp;
};

export type CompanyDatabase = {
  files: CompanyFilesTable;
  audit: CompanyAuditTable;
  poso_status_master: PosoStatusMasterTable;
  exchange_rates: ExchangeRatesTable;
  purchase_orders: PurchaseOrdersTable;
  po_items: PoItemsTable;
  po_attachments: PoAttachmentsTable;
  po_approvals: PoApprovalsTable;
  sales_orders: SalesOrdersTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_attachments: InvoiceAttachmentsTable;
  additional_charge_master: AdditionalChargeMasterTable;
  invoice_additional_charges: InvoiceAdditionalChargesTable;
  invoices_received: InvoicesReceivedTable;
  payments_made: PaymentsMadeTable;
  payments_received: PaymentsReceivedTable;
  advances_paid: AdvancesPaidTable;
  advances_received: AdvancesReceivedTable;
  poso_settings: PosoSettingsTable;
  reco_projects: RecoProjectsTable;
  reco_project_members: RecoProjectMembersTable;
  reco_parties: RecoPartiesTable;
  reco_party_mappings: RecoPartyMappingsTable;
  recos: RecosTable;
  reco_iterations: RecoIterationsTable;
  reco_entries: RecoEntriesTable;
  reco_decisions: RecoDecisionsTable;
  reco_tags: RecoTagsTable;
  reco_tag_maps: RecoTagMapsTable;
  reco_history: RecoHistoryTable;
  reco_messages: RecoMessagesTable;
  reco_shares: RecoSharesTable;
  reco_shares_received: RecoSharesReceivedTable;
  reco_entry_answers: RecoEntryAnswersTable;
  comm_config: CommConfigTable;
  comm_templates: CommTemplatesTable;
  comm_rules: CommRulesTable;
  comm_rule_audit: CommRuleAuditTable;
  comm_messages: CommMessagesTable;
  reco_balance_responses: RecoBalanceResponsesTable;
};

/** A company schema's tables and the core tables (schema-qualified), for queries that join both. */
export type CompanyScopedDatabase = CompanyDatabase & Database;
