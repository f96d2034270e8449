import { sql, type Kysely } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.types.js';
import type { CompanyDatabase, CompanyScopedDatabase } from './schema.types.js';

const SAFE_SCHEMA_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const RESERVED_SCHEMA_NAMES = new Set(['public', 'information_schema', 'core']);

export type TenantErrorCode = 'INVALID_SCHEMA_NAME' | 'UNKNOWN_SCHEMA';

/** A schema name that failed the allowlist or is not a registered company's schema. */
export class TenantError extends Error {
  readonly code: TenantErrorCode;

  constructor(code: TenantErrorCode, message: string) {
    super(message);
    this.name = 'TenantError';
    this.code = code;
  }
}

export type CompanyTenant = {
  companyId: number;
  schema: string;
  database: string;
};

export function isSafeSchemaName(name: string): boolean {
  return SAFE_SCHEMA_NAME.test(name) && !RESERVED_SCHEMA_NAMES.has(name) && !name.startsWith('pg_');
}

/** Throws a TenantError unless `name` may be a company schema. The name is never echoed. */
export function assertSafeSchemaName(name: string): string {
  if (typeof name !== 'string' || !isSafeSchemaName(name)) {
    throw new TenantError('INVALID_SCHEMA_NAME', 'Invalid company schema name');
  }
  return name;
}

/**
 * The tables of one company schema, typed, with unqualified names resolving to `schema`
 * (and `core.*` names still reaching the core tables). Works on a transaction too, so both
 * companies of a hand-over are written in one transaction: `companyTables(trx, customer)`,
 * `companyTables(trx, vendor)`. The name must pass the allowlist; services take it from the
 * verified tenant or from `findCompanyTenant`, never from input.
 */
export function companyTables(db: Kysely<Database>, schema: string): Kysely<CompanyScopedDatabase> {
  return scopedToCompany(db, schema) as unknown as Kysely<CompanyScopedDatabase>;
}

/**
 * `db`, of whatever database type, with unqualified table names resolving to the company
 * schema (a query builder that compiles for a raw client, say); the name must pass the
 * allowlist.
 */
export function scopedToCompany<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  return db.withSchema(assertSafeSchemaName(schema));
}

/** A name as a quoted SQL identifier (`"name"`, inner quotes doubled), as pg's client quotes. */
export function quotedIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A table of a company schema as a quoted, schema-qualified identifier
 * (`"co_1"."reco_entries"`), for SQL no builder writes (COPY, partition DDL on a raw
 * client). The schema name must pass the allowlist; the table name is quoted, never trusted.
 */
export function companyTableName(schema: string, table: string): string {
  return `${quotedIdentifier(assertSafeSchemaName(schema))}.${quotedIdentifier(table)}`;
}

/** `db_schema_prefix || company_id`, lower-cased, e.g. `co_1`. */
export function companySchemaName(company: {
  company_id: number;
  db_schema_prefix: string;
}): string {
  return assertSafeSchemaName(`${company.db_schema_prefix}${company.company_id}`.toLowerCase());
}

function tenantOf(row: {
  company_id: number;
  db_schema_prefix: string;
  database: string;
}): CompanyTenant {
  return {
    companyId: row.company_id,
    schema: companySchemaName(row),
    database: row.database.toLowerCase(),
  };
}

export async function findCompanyTenant(
  db: Db,
  companyId: number,
): Promise<CompanyTenant | undefined> {
  const row = await db
    .selectFrom('core.companies')
    .select(['company_id', 'db_schema_prefix', 'database'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? tenantOf(row) : undefined;
}

/** Looks a schema name up in the registry (core.companies); the name is checked first. */
export async function findTenantBySchema(
  db: Db,
  schema: string,
): Promise<CompanyTenant | undefined> {
  assertSafeSchemaName(schema);
  const row = await db
    .selectFrom('core.companies')
    .select(['company_id', 'db_schema_prefix', 'database'])
    .where(sql<string>`lower(db_schema_prefix || company_id::text)`, '=', schema)
    .executeTakeFirst();
  return row ? tenantOf(row) : undefined;
}

/**
 * Runs `fn` in a transaction whose queries resolve unqualified table names to the company
 * schema. The name must pass the allowlist and belong to a registered company, so a
 * request can never address `public`, `core` or another database object.
 */
export async function withCompanySchema<T, DB = CompanyDatabase>(
  db: Db,
  schema: string,
  fn: (trx: Kysely<DB>, tenant: CompanyTenant) => Promise<T>,
): Promise<T> {
  assertSafeSchemaName(schema);
  return db.transaction().execute(async (trx) => {
    const tenant = await findTenantBySchema(trx, schema);
    if (!tenant) throw new TenantError('UNKNOWN_SCHEMA', 'Unknown company schema');
    return fn(trx.withSchema(schema) as unknown as Kysely<DB>, tenant);
  });
}
