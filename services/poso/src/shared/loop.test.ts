import { describe, expect, it } from 'vitest';
import { ITEMS, ITEMS_TOTAL, type Kit, type Parties, withKit } from '../testing/testkit.js';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

type Po = {
  po_id: number;
  po_received_id: number;
  po_amount: string;
  po_status_master_id: number;
  po_status: string;
  po_items: string;
  is_accept_allowed: boolean;
  is_reject_allowed: boolean;
  is_invoice_create_allowed: boolean;
};
type Inv = {
  invoice_id: number;
  invoice_received_id: number;
  invoice_total: string;
  pending_amount: string;
  invoice_status_master_id: number;
  invoice_status: string;
  is_accept_allowed: boolean;
  is_reject_allowed: boolean;
  is_payment_allowed: boolean;
};
type Pay = {
  payment_id: number;
  payment_received_id: number;
  payment_status_id: number;
  pending_amount: string;
  amount: string;
  is_confirm_allowed: boolean;
};

describe('the purchase -> sales -> invoice -> payment loop', () => {
  it('runs between Acme (customer) and Bharat (vendor) with every status and amount', async () => {
    // customer creates a draft PO; line total = rate x quantity x (1 + tax/100)
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: JSON.stringify(ITEMS),
      currency: 'USD',
      exchange_rate: '84.10',
      description: 'Rods',
    });
    expect(created.statusCode).toBe(201);
    const po = created.json<Po>();
    expect(po).toMatchObject({
      po_status_master_id: 1,
      po_amount: ITEMS_TOTAL,
      is_accept_allowed: false,
    });
    expect(JSON.parse(po.po_items)).toHaveLength(2);

    // the vendor cannot see it yet
    expect(
      (await kit.call(p.victor, 'GET', '/po/received/')).json<{ totalCount: number }>().totalCount,
    ).toBe(0);

    // the approver cannot approve a draft
    expect((await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${po.po_id}`)).statusCode).toBe(
      409,
    );

    // sent for approval to fiona
    const sent = await kit.call(
      p.alice,
      'POST',
      `/po/send/?po_id=${po.po_id}&user_id=${p.users.fiona}&approval_information_id=7`,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Po>().po_status_master_id).toBe(2);
    // no longer editable
    expect(
      (await kit.call(p.alice, 'PATCH', '/po/', { po_id: po.po_id, description: 'x' })).statusCode,
    ).toBe(409);

    // fiona sees it in her approval list with the flags on
    const toApprove = await kit.call(
      p.fiona,
      'GET',
      `/po/?po_status_master_id=2&approver_user_id=${p.users.fiona}`,
    );
    expect(toApprove.json<{ items: Po[] }>().items[0]).toMatchObject({
      po_id: po.po_id,
      is_accept_allowed: true,
      is_reject_allowed: true,
    });

    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${po.po_id}`);
    expect(approved.statusCode).toBe(200);
    const poReceivedId = approved.json<Po>().po_received_id;
    expect(approved.json<Po>().po_status_master_id).toBe(4);

    // vendor sees it as received, with accept/reject allowed and invoice not yet allowed
    const received = await kit.call(
      p.victor,
      'GET',
      `/po/received/by/?po_received_id=${poReceivedId}`,
    );
    expect(received.statusCode).toBe(200);
    expect(received.json<Po>()).toMatchObject({
      po_amount: ITEMS_TOTAL,
      po_status_master_id: 4,
      is_accept_allowed: true,
      is_reject_allowed: true,
      is_invoice_create_allowed: false,
    });
    // an invoice cannot be raised before acceptance
    expect(
      (
        await kit.call(p.victor, 'POST', '/invoices/', {
          sales_po_id: poReceivedId,
          invoice_items: ITEMS,
        })
      ).statusCode,
    ).toBe(409);

    // vendor accepts: Raised (3) on both sides
    const accepted = await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
      po_received_id: poReceivedId,
      user_id: p.users.victor,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Po>()).toMatchObject({
      po_status_master_id: 3,
      po_status: 'Raised',
      is_invoice_create_allowed: true,
      is_accept_allowed: false,
    });
    expect(
      (await kit.call(p.alice, 'GET', `/po/by/?po_id=${po.po_id}`)).json<Po>().po_status_master_id,
    ).toBe(3);
    // a second accept is a conflict
    expect(
      (await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: poReceivedId }))
        .statusCode,
    ).toBe(409);

    // vendor raises an invoice with a freight charge and sends it
    const inv = await kit.call(p.victor, 'POST', '/invoices/', {
      sales_po_id: poReceivedId,
      invoice_items: ITEMS,
      additional_charges: [{ additional_charge_master_id: 1, amount: '100.00' }],
    });
    expect(inv.statusCode).toBe(201);
    const invoice = inv.json<Inv>();
    expect(invoice).toMatchObject({ invoice_status_master_id: 1, invoice_total: '12112.10' });
    const invSent = await kit.call(
      p.victor,
      'POST',
      `/invoices/send/?invoice_id=${invoice.invoice_id}&user_id=${p.users.alice}`,
    );
    expect(invSent.statusCode).toBe(200);
    const invoiceReceivedId = invSent.json<Inv>().invoice_received_id;

    // customer sees it, with accept and reject allowed, not payable yet
    const recv = await kit.call(p.alice, 'GET', `/invoices/purchase/?po_id=${po.po_id}`);
    expect(recv.json<{ items: Inv[]; totalCount: number }>().items[0]).toMatchObject({
      invoice_received_id: invoiceReceivedId,
      invoice_status_master_id: 2,
      invoice_total: '12112.10',
      is_accept_allowed: true,
      is_reject_allowed: true,
      is_payment_allowed: false,
    });
    expect(
      (
        await kit.call(
          p.alice,
          'POST',
          '/payment/',
          { invoice_received_id: invoiceReceivedId, reference_number: 'R', amount: '1' },
          { 'idempotency-key': 'pay-too-early-1' },
        )
      ).statusCode,
    ).toBe(409);

    // accept (3): Waiting for finance approval, then finance accepts: Accepted
    const acc1 = await kit.call(
      p.alice,
      'PATCH',
      `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
      { invoice_status_master_id: 3 },
    );
    expect(acc1.json<Inv>()).toMatchObject({
      invoice_status_master_id: 4,
      invoice_status: 'Waiting for Finance Approval',
    });
    const pending = await kit.call(
      p.fiona,
      'GET',
      `/invoices/pending/approval_procurement/?user_id=${p.users.fiona}`,
    );
    expect(pending.json<{ items: Inv[] }>().items.map((i) => i.invoice_received_id)).toContain(
      invoiceReceivedId,
    );
    const acc2 = await kit.call(
      p.fiona,
      'PATCH',
      `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
    );
    expect(acc2.json<Inv>()).toMatchObject({
      invoice_status_master_id: 3,
      invoice_status: 'Accepted',
      pending_amount: '12112.10',
    });
    expect(
      (await kit.call(p.victor, 'GET', `/invoices/${invoice.invoice_id}/`)).json<Inv>()
        .invoice_status_master_id,
    ).toBe(3);

    // partial payment: Payment Claimed (10), pending amount left
    const pay1 = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      {
        invoice_received_id: invoiceReceivedId,
        reference: 'UTR-1',
        remarks: 'first',
        amount: '5000',
        date: '2026-11-20T10:00:00.000Z',
      },
      { 'idempotency-key': 'loop-pay-1' },
    );
    expect(pay1.statusCode).toBe(201);
    expect(pay1.json<Pay>()).toMatchObject({
      payment_status_id: 10,
      amount: '5000.00',
      pending_amount: '7112.10',
    });

    // over the pending amount: refused with the field message
    const over = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: invoiceReceivedId, reference: 'UTR-X', amount: '7112.11' },
      { 'idempotency-key': 'loop-pay-over' },
    );
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fields: Record<string, string> }>().fields.amount).toBe('Incorrect entry');

    // vendor sees the claim and confirms it: Payment Confirmed (11)
    const collections = await kit.call(
      p.victor,
      'GET',
      '/payment/collections/?payment_status_id=10',
    );
    const claim = collections.json<{ items: Pay[] }>().items[0]!;
    expect(claim).toMatchObject({ amount: '5000.00', is_confirm_allowed: true });
    const confirmed = await kit.call(
      p.victor,
      'PATCH',
      `/invoices/confirm/?payment_received_id=${claim.payment_received_id}`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Pay>().payment_status_id).toBe(11);
    expect(
      (await kit.call(p.alice, 'GET', `/invoices/purchase/${invoiceReceivedId}/`)).json<Inv>(),
    ).toMatchObject({
      invoice_status_master_id: 11,
      pending_amount: '7112.10',
      is_payment_allowed: true,
    });
    expect(
      (await kit.call(p.alice, 'GET', '/payment/')).json<{ items: Pay[] }>().items[0]!
        .payment_status_id,
    ).toBe(11);

    // the rest is paid and confirmed; nothing left to pay
    const pay2 = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: invoiceReceivedId, reference: 'UTR-2', amount: '7112.10' },
      { 'idempotency-key': 'loop-pay-2' },
    );
    expect(pay2.statusCode).toBe(201);
    await kit.call(
      p.victor,
      'PATCH',
      `/invoices/confirm/?payment_received_id=${pay2.json<Pay>().payment_received_id}`,
    );
    const done = (
      await kit.call(p.alice, 'GET', `/invoices/purchase/${invoiceReceivedId}/`)
    ).json<Inv>();
    expect(done).toMatchObject({
      invoice_status_master_id: 11,
      pending_amount: '0.00',
      is_payment_allowed: false,
    });
  });
});
