import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosoApp } from '../app.js';
import type { HeldActionService } from './held-action.service.js';
import {
  newKey,
  payableInvoice,
  raisedPo,
  withKit,
  type Kit,
  type Parties,
} from '../testing/testkit.js';

// Money waits out the undo grace period too, against a real database: a payment, an advance
// and the vendor's confirmation are answered as held (202, or the document with its held
// action), the other company sees nothing until the commit, a replay of the key answers the
// same held action (and, once it is carried out or undone, what became of it), an undo cancels it, and an undo racing the commit leaves one winner.

const GRACE = { graceMs: 600_000, pollMs: 60_000 };

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started), { heldActions: GRACE });

// The documents are brought to the point of payment by a process without a grace period.
let instantApp: FastifyInstance;
let instant: Kit;
beforeAll(async () => {
  instantApp = await buildPosoApp({
    db: kit.t.db,
    publicKey: kit.keys.publicKey,
    filesDir: kit.filesDir,
    logger: false,
  });
  await instantApp.ready();
  instant = {
    ...kit,
    call: (token, method, url, payload, headers = {}) =>
      instantApp.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
  };
});
afterAll(() => instantApp?.close());

type Held = { held_action_id: number; action: string; state: string; due_at: string };
type Pending = { held_action: Held; amount: string };
type Collection = {
  payment_received_id: number;
  payment_status_id: number;
  is_confirm_allowed: boolean;
  held_action: Held | null;
};

const held = () => kit.app.heldActions as HeldActionService;

async function pay(invoiceReceivedId: number, amount: string, key = newKey()) {
  return kit.call(
    p.alice,
    'POST',
    '/payment/',
    { invoice_received_id: invoiceReceivedId, reference_number: 'UTR-HELD', amount },
    { 'idempotency-key': key },
  );
}

