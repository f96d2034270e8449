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

/** Tables inside one company schema; later features extend this type. */
export type CompanyDatabase = {
  files: CompanyFilesTable;
  audit: CompanyAuditTable;
};
