import { describe, expect, it } from 'vitest';
import {
  invoiceAtCustomer,
  ITEMS,
  newKey,
  payableInvoice,
  poAtVendor,
  roleTokens,
  type Kit,
  type Parties,
  type RoleTokens,
  withKit,
} from '../testing/testkit.js';

let kit: Kit;
let p: Parties;
let r: RoleTokens;

withKit(async (started) => {
  ({ kit, p } = started);
  r = await roleTokens(kit, p);
});

const status = (res: { json: <T>() => T }) =>
  res.json<{ po_status_master_id?: number; invoice_status_master_id?: number }>();

describe('invoice and payment transitions', () => {
  it('invoice create and send need invoice:write; a draft cannot be accepted by anyone', async () => {
    const { poReceivedId } = await poAtVendor(kit, p);
    await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId });
    expect(
      (
        await kit.call(r.bharatViewer, 'POST', '/invoices/', {
          sales_po_id: poReceivedId,
          invoice_items: ITEMS,
        })
      ).statusCode,
    ).toBe(403);
    const inv = await kit.call(r.bharatAdmin, 'POST', '/invoices/', {
      sales_po_id: poReceivedId,
      invoice_items: ITEMS,
      invoice_number: 'BSS-TR-1',
    });
    expect(inv.statusCode).toBe(201);
    const invoiceId = inv.json<{ invoice_id: number }>().invoice_id;
    // duplicate invoice number: a field error, not a conflict
    const duplicate = await kit.call(r.bharatAdmin, 'POST', '/invoices/', {
      sales_po_id: poReceivedId,
      invoice_items: ITEMS,
      invoice_number: 'BSS-TR-1',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      fields: { invoice_number: expect.any(String) as unknown },
    });
    const edited = await kit.call(r.bharatAdmin, 'PATCH', `/invoices/${invoiceId}/`, {
      additional_charges: [{ additional_charge_master_id: 2, amount: '50' }],
    });
    expect(edited.json()).toMatchObject({ invoice_total: '12062.10' });
    expect(
      (await kit.call(r.bharatViewer, 'POST', `/invoices/send/?invoice_id=${invoiceId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await kit.call(r.bharatAdmin, 'POST', `/invoices/send/?invoice_id=${invoiceId}`)).statusCode,
    ).toBe(200);
    expect(
      (await kit.call(r.bharatAdmin, 'POST', `/invoices/send/?invoice_id=${invoiceId}`)).statusCode,
    ).toBe(409);
    expect(
      (await kit.call(r.bharatAdmin, 'PATCH', `/invoices/${invoiceId}/`, { description: 'late' }))
        .statusCode,
    ).toBe(409);
  });

  it('a due date is kept, changed and cleared on the draft, carried to the customer, never before the invoice date', async () => {
    const { poReceivedId } = await poAtVendor(kit, p);
    await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId });
    const draft = { sales_po_id: poReceivedId, invoice_items: ITEMS, invoice_date: '2026-03-10' };
    const early = await kit.call(r.bharatAdmin, 'POST', '/invoices/', {
      ...draft,
      due_date: '2026-03-09',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      fields: { due_date: 'Must not be before the invoice date' },
    });
    const created = await kit.call(r.bharatAdmin, 'POST', '/invoices/', {
      ...draft,
      due_date: '2026-04-09T00:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const { invoice_id: invoiceId, due_date } = created.json<{
      invoice_id: number;
      due_date: string;
    }>();
    expect(due_date).toBe('2026-04-09');
    const patch = (body: Record<string, unknown>) =>
      kit.call(r.bharatAdmin, 'PATCH', `/invoices/${invoiceId}/`, body);
    expect((await patch({ due_date: null })).json()).toMatchObject({ due_date: null });
    expect((await patch({ due_date: '2026-04-30' })).json()).toMatchObject({
      due_date: '2026-04-30',
    });
    // Moving the invoice date past the due date is refused too, naming the due date.
    const later = await patch({ invoice_date: '2026-05-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ fields: { due_date: expect.any(String) as unknown } });
    expect((await patch({ description: 'unchanged dates' })).json()).toMatchObject({
      invoice_date: '2026-03-10',
      due_date: '2026-04-30',
    });
    const sent = await kit.call(r.bharatAdmin, 'POST', `/invoices/send/?invoice_id=${invoiceId}`);
    expect(sent.statusCode).toBe(200);
    const receivedId = sent.json<{ invoice_received_id: number }>().invoice_received_id;
    const received = await kit.call(p.alice, 'GET', `/invoices/purchase/${receivedId}/`);
    expect(received.json()).toMatchObject({ invoice_date: '2026-03-10', due_date: '2026-04-30' });
    // The lines as the vendor sent them, in the contract's line shape.
    const lines = await kit.call(
      p.alice,
      'GET',
      `/invoices/received/items/?invoice_received_id=${receivedId}`,
    );
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toMatchObject([
      { material_description: 'Steel rods 12mm', line_total: '11800.00' },
      { material_description: 'Binding wire', line_total: '212.10' },
    ]);
  });

  it('customer accept: invoice:write moves to finance approval, only invoice:approve accepts', async () => {
    const { invoiceReceivedId, invoiceId } = await invoiceAtCustomer(kit, p);
    expect(
      (
        await kit.call(
          r.acmeViewer,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      status(
        await kit.call(
          r.acmeAdmin,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        ),
      ).invoice_status_master_id,
    ).toBe(4);
    const adminView = await kit.call(
      r.acmeAdmin,
      'GET',
      `/invoices/purchase/${invoiceReceivedId}/`,
    );
    expect(adminView.json()).toMatchObject({ is_accept_allowed: false, is_reject_allowed: false });
    expect(
      (
        await kit.call(
          r.acmeAdmin,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call(
          r.acmeAdmin,
          'PATCH',
          `/invoices/received/reject/?purchase_invoice_id=${invoiceReceivedId}`,
          { reject_remarks: 'x' },
        )
      ).statusCode,
    ).toBe(403);
    const financeView = await kit.call(
      r.acmeFinance,
      'GET',
      `/invoices/purchase/${invoiceReceivedId}/`,
    );
    expect(financeView.json()).toMatchObject({
      is_accept_allowed: true,
      is_payment_allowed: false,
    });
    expect(
      status(
        await kit.call(
          r.acmeFinance,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        ),
      ).invoice_status_master_id,
    ).toBe(3);
    expect(
      status(await kit.call(p.victor, 'GET', `/invoices/${invoiceId}/`)).invoice_status_master_id,
    ).toBe(3);
    expect(
      (
        await kit.call(
          r.acmeFinance,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await kit.call(
          r.acmeFinance,
          'PATCH',
          `/invoices/received/reject/?purchase_invoice_id=${invoiceReceivedId}`,
          { reject_remarks: 'x' },
        )
      ).statusCode,
    ).toBe(409);
  });

  it('customer reject sets Customer Rejected (14) with remarks on both sides; no payment afterwards', async () => {
    const { invoiceReceivedId, invoiceId } = await invoiceAtCustomer(kit, p);
    expect(
      (
        await kit.call(
          p.alice,
          'PATCH',
          `/invoices/received/reject/?purchase_invoice_id=${invoiceReceivedId}&user_id=1`,
          {},
        )
      ).statusCode,
    ).toBe(400);
    const rejected = await kit.call(
      p.alice,
      'PATCH',
      `/invoices/received/reject/?purchase_invoice_id=${invoiceReceivedId}&user_id=1`,
      {
        reject_remarks: 'Rate mismatch',
        customer_schema: 'co_1',
        vendor_schema: 'co_2',
      },
    );
    expect(rejected.json()).toMatchObject({
      invoice_status_master_id: 14,
      invoice_status: 'Customer Rejected',
      reject_remarks: 'Rate mismatch',
    });
    expect((await kit.call(p.victor, 'GET', `/invoices/${invoiceId}/`)).json()).toMatchObject({
      invoice_status_master_id: 14,
      reject_remarks: 'Rate mismatch',
    });
    expect(
      (
        await kit.call(
          p.alice,
          'PATCH',
          `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
        )
      ).statusCode,
    ).toBe(409);
    const pay = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: invoiceReceivedId, reference_number: 'R', amount: '1' },
      { 'idempotency-key': newKey() },
    );
    expect(pay.statusCode).toBe(409);
  });

  it('payments need payment:write on both sides; a confirmed payment cannot be confirmed again', async () => {
    const { invoiceReceivedId } = await payableInvoice(kit, p);
    const body = { invoice_received_id: invoiceReceivedId, reference_number: 'R-1', amount: '100' };
    expect(
      (await kit.call(r.acmeAdmin, 'POST', '/payment/', body, { 'idempotency-key': newKey() }))
        .statusCode,
    ).toBe(403);
    const paid = await kit.call(r.acmeFinance, 'POST', '/payment/', body, {
      'idempotency-key': newKey(),
    });
    expect(paid.statusCode).toBe(201);
    const prId = paid.json<{ payment_received_id: number }>().payment_received_id;
    const adminList = await kit.call(r.bharatAdmin, 'GET', '/payment/collections/');
    expect(
      adminList.json<{ items: { is_confirm_allowed: boolean }[] }>().items[0]!.is_confirm_allowed,
    ).toBe(false);
    expect(
      (await kit.call(r.bharatAdmin, 'PATCH', `/invoices/confirm/?payment_received_id=${prId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await kit.call(p.victor, 'PATCH', `/invoices/confirm/?payment_received_id=${prId}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await kit.call(p.victor, 'PATCH', `/invoices/confirm/?payment_received_id=${prId}`))
        .statusCode,
    ).toBe(409);
    // the customer cannot confirm its own payment: the id is not in its schema
    expect(
      (await kit.call(p.alice, 'PATCH', `/invoices/confirm/?payment_received_id=${prId}`))
        .statusCode,
    ).toBe(404);
  });
});
