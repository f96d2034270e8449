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

export type CompanyAuditTable = {
  audit_id: Generated<string>;
  occurred_at: Timestamp;
  user_id: number | null;
  action: string;
  details: ColumnType<unknown, string | undefined, string>;
};

type LocalDate = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** numeric: a decimal string on the way out and in. */
type Decimal = ColumnType<string, string | number, string | number>;
type NullableDecimal = ColumnType<
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
  period_from: LocalDate;
  period_to: LocalDate;
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
  period_from: LocalDate;
  period_to: LocalDate;
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
  matched_percent: NullableDecimal;
  unexplained_amount: NullableDecimal;
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
  doc_date: LocalDate | null;
  amount: Decimal;
  status: string;
  category: string;
  remark: string;
  remark2: string;
  match_id: string | null;
  rule: string;
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
  user_id: number | null;
  occurred_at: Timestamp;
};

/** Tables inside one company schema; later features extend this type. */
export type CompanyDatabase = {
  files: CompanyFilesTable;
  audit: CompanyAuditTable;
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
};
