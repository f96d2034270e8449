import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  invoiceAtCustomer,
  newKey,
  payableInvoice,
  poAtVendor,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';
import { STATEMENTS } from '../testing/faulty-database.js';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(kit.t.db)).rows[0]!.n;
const paymentsMade = (invoiceReceivedId: number) =>
  count(
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_1.payments_made WHERE invoice_received_id = ${invoiceReceivedId}`,
  );
const paymentsReceived = (invoiceId: number) =>
  count(
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM co_2.payments_received WHERE invoice_id = ${invoiceId}`,
  );

/** Alice's draft PO to Bharat, one line; returns its id. */
async function draftPo(material: string): Promise<number> {
  const created = await kit.call(p.alice, 'POST', '/po/', {
    vendor_company_id: p.bharat,
    po_items: [{ material_description: material, rate_per_unit: '1', quantity: '1', tax: '0' }],
  });
  return created.json<{ po_id: number }>().po_id;
}

/** Alice pays an invoice she received, under the given key (a fresh one by default). */
const pay = (body: Record<string, unknown>, key = newKey()) =>
  kit.call(p.alice, 'POST', '/payment/', body, { 'idempotency-key': key });

/** Runs `act` with the statement failing, and disarms the fault whatever happens. */
async function withFault(statement: RegExp, act: () => Promise<void>) {
  kit.faults.failOn(statement);
  try {
    await act();
  } finally {
    kit.faults.clear();
  }
}