/** The vendor's payments received against its invoice. */
async function collections(invoiceId: number): Promise<Collection[]> {
  const r = await kit.call(p.victor, 'GET', `/payment/collections/?invoice_id=${invoiceId}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: Collection[] }>().items;
}

async function customerInvoice(invoiceReceivedId: number) {
  const r = await kit.call(p.alice, 'GET', `/invoices/purchase/${invoiceReceivedId}/`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{
    paid_amount: string;
    is_payment_allowed: boolean;
    held_action: Held | null;
  }>();
}

async function heldRows(id: number) {
  return kit.t.db
    .selectFrom('core.held_actions')
    .select(['state'])
    .where('held_action_id', '=', id)
    .execute();
}

describe('undo grace period of payments and advances', () => {
  it('holds a payment: 202 with the held action, the vendor sees nothing, the replay answers the same', async () => {
    const { invoiceId, invoiceReceivedId } = await payableInvoice(instant, p);
    const key = newKey();
    const first = await pay(invoiceReceivedId, '1000', key);
    expect(first.statusCode, first.body).toBe(202);
    const pending = first.json<Pending>();
    expect(pending).toMatchObject({
      amount: '1000.00',
      held_action: { action: 'payment.claim', state: 'pending' },
    });
    expect(await collections(invoiceId)).toHaveLength(0);
    // the customer's invoice has not moved and offers no second payment meanwhile
    expect(await customerInvoice(invoiceReceivedId)).toMatchObject({
      paid_amount: '0.00',
      is_payment_allowed: false,
      held_action: { held_action_id: pending.held_action.held_action_id },
    });

    const replay = await pay(invoiceReceivedId, '1000', key);
    expect(replay.statusCode).toBe(202);
    expect(replay.json<Pending>().held_action.held_action_id).toBe(
      pending.held_action.held_action_id,
    );
    const another = await pay(invoiceReceivedId, '500');
    expect(another.statusCode).toBe(409);
    expect(
      await kit.t.db
        .selectFrom('core.held_actions')
        .select('held_action_id')
        .where('action', '=', 'payment.claim')
        .where('document_id', '=', invoiceReceivedId)
        .execute(),
    ).toHaveLength(1);

    const undone = await kit.call(
      p.alice,
      'POST',
      `/held-actions/${pending.held_action.held_action_id}/undo/`,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await held().commit(pending.held_action.held_action_id)).toBeNull();
    // the replay of the key now says it was undone, and holds nothing again
    const afterUndo = await pay(invoiceReceivedId, '1000', key);
    expect(afterUndo.statusCode, afterUndo.body).toBe(202);
    expect(afterUndo.json<Pending>()).toMatchObject({
      amount: '1000.00',
      held_action: { held_action_id: pending.held_action.held_action_id, state: 'cancelled' },
    });
    expect(await collections(invoiceId)).toHaveLength(0);
    const made = await kit.call(
      p.alice,
      'GET',
      `/payment/?invoice_received_id=${invoiceReceivedId}`,
    );
    expect(made.json<{ totalCount: number }>().totalCount).toBe(0);
    expect(await customerInvoice(invoiceReceivedId)).toMatchObject({
      paid_amount: '0.00',
      is_payment_allowed: true,
      held_action: null,
    });
  });

  it('refuses at once what the payment would refuse', async () => {
    const { invoiceReceivedId } = await payableInvoice(instant, p);
    const over = await pay(invoiceReceivedId, '99999999');
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fields: Record<string, string> }>().fields.amount).toBe('Incorrect entry');
    const rows = await kit.t.db
      .selectFrom('core.held_actions')
      .select('held_action_id')
      .where('action', '=', 'payment.claim')
      .where('document_id', '=', invoiceReceivedId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('carries the payment out by the worker when due, and then it is too late to undo', async () => {
    const { invoiceId, invoiceReceivedId } = await payableInvoice(instant, p);
    const key = newKey();
    const pending = (await pay(invoiceReceivedId, '2500', key)).json<Pending>();
    const id = pending.held_action.held_action_id;
    // the period ends: the worker's round finds it due
    await kit.t.db
      .updateTable('core.held_actions')
      .set({ due_at: sql`now() - interval '1 second'` })
      .where('held_action_id', '=', id)
      .execute();
    expect(await held().runDue()).toBeGreaterThan(0);
    expect(await heldRows(id)).toEqual([{ state: 'committed' }]);

    const [received] = await collections(invoiceId);
    expect(received).toMatchObject({ payment_status_id: 10, is_confirm_allowed: true });
    expect(await customerInvoice(invoiceReceivedId)).toMatchObject({
      paid_amount: '2500.00',
      held_action: null,
    });
    const vendorTold = await kit.t.db
      .selectFrom('core.notifications')
      .select('notification_id')
      .where('user_id', '=', p.users.victor)
      .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
      .execute();
    expect(vendorTold.length).toBeGreaterThan(0);

    // the replay of the key answers the payment made, not the pending body stored with it
    const replay = await pay(invoiceReceivedId, '2500', key);
    expect(replay.statusCode, replay.body).toBe(201);
    const made = await kit.call(
      p.alice,
      'GET',
      `/payment/?invoice_received_id=${invoiceReceivedId}`,
    );
    const [payment] = made.json<{ items: { payment_id: number }[] }>().items;
    expect(replay.json<{ payment_id: number; amount: string }>()).toMatchObject({
      payment_id: payment!.payment_id,
      amount: '2500.00',
    });

    const late = await kit.call(p.alice, 'POST', `/held-actions/${id}/undo/`);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/Too late to undo/);
  });

  it('lets exactly one of an undo and the commit of a payment win when they race', async () => {
    const { invoiceId, invoiceReceivedId } = await payableInvoice(instant, p);
    let paid = 0;
    for (let round = 0; round < 6; round++) {
      const pending = (await pay(invoiceReceivedId, '100')).json<Pending>();
      const id = pending.held_action.held_action_id;
      const [undo, commit] = await Promise.all([
        kit.call(p.alice, 'POST', `/held-actions/${id}/undo/`),
        held().commit(id),
      ]);
      const undoWon = undo.statusCode === 200;
      const commitWon = commit === 'committed';
      expect(undoWon !== commitWon, `round ${round}: ${undo.body} / ${commit}`).toBe(true);
      if (!undoWon) expect(undo.statusCode).toBe(409);
      if (commitWon) paid++;
      expect(await collections(invoiceId)).toHaveLength(paid);
    }
    expect((await customerInvoice(invoiceReceivedId)).paid_amount).toBe(`${paid * 100}.00`);
  });

  it("holds the vendor's confirmation: the customer's payment stays claimed until it is carried out", async () => {
    const { invoiceId, invoiceReceivedId } = await payableInvoice(instant, p);
    const claimed = await instant.call(
      p.alice,
      'POST',
      '/payment/',
      { invoice_received_id: invoiceReceivedId, reference_number: 'UTR-C', amount: '300' },
      { 'idempotency-key': newKey() },
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    const paymentId = claimed.json<{ payment_id: number }>().payment_id;
    const customerStatus = async () =>
      (await kit.call(p.alice, 'GET', `/payment/?invoice_received_id=${invoiceReceivedId}`))
        .json<{ items: { payment_id: number; payment_status_id: number }[] }>()
        .items.find((x) => x.payment_id === paymentId)!.payment_status_id;
    const [received] = await collections(invoiceId);

    const confirm = () =>
      kit.call(
        p.victor,
        'PATCH',
        `/invoices/confirm/?payment_received_id=${received!.payment_received_id}`,
      );
    const first = await confirm();
    expect(first.statusCode, first.body).toBe(200);
    const firstHeld = first.json<Collection>();
    expect(firstHeld).toMatchObject({
      payment_status_id: 10,
      is_confirm_allowed: false,
      held_action: { action: 'payment.confirm', state: 'pending', amount: null },
    });
    // the vendor's list says so too; the customer sees the payment still claimed
    expect((await collections(invoiceId))[0]).toMatchObject({
      is_confirm_allowed: false,
      held_action: { held_action_id: firstHeld.held_action!.held_action_id },
    });
    expect(await customerStatus()).toBe(10);
    expect((await confirm()).statusCode).toBe(409);

    const undo = await kit.call(
      p.victor,
      'POST',
      `/held-actions/${firstHeld.held_action!.held_action_id}/undo/`,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await customerStatus()).toBe(10);
    expect((await collections(invoiceId))[0]).toMatchObject({
      is_confirm_allowed: true,
      held_action: null,
    });

    const second = (await confirm()).json<Collection>();
    expect(await held().commit(second.held_action!.held_action_id)).toBe('committed');
    expect(await customerStatus()).toBe(11);
  });

  it('holds an advance on its order: the vendor sees it only once it is carried out', async () => {
    const { poId, poReceivedId } = await raisedPo(instant, p);
    const advancesAtVendor = async () =>
      (
        await kit.call(p.victor, 'GET', `/payment/advance/received/?sales_po_id=${poReceivedId}`)
      ).json<{ items: { advance_received_id: number; is_confirm_allowed: boolean }[] }>().items;
    const key = newKey();
    const body = { po_id: poId, reference_number: 'ADV-HELD', amount: '400' };
    const paid = await kit.call(p.alice, 'POST', '/payment/advance/', body, {
      'idempotency-key': key,
    });
    expect(paid.statusCode, paid.body).toBe(202);
    const pending = paid.json<Pending & { po_id: number }>();
    expect(pending).toMatchObject({
      po_id: poId,
      held_action: { action: 'advance.pay', state: 'pending' },
    });
    const replay = await kit.call(p.alice, 'POST', '/payment/advance/', body, {
      'idempotency-key': key,
    });
    expect(replay.json<Pending>().held_action.held_action_id).toBe(
      pending.held_action.held_action_id,
    );
    expect(await advancesAtVendor()).toHaveLength(0);
    // Everyone who reads the order sees the advance wait; only its author may undo it.
    const poAs = async (token: string) =>
      (await kit.call(token, 'GET', `/po/by/?po_id=${poId}`)).json<{ held_action: Held | null }>()
        .held_action;
    expect(pending.held_action).toMatchObject({ mine: true, amount: '400.00' });
    expect(await poAs(p.alice)).toMatchObject({
      action: 'advance.pay',
      mine: true,
      amount: '400.00',
    });
    expect(await poAs(p.fiona)).toMatchObject({
      action: 'advance.pay',
      mine: false,
      amount: '400.00',
    });
    const id = pending.held_action.held_action_id;
    expect((await kit.call(p.fiona, 'GET', `/held-actions/${id}/`)).json()).toMatchObject({
      mine: false,
    });
    expect((await kit.call(p.alice, 'GET', `/held-actions/${id}/`)).json()).toMatchObject({
      mine: true,
    });

    expect(await held().commit(pending.held_action.held_action_id)).toBe('committed');
    const [advance] = await advancesAtVendor();
    expect(advance).toMatchObject({ is_confirm_allowed: true });
    const committedReplay = await kit.call(p.alice, 'POST', '/payment/advance/', body, {
      'idempotency-key': key,
    });
    expect(committedReplay.statusCode, committedReplay.body).toBe(201);
    expect(committedReplay.json()).not.toHaveProperty('held_action');
    expect(committedReplay.json<{ amount: string }>().amount).toBe('400.00');
    expect(await advancesAtVendor()).toHaveLength(1);

    // the vendor's confirmation of it is held as well
    const confirm = await kit.call(
      p.victor,
      'PATCH',
      `/payment/advance/confirm/?advance_received_id=${advance!.advance_received_id}`,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json<{ held_action: Held }>().held_action).toMatchObject({
      action: 'advance.confirm',
      state: 'pending',
    });
    const paidList = async () =>
      (await kit.call(p.alice, 'GET', `/payment/advance/list/?po_id=${poId}`)).json<{
        items: { payment_status_id: number }[];
      }>().items;
    expect((await paidList())[0]!.payment_status_id).toBe(10);
    expect(
      await held().commit(confirm.json<{ held_action: Held }>().held_action.held_action_id),
    ).toBe('committed');
    expect((await paidList())[0]!.payment_status_id).toBe(11);
  });
});
