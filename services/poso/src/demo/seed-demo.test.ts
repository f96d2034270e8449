import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestDatabase, type TestDatabase } from '@concord/db';
import { seedPosoDemo } from './seed-demo.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createDemoTestDatabase();
});
afterAll(() => t?.drop());

describe('seedPosoDemo', () => {
  it('gives Acme and Bharat documents in every status, once', async () => {
    await seedPosoDemo(t.db);
    await seedPosoDemo(t.db);
    const po = await sql<{
      status_id: number;
      n: number;
    }>`SELECT status_id, count(*)::int AS n FROM co_1.purchase_orders GROUP BY 1 ORDER BY 1`.execute(
      t.db,
    );
    expect(po.rows.map((r) => r.status_id)).toEqual([1, 2, 3, 4, 5, 10]);
    const inv = await sql<{
      status_id: number;
    }>`SELECT DISTINCT status_id FROM co_2.invoices ORDER BY 1`.execute(t.db);
    expect(inv.rows.map((r) => r.status_id)).toEqual([1, 2, 3, 4, 10, 11, 14]);
    const pays = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_2.payments_received`.execute(t.db);
    expect(pays.rows[0]!.n).toBe(3);
    const advances = await sql<{
      status_id: number;
    }>`SELECT status_id FROM co_2.advances_received ORDER BY 1`.execute(t.db);
    expect(advances.rows.map((r) => r.status_id)).toEqual([10, 11]);
    const rhein = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_3.sales_orders`.execute(t.db);
    expect(rhein.rows[0]!.n).toBe(1);
  });
});
