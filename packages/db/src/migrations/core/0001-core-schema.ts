import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE SCHEMA IF NOT EXISTS core;

    CREATE TABLE core.users (
      user_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_name text NOT NULL,
      user_email text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      user_status boolean NOT NULL DEFAULT true,
      is_platform_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_user_name_format CHECK (user_name ~ '^[A-Za-z0-9._@+-]{1,150}$')
    );
    CREATE UNIQUE INDEX users_user_name_key ON core.users (lower(user_name));

    CREATE TABLE core.companies (
      company_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_name text NOT NULL,
      company_country text NOT NULL,
      base_currency char(3) NOT NULL,
      db_schema_prefix text NOT NULL DEFAULT 'co_',
      db_tool_prefix text NOT NULL DEFAULT 'tool_',
      database text NOT NULL DEFAULT 'concord',
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT companies_schema_prefix_format CHECK (db_schema_prefix ~ '^[a-z][a-z0-9_]{0,40}$'),
      CONSTRAINT companies_database_format CHECK (database ~ '^[a-z][a-z0-9_]{0,62}$')
    );

    CREATE TABLE core.memberships (
      user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'approver', 'finance', 'reconciler', 'reviewer', 'viewer')),
      scopes text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, company_id)
    );
    CREATE INDEX memberships_company_idx ON core.memberships (company_id);

    CREATE TABLE core.invites (
      invite_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by_user_id integer NOT NULL REFERENCES core.users (user_id),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE core.company_connections (
      connection_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      customer_company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      vendor_company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('accepted', 'pending')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (customer_company_id, vendor_company_id),
      CHECK (customer_company_id <> vendor_company_id)
    );
    CREATE INDEX company_connections_vendor_idx ON core.company_connections (vendor_company_id);

    CREATE TABLE core.tools (
      tool_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tool_name text NOT NULL,
      tool_prefix text NOT NULL UNIQUE CHECK (tool_prefix ~ '^[a-z][a-z0-9_]{0,30}$'),
      is_licensable boolean NOT NULL
    );

    CREATE TABLE core.subscriptions (
      subscription_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      tool_id integer NOT NULL REFERENCES core.tools (tool_id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, tool_id)
    );

    CREATE TABLE core.subscription_requests (
      subscription_request_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      subscription_company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      subscription_tool_id integer NOT NULL REFERENCES core.tools (tool_id),
      subscription_created_by_user_id integer NOT NULL REFERENCES core.users (user_id),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX subscription_requests_one_pending
      ON core.subscription_requests (subscription_company_id, subscription_tool_id) WHERE status = 'pending';

    CREATE TABLE core.sessions (
      session_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_seen timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sessions_user_idx ON core.sessions (user_id);

    CREATE TABLE core.login_attempts (
      attempt_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_name text NOT NULL,
      address text NOT NULL,
      succeeded boolean NOT NULL,
      attempted_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX login_attempts_user_idx ON core.login_attempts (user_name, attempted_at);
    CREATE INDEX login_attempts_address_idx ON core.login_attempts (address, attempted_at);

    CREATE TABLE core.audit_log (
      audit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      user_id integer,
      company_id integer,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_log_company_idx ON core.audit_log (company_id, occurred_at);

    CREATE TABLE core.idempotency_keys (
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      response_status integer,
      response_body jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, idempotency_key)
    );

    CREATE TABLE core.share_links (
      share_link_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id integer NOT NULL REFERENCES core.companies (company_id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      resource_type text NOT NULL,
      resource_id text NOT NULL,
      created_by_user_id integer NOT NULL REFERENCES core.users (user_id),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE core.currencies (
      code char(3) PRIMARY KEY,
      name text NOT NULL,
      symbol text NOT NULL
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SCHEMA core CASCADE`.execute(db);
}
