import { describe, expect, it } from 'vitest';
import { actionKey, type GraphQLBody, type PosoKit, type Session } from '../testing/poso-kit.js';
import { ok, posoFlows, withPosoLoop } from '../testing/poso-flows.js';

// Money waits out the undo grace period, over HTTP through the real BFF: a payment and an
// advance answer a held action and no document, the vendor's confirmation answers the
// payment with its held action, a replay of the key answers the same held action, an undo
// within the period leaves the vendor with nothing, and after the commit it is too late.

let kit: PosoKit;
let alice: Session;
let fiona: Session;
let victor: Session;
let flows: ReturnType<typeof posoFlows>;
let held: Awaited<ReturnType<PosoKit['withUndoGrace']>>;

withPosoLoop(async (loop) => {
  ({ kit, alice, fiona, victor, flows } = loop);
  held = await kit.withUndoGrace(600_000);
});

type HeldAction = { id: number; kind: string; state: string; dueAt: string; mine?: boolean };
type ClaimPayload = {
  payment: { id: number } | null;
  heldAction: HeldAction | null;
  purchaseInvoice: {
    paidAmount: string;
    isPaymentAllowed: boolean;
    heldAction: HeldAction | null;
  };
};

const CLAIM_HELD = `mutation Pay($input: ClaimPaymentInput!, $key: String!) {
  claimPayment(input: $input, idempotencyKey: $key) {
    payment { id }
    heldAction { id kind state dueAt mine amount }
    purchaseInvoice { paidAmount isPaymentAllowed heldAction { id kind } }
  }
}`;

async function claim(purchaseInvoiceId: number, amount: string, key = actionKey()) {
  const body = await held.graphql<{ claimPayment: ClaimPayload }>(
    CLAIM_HELD,
    { input: { purchaseInvoiceId, referenceNumber: 'UTR-HELD', amount }, key },
    alice.headers,
  );
  return ok(body).claimPayment;
}

/** What the vendor holds of payments against its invoice. */
async function atVendor(salesInvoiceId: number) {
  return ok(
    await kit.graphql<{
      paymentsReceived: {
        totalCount: number;
        items: { id: number; status: string; isConfirmAllowed: boolean }[];
      };
    }>(
      'query V($id: Int!) { paymentsReceived(filter: { salesInvoiceId: $id }) { totalCount items { id status isConfirmAllowed } } }',
      { id: salesInvoiceId },
      victor.headers,
    ),
  ).paymentsReceived;
}

const undo = (id: number) =>
  held.graphql<{ undoHeldAction: { id: number; state: string } }>(
    'mutation U($id: Int!) { undoHeldAction(id: $id) { id state } }',
    { id },
    alice.headers,
  );