describe('compare-and-set transitions', () => {
  it('two parallel accepts of one received PO: one success, one 409', async () => {
    const { poReceivedId } = await poAtVendor(kit, p);
    const results = await Promise.all(
      [1, 2].map(() =>
        kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ error: 'CONFLICT' });
  });

  it('two parallel accepts of one invoice, from the status on screen: one success, one 409', async () => {
    const { invoiceReceivedId } = await invoiceAtCustomer(kit, p);
    const results = await Promise.all(
      [1, 2].map(() =>
        kit.call(
          p.alice,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
          { from_status_master_id: 2 },
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await sql<{
      status_id: number;
    }>`SELECT status_id FROM co_1.invoices_received WHERE invoice_received_id = ${invoiceReceivedId}`.execute(
      kit.t.db,
    );
    expect(row.rows[0]!.status_id).toBe(4);
  });

  it('every action honours the status on screen: a stale one is 409 and changes nothing', async () => {
    const poId = await draftPo('Rods');
    const stale = await kit.call(
      p.alice,
      'POST',
      `/po/send/?po_id=${poId}&user_id=${p.users.fiona}&from_status_master_id=5`,
    );
    expect(stale.statusCode).toBe(409);
    const sent = await kit.call(
      p.alice,
      'POST',
      `/po/send/?po_id=${poId}&user_id=${p.users.fiona}&from_status_master_id=1`,
    );
    expect(sent.statusCode).toBe(200);
    const approveStale = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`, {
      from_status_master_id: 1,
    });
    expect(approveStale.statusCode).toBe(409);
    const rejectStale = await kit.call(p.fiona, 'PATCH', `/po/approve/reject/?po_id=${poId}`, {
      reject_remarks: 'No',
      from_status_master_id: 4,
    });
    expect(rejectStale.statusCode).toBe(409);
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`, {
      from_status_master_id: 2,
    });
    expect(approved.json()).toMatchObject({ po_status_master_id: 4 });
  });

  it('accept racing reject of a received PO: exactly one wins, both sides agree', async () => {
    const { poId, poReceivedId } = await poAtVendor(kit, p);
    const [a, r] = await Promise.all([
      kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId }),
      kit.call(p.victor, 'PATCH', '/po/received/reject/', {
        po_received_id: poReceivedId,
        reject_remarks: 'No stock',
      }),
    ]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const vendor = (
      await kit.call(p.victor, 'GET', `/po/received/by/?po_received_id=${poReceivedId}`)
    ).json<{ po_status_master_id: number }>();
    const customer = (await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json<{
      po_status_master_id: number;
    }>();
    expect(customer.po_status_master_id).toBe(vendor.po_status_master_id);
  });
});

describe('payments', () => {
  it('20 parallel identical payment calls create exactly one payment', async () => {
    const { invoiceReceivedId, invoiceId } = await payableInvoice(kit, p);
    const key = newKey();
    const body = {
      invoice_received_id: invoiceReceivedId,
      reference_number: 'UTR-PAR',
      amount: '1000.00',
      date: '2026-11-21',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(body, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.json<{ payment_id: number }>().payment_id));
    expect(ids.size).toBe(1);
    expect(await paymentsMade(invoiceReceivedId)).toBe(1);
    expect(await paymentsReceived(invoiceId)).toBe(1);
    const paid = await sql<{
      paid: string;
    }>`SELECT paid_amount::text AS paid FROM co_1.invoices_received WHERE invoice_received_id = ${invoiceReceivedId}`.execute(
      kit.t.db,
    );
    expect(paid.rows[0]!.paid).toBe('1000.00');
  });

  it('same key + same input replays the first answer; same key + different input is 422', async () => {
    const { invoiceReceivedId } = await payableInvoice(kit, p);
    const key = newKey();
    const body = {
      invoice_received_id: invoiceReceivedId,
      reference_number: 'UTR-REPLAY',
      amount: '10',
      date: '2026-11-21',
    };
    const first = await pay(body, key);
    const again = await pay({ ...body, amount: '10.00' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const different = await pay({ ...body, amount: '11' }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({ error: 'UNPROCESSABLE' });
    expect(await paymentsMade(invoiceReceivedId)).toBe(1);
  });

  it('a payment without an Idempotency-Key is refused', async () => {
    const { invoiceReceivedId } = await payableInvoice(kit, p);
    // kit.call, not pay(): no Idempotency-Key header at all
    const r = await kit.call(p.alice, 'POST', '/payment/', {
      invoice_received_id: invoiceReceivedId,
      reference_number: 'R',
      amount: '1',
    });
    expect(r.statusCode).toBe(400);
  });

  it('a replayed accept returns the first answer instead of a conflict', async () => {
    const { poReceivedId } = await poAtVendor(kit, p);
    const key = newKey();
    const first = await kit.call(
      p.victor,
      'PATCH',
      '/po/received/accept/',
      { po_received_id: poReceivedId },
      { 'idempotency-key': key },
    );
    const again = await kit.call(
      p.victor,
      'PATCH',
      '/po/received/accept/',
      { po_received_id: poReceivedId },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('amounts must be positive, within precision and in the invoice currency', async () => {
    const { invoiceReceivedId } = await payableInvoice(kit, p);
    for (const amount of ['0', '-5', '1.001', 'abc', '1e5', '123456789012345']) {
      const r = await pay({
        invoice_received_id: invoiceReceivedId,
        reference_number: 'R',
        amount,
      });
      expect(r.statusCode, amount).toBe(400);
    }
    const one = { invoice_received_id: invoiceReceivedId, reference_number: 'R', amount: '1' };
    const wrongCurrency = await pay({ ...one, currency: 'USD' });
    expect(wrongCurrency.statusCode).toBe(400);
    const otherPayer = await pay({ ...one, customer_schema: 'co_2' });
    expect(otherPayer.statusCode).toBe(403);
  });

  it('a fault after the first insert leaves no partial rows on either side', async () => {
    const { invoiceReceivedId, invoiceId } = await payableInvoice(kit, p);
    const key = newKey();
    const body = {
      invoice_received_id: invoiceReceivedId,
      reference_number: 'UTR-F',
      amount: '100',
    };
    await withFault(STATEMENTS.insertPaymentReceived, async () => {
      const r = await pay(body, key);
      expect(r.statusCode).toBe(500);
      expect(r.body).not.toContain('injected');
    });
    expect(await paymentsMade(invoiceReceivedId)).toBe(0);
    expect(await paymentsReceived(invoiceId)).toBe(0);
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM core.idempotency_keys WHERE idempotency_key = ${key}`,
      ),
    ).toBe(0);
    const inv = await sql<{ status_id: number; paid: string }>`
      SELECT status_id, paid_amount::text AS paid FROM co_1.invoices_received WHERE invoice_received_id = ${invoiceReceivedId}`.execute(
      kit.t.db,
    );
    expect(inv.rows[0]).toEqual({ status_id: 3, paid: '0.00' });
    // the retry with the same key now succeeds
    const retry = await pay(body, key);
    expect(retry.statusCode).toBe(201);
  });

  it('a fault in the PO hand-over leaves neither the vendor row nor the status change', async () => {
    const poId = await draftPo('x');
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    const before = await count(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM co_2.sales_orders`,
    );
    await withFault(STATEMENTS.insertSalesOrder, async () => {
      expect((await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`)).statusCode).toBe(500);
    });
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM co_2.sales_orders`)).toBe(
      before,
    );
    expect(
      (await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json<{
        po_status_master_id: number;
      }>().po_status_master_id,
    ).toBe(2);
  });
});
