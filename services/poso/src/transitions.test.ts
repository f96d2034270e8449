import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  invoiceAtCustomer,
  ITEMS,
  newKey,
  payableInvoice,
  poAtVendor,
  type Kit,
  type Parties,
  withKit,
} from './testing/testkit.js';

let kit: Kit;
let p: Parties;
/** acme: admin (no approvals, no payments), viewer, finance; bharat: admin, viewer */
let r: {
  acmeAdmin: string;
  acmeViewer: string;
  acmeFinance: string;
  bharatAdmin: string;
  bharatViewer: string;
};

withKit(async (started) => {
  ({ kit, p } = started);
  const mk = async (name: string, company: number, role: string) =>
    kit.token(await kit.addUser(name, company, role), company, role);
  r = {
    acmeAdmin: await mk('acme-admin', p.acme, 'admin'),
    acmeViewer: await mk('acme-viewer', p.acme, 'viewer'),
    acmeFinance: await mk('acme-finance', p.acme, 'finance'),
    bharatAdmin: await mk('bharat-admin', p.bharat, 'admin'),
    bharatViewer: await mk('bharat-viewer', p.bharat, 'viewer'),
  };
});

const status = (res: { json: <T>() => T }) =>
  res.json<{ po_status_master_id?: number; invoice_status_master_id?: number }>();

