import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDemoTestDatabase, type TestDatabase } from '@concord/db';
import { setOffRecordedAdvances } from '@concord/db/migrations/company/poso-0003-advance-applied.js';
import { newKey, raisedPo, type Kit, type Parties, withKit } from '../testing/testkit.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createDemoTestDatabase();
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

describe('poso-0003: advances recorded before it are set off by the same rule', () => {
  let kit: Kit;
  let p: Parties;
  withKit((started) => ({ kit, p } = started));

  it("sets each order's advances off against its payable invoices, oldest first, on both sides", async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    const invoice = async (rate: string, date: string, acceptedBy: string[]) => {
      const created = await kit.call(p.victor, 'POST', '/invoices/', {
        sales_po_id: poReceivedId,
        invoice_date: date,
        invoice_items: [
          { material_description: 'Beams', rate_per_unit: rate, quantity: '1', tax: '0' },
        ],
      });
      const invoiceId = created.json<{ invoice_id: number }>().invoice_id;
      const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
      const invoiceReceivedId = sent.json<{ invoice_received_id: number }>().invoice_received_id;
      for (const token of acceptedBy)
        await kit.call(token, 'PATCH', '/invoices/received/accept/', {
          invoice_received_id: invoiceReceivedId,
        });
      return { invoiceId, invoiceReceivedId };
    };
    const b = await invoice('3000', '2026-06-02', [p.alice, p.fiona]);
    const a = await invoice('1000', '2026-06-01', [p.alice, p.fiona]);
    const waiting = await invoice('500', '2026-05-01', [p.alice]);
    const pay = (url: string, body: Record<string, unknown>) =>
      kit.call(p.alice, 'POST', url, body, { 'idempotency-key': newKey() });
    await pay('/payment/', {
      invoice_received_id: a.invoiceReceivedId,
      reference_number: 'R',
      amount: '400',
    });
    await pay('/payment/advance/', { po_id: poId, reference_number: 'ADV', amount: '2000' });

    // as before the migration: nothing set off
    await sql`UPDATE co_1.invoices_received SET advance_applied = 0`.execute(kit.t.db);
    await sql`UPDATE co_2.invoices SET advance_applied = 0`.execute(kit.t.db);
    await setOffRecordedAdvances(kit.t.db.withSchema('co_1'));
    await setOffRecordedAdvances(kit.t.db.withSchema('co_2'));

    const applied = async (inv: { invoiceId: number; invoiceReceivedId: number }) => {
      const customer = await sql<{ applied: string }>`
        SELECT advance_applied::text AS applied FROM co_1.invoices_received WHERE invoice_received_id = ${inv.invoiceReceivedId}`.execute(
        kit.t.db,
      );
      const vendor = await sql<{ applied: string }>`
        SELECT advance_applied::text AS applied FROM co_2.invoices WHERE invoice_id = ${inv.invoiceId}`.execute(
        kit.t.db,
      );
      expect(vendor.rows[0]!.applied).toBe(customer.rows[0]!.applied);
      return customer.rows[0]!.applied;
    };
    expect(await applied(a)).toBe('600.00'); // oldest: what it still owed after 400 paid
    expect(await applied(b)).toBe('1400.00');
    expect(await applied(waiting)).toBe('0.00'); // not accepted by finance yet
  });
});
