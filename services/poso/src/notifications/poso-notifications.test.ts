import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  invoiceAtCustomer,
  ITEMS,
  newKey,
  type Kit,
  type Parties,
  withKit,
} from '../testing/testkit.js';

let kit: Kit;
let p: Parties;

withKit((started) => {
  ({ kit, p } = started);
});

type Note = { user_id: number; company_id: number; kind: string; text: string; link: string };

/** The notifications written since `after`, oldest first. */
async function notesSince(after: number): Promise<Note[]> {
  const rows = await sql<Note>`
    SELECT user_id, company_id, kind, text, link FROM core.notifications
    WHERE notification_id > ${after} ORDER BY notification_id`.execute(kit.t.db);
  return rows.rows;
}

async function lastId(): Promise<number> {
  const row = await sql<{
    id: string | null;
  }>`SELECT max(notification_id) AS id FROM core.notifications`.execute(kit.t.db);
  return Number(row.rows[0]?.id ?? 0);
}

describe('the loop in the header bell', () => {
  it('tells the approver, the vendor, the author and the finance approver, each once', async () => {
    const { alice, fiona, victor } = p.users;
    let mark = await lastId();
    const created = await kit.call(p.alice, 'POST', '/po/', {
      vendor_company_id: p.bharat,
      po_items: JSON.stringify(ITEMS),
      po_number: `PO-NOTE-${Date.now()}`,
    });
    const po = created.json<{ po_id: number; po_number: string }>();
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${po.po_id}&user_id=${fiona}`);
    expect(await notesSince(mark)).toEqual([
      expect.objectContaining({
        user_id: fiona,
        company_id: p.acme,
        kind: 'poso.approval_requested',
        text: po.po_number,
        link: `/dashboard/default/${p.acme}/poso/approve-po/${po.po_id}`,
      }),
    ]);

    mark = await lastId();
    const approved = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${po.po_id}`);
    const received = approved.json<{ po_received_id: number }>().po_received_id;
    const afterApproval = await notesSince(mark);
    expect(afterApproval).toContainEqual(
      expect.objectContaining({
        user_id: victor,
        company_id: p.bharat,
        kind: 'poso.received',
        link: `/dashboard/default/${p.bharat}/poso/view-received-po/${received}`,
      }),
    );
    expect(afterApproval).toContainEqual(
      expect.objectContaining({ user_id: alice, kind: 'poso.status_changed' }),
    );
    // The approver did it: she is not told about her own step.
    expect(afterApproval.some((n) => n.user_id === fiona)).toBe(false);

    mark = await lastId();
    await kit.call(p.victor, 'PATCH', '/po/received/accept/', { po_received_id: received });
    expect(await notesSince(mark)).toEqual([
      expect.objectContaining({
        user_id: alice,
        kind: 'poso.status_changed',
        text: `${po.po_number} · Raised`,
      }),
    ]);
  });

  it('an invoice received, accepted, paid and confirmed reaches the people who act next', async () => {
    const { alice, fiona, victor } = p.users;
    let mark = await lastId();
    const ids = await invoiceAtCustomer(kit, p);
    const sentNotes = (await notesSince(mark)).filter((n) => n.link.includes('received-invoice'));
    expect(sentNotes.map((n) => n.user_id).sort()).toEqual([alice, fiona].sort());
    expect(sentNotes.every((n) => n.kind === 'poso.received')).toBe(true);

    mark = await lastId();
    const url = `/invoices/received/accept/?invoice_received_id=${ids.invoiceReceivedId}`;
    await kit.call(p.alice, 'PATCH', url);
    const accepted = await notesSince(mark);
    expect(accepted).toContainEqual(
      expect.objectContaining({
        user_id: fiona,
        kind: 'poso.approval_requested',
        link: `/dashboard/default/${p.acme}/poso/view-invoice-approval/${ids.invoiceReceivedId}`,
      }),
    );
    expect(accepted).toContainEqual(
      expect.objectContaining({
        user_id: victor,
        company_id: p.bharat,
        kind: 'poso.status_changed',
      }),
    );
    await kit.call(p.fiona, 'PATCH', url);

    mark = await lastId();
    const paid = await kit.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: ids.invoiceReceivedId, reference_number: 'UTR-NOTE-1', amount: '100' },
      { 'idempotency-key': newKey() },
    );
    expect(paid.statusCode).toBe(201);
    expect(await notesSince(mark)).toEqual([
      expect.objectContaining({ user_id: victor, company_id: p.bharat, kind: 'poso.received' }),
    ]);

    mark = await lastId();
    const received = paid.json<{ payment_received_id: number }>().payment_received_id;
    const confirmed = await kit.call(
      p.victor,
      'PATCH',
      `/invoices/confirm/?payment_received_id=${received}`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await notesSince(mark)).toEqual([
      expect.objectContaining({
        user_id: alice,
        company_id: p.acme,
        kind: 'poso.status_changed',
        link: `/dashboard/default/${p.acme}/poso/view-purchase-invoice/${ids.invoiceReceivedId}`,
      }),
    ]);
  });
});
