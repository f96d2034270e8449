import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionKey,
  LINES,
  LINES_TOTAL,
  startPosoKit,
  type GraphQLBody,
  type PosoKit,
  type Session,
} from '../testing/poso-kit.js';
import {
  ACCEPT_INVOICE,
  CLAIM,
  INVOICE_FIELDS,
  ok,
  PO_FIELDS,
  posoFlows,
  RECEIVED_FIELDS,
  type Po,
} from '../testing/poso-flows.js';

// The whole purchase -> sales -> invoice -> payment loop through GraphQL, with the real users
// and poso services on a real database behind the real BFF.

let kit: PosoKit;
let alice: Session;
let fiona: Session;
let victor: Session;
let acme: number;
let bharat: number;
let flows: ReturnType<typeof posoFlows>;

beforeAll(async () => {
  kit = await startPosoKit();
  ({ acme, bharat } = kit.ids.companies);
  alice = await kit.signIn('alice', acme);
  fiona = await kit.signIn('fiona', acme);
  victor = await kit.signIn('victor', bharat);
  flows = posoFlows(kit, { alice, fiona, victor });
});
afterAll(() => kit?.close());

describe('the purchase -> sales -> invoice -> payment loop through GraphQL', () => {
  it('alice orders, fiona approves, victor accepts and invoices, both accept, alice pays, victor confirms', async () => {
    // AddPo: the vendor picker, the approver picker and the exchange rate
    const setup = ok(
      await kit.graphql<{
        companyConnections: {
          relation: string;
          status: string;
          company: { id: number; name: string };
        }[];
        approvers: { id: number; userName: string }[];
        exchangeRate: { rate: string; rateDate: string };
      }>(
        `{ companyConnections(relation: VENDOR, status: ACCEPTED) { relation status company { id name } }
           approvers(kind: PURCHASE_ORDER) { id userName }
           exchangeRate(from: "USD", to: "INR", date: "2026-10-15") { rate rateDate } }`,
        {},
        alice.headers,
      ),
    );
    expect(setup.companyConnections).toContainEqual({
      relation: 'VENDOR',
      status: 'ACCEPTED',
      company: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    expect(setup.approvers.map((a) => a.userName).sort()).toEqual(['alice', 'fiona']);
    expect(setup.exchangeRate).toEqual({ rate: '84.100000', rateDate: '2026-10-01' });

    const po = await flows.createPo(alice, {
      currency: 'USD',
      exchangeRate: setup.exchangeRate.rate,
    });
    expect(po).toMatchObject({
      amount: LINES_TOTAL,
      currency: 'USD',
      exchangeRate: '84.100000',
      status: 'DRAFT',
      isEditAllowed: true,
      isSendAllowed: true,
      isAcceptAllowed: false,
      vendor: { id: bharat, name: 'Bharat Steel Supplies' },
      customer: { id: acme, name: 'Acme Retail Pvt Ltd' },
      approver: null,
    });
    expect(po.items).toEqual([
      expect.objectContaining({ materialDescription: 'Steel rods 12mm', lineTotal: '11800.00' }),
      expect.objectContaining({ materialDescription: 'Binding wire', lineTotal: '212.10' }),
    ]);

    const sent = ok(
      await kit.graphql<{ sendPurchaseOrderForApproval: Po }>(
        `mutation Send($id: Int!, $approver: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $approver, idempotencyKey: $key, fromStatus: DRAFT) { ${PO_FIELDS} } }`,
        { id: po.id, approver: kit.ids.users.fiona, key: actionKey() },
        alice.headers,
      ),
    ).sendPurchaseOrderForApproval;
    expect(sent).toMatchObject({
      status: 'WAITING_FOR_APPROVAL',
      approver: { id: kit.ids.users.fiona, userName: 'fiona' },
      isEditAllowed: false,
    });

    const queue = ok(
      await kit.graphql<{ purchaseOrdersAwaitingMyApproval: { items: Po[]; totalCount: number } }>(
        `{ purchaseOrdersAwaitingMyApproval { totalCount items { ${PO_FIELDS} } } }`,
        {},
        fiona.headers,
      ),
    ).purchaseOrdersAwaitingMyApproval;
    expect(queue.items).toContainEqual(
      expect.objectContaining({ id: po.id, isAcceptAllowed: true, isRejectAllowed: true }),
    );
    const approved = ok(
      await kit.graphql<{ approvePurchaseOrder: Po }>(
        `mutation Approve($id: Int!, $key: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: WAITING_FOR_APPROVAL, remarks: "Within budget") { ${PO_FIELDS} } }`,
        { id: po.id, key: actionKey() },
        fiona.headers,
      ),
    ).approvePurchaseOrder;
    expect(approved.status).toBe('SENT_TO_VENDOR');

    // the vendor's received purchase order
    const received = ok(
      await kit.graphql<{ receivedPurchaseOrders: { items: (Po & { poNumber: string })[] } }>(
        `{ receivedPurchaseOrders(filter: { status: SENT_TO_VENDOR }) { totalCount page size items { ${RECEIVED_FIELDS} } } }`,
        {},
        victor.headers,
      ),
    ).receivedPurchaseOrders.items.find((r) => r.amount === LINES_TOTAL)!;
    expect(received).toMatchObject({
      status: 'SENT_TO_VENDOR',
      isAcceptAllowed: true,
      isRejectAllowed: true,
      isInvoiceCreateAllowed: false,
      customer: { id: acme, name: 'Acme Retail Pvt Ltd' },
      vendor: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    const accepted = ok(
      await kit.graphql<{ acceptReceivedPurchaseOrder: Po }>(
        `mutation Accept($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: SENT_TO_VENDOR) { ${RECEIVED_FIELDS} } }`,
        { id: received.id, key: actionKey() },
        victor.headers,
      ),
    ).acceptReceivedPurchaseOrder;
    expect(accepted).toMatchObject({
      status: 'RAISED',
      isInvoiceCreateAllowed: true,
      isAcceptAllowed: false,
    });
    const customerView = ok(
      await kit.graphql<{ purchaseOrder: Po }>(
        'query Po($id: Int!) { purchaseOrder(id: $id) { status isAdvanceAllowed } }',
        { id: po.id },
        alice.headers,
      ),
    ).purchaseOrder;
    expect(customerView).toEqual({
      status: 'RAISED',
      isAdvanceAllowed: true,
    });

    // the vendor invoices with an additional charge and sends it
    const masters = ok(
      await kit.graphql<{ additionalChargeMasters: { id: number; name: string }[] }>(
        '{ additionalChargeMasters { id name } }',
        {},
        victor.headers,
      ),
    ).additionalChargeMasters;
    const freight = masters.find((m) => m.name === 'Freight')!;
    const draft = ok(
      await kit.graphql<{ createSalesInvoice: Record<string, unknown> & { id: number } }>(
        `mutation Invoice($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id isEditAllowed isSendAllowed receivedPurchaseOrderId ${INVOICE_FIELDS} } }`,
        {
          input: {
            receivedPurchaseOrderId: received.id,
            items: LINES,
            additionalCharges: [{ masterId: freight.id, amount: '500' }],
            description: 'First delivery',
          },
        },
        victor.headers,
      ),
    ).createSalesInvoice;
    expect(draft).toMatchObject({
      amount: LINES_TOTAL,
      additionalChargesTotal: '500.00',
      total: '12512.10',
      pendingAmount: '12512.10',
      status: 'DRAFT',
      isEditAllowed: true,
      isSendAllowed: true,
      receivedPurchaseOrderId: received.id,
      additionalCharges: [{ masterId: freight.id, name: 'Freight', amount: '500.00' }],
    });
    const sentInvoice = ok(
      await kit.graphql<{ sendSalesInvoice: { status: unknown } }>(
        'mutation Send($id: Int!, $key: String!) { sendSalesInvoice(id: $id, idempotencyKey: $key, fromStatus: DRAFT) { status isEditAllowed } }',
        { id: draft.id, key: actionKey() },
        victor.headers,
      ),
    ).sendSalesInvoice;
    expect(sentInvoice).toEqual({ status: 'SENT', isEditAllowed: false });

    // the customer's purchase invoice: accept, then finance accepts
    const purchase = ok(
      await kit.graphql<{
        purchaseInvoices: { items: (Record<string, unknown> & { id: number })[] };
      }>(
        `query P($po: Int!) { purchaseInvoices(filter: { purchaseOrderId: $po }) { items { id poNumber purchaseOrderId isAcceptAllowed isRejectAllowed isPaymentAllowed ${INVOICE_FIELDS} } } }`,
        { po: po.id },
        alice.headers,
      ),
    ).purchaseInvoices.items[0]!;
    expect(purchase).toMatchObject({
      purchaseOrderId: po.id,
      total: '12512.10',
      status: 'SENT',
      isAcceptAllowed: true,
      isPaymentAllowed: false,
      additionalCharges: [{ name: 'Freight', amount: '500.00' }],
      vendor: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    const firstAccept = ok(
      await kit.graphql<{ acceptPurchaseInvoice: unknown }>(
        ACCEPT_INVOICE,
        { id: purchase.id, key: actionKey(), from: 'SENT' },
        alice.headers,
      ),
    ).acceptPurchaseInvoice;
    expect(firstAccept).toMatchObject({
      status: 'WAITING_FOR_FINANCE_APPROVAL',
      isPaymentAllowed: false,
    });
    const financeQueue = ok(
      await kit.graphql<{
        purchaseInvoicesAwaitingFinanceApproval: {
          items: { id: number; isAcceptAllowed: boolean }[];
        };
      }>(
        '{ purchaseInvoicesAwaitingFinanceApproval { items { id isAcceptAllowed } } }',
        {},
        fiona.headers,
      ),
    ).purchaseInvoicesAwaitingFinanceApproval;
    expect(financeQueue.items).toContainEqual({ id: purchase.id, isAcceptAllowed: true });
    const financeAccept = ok(
      await kit.graphql<{ acceptPurchaseInvoice: unknown }>(
        ACCEPT_INVOICE,
        { id: purchase.id, key: actionKey(), from: 'WAITING_FOR_FINANCE_APPROVAL' },
        fiona.headers,
      ),
    ).acceptPurchaseInvoice;
    expect(financeAccept).toMatchObject({
      status: 'ACCEPTED',
      isPaymentAllowed: true,
      pendingAmount: '12512.10',
    });

    // the customer pays part
    const paid = ok(
      await kit.graphql<{
        claimPayment: {
          payment: Record<string, unknown>;
          purchaseInvoice: Record<string, unknown>;
        };
      }>(
        CLAIM,
        {
          input: {
            purchaseInvoiceId: purchase.id,
            referenceNumber: 'UTR-7781',
            remarks: 'First part',
            amount: '5000',
            date: '2026-10-20',
          },
          key: actionKey(),
        },
        alice.headers,
      ),
    ).claimPayment;
    expect(paid.payment).toMatchObject({
      amount: '5000.00',
      status: 'CLAIMED',
      pendingAmount: '7512.10',
    });
    expect(paid.purchaseInvoice).toEqual({
      id: purchase.id,
      status: 'PAYMENT_CLAIMED',
      paidAmount: '5000.00',
      pendingAmount: '7512.10',
      isPaymentAllowed: true,
    });

    // the vendor sees the pending payment and confirms it
    const pending = ok(
      await kit.graphql<{
        paymentsReceived: {
          items: {
            id: number;
            isConfirmAllowed: boolean;
            referenceNumber: string;
            customer: { name: string };
          }[];
        };
      }>(
        'query R($invoice: Int!) { paymentsReceived(filter: { salesInvoiceId: $invoice, status: CLAIMED }) { items { id isConfirmAllowed referenceNumber currency exchangeRate customer { name } } } }',
        { invoice: draft.id },
        victor.headers,
      ),
    ).paymentsReceived.items;
    expect(pending).toEqual([
      expect.objectContaining({
        isConfirmAllowed: true,
        referenceNumber: 'UTR-7781',
        currency: 'USD',
        exchangeRate: '84.100000',
        customer: { name: 'Acme Retail Pvt Ltd' },
      }),
    ]);
    const confirmed = ok(
      await kit.graphql<{ confirmPayment: { payment: unknown; salesInvoice: unknown } }>(
        'mutation C($id: Int!, $key: String!) { confirmPayment(id: $id, idempotencyKey: $key, fromStatus: CLAIMED) { payment { status isConfirmAllowed confirmedBy { userName } } salesInvoice { status paidAmount pendingAmount } } }',
        { id: pending[0]!.id, key: actionKey() },
        victor.headers,
      ),
    ).confirmPayment;
    expect(confirmed).toEqual({
      payment: {
        status: 'CONFIRMED',
        isConfirmAllowed: false,
        confirmedBy: { userName: 'victor' },
      },
      salesInvoice: {
        status: 'PAYMENT_CONFIRMED',
        paidAmount: '5000.00',
        pendingAmount: '7512.10',
      },
    });
    const customerAfter = ok(
      await kit.graphql<{
        purchaseInvoice: unknown;
        paymentsMade: { totalCount: number; items: unknown[] };
      }>(
        'query After($id: Int!) { purchaseInvoice(id: $id) { status pendingAmount isPaymentAllowed } paymentsMade(filter: { purchaseInvoiceId: $id, status: CONFIRMED }) { totalCount items { amount currency exchangeRate paidBy { userName } vendor { name } } } }',
        { id: purchase.id },
        alice.headers,
      ),
    );
    expect(customerAfter.purchaseInvoice).toEqual({
      status: 'PAYMENT_CONFIRMED',
      pendingAmount: '7512.10',
      isPaymentAllowed: true,
    });
    expect(customerAfter.paymentsMade.items).toEqual([
      {
        amount: '5000.00',
        currency: 'USD',
        exchangeRate: '84.100000',
        paidBy: { userName: 'alice' },
        vendor: { name: 'Bharat Steel Supplies' },
      },
    ]);
  });

  it('an advance against a Raised order is listed on both sides, confirmed by the vendor and set off against the accepted invoice', async () => {
    const { poId, received, invoice, purchaseInvoice } = await flows.raisedAndInvoiced();
    const advance = ok(
      await kit.graphql<{
        payAdvance: {
          advance: { amount: string; status: string };
          purchaseOrder: { advanceAmount: string };
        };
      }>(
        'mutation Adv($input: PayAdvanceInput!, $key: String!) { payAdvance(input: $input, idempotencyKey: $key) { advance { amount currency exchangeRate status poNumber } purchaseOrder { advanceAmount isAdvanceAllowed } } }',
        {
          input: { purchaseOrderId: poId, referenceNumber: 'ADV-1', amount: '2000' },
          key: actionKey(),
        },
        alice.headers,
      ),
    ).payAdvance;
    expect(advance.advance).toMatchObject({
      amount: '2000.00',
      currency: 'INR',
      exchangeRate: '1.000000',
      status: 'CLAIMED',
    });
    expect(advance.purchaseOrder).toEqual({ advanceAmount: '2000.00', isAdvanceAllowed: true });
    const vendorSide = ok(
      await kit.graphql<{
        advancesReceived: {
          items: { id: number; isConfirmAllowed: boolean; customer: { name: string } }[];
        };
      }>(
        'query A($so: Int!) { advancesReceived(filter: { receivedPurchaseOrderId: $so }) { items { id isConfirmAllowed customer { name } advanceTotal poAmount currency exchangeRate } } }',
        { so: received },
        victor.headers,
      ),
    ).advancesReceived.items;
    expect(vendorSide).toEqual([
      expect.objectContaining({
        isConfirmAllowed: true,
        customer: { name: 'Acme Retail Pvt Ltd' },
        currency: 'INR',
        exchangeRate: '1.000000',
      }),
    ]);
    const confirmed = ok(
      await kit.graphql<{ confirmAdvance: unknown }>(
        'mutation C($id: Int!, $key: String!) { confirmAdvance(id: $id, idempotencyKey: $key) { advance { status } receivedPurchaseOrder { advanceAmount } } }',
        { id: vendorSide[0]!.id, key: actionKey() },
        victor.headers,
      ),
    ).confirmAdvance;
    expect(confirmed).toEqual({
      advance: { status: 'CONFIRMED' },
      receivedPurchaseOrder: { advanceAmount: '2000.00' },
    });
    const customerSide = ok(
      await kit.graphql<{ advancesPaid: { items: unknown[] } }>(
        'query A($po: Int!) { advancesPaid(filter: { purchaseOrderId: $po }) { items { status vendor { name } paidBy { userName } } } }',
        { po: poId },
        alice.headers,
      ),
    ).advancesPaid.items;
    expect(customerSide).toEqual([
      {
        status: 'CONFIRMED',
        vendor: { name: 'Bharat Steel Supplies' },
        paidBy: { userName: 'alice' },
      },
    ]);

    // accepted by the customer and by finance, the invoice owes the total less the advance
    for (const session of [alice, fiona])
      ok(
        await kit.graphql(
          ACCEPT_INVOICE,
          { id: purchaseInvoice, key: actionKey() },
          session.headers,
        ),
      );
    const settled = ok(
      await kit.graphql<{ purchaseInvoice: unknown }>(
        'query P($id: Int!) { purchaseInvoice(id: $id) { total advanceApplied pendingAmount isPaymentAllowed } }',
        { id: purchaseInvoice },
        alice.headers,
      ),
    ).purchaseInvoice;
    expect(settled).toEqual({
      total: LINES_TOTAL,
      advanceApplied: '2000.00',
      pendingAmount: '10012.10',
      isPaymentAllowed: true,
    });
    const vendorInvoice = ok(
      await kit.graphql<{ salesInvoice: unknown }>(
        'query S($id: Int!) { salesInvoice(id: $id) { advanceApplied pendingAmount } }',
        { id: invoice },
        victor.headers,
      ),
    ).salesInvoice;
    expect(vendorInvoice).toEqual({ advanceApplied: '2000.00', pendingAmount: '10012.10' });
  });

  it('rejections carry remarks to both sides', async () => {
    const po = await flows.createPo();
    ok(
      await kit.graphql(
        'mutation Send($id: Int!, $approver: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $approver, idempotencyKey: $key) { id } }',
        { id: po.id, approver: kit.ids.users.fiona, key: actionKey() },
        alice.headers,
      ),
    );
    const approverRejected = ok(
      await kit.graphql<{ rejectPurchaseOrder: unknown }>(
        'mutation R($id: Int!, $key: String!) { rejectPurchaseOrder(id: $id, remarks: "Split the order", idempotencyKey: $key, fromStatus: WAITING_FOR_APPROVAL) { status rejectRemarks isEditAllowed isSendAllowed } }',
        { id: po.id, key: actionKey() },
        fiona.headers,
      ),
    ).rejectPurchaseOrder;
    // flags follow the caller's scopes: the approver cannot edit, the buyer can
    expect(approverRejected).toEqual({
      status: 'APPROVER_REJECTED',
      rejectRemarks: 'Split the order',
      isEditAllowed: false,
      isSendAllowed: false,
    });
    const buyerView = ok(
      await kit.graphql<{ purchaseOrder: unknown }>(
        'query P($id: Int!) { purchaseOrder(id: $id) { rejectRemarks isEditAllowed isSendAllowed } }',
        { id: po.id },
        alice.headers,
      ),
    ).purchaseOrder;
    expect(buyerView).toEqual({
      rejectRemarks: 'Split the order',
      isEditAllowed: true,
      isSendAllowed: true,
    });

    const toReject = await flows.sendAndApprove((await flows.createPo()).id);
    const vendorRejected = ok(
      await kit.graphql<{ rejectReceivedPurchaseOrder: unknown }>(
        'mutation R($id: Int!, $key: String!) { rejectReceivedPurchaseOrder(id: $id, remarks: "Out of stock", idempotencyKey: $key, fromStatus: SENT_TO_VENDOR) { status rejectRemarks isInvoiceCreateAllowed } }',
        { id: toReject, key: actionKey() },
        victor.headers,
      ),
    ).rejectReceivedPurchaseOrder;
    expect(vendorRejected).toEqual({
      status: 'VENDOR_REJECTED',
      rejectRemarks: 'Out of stock',
      isInvoiceCreateAllowed: false,
    });
    const customerPos = ok(
      await kit.graphql<{
        purchaseOrders: { items: { status: string; rejectRemarks: string | null }[] };
      }>(
        '{ purchaseOrders(filter: { status: VENDOR_REJECTED }) { items { status rejectRemarks } } }',
        {},
        alice.headers,
      ),
    ).purchaseOrders.items;
    expect(customerPos).toContainEqual({
      status: 'VENDOR_REJECTED',
      rejectRemarks: 'Out of stock',
    });

    const { purchaseInvoice, invoice } = await flows.raisedAndInvoiced();
    const blank = await kit.graphql(
      'mutation R($id: Int!, $key: String!) { rejectPurchaseInvoice(id: $id, remarks: "   ", idempotencyKey: $key) { id } }',
      { id: purchaseInvoice, key: actionKey() },
      alice.headers,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { remarks: 'Remarks are required' },
    });
    const rejected = ok(
      await kit.graphql<{ rejectPurchaseInvoice: unknown }>(
        'mutation R($id: Int!, $key: String!) { rejectPurchaseInvoice(id: $id, remarks: "Wrong rates", idempotencyKey: $key, fromStatus: SENT) { status rejectRemarks isAcceptAllowed isPaymentAllowed } }',
        { id: purchaseInvoice, key: actionKey() },
        alice.headers,
      ),
    ).rejectPurchaseInvoice;
    expect(rejected).toEqual({
      status: 'CUSTOMER_REJECTED',
      rejectRemarks: 'Wrong rates',
      isAcceptAllowed: false,
      isPaymentAllowed: false,
    });
    const vendorView = ok(
      await kit.graphql<{ salesInvoice: unknown }>(
        'query S($id: Int!) { salesInvoice(id: $id) { status rejectRemarks } }',
        { id: invoice },
        victor.headers,
      ),
    ).salesInvoice;
    expect(vendorView).toEqual({
      status: 'CUSTOMER_REJECTED',
      rejectRemarks: 'Wrong rates',
    });
  });

  it('two parallel accepts of one received order: one success, one CONFLICT', async () => {
    const received = await flows.sendAndApprove((await flows.createPo()).id);
    const results = await Promise.all(
      [1, 2].map(() =>
        kit.graphql(
          'mutation Accept($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: SENT_TO_VENDOR) { status } }',
          { id: received, key: actionKey() },
          victor.headers,
        ),
      ),
    );
    const codes = results.map((r) => (r.errors ? r.errors[0]!.extensions.code : 'OK')).sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
  });

  it('20 parallel identical payment mutations with one key make one payment', async () => {
    const { purchaseInvoice } = await flows.payable();
    const key = actionKey();
    const input = {
      purchaseInvoiceId: purchaseInvoice,
      referenceNumber: 'UTR-20',
      amount: '100.00',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kit.graphql(CLAIM, { input, key }, alice.headers)),
    );
    const ids = results.map(
      (r) =>
        ok(r as GraphQLBody<{ claimPayment: { payment: { id: number } } }>).claimPayment.payment.id,
    );
    expect(new Set(ids).size).toBe(1);
    const made = ok(
      await kit.graphql<{
        paymentsMade: { totalCount: number };
        purchaseInvoice: { paidAmount: string };
      }>(
        'query M($id: Int!) { paymentsMade(filter: { purchaseInvoiceId: $id }) { totalCount } purchaseInvoice(id: $id) { paidAmount } }',
        { id: purchaseInvoice },
        alice.headers,
      ),
    );
    expect(made).toEqual({
      paymentsMade: { totalCount: 1 },
      purchaseInvoice: { paidAmount: '100.00' },
    });
    const reused = await kit.graphql(
      CLAIM,
      { input: { ...input, amount: '101' }, key },
      alice.headers,
    );
    expect(reused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('bad payment input is BAD_USER_INPUT with the field named', async () => {
    const { purchaseInvoice } = await flows.payable();
    const over = await kit.graphql(
      CLAIM,
      {
        input: {
          purchaseInvoiceId: purchaseInvoice,
          referenceNumber: 'UTR-OVER',
          amount: '12012.11',
        },
        key: actionKey(),
      },
      alice.headers,
    );
    expect(over.errors?.[0]).toMatchObject({
      message: 'Amount exceeds the pending amount',
      extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'Incorrect entry' } },
    });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: '0' }, 'amount', /greater than 0/],
      [{ amount: '10.123' }, 'amount', /at most 2 decimals/],
      [{ referenceNumber: ' ' }, 'referenceNumber', /required/],
      [{ remarks: 'x'.repeat(1001) }, 'remarks', /at most 1000/],
    ];
    for (const [change, field, message] of cases) {
      const body = await kit.graphql(
        CLAIM,
        {
          input: {
            purchaseInvoiceId: purchaseInvoice,
            referenceNumber: 'R',
            amount: '1',
            ...change,
          },
          key: actionKey(),
        },
        alice.headers,
      );
      expect(body.errors?.[0]?.extensions.code, field).toBe('BAD_USER_INPUT');
      expect((body.errors?.[0]?.extensions.fields as Record<string, string>)[field]).toMatch(
        message,
      );
    }
    const badKey = await kit.graphql(
      CLAIM,
      {
        input: { purchaseInvoiceId: purchaseInvoice, referenceNumber: 'R', amount: '1' },
        key: 'short',
      },
      alice.headers,
    );
    expect(badKey.errors?.[0]?.extensions.fields).toHaveProperty('idempotencyKey');
    const badItem = await kit.graphql(
      'mutation C($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { id } }',
      { input: { vendorId: bharat, items: [{ ...LINES[0], tax: '101' }] } },
      alice.headers,
    );
    expect(badItem.errors?.[0]?.extensions.fields).toEqual({
      'items.0.tax': 'Tax must be a percent between 0 and 100',
    });
    const notConnected = await kit.graphql(
      'mutation C($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { id } }',
      { input: { vendorId: acme, items: LINES } },
      alice.headers,
    );
    expect(notConnected.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { vendorId: 'A company cannot order from itself' },
    });
  });

  it('a number already used is BAD_USER_INPUT on poNumber or invoiceNumber, on create and update', async () => {
    const taken = {
      code: 'BAD_USER_INPUT',
      fields: { poNumber: 'A purchase order with this number already exists' },
    };
    await flows.createPo(alice, { poNumber: 'PO-GQL-TAKEN' });
    const again = await kit.graphql(
      'mutation C($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { id } }',
      { input: { vendorId: bharat, items: LINES, poNumber: 'PO-GQL-TAKEN' } },
      alice.headers,
    );
    expect(again.errors?.[0]?.extensions).toEqual(taken);
    const other = await flows.createPo();
    const renamed = await kit.graphql(
      'mutation U($id: Int!, $input: UpdatePurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $input) { id } }',
      { id: other.id, input: { poNumber: 'PO-GQL-TAKEN' } },
      alice.headers,
    );
    expect(renamed.errors?.[0]?.extensions).toEqual(taken);

    const { received, invoice } = await flows.raisedAndInvoiced();
    const numberOf = ok(
      await kit.graphql<{ salesInvoice: { invoiceNumber: string } }>(
        'query I($id: Int!) { salesInvoice(id: $id) { invoiceNumber } }',
        { id: invoice },
        victor.headers,
      ),
    ).salesInvoice.invoiceNumber;
    const duplicate = await kit.graphql(
      'mutation C($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id } }',
      { input: { receivedPurchaseOrderId: received, items: LINES, invoiceNumber: numberOf } },
      victor.headers,
    );
    const invoiceTaken = {
      code: 'BAD_USER_INPUT',
      fields: { invoiceNumber: 'An invoice with this number already exists' },
    };
    expect(duplicate.errors?.[0]?.extensions).toEqual(invoiceTaken);
    const draft = ok(
      await kit.graphql<{ createSalesInvoice: { id: number } }>(
        'mutation C($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id } }',
        { input: { receivedPurchaseOrderId: received, items: LINES } },
        victor.headers,
      ),
    ).createSalesInvoice.id;
    const renamedInvoice = await kit.graphql(
      'mutation U($id: Int!, $input: UpdateSalesInvoiceInput!) { updateSalesInvoice(id: $id, input: $input) { id } }',
      { id: draft, input: { invoiceNumber: numberOf } },
      victor.headers,
    );
    expect(renamedInvoice.errors?.[0]?.extensions).toEqual(invoiceTaken);
  });

  it('lists sort by the field asked for, either way; an unknown field is refused', async () => {
    const line = (rate: string) => [{ ...LINES[0]!, ratePerUnit: rate, quantity: '1', tax: '0' }];
    await flows.createPo(alice, {
      poNumber: 'GQL-SORT-2',
      poDate: '2026-05-02',
      items: line('20'),
    });
    await flows.createPo(alice, {
      poNumber: 'gql-sort-3',
      poDate: '2026-05-01',
      items: line('30'),
    });
    await flows.createPo(alice, {
      poNumber: 'GQL-SORT-1',
      poDate: '2026-05-03',
      items: line('10'),
    });
    const sorted = async (sort: string) =>
      ok(
        await kit.graphql<{ purchaseOrders: { items: { poNumber: string }[] } }>(
          `{ purchaseOrders(filter: { poNumber: "gql-sort" }${sort}) { items { poNumber } } }`,
          {},
          alice.headers,
        ),
      ).purchaseOrders.items.map((po) => po.poNumber);
    expect(await sorted('')).toEqual(['GQL-SORT-1', 'GQL-SORT-2', 'gql-sort-3']);
    expect(await sorted(', sort: { field: PO_NUMBER, direction: DESC }')).toEqual([
      'gql-sort-3',
      'GQL-SORT-2',
      'GQL-SORT-1',
    ]);
    expect(await sorted(', sort: { field: AMOUNT }')).toEqual([
      'GQL-SORT-1',
      'GQL-SORT-2',
      'gql-sort-3',
    ]);
    expect(await sorted(', sort: { field: PO_DATE, direction: ASC }')).toEqual([
      'gql-sort-3',
      'GQL-SORT-2',
      'GQL-SORT-1',
    ]);

    const { purchaseInvoice } = await flows.payable();
    for (const amount of ['300', '100', '200'])
      ok(
        await kit.graphql(
          CLAIM,
          {
            input: { purchaseInvoiceId: purchaseInvoice, referenceNumber: `R-${amount}`, amount },
            key: actionKey(),
          },
          alice.headers,
        ),
      );
    const payments = ok(
      await kit.graphql<{ paymentsMade: { items: { amount: string }[] } }>(
        'query P($id: Int!, $sort: PaymentMadeSort) { paymentsMade(filter: { purchaseInvoiceId: $id }, sort: $sort) { items { amount } } }',
        { id: purchaseInvoice, sort: { field: 'AMOUNT', direction: 'DESC' } },
        alice.headers,
      ),
    ).paymentsMade.items.map((payment) => payment.amount);
    expect(payments).toEqual(['300.00', '200.00', '100.00']);

    const unknown = await kit.graphql(
      '{ purchaseOrders(sort: { field: INVOICE_NUMBER }) { totalCount } }',
      {},
      alice.headers,
    );
    expect(unknown.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('loaders: a list of N documents does not fan out into N calls', () => {
  it('party and approver names of a page come with its rows: one poso call, no users call', async () => {
    const { rhein } = kit.ids.companies;
    // Two approvers on one page, one of them the author: Acme lets one person do both here.
    const duties = (on: boolean) =>
      kit.graphql(
        'mutation D($on: Boolean!) { updatePosoSettings(separationOfDuties: $on) { separationOfDuties } }',
        { on },
        alice.headers,
      );
    ok(await duties(false));
    for (const [vendorId, approver] of [
      [bharat, kit.ids.users.fiona],
      [rhein, kit.ids.users.fiona],
      [bharat, kit.ids.users.alice],
      [rhein, kit.ids.users.alice],
    ] as const) {
      const po = await flows.createPo(alice, { vendorId });
      ok(
        await kit.graphql(
          'mutation S($id: Int!, $a: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $key) { id } }',
          { id: po.id, a: approver, key: actionKey() },
          alice.headers,
        ),
      );
    }
    ok(await duties(true));
    const users = kit.calls.users.length;
    const poso = kit.calls.poso.length;
    const page = ok(
      await kit.graphql<{
        purchaseOrders: {
          items: {
            vendor: { name: string };
            customer: { name: string };
            approver: { userName: string };
          }[];
        };
      }>(
        '{ purchaseOrders(filter: { status: WAITING_FOR_APPROVAL }, size: 10) { items { vendor { id name } customer { id name } approver { id userName } } } }',
        {},
        alice.headers,
      ),
    ).purchaseOrders.items;
    expect(page.length).toBeGreaterThanOrEqual(4);
    expect(new Set(page.map((po) => po.vendor.name))).toEqual(
      new Set(['Bharat Steel Supplies', 'Rhein Metall GmbH']),
    );
    expect(new Set(page.map((po) => po.approver.userName))).toEqual(new Set(['alice', 'fiona']));
    expect(kit.calls.poso.slice(poso)).toEqual(['GET /po/']);
    expect(kit.calls.users.slice(users)).toEqual([]);
  });
});