describe('purchase order transitions', () => {
  it('create and send need po:write; a viewer gets 403', async () => {
    expect(
      (
        await kit.call(r.acmeViewer, 'POST', '/po/', {
          vendor_company_id: p.bharat,
          po_items: ITEMS,
        })
      ).statusCode,
    ).toBe(403);
    const created = await kit.call(r.acmeAdmin, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    expect(created.statusCode).toBe(201);
    const poId = created.json<{ po_id: number }>().po_id;
    expect(
      (await kit.call(r.acmeViewer, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`))
        .statusCode,
    ).toBe(403);
    // the approver must belong to the company
    expect(
      (await kit.call(r.acmeAdmin, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.victor}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await kit.call(r.acmeAdmin, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`))
        .statusCode,
    ).toBe(200);
    // sending twice is a conflict
    expect(
      (await kit.call(r.acmeAdmin, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`))
        .statusCode,
    ).toBe(409);
  });

  it('an empty PO cannot be sent; a PO to an unconnected company cannot be created', async () => {
    const empty = await kit.call(p.alice, 'POST', '/po/', { vendor_company_id: p.bharat });
    expect(
      (
        await kit.call(
          p.alice,
          'POST',
          `/po/send/?po_id=${empty.json<{ po_id: number }>().po_id}&user_id=${p.users.fiona}`,
        )
      ).statusCode,
    ).toBe(400);
    // bharat is not a customer of acme
    const reverse = await kit.call(p.victor, 'POST', '/po/', {
      vendor_company_id: p.acme,
      po_items: ITEMS,
    });
    expect(reverse.statusCode).toBe(403);
  });

  it('approval needs po:approve and the named approver; approver reject allows edit and resend', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: ITEMS,
    });
    const poId = created.json<{ po_id: number }>().po_id;
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    // admin lacks po:approve; alice has it but is not the named approver
    expect((await kit.call(r.acmeAdmin, 'PATCH', `/po/approve/?po_id=${poId}`)).statusCode).toBe(
      403,
    );
    expect((await kit.call(p.alice, 'PATCH', `/po/approve/?po_id=${poId}`)).statusCode).toBe(403);
    const aliceView = await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`);
    expect(aliceView.json()).toMatchObject({ is_accept_allowed: false, is_reject_allowed: false });
    // reject needs remarks
    expect(
      (await kit.call(p.fiona, 'PATCH', `/po/approve/reject/?po_id=${poId}`, {})).statusCode,
    ).toBe(400);
    const rejected = await kit.call(p.fiona, 'PATCH', `/po/approve/reject/?po_id=${poId}`, {
      reject_remarks: 'Wrong rate',
    });
    expect(rejected.json()).toMatchObject({
      po_status_master_id: 5,
      reject_remarks: 'Wrong rate',
      is_accept_allowed: false,
    });
    // editable again: replace items, recompute amount, resend
    const edited = await kit.call(p.alice, 'PATCH', '/po/', {
      po_id: poId,
      po_items: [{ material_description: 'Rods', rate_per_unit: '10', quantity: '3', tax: '10' }],
    });
    expect(edited.json()).toMatchObject({ po_amount: '33.00' });
    expect(
      status(await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`))
        .po_status_master_id,
    ).toBe(2);
    expect(
      status(await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`)).po_status_master_id,
    ).toBe(4);
    // approving again is a conflict
    expect((await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`)).statusCode).toBe(409);
  });

  it('items can be added and deleted only while editable', async () => {
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: [ITEMS[0]],
    });
    const poId = created.json<{ po_id: number }>().po_id;
    const added = await kit.call(p.alice, 'POST', `/po/items/?po_id=${poId}`, [ITEMS[1]]);
    expect(added.json()).toMatchObject({ po_amount: '12012.10' });
    const items = JSON.parse(added.json<{ po_items: string }>().po_items) as {
      po_item_id: number;
    }[];
    const deleted = await kit.call(
      p.alice,
      'DELETE',
      `/po/items/?po_id=${poId}&po_item_id=${items[1]!.po_item_id}`,
    );
    expect(deleted.json()).toMatchObject({ po_amount: '11800.00' });
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
    expect(
      (await kit.call(p.alice, 'POST', `/po/items/?po_id=${poId}`, [ITEMS[1]])).statusCode,
    ).toBe(409);
    expect(
      (
        await kit.call(
          p.alice,
          'DELETE',
          `/po/items/?po_id=${poId}&po_item_id=${items[0]!.po_item_id}`,
        )
      ).statusCode,
    ).toBe(409);
  });

  it('vendor accept/reject need po:write or po:approve; reject sets Vendor Rejected (10) on both sides', async () => {
    const { poId, poReceivedId } = await poAtVendor(kit, p);
    const viewerView = await kit.call(
      r.bharatViewer,
      'GET',
      `/po/received/by/?po_received_id=${poReceivedId}`,
    );
    expect(viewerView.json()).toMatchObject({ is_accept_allowed: false, is_reject_allowed: false });
    expect(
      (
        await kit.call(r.bharatViewer, 'PATCH', '/po/received/accept/', {
          po_received_id: poReceivedId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call(r.bharatAdmin, 'PATCH', '/po/received/reject/', {
          po_received_id: poReceivedId,
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await kit.call(r.bharatAdmin, 'PATCH', '/po/received/reject/', {
      po_received_id: poReceivedId,
      reject_remarks: 'No stock',
      user_id: 1,
    });
    expect(rejected.json()).toMatchObject({
      po_status_master_id: 10,
      po_status: 'Vendor Rejected',
      reject_remarks: 'No stock',
    });
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json()).toMatchObject({
      po_status_master_id: 10,
      reject_remarks: 'No stock',
    });
    expect(
      (
        await kit.call(r.bharatAdmin, 'PATCH', '/po/received/accept/', {
          po_received_id: poReceivedId,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await kit.call(r.bharatAdmin, 'POST', '/invoices/', {
          sales_po_id: poReceivedId,
          invoice_items: ITEMS,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a hand-over needs an accepted connection; nothing changes without one', async () => {
    const { poId, poReceivedId } = await poAtVendor(kit, p);
    await sql`UPDATE core.company_connections SET status = 'pending' WHERE customer_company_id = ${p.acme} AND vendor_company_id = ${p.bharat}`.execute(
      kit.t.db,
    );
    try {
      expect(
        (
          await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
            po_received_id: poReceivedId,
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await sql`UPDATE core.company_connections SET status = 'accepted' WHERE customer_company_id = ${p.acme} AND vendor_company_id = ${p.bharat}`.execute(
        kit.t.db,
      );
    }
    expect(
      (await kit.call(p.victor, 'GET', `/po/received/by/?po_received_id=${poReceivedId}`)).json(),
    ).toMatchObject({ po_status_master_id: 4 });
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json()).toMatchObject({
      po_status_master_id: 4,
    });
  });

  it('a stale from_status_master_id is a conflict', async () => {
    const { poReceivedId } = await poAtVendor(kit, p);
    expect(
      (
        await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
          po_received_id: poReceivedId,
          from_status_master_id: 2,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
          po_received_id: poReceivedId,
          from_status_master_id: 4,
        })
      ).statusCode,
    ).toBe(200);
  });
});

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
    expect(duplicate.json()).toMatchObject({ fields: { invoice_number: expect.any(String) } });
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
