import { afterAll, beforeAll } from 'vitest';
import {
  actionKey,
  LINES,
  startPosoKit,
  type GraphQLBody,
  type KitOptions,
  type PosoKit,
  type Session,
} from './poso-kit.js';

// Documents in a given state, made through GraphQL by the demo users, for BFF tests.

export const PO_FIELDS = `id poNumber poDate currency exchangeRate amount advanceAmount description
  status rejectRemarks approverUserId
  isAcceptAllowed isRejectAllowed isEditAllowed isSendAllowed isAdvanceAllowed
  items { itemId materialDescription ratePerUnit quantity tax lineTotal }
  vendor { id name } customer { id name } approver { id userName }`;
export const RECEIVED_FIELDS = `id poNumber amount status rejectRemarks
  isAcceptAllowed isRejectAllowed isInvoiceCreateAllowed customer { id name } vendor { id name }
  items { materialDescription lineTotal }`;
export const INVOICE_FIELDS = `invoiceNumber dueDate amount additionalChargesTotal total paidAmount pendingAmount
  status rejectRemarks items { materialDescription lineTotal }
  additionalCharges { masterId name amount } vendor { id name } customer { id name }`;

export function ok<T>(body: GraphQLBody<T>): T {
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export type Po = {
  id: number;
  amount: string;
  status: string;
  [key: string]: unknown;
};

export const ACCEPT_INVOICE =
  'mutation A($id: Int!, $key: String!, $from: InvoiceStatus) { acceptPurchaseInvoice(id: $id, idempotencyKey: $key, fromStatus: $from) { id status isPaymentAllowed pendingAmount } }';
export const CLAIM =
  'mutation Pay($input: ClaimPaymentInput!, $key: String!) { claimPayment(input: $input, idempotencyKey: $key) { payment { id amount status pendingAmount } purchaseInvoice { id status paidAmount pendingAmount isPaymentAllowed } } }';

export type Actors = { alice: Session; fiona: Session; victor: Session };

/** A started kit with the loop's people signed in and the flows they walk. */
export type PosoLoop = Actors & { kit: PosoKit; flows: ReturnType<typeof posoFlows> };

/** Starts a kit and signs in alice and fiona at Acme (customer) and victor at Bharat (vendor). */
export async function startPosoLoop(options: KitOptions = {}): Promise<PosoLoop> {
  const kit = await startPosoKit(options);
  const { acme, bharat } = kit.ids.companies;
  const actors: Actors = {
    alice: await kit.signIn('alice', acme),
    fiona: await kit.signIn('fiona', acme),
    victor: await kit.signIn('victor', bharat),
  };
  return { kit, ...actors, flows: posoFlows(kit, actors) };
}

/**
 * For a test file: the loop started before its tests (`use` takes it, and may prepare more
 * with it) and its kit closed after them.
 */
export function withPosoLoop(use: (loop: PosoLoop) => void | Promise<void>): void {
  let kit: PosoKit | undefined;
  beforeAll(async () => {
    const loop = await startPosoLoop();
    kit = loop.kit;
    await use(loop);
  });
  afterAll(() => kit?.close());
}

export function posoFlows(kit: PosoKit, { alice, fiona, victor }: Actors) {
  const bharat = kit.ids.companies.bharat;

  /** The data of a GraphQL call made by `session`; an error fails the test. */
  async function ask<T>(
    session: Session,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    return ok(await kit.graphql<T>(query, variables, session.headers));
  }

  async function createPo(session = alice, extra: Record<string, unknown> = {}): Promise<Po> {
    const body = await kit.graphql<{ createPurchaseOrder: Po }>(
      `mutation Create($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { ${PO_FIELDS} } }`,
      { input: { vendorId: bharat, items: LINES, description: 'Rods for site 4', ...extra } },
      session.headers,
    );
    return ok(body).createPurchaseOrder;
  }

  async function sendAndApprove(poId: number): Promise<number> {
    ok(
      await kit.graphql(
        'mutation Send($id: Int!, $approver: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $approver, idempotencyKey: $key, fromStatus: DRAFT) { id } }',
        { id: poId, approver: kit.ids.users.fiona, key: actionKey() },
        alice.headers,
      ),
    );
    ok(
      await kit.graphql(
        'mutation Approve($id: Int!, $key: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: WAITING_FOR_APPROVAL) { id } }',
        { id: poId, key: actionKey() },
        fiona.headers,
      ),
    );
    const received = ok(
      await kit.graphql<{ receivedPurchaseOrders: { items: { id: number; poNumber: string }[] } }>(
        '{ receivedPurchaseOrders(filter: { status: SENT_TO_VENDOR }, size: 100) { items { id poNumber } } }',
        {},
        victor.headers,
      ),
    );
    const po = ok(
      await kit.graphql<{ purchaseOrder: { poNumber: string } }>(
        'query Po($id: Int!) { purchaseOrder(id: $id) { poNumber } }',
        { id: poId },
        alice.headers,
      ),
    );
    return received.receivedPurchaseOrders.items.find(
      (r) => r.poNumber === po.purchaseOrder.poNumber,
    )!.id;
  }

  async function raisedAndInvoiced(): Promise<{
    poId: number;
    received: number;
    invoice: number;
    purchaseInvoice: number;
  }> {
    const po = await createPo();
    const received = await sendAndApprove(po.id);
    ok(
      await kit.graphql(
        'mutation Accept($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
        { id: received, key: actionKey() },
        victor.headers,
      ),
    );
    const invoice = ok(
      await kit.graphql<{ createSalesInvoice: { id: number } }>(
        'mutation Invoice($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id } }',
        { input: { receivedPurchaseOrderId: received, items: LINES } },
        victor.headers,
      ),
    ).createSalesInvoice.id;
    ok(
      await kit.graphql(
        'mutation Send($id: Int!, $key: String!) { sendSalesInvoice(id: $id, idempotencyKey: $key) { id } }',
        { id: invoice, key: actionKey() },
        victor.headers,
      ),
    );
    const purchase = ok(
      await kit.graphql<{ purchaseInvoices: { items: { id: number }[] } }>(
        'query P($po: Int!) { purchaseInvoices(filter: { purchaseOrderId: $po }) { items { id } } }',
        { po: po.id },
        alice.headers,
      ),
    ).purchaseInvoices.items[0]!.id;
    return { poId: po.id, received, invoice, purchaseInvoice: purchase };
  }

  async function payable(): Promise<Awaited<ReturnType<typeof raisedAndInvoiced>>> {
    const ids = await raisedAndInvoiced();
    ok(
      await kit.graphql(
        ACCEPT_INVOICE,
        { id: ids.purchaseInvoice, key: actionKey() },
        alice.headers,
      ),
    );
    ok(
      await kit.graphql(
        ACCEPT_INVOICE,
        { id: ids.purchaseInvoice, key: actionKey() },
        fiona.headers,
      ),
    );
    return ids;
  }

  return { ask, createPo, sendAndApprove, raisedAndInvoiced, payable };
}
