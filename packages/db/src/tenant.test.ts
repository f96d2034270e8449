import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CompanyDatabase } from './schema.types.js';
import { companyTableName, scopedToCompany, TenantError } from './tenant.js';

describe('company schema names in SQL', () => {
  it('qualifies a table with the company schema, both quoted', () => {
    expect(companyTableName('co_12', 'reco_entries')).toBe('"co_12"."reco_entries"');
    expect(companyTableName('co_12', 'odd"name')).toBe('"co_12"."odd""name"');
  });

  it('refuses a schema name outside the allowlist, for a table name as for a query builder', () => {
    expect(() => companyTableName('public', 'reco_entries')).toThrow(TenantError);
    expect(() => companyTableName('co_1"; DROP SCHEMA core; --', 'x')).toThrow(TenantError);
    // A builder that never connects: only its compiled SQL is looked at.
    const db = new Kysely<CompanyDatabase>({ dialect: new PostgresDialect({ pool: {} as never }) });
    expect(() => scopedToCompany(db, 'core')).toThrow(TenantError);
    const query = scopedToCompany(db, 'co_12').selectFrom('recos').select('reco_id').compile();
    expect(query.sql).toBe('select "reco_id" from "co_12"."recos"');
  });
});
