import { describe, expect, it } from 'vitest';
import { buildPosoApp } from '../app.js';
import { HeldActionService } from './held-action.service.js';
import { ITEMS, withKit, type Kit, type Parties } from '../testing/testkit.js';

// The undo grace period against a real database: a held hand-over reaches nothing of the
// other company until it is carried out, an undo within the period cancels it, an undo and
// the commit racing leave exactly one winner, and a held action outlives its process.

const GRACE = { graceMs: 600_000, pollMs: 60_000 };

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started), { heldActions: GRACE });

type Held = { held_action_id: number; state: string; due_at: string; outcome: string | null };
type Po = {
  po_id: number;
  po_number: string;
  po_status_master_id: number;
  po_received_id: number | null;
  is_accept_allowed: boolean;
  held_action: Held | null;
};

const held = () => kit.app.heldActions as HeldActionService;

/** A customer PO waiting for fiona's approval. */
async function poWaitingForApproval(): Promise<number> {
  const created = await kit.call(p.alice, 'POST', '/po/', {
    vendor_company_id: p.bharat,
    po_items: JSON.stringify(ITEMS),
  });
  expect(created.statusCode, created.body).toBe(201);
  const poId = created.json<{ po_id: number }>().po_id;
  const sent = await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`);
  expect(sent.statusCode, sent.body).toBe(200);
  return poId;
}

async function approve(poId: number): Promise<Po> {
  const r = await kit.call(p.fiona, 'PATCH', `/po/approve/?po_id=${poId}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Po>();
}

