import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ITEMS,
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
