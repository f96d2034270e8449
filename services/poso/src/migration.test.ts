import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, seedDemo, type TestDatabase } from '@concord/db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemo(t.db);
});
afterAll(() => t?.drop());

describe('poso company tables', () => {
  it('exist in every company schema with the status master', async () => {
    const rows = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_1.poso_status_master`.execute(t.db);
    expect(rows.rows[0]?.n).toBeGreaterThan(10);
    const rates = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_2.exchange_rates`.execute(t.db);
    expect(rates.rows[0]?.n).toBeGreaterThan(0);
  });
});
