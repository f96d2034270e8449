import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, posoFlows } from '../testing/poso-flows.js';
import { actionKey, LINES, startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// What a client sees of the poso service's refusals: per-field messages keyed by the GraphQL
// argument it sent, never by a REST wire name, and statuses as the document type's enum.

let kit: PosoKit;
let alice: Session;
let victor: Session;
let flows: ReturnType<typeof posoFlows>;

beforeAll(async () => {
  kit = await startPosoKit();
  const { acme, bharat } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  victor = await kit.signIn('victor', bharat);
  const fiona = await kit.signIn('fiona', acme);
  flows = posoFlows(kit, { alice, fiona, victor });
});
afterAll(() => kit?.close());

describe('poso refusals through GraphQL', () => {
  it('a refused charge names the nested argument: charge.masterId', async () => {
    const { received } = await flows.raisedAndInvoiced();
    const draft = ok(
      await kit.graphql<{ createSalesInvoice: { id: number; status: string } }>(
        'mutation I($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id status } }',
        { input: { receivedPurchaseOrderId: received, items: LINES } },
        victor.headers,
      ),
    ).createSalesInvoice;
    expect(draft.status).toBe('DRAFT');

    const body = await kit.graphql(
      'mutation C($id: Int!) { addSalesInvoiceCharge(invoiceId: $id, charge: { masterId: 987654, amount: "10" }) { id } }',
      { id: draft.id },
      victor.headers,
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { 'charge.masterId': 'Unknown additional_charge_master_id' },
    });
  });

  it('a refusal about something the call did not send names no field and says why', async () => {
    const empty = await flows.createPo(alice, { items: [] });
    const body = await kit.graphql(
      'mutation S($id: Int!, $approver: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $approver, idempotencyKey: $key, fromStatus: DRAFT) { id } }',
      { id: empty.id, approver: kit.ids.users.fiona, key: actionKey() },
      alice.headers,
    );
    expect(body.errors?.[0]?.message).toBe('The purchase order has no items');
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: {} });
  });

  it('an approver the company does not have is refused on approverUserId', async () => {
    const po = await flows.createPo(alice);
    const body = await kit.graphql(
      'mutation S($id: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: 987654, idempotencyKey: $key) { id } }',
      { id: po.id, key: actionKey() },
      alice.headers,
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { approverUserId: 'Not an approver of this company' },
    });
  });

  it('fromStatus is the status the user saw: an action on a document that moved on is a CONFLICT', async () => {
    const received = await flows.sendAndApprove((await flows.createPo()).id);
    const stale = await kit.graphql(
      'mutation A($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: RAISED) { status } }',
      { id: received, key: actionKey() },
      victor.headers,
    );
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const seen = ok(
      await kit.graphql<{ acceptReceivedPurchaseOrder: { status: string } }>(
        'mutation A($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: SENT_TO_VENDOR) { status } }',
        { id: received, key: actionKey() },
        victor.headers,
      ),
    );
    expect(seen.acceptReceivedPurchaseOrder.status).toBe('RAISED');
  });

  it('lists filter by the status enum', async () => {
    const received = await flows.sendAndApprove((await flows.createPo()).id);
    const listed = ok(
      await kit.graphql<{
        sent: { items: { id: number; status: string }[] };
        raised: { items: { id: number }[] };
      }>(
        `{ sent: receivedPurchaseOrders(filter: { status: SENT_TO_VENDOR }, size: 100) { items { id status } }
           raised: receivedPurchaseOrders(filter: { status: RAISED }, size: 100) { items { id } } }`,
        {},
        victor.headers,
      ),
    );
    expect(listed.sent.items).toContainEqual({ id: received, status: 'SENT_TO_VENDOR' });
    expect(new Set(listed.sent.items.map((item) => item.status))).toEqual(
      new Set(['SENT_TO_VENDOR']),
    );
    expect(listed.raised.items.map((item) => item.id)).not.toContain(received);
  });
});
