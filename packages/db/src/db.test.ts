import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './companies.js';
import { createDb } from './database.js';
import { migrateAll } from './migrate.js';
import { seedDemo } from './seed.js';
import {
  assertSafeSchemaName,
  companySchemaName,
  TenantError,
  withCompanySchema,
} from './tenant.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

describe('migrations and companies', () => {
  it('creates a company with its own migrated schema', async () => {
    const company = await createCompany(t.db, {
      company_name: 'Test Co',
      company_country: 'India',
      base_currency: 'inr',
    });
    expect(company.base_currency).toBe('INR');
    expect(company.schemaName).toBe(`co_${company.company_id}`);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${company.schemaName} ORDER BY table_name`.execute(
      t.db,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['audit', 'company_migration', 'files']),
    );
  });

  it('is idempotent: migrateAll and seedDemo can run again', async () => {
    const first = await seedDemo(t.db);
    await migrateAll(t.db);
    const second = await seedDemo(t.db);
    expect(second).toEqual(first);
    const acme = await t.db
      .selectFrom('core.companies')
      .selectAll()
      .where('company_name', '=', 'Acme Retail Pvt Ltd')
      .execute();
    expect(acme).toHaveLength(1);
    const members = await t.db
      .selectFrom('core.memberships')
      .selectAll()
      .where('company_id', '=', first.companies.acme)
      .execute();
    expect(members.map((m) => m.role).sort()).toEqual([
      'approver',
      'owner',
      'reconciler',
      'reviewer',
    ]);
    const currencies = await t.db.selectFrom('core.currencies').select('code').execute();
    expect(currencies.map((c) => c.code)).toContain('EUR');
  });
});

describe('tenancy', () => {
  it('rejects unsafe schema names before any query', () => {
    for (const name of [
      'public',
      'pg_catalog',
      'information_schema',
      'core',
      'a";drop',
      'A1',
      '1abc',
      'a'.repeat(64),
      '',
    ]) {
      expect(() => assertSafeSchemaName(name)).toThrow(TenantError);
    }
    expect(assertSafeSchemaName('a'.repeat(63))).toBe('a'.repeat(63));
    expect(companySchemaName({ company_id: 7, db_schema_prefix: 'co_' })).toBe('co_7');
  });

  it('only opens registered company schemas and scopes queries to them', async () => {
    const a = await createCompany(t.db, {
      company_name: 'A',
      company_country: 'India',
      base_currency: 'INR',
    });
    const b = await createCompany(t.db, {
      company_name: 'B',
      company_country: 'India',
      base_currency: 'INR',
    });
    await withCompanySchema(t.db, a.schemaName, (trx) =>
      trx
        .insertInto('files')
        .values({
          storage_key: 'a/1',
          original_name: 'a.csv',
          content_type: 'text/csv',
          size_bytes: 1,
          sha256: 'x',
        })
        .execute(),
    );
    const bFiles = await withCompanySchema(t.db, b.schemaName, (trx) =>
      trx.selectFrom('files').selectAll().execute(),
    );
    expect(bFiles).toHaveLength(0);
    const aFiles = await withCompanySchema(t.db, a.schemaName, (trx, tenant) => {
      expect(tenant.companyId).toBe(a.company_id);
      return trx.selectFrom('files').selectAll().execute();
    });
    expect(aFiles).toHaveLength(1);
    await expect(withCompanySchema(t.db, 'co_999999', async () => 1)).rejects.toMatchObject({
      code: 'UNKNOWN_SCHEMA',
    });
    await expect(withCompanySchema(t.db, 'pg_catalog', async () => 1)).rejects.toMatchObject({
      code: 'INVALID_SCHEMA_NAME',
    });
  });
});

describe('schema selection under a single pooled connection', () => {
  it('keeps interleaved A and B transactions on their own rows', async () => {
    const a = await createCompany(t.db, {
      company_name: 'Pool A',
      company_country: 'India',
      base_currency: 'INR',
    });
    const b = await createCompany(t.db, {
      company_name: 'Pool B',
      company_country: 'India',
      base_currency: 'INR',
    });
    const file = (key: string) => ({
      storage_key: key,
      original_name: `${key}.csv`,
      content_type: 'text/csv',
      size_bytes: 1,
      sha256: key,
    });
    await withCompanySchema(t.db, a.schemaName, (trx) =>
      trx.insertInto('files').values(file('only-a')).execute(),
    );
    await withCompanySchema(t.db, b.schemaName, (trx) =>
      trx.insertInto('files').values(file('only-b')).execute(),
    );

    // A thousand transactions queue for the one connection: on a loaded machine the last ones
    // wait longer than the default 5 s to get it, which is not what this test is about.
    const single = createDb(t.connectionString, { max: 1, connectionTimeoutMillis: 120_000 });
    try {
      const seen = await Promise.all(
        Array.from({ length: 1_000 }, (_, i) => {
          const schema = i % 2 === 0 ? a.schemaName : b.schemaName;
          return withCompanySchema(single, schema, async (trx) => ({
            schema,
            keys: (await trx.selectFrom('files').select('storage_key').execute()).map(
              (r) => r.storage_key,
            ),
          }));
        }),
      );
      for (const { schema, keys } of seen)
        expect(keys).toEqual([schema === a.schemaName ? 'only-a' : 'only-b']);
    } finally {
      await single.destroy();
    }
  }, 60_000);
});
