import { describe, expect, it } from 'vitest';
import {
  newKey,
  payableInvoice,
  raisedPo,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';
import { STATEMENTS } from '../testing/faulty-database.js';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

type Amounts = {
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
  pending_amount: string;
  invoice_status_master_id: number;
  is_payment_allowed: boolean;
};

const line = (rate: string) => [
  { material_description: 'Structural steel', rate_per_unit: rate, quantity: '1', tax: '0' },
];

const payAdvance = (poId: number, amount: string) =>
  kit.call(
    p.alice,
    'POST',
    '/payment/advance/',
    { po_id: poId, reference_number: `ADV-${amount}`, amount },
    { 'idempotency-key': newKey() },
  );

const claim = (invoiceReceivedId: number, amount: string) =>
  kit.call(
    p.alice,
    'POST',
    '/payment/',
    { invoice_received_id: invoiceReceivedId, reference_number: `UTR-${amount}`, amount },
    { 'idempotency-key': newKey() },
  );

/** A sent invoice against a Raised order, dated `date`: both sides' ids. */
async function sentInvoice(poReceivedId: number, rate: string, date: string) {
  const created = await kit.call(p.victor, 'POST', '/invoices/', {
    sales_po_id: poReceivedId,
    invoice_items: line(rate),
    invoice_date: date,
  });
  const invoiceId = created.json<{ invoice_id: number }>().invoice_id;
  const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
  return {
    invoiceId,
    invoiceReceivedId: sent.json<Amounts & { invoice_received_id: number }>().invoice_received_id,
  };
}

const accept = (invoiceReceivedId: number, token: string) =>
  kit.call(token, 'PATCH', '/invoices/received/accept/', {
    invoice_received_id: invoiceReceivedId,
  });

/** The invoice as the customer and as the vendor see it; both must agree on the amounts. */
async function bothSides(invoice: { invoiceId: number; invoiceReceivedId: number }) {
  const customer = (
    await kit.call(p.alice, 'GET', `/invoices/purchase/${invoice.invoiceReceivedId}/`)
  ).json<Amounts>();
  const vendor = (
    await kit.call(p.victor, 'GET', `/invoices/${invoice.invoiceId}/`)
  ).json<Amounts>();
  expect(vendor.advance_applied).toBe(customer.advance_applied);
  expect(vendor.pending_amount).toBe(customer.pending_amount);
  return customer;
}

describe("advances are set off against the order's accepted invoices", () => {
  it('oldest accepted invoice first, never below zero; what is left waits for the next accepted invoice', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    expect((await payAdvance(poId, '1500')).statusCode).toBe(201);
    const a = await sentInvoice(poReceivedId, '1000', '2026-06-01');
    const b = await sentInvoice(poReceivedId, '3000', '2026-06-02');
    for (const invoice of [a, b])
      expect((await accept(invoice.invoiceReceivedId, p.alice)).statusCode).toBe(200);

    // Waiting for finance approval: nothing is owed yet, nothing is set off
    expect(await bothSides(b)).toMatchObject({
      advance_applied: '0.00',
      pending_amount: '3000.00',
    });

    // accepted by finance, b is the only payable invoice: the whole advance goes to it
    expect((await accept(b.invoiceReceivedId, p.fiona)).statusCode).toBe(200);
    expect(await bothSides(b)).toMatchObject({
      invoice_status_master_id: 3,
      advance_applied: '1500.00',
      pending_amount: '1500.00',
      is_payment_allowed: true,
    });
    expect((await accept(a.invoiceReceivedId, p.fiona)).statusCode).toBe(200);
    expect(await bothSides(a)).toMatchObject({
      advance_applied: '0.00',
      pending_amount: '1000.00',
    });

    // a new advance: the older invoice first, up to what it owes, then the next
    expect((await payAdvance(poId, '2000')).statusCode).toBe(201);
    expect(await bothSides(a)).toMatchObject({
      advance_applied: '1000.00',
      pending_amount: '0.00',
      is_payment_allowed: false,
    });
    expect(await bothSides(b)).toMatchObject({
      advance_applied: '2500.00',
      pending_amount: '500.00',
    });
    const payable = await kit.call(
      p.alice,
      'GET',
      `/invoices/purchase/?po_id=${poId}&payable=true`,
    );
    expect(
      payable
        .json<{ items: { invoice_received_id: number }[] }>()
        .items.map((i) => i.invoice_received_id),
    ).toEqual([b.invoiceReceivedId]);
    expect((await claim(a.invoiceReceivedId, '0.01')).json()).toMatchObject({
      fields: { amount: 'Incorrect entry' },
    });

    // more than is owed: b is settled, 4500 waits on the order
    expect((await payAdvance(poId, '5000')).statusCode).toBe(201);
    expect(await bothSides(b)).toMatchObject({
      advance_applied: '3000.00',
      pending_amount: '0.00',
    });
    const c = await sentInvoice(poReceivedId, '6000', '2026-06-03');
    await accept(c.invoiceReceivedId, p.alice);
    expect(await bothSides(c)).toMatchObject({
      advance_applied: '0.00',
      pending_amount: '6000.00',
    });
    await accept(c.invoiceReceivedId, p.fiona);
    expect(await bothSides(c)).toMatchObject({
      advance_applied: '4500.00',
      pending_amount: '1500.00',
    });
  });

  it('an advance after a partial payment reduces what is left; payments can then pay only the rest', async () => {
    const invoice = await payableInvoice(kit, p); // 12012.10
    expect((await claim(invoice.invoiceReceivedId, '2012.10')).statusCode).toBe(201);
    expect((await payAdvance(invoice.poId, '4000')).statusCode).toBe(201);
    expect(await bothSides(invoice)).toMatchObject({
      paid_amount: '2012.10',
      advance_applied: '4000.00',
      pending_amount: '6000.00',
    });
    const payments = await kit.call(
      p.alice,
      'GET',
      `/payment/?invoice_received_id=${invoice.invoiceReceivedId}`,
    );
    expect(payments.json<{ items: { pending_amount: string }[] }>().items[0]).toMatchObject({
      pending_amount: '6000.00',
    });
    expect((await claim(invoice.invoiceReceivedId, '6000.01')).statusCode).toBe(400);
    expect((await claim(invoice.invoiceReceivedId, '6000')).statusCode).toBe(201);
    expect(await bothSides(invoice)).toMatchObject({
      invoice_status_master_id: 10,
      pending_amount: '0.00',
      is_payment_allowed: false,
    });
  });

  it('parallel advances and a parallel finance approval each set off exactly once', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    const invoice = await sentInvoice(poReceivedId, '10000', '2026-07-01');
    await accept(invoice.invoiceReceivedId, p.alice);
    const results = await Promise.all([
      payAdvance(poId, '3000'),
      accept(invoice.invoiceReceivedId, p.fiona),
      payAdvance(poId, '4000'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 200, 201]);
    expect(await bothSides(invoice)).toMatchObject({
      advance_applied: '7000.00',
      pending_amount: '3000.00',
    });
  });

  it('a fault midway through the set-off leaves the advance, the approval and both invoices as they were', async () => {
    const { poId, poReceivedId } = await raisedPo(kit, p);
    const invoice = await sentInvoice(poReceivedId, '5000', '2026-08-01');
    await accept(invoice.invoiceReceivedId, p.alice);
    await accept(invoice.invoiceReceivedId, p.fiona);
    kit.faults.failOn(STATEMENTS.vendorAdvanceApplied);
    try {
      expect((await payAdvance(poId, '1000')).statusCode).toBe(500);
      const other = await sentInvoice(poReceivedId, '500', '2026-08-02');
      await accept(other.invoiceReceivedId, p.alice);
      expect((await payAdvance(poId, '100')).statusCode).toBe(500);
      kit.faults.clear();
      expect((await payAdvance(poId, '6000')).statusCode).toBe(201); // settles 5000, 1000 waits
      kit.faults.failOn(STATEMENTS.vendorAdvanceApplied);
      expect((await accept(other.invoiceReceivedId, p.fiona)).statusCode).toBe(500);
      expect(await bothSides(other)).toMatchObject({
        invoice_status_master_id: 4,
        advance_applied: '0.00',
      });
    } finally {
      kit.faults.clear();
    }
    const advances = await kit.call(p.alice, 'GET', `/payment/advance/list/?po_id=${poId}`);
    expect(advances.json<{ totalCount: number }>().totalCount).toBe(1);
    expect(await bothSides(invoice)).toMatchObject({
      advance_applied: '5000.00',
      pending_amount: '0.00',
    });
  });
});