const codeOf = (body: GraphQLBody) =>
  (body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;

describe('payments and advances held for the undo grace period, through GraphQL', () => {
  it('a payment answers its held action; the replay answers the same; undo leaves the vendor with nothing', async () => {
    const ids = await flows.payable();
    const key = actionKey();
    const first = await claim(ids.purchaseInvoice, '1000', key);
    expect(first.payment).toBeNull();
    expect(first.heldAction).toMatchObject({
      kind: 'CLAIM_PAYMENT',
      state: 'PENDING',
      mine: true,
      amount: '1000.00',
    });
    // Another user of the company sees it wait, and that it is not theirs to undo.
    const seenBy = async (who: Session) =>
      ok(
        await held.graphql<{ heldAction: { mine: boolean } }>(
          'query H($id: Int!) { heldAction(id: $id) { mine } }',
          { id: first.heldAction!.id },
          who.headers,
        ),
      ).heldAction.mine;
    expect(await seenBy(alice)).toBe(true);
    expect(await seenBy(fiona)).toBe(false);
    expect(Date.parse(first.heldAction!.dueAt)).toBeGreaterThan(Date.now());
    expect(first.purchaseInvoice).toMatchObject({
      paidAmount: '0.00',
      isPaymentAllowed: false,
      heldAction: { id: first.heldAction!.id, kind: 'CLAIM_PAYMENT' },
    });
    expect((await claim(ids.purchaseInvoice, '1000', key)).heldAction!.id).toBe(
      first.heldAction!.id,
    );
    expect((await atVendor(ids.invoice)).totalCount).toBe(0);

    expect(ok(await undo(first.heldAction!.id)).undoHeldAction.state).toBe('CANCELLED');
    expect((await atVendor(ids.invoice)).totalCount).toBe(0);
  });

  it('carried out, the payment reaches the vendor and undo is too late; the confirmation is held too', async () => {
    const ids = await flows.payable();
    const paid = await claim(ids.purchaseInvoice, '2500');
    expect(await held.heldActions.commit(paid.heldAction!.id)).toBe('committed');
    const late = await undo(paid.heldAction!.id);
    expect(codeOf(late)).toBe('CONFLICT');
    expect(JSON.stringify(late.errors)).toMatch(/Too late to undo/);

    const [payment] = (await atVendor(ids.invoice)).items;
    expect(payment).toMatchObject({ status: 'CLAIMED', isConfirmAllowed: true });
    const confirmed = ok(
      await held.graphql<{
        confirmPayment: {
          payment: { status: string; isConfirmAllowed: boolean; heldAction: HeldAction | null };
        };
      }>(
        'mutation C($id: Int!, $key: String!) { confirmPayment(id: $id, idempotencyKey: $key) { payment { status isConfirmAllowed heldAction { id kind state dueAt } } } }',
        { id: payment!.id, key: actionKey() },
        victor.headers,
      ),
    ).confirmPayment.payment;
    expect(confirmed).toMatchObject({
      status: 'CLAIMED',
      isConfirmAllowed: false,
      heldAction: { kind: 'CONFIRM_PAYMENT', state: 'PENDING' },
    });
    const customerSees = async () =>
      ok(
        await kit.graphql<{ paymentsMade: { items: { status: string }[] } }>(
          'query M($id: Int!) { paymentsMade(filter: { purchaseInvoiceId: $id }) { items { status } } }',
          { id: ids.purchaseInvoice },
          alice.headers,
        ),
      ).paymentsMade.items[0]!.status;
    expect(await customerSees()).toBe('CLAIMED');
    expect(await held.heldActions.commit(confirmed.heldAction!.id)).toBe('committed');
    expect(await customerSees()).toBe('CONFIRMED');
  });

  it('an advance answers its held action and no advance until it is carried out', async () => {
    const po = await flows.createPo();
    const received = await flows.sendAndApprove(po.id);
    ok(
      await kit.graphql(
        'mutation A($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key) { id } }',
        { id: received, key: actionKey() },
        victor.headers,
      ),
    );
    const paid = ok(
      await held.graphql<{
        payAdvance: { advance: { id: number } | null; heldAction: HeldAction | null };
      }>(
        'mutation P($input: PayAdvanceInput!, $key: String!) { payAdvance(input: $input, idempotencyKey: $key) { advance { id } heldAction { id kind state amount } } }',
        {
          input: { purchaseOrderId: po.id, referenceNumber: 'ADV-HELD', amount: '400' },
          key: actionKey(),
        },
        alice.headers,
      ),
    ).payAdvance;
    expect(paid.advance).toBeNull();
    expect(paid.heldAction).toMatchObject({
      kind: 'PAY_ADVANCE',
      state: 'PENDING',
      amount: '400.00',
    });
    // The order's page says what waits on it: the advance and its amount.
    const onOrder = ok(
      await kit.graphql<{ purchaseOrder: { heldAction: HeldAction & { amount: string } } }>(
        'query O($id: Int!) { purchaseOrder(id: $id) { heldAction { id kind amount } } }',
        { id: po.id },
        alice.headers,
      ),
    ).purchaseOrder.heldAction;
    expect(onOrder).toMatchObject({
      id: paid.heldAction!.id,
      kind: 'PAY_ADVANCE',
      amount: '400.00',
    });
    const vendorAdvances = async () =>
      ok(
        await kit.graphql<{ advancesReceived: { totalCount: number } }>(
          'query R($id: Int!) { advancesReceived(filter: { receivedPurchaseOrderId: $id }) { totalCount } }',
          { id: received },
          victor.headers,
        ),
      ).advancesReceived.totalCount;
    expect(await vendorAdvances()).toBe(0);
    expect(await held.heldActions.commit(paid.heldAction!.id)).toBe('committed');
    expect(await vendorAdvances()).toBe(1);
  });
});
