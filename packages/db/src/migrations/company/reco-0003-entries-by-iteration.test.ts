import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateCompanySchema } from '../../migrate.js';
import { createTestDatabase, type TestDatabase } from '../../testing.js';
import { companyMigrations } from './index.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

const entry = (iteration: number, no: number) => sql`
  (${iteration}, ${no}, ${no}, 'books', 'S', ${no + 1}, 'INV-1', '', '', NULL, 10.00, 'matched',
   'invoice', 'same document and amount', '', 'M1', 'ledger.exact', '', 'b|k|1')`;

describe('reco-0003: reco_entries partitioned by iteration', () => {
  it('keeps entries stored before it readable (a default partition) and takes partitions beside them', async () => {
    const schema = 'co_reco0003';
    const before = Object.fromEntries(
      Object.entries(companyMigrations).filter(([name]) => name < 'reco-0003'),
    );
    // Later migrations are not this test's subject: it migrates up to this one only.
    const through = Object.fromEntries(
      Object.entries(companyMigrations).filter(
        ([name]) => name <= 'reco-0003-entries-by-iteration',
      ),
    );
    await migrateCompanySchema(t.db, schema, before);
    const table = sql.id(schema, 'reco_entries');
    await sql`INSERT INTO ${table} VALUES ${sql.join([entry(7, 0), entry(7, 1)])}`.execute(t.db);

    expect(await migrateCompanySchema(t.db, schema, through)).toEqual([
      'reco-0003-entries-by-iteration',
    ]);
    const kind = await sql<{ relkind: string }>`
      SELECT relkind FROM pg_class WHERE oid = ${`${schema}.reco_entries`}::regclass`.execute(t.db);
    expect(kind.rows[0]!.relkind).toBe('p');
    const old = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${table} WHERE iteration_id = 7`.execute(t.db);
    expect(old.rows[0]!.n).toBe(2);

    // A run's table of its own, attached as its iteration's partition.
    await sql`CREATE TABLE ${sql.id(schema, 'p8')} (LIKE ${table} INCLUDING DEFAULTS, CHECK (iteration_id = 8))`.execute(
      t.db,
    );
    await sql`INSERT INTO ${sql.id(schema, 'p8')} VALUES ${entry(8, 0)}`.execute(t.db);
    await sql`ALTER TABLE ${table} ATTACH PARTITION ${sql.id(schema, 'p8')} FOR VALUES IN (8)`.execute(
      t.db,
    );
    const all = await sql<{ iteration_id: number; n: number }>`
      SELECT iteration_id, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`.execute(t.db);
    expect(all.rows).toEqual([
      { iteration_id: 7, n: 2 },
      { iteration_id: 8, n: 1 },
    ]);
    // The primary key holds across partitions.
    await expect(sql`INSERT INTO ${table} VALUES ${entry(7, 1)}`.execute(t.db)).rejects.toThrow(
      /duplicate key/,
    );
  });

  it('drops the empty table of a new company: no default partition', async () => {
    const schema = 'co_reco0003_new';
    await migrateCompanySchema(t.db, schema);
    const parts = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_inherits
       WHERE inhparent = ${`${schema}.reco_entries`}::regclass`.execute(t.db);
    expect(parts.rows[0]!.n).toBe(0);
  });
});