/** What the vendor holds of a customer PO: its received copies with that number. */
async function atVendor(poNumber: string): Promise<number> {
  const r = await kit.call(p.victor, 'GET', `/po/received/?po_number=${poNumber}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ totalCount: number }>().totalCount;
}

async function vendorNotificationsAbout(poNumber: string): Promise<number> {
  const rows = await kit.t.db
    .selectFrom('core.notifications')
    .select('notification_id')
    .where('user_id', '=', p.users.victor)
    .where('text', 'like', `%${poNumber}%`)
    .execute();
  return rows.length;
}

describe('undo grace period of hand-overs', () => {
  it('tells the screens the grace period, so a confirmation promises the undo that follows', async () => {
    const settings = await kit.call(p.victor, 'GET', '/settings/');
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ undo_grace_ms: GRACE.graceMs });
  });

  it('holds an approval: the PO stays with the customer and the vendor sees nothing', async () => {
    const poId = await poWaitingForApproval();
    const po = await approve(poId);
    expect(po.po_status_master_id).toBe(2);
    expect(po.po_received_id).toBeNull();
    expect(po.held_action).toMatchObject({ state: 'pending' });
    expect(po.is_accept_allowed).toBe(false);
    expect(await atVendor(po.po_number)).toBe(0);

    const undone = await kit.call(
      p.fiona,
      'POST',
      `/held-actions/${po.held_action!.held_action_id}/undo/`,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Held>().state).toBe('cancelled');
    // Nothing is left to carry out: a commit finds it cancelled.
    expect(await held().commit(po.held_action!.held_action_id)).toBeNull();
    expect(await atVendor(po.po_number)).toBe(0);
    expect(await vendorNotificationsAbout(po.po_number)).toBe(0);

    const after = await kit.call(p.fiona, 'GET', `/po/by/?po_id=${poId}`);
    expect(after.json<Po>()).toMatchObject({
      po_status_master_id: 2,
      held_action: null,
      is_accept_allowed: true,
    });
  });

  it('refuses at once what the action would refuse, and a second action on a held document', async () => {
    const poId = await poWaitingForApproval();
    // alice wrote it: separation of duties answers now, not when the period ends
    const own = await kit.call(p.alice, 'PATCH', `/po/approve/?po_id=${poId}`);
    expect(own.statusCode).toBe(403);
    const po = await approve(poId);
    const reject = await kit.call(p.fiona, 'PATCH', `/po/approve/reject/?po_id=${poId}`, {
      reject_remarks: 'changed my mind',
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json<{ message: string }>().message).toMatch(/waiting/);
    // only whoever acted may undo
    const byAlice = await kit.call(
      p.alice,
      'POST',
      `/held-actions/${po.held_action!.held_action_id}/undo/`,
    );
    expect(byAlice.statusCode).toBe(403);
    const byVendor = await kit.call(
      p.victor,
      'POST',
      `/held-actions/${po.held_action!.held_action_id}/undo/`,
    );
    expect(byVendor.statusCode).toBe(404);
  });

  it('carries the approval out when due: mirrored, notified, and then too late to undo', async () => {
    const poId = await poWaitingForApproval();
    const po = await approve(poId);
    const id = po.held_action!.held_action_id;
    expect(await held().commit(id)).toBe('committed');
    expect(await atVendor(po.po_number)).toBe(1);
    expect(await vendorNotificationsAbout(po.po_number)).toBeGreaterThan(0);
    const after = await kit.call(p.fiona, 'GET', `/po/by/?po_id=${poId}`);
    expect(after.json<Po>()).toMatchObject({ po_status_master_id: 4, held_action: null });

    const late = await kit.call(p.fiona, 'POST', `/held-actions/${id}/undo/`);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/Too late to undo/);
    const state = await kit.call(p.fiona, 'GET', `/held-actions/${id}/`);
    expect(state.json<Held>().state).toBe('committed');
  });

  it('lets exactly one of an undo and the commit win when they race', async () => {
    let undone = 0;
    let committed = 0;
    for (let round = 0; round < 8; round++) {
      const poId = await poWaitingForApproval();
      const po = await approve(poId);
      const id = po.held_action!.held_action_id;
      const [undo, commit] = await Promise.all([
        kit.call(p.fiona, 'POST', `/held-actions/${id}/undo/`),
        held().commit(id),
      ]);
      const undoWon = undo.statusCode === 200;
      const commitWon = commit === 'committed';
      expect(undoWon !== commitWon, `round ${round}: ${undo.body} / ${commit}`).toBe(true);
      if (!undoWon) expect(undo.statusCode).toBe(409);
      expect(await atVendor(po.po_number)).toBe(commitWon ? 1 : 0);
      if (undoWon) undone++;
      else committed++;
    }
    expect(undone + committed).toBe(8);
  });

  it('holds the other hand-overs: vendor accept, invoice send, invoice accept', async () => {
    const poId = await poWaitingForApproval();
    const po = await approve(poId);
    await held().commit(po.held_action!.held_action_id);
    const { po_received_id } = (await kit.call(p.fiona, 'GET', `/po/by/?po_id=${poId}`)).json<Po>();

    const accepted = await kit.call(p.victor, 'PATCH', '/po/received/accept/', {
      po_received_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptHeld = accepted.json<Po>().held_action!;
    expect(acceptHeld.state).toBe('pending');
    // the customer's PO has not moved
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json<Po>()).toMatchObject({
      po_status_master_id: 4,
    });
    expect(await held().commit(acceptHeld.held_action_id)).toBe('committed');
    expect((await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`)).json<Po>()).toMatchObject({
      po_status_master_id: 3,
    });

    const invoice = await kit.call(p.victor, 'POST', '/invoices/', {
      sales_po_id: po_received_id,
      invoice_items: ITEMS,
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const { invoice_id, invoice_number } = invoice.json<{
      invoice_id: number;
      invoice_number: string;
    }>();
    const sent = await kit.call(p.victor, 'POST', `/invoices/send/?invoice_id=${invoice_id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const sendHeld = sent.json<{ held_action: Held; invoice_status_master_id: number }>();
    expect(sendHeld).toMatchObject({
      invoice_status_master_id: 1,
      held_action: { state: 'pending' },
    });
    // a draft being sent is not edited meanwhile
    const edit = await kit.call(p.victor, 'PATCH', `/invoices/${invoice_id}/`, {
      description: 'late change',
    });
    expect(edit.statusCode).toBe(409);
    const customerList = async () =>
      (
        await kit.call(p.alice, 'GET', `/invoices/purchase/?invoice_number=${invoice_number}`)
      ).json<{ items: { invoice_received_id: number }[] }>().items;
    expect(await customerList()).toHaveLength(0);
    expect(await held().commit(sendHeld.held_action.held_action_id)).toBe('committed');
    const [received] = await customerList();
    expect(received).toBeDefined();

    const accept = await kit.call(
      p.alice,
      'PATCH',
      `/invoices/received/accept/?invoice_received_id=${received!.invoice_received_id}`,
    );
    expect(accept.statusCode, accept.body).toBe(200);
    const invoiceAccept = accept.json<{ held_action: Held; invoice_status_master_id: number }>();
    expect(invoiceAccept).toMatchObject({ invoice_status_master_id: 2 });
    const undo = await kit.call(
      p.alice,
      'POST',
      `/held-actions/${invoiceAccept.held_action.held_action_id}/undo/`,
    );
    expect(undo.statusCode).toBe(200);
    const vendorSide = await kit.call(p.victor, 'GET', `/invoices/${invoice_id}/`);
    expect(vendorSide.json<{ invoice_status_master_id: number }>().invoice_status_master_id).toBe(
      2,
    );
  });

  it('records a refusal when the action is no longer possible at its time', async () => {
    const poId = await poWaitingForApproval();
    const po = await approve(poId);
    // the connection between the companies ends during the grace period
    await kit.t.db
      .updateTable('core.company_connections')
      .set({ status: 'pending' } as never)
      .where('customer_company_id', '=', p.acme)
      .where('vendor_company_id', '=', p.bharat)
      .execute();
    try {
      expect(await held().commit(po.held_action!.held_action_id)).toBe('failed');
    } finally {
      await kit.t.db
        .updateTable('core.company_connections')
        .set({ status: 'accepted' } as never)
        .where('customer_company_id', '=', p.acme)
        .where('vendor_company_id', '=', p.bharat)
        .execute();
    }
    const state = await kit.call(
      p.fiona,
      'GET',
      `/held-actions/${po.held_action!.held_action_id}/`,
    );
    expect(state.json<Held>()).toMatchObject({ state: 'failed' });
    expect(state.json<Held>().outcome).toBeTruthy();
    expect(await atVendor(po.po_number)).toBe(0);
  });

  it('keeps a held action across a restart: undone by the next process, or carried out by it', async () => {
    const build = (heldActions: { graceMs: number; pollMs: number }) =>
      buildPosoApp({
        db: kit.t.db,
        publicKey: kit.keys.publicKey,
        filesDir: kit.filesDir,
        logger: false,
        heldActions,
      });
    const call = (app: Awaited<ReturnType<typeof build>>, url: string, method = 'POST') =>
      app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: `Bearer ${p.fiona}` },
      });

    // A process holds two approvals and stops before either is due.
    const first = await build(GRACE);
    await first.ready();
    const toUndo = await poWaitingForApproval();
    const toCommit = await poWaitingForApproval();
    const a = (await call(first, `/po/approve/?po_id=${toUndo}`, 'PATCH')).json<Po>();
    const b = (await call(first, `/po/approve/?po_id=${toCommit}`, 'PATCH')).json<Po>();
    await first.close();

    // The next process still knows them: an undo within the period cancels one ...
    const second = await build(GRACE);
    await second.ready();
    const undone = await call(second, `/held-actions/${a.held_action!.held_action_id}/undo/`);
    expect(undone.statusCode, undone.body).toBe(200);
    // ... and its commit carries out the other, as its worker does when due.
    expect(await second.heldActions!.commit(b.held_action!.held_action_id)).toBe('committed');
    await second.close();
    expect(await atVendor(a.po_number)).toBe(0);
    expect(await atVendor(b.po_number)).toBe(1);
  });

  it('carries a due action out by its worker, after a restart, without anyone asking', async () => {
    // Held with a short period by a process that stops before its worker looks again.
    const short = await buildPosoApp({
      db: kit.t.db,
      publicKey: kit.keys.publicKey,
      filesDir: kit.filesDir,
      logger: false,
      heldActions: { graceMs: 1, pollMs: 600_000 },
    });
    await short.ready();
    const poId = await poWaitingForApproval();
    const r = await short.inject({
      method: 'PATCH',
      url: `/po/approve/?po_id=${poId}`,
      headers: { authorization: `Bearer ${p.fiona}` },
    });
    const po = r.json<Po>();
    await short.close();
    const worker = await buildPosoApp({
      db: kit.t.db,
      publicKey: kit.keys.publicKey,
      filesDir: kit.filesDir,
      logger: false,
      heldActions: { graceMs: 1, pollMs: 20 },
    });
    await worker.ready();
    try {
      await expect
        .poll(
          async () =>
            (
              await kit.t.db
                .selectFrom('core.held_actions')
                .select('state')
                .where('held_action_id', '=', po.held_action!.held_action_id)
                .executeTakeFirstOrThrow()
            ).state,
          { timeout: 30_000, interval: 50 },
        )
        .toBe('committed');
    } finally {
      await worker.close();
    }
    expect(await atVendor(po.po_number)).toBe(1);
  });
});
