import { describe, expect, it } from 'vitest';
import { actionKey, LINES, LINES_TOTAL, type PosoKit, type Session } from '../testing/poso-kit.js';
import {
  ACCEPT_INVOICE,
  CLAIM,
  INVOICE_FIELDS,
  ok,
  PO_FIELDS,
  posoFlows,
  RECEIVED_FIELDS,
  type Po,
  withPosoLoop,
} from '../testing/poso-flows.js';

// The whole purchase -> sales -> invoice -> payment loop through GraphQL, with the real users
// and poso services on a real database behind the real BFF: each step is one `it`, run in
// order on the documents the steps before made.

let kit: PosoKit;
let alice: Session;
let fiona: Session;
let victor: Session;
let acme: number;
let bharat: number;
let flows: ReturnType<typeof posoFlows>;

withPosoLoop((loop) => {
  ({ kit, alice, fiona, victor, flows } = loop);
  ({ acme, bharat } = kit.ids.companies);
});

describe('the purchase -> sales -> invoice -> payment loop through GraphQL', () => {
  // What each step hands to the next.
  let po: Po;
  let received: Po;
  let invoiceId: number;
  let purchaseId: number;

  it('alice orders in USD at the rate of the month, from an accepted vendor', async () => {
    const setup = await flows.ask<{
      companyConnections: {
        relation: string;
        status: string;
        company: { id: number; name: string };
      }[];
      approvers: { id: number; userName: string }[];
      exchangeRate: { rate: string; rateDate: string };
    }>(
      alice,
      `{ companyConnections(relation: VENDOR, status: ACCEPTED) { relation status company { id name } }
         approvers(kind: PURCHASE_ORDER) { id userName }
         exchangeRate(from: "USD", to: "INR", date: "2026-10-15") { rate rateDate } }`,
    );
    expect(setup.companyConnections).toContainEqual({
      relation: 'VENDOR',
      status: 'ACCEPTED',
      company: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    expect(setup.approvers.map((a) => a.userName).sort()).toEqual(['alice', 'fiona']);
    expect(setup.exchangeRate).toEqual({ rate: '84.100000', rateDate: '2026-10-01' });

    po = await flows.createPo(alice, { currency: 'USD', exchangeRate: setup.exchangeRate.rate });
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
  });

  it('alice sends it to fiona, who finds it in her queue and approves it', async () => {
    const { sendPurchaseOrderForApproval: sent } = await flows.ask<{
      sendPurchaseOrderForApproval: Po;
    }>(
      alice,
      `mutation Send($id: Int!, $approver: Int!, $key: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $approver, idempotencyKey: $key, fromStatus: DRAFT) { ${PO_FIELDS} } }`,
      { id: po.id, approver: kit.ids.users.fiona, key: actionKey() },
    );
    expect(sent).toMatchObject({
      status: 'WAITING_FOR_APPROVAL',
      approver: { id: kit.ids.users.fiona, userName: 'fiona' },
      isEditAllowed: false,
    });

    const { purchaseOrdersAwaitingMyApproval: queue } = await flows.ask<{
      purchaseOrdersAwaitingMyApproval: { items: Po[] };
    }>(fiona, `{ purchaseOrdersAwaitingMyApproval { totalCount items { ${PO_FIELDS} } } }`);
    expect(queue.items).toContainEqual(
      expect.objectContaining({ id: po.id, isAcceptAllowed: true, isRejectAllowed: true }),
    );
    const { approvePurchaseOrder: approved } = await flows.ask<{ approvePurchaseOrder: Po }>(
      fiona,
      `mutation Approve($id: Int!, $key: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: WAITING_FOR_APPROVAL, remarks: "Within budget") { ${PO_FIELDS} } }`,
      { id: po.id, key: actionKey() },
    );
    expect(approved.status).toBe('SENT_TO_VENDOR');
  });

  it('victor receives the order and accepts it; alice may now pay an advance', async () => {
    const { receivedPurchaseOrders } = await flows.ask<{ receivedPurchaseOrders: { items: Po[] } }>(
      victor,
      `{ receivedPurchaseOrders(filter: { status: SENT_TO_VENDOR }) { totalCount page size items { ${RECEIVED_FIELDS} } } }`,
    );
    received = receivedPurchaseOrders.items.find((r) => r.amount === LINES_TOTAL)!;
    expect(received).toMatchObject({
      status: 'SENT_TO_VENDOR',
      isAcceptAllowed: true,
      isRejectAllowed: true,
      isInvoiceCreateAllowed: false,
      customer: { id: acme, name: 'Acme Retail Pvt Ltd' },
      vendor: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    const { acceptReceivedPurchaseOrder: accepted } = await flows.ask<{
      acceptReceivedPurchaseOrder: Po;
    }>(
      victor,
      `mutation Accept($id: Int!, $key: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $key, fromStatus: SENT_TO_VENDOR) { ${RECEIVED_FIELDS} } }`,
      { id: received.id, key: actionKey() },
    );
    expect(accepted).toMatchObject({
      status: 'RAISED',
      isInvoiceCreateAllowed: true,
      isAcceptAllowed: false,
    });
    const { purchaseOrder } = await flows.ask<{ purchaseOrder: Po }>(
      alice,
      'query Po($id: Int!) { purchaseOrder(id: $id) { status isAdvanceAllowed } }',
      { id: po.id },
    );
    expect(purchaseOrder).toEqual({ status: 'RAISED', isAdvanceAllowed: true });
  });

  it('victor invoices it with freight and sends the invoice', async () => {
    const { additionalChargeMasters } = await flows.ask<{
      additionalChargeMasters: { id: number; name: string }[];
    }>(victor, '{ additionalChargeMasters { id name } }');
    const freight = additionalChargeMasters.find((m) => m.name === 'Freight')!;
    const { createSalesInvoice: draft } = await flows.ask<{
      createSalesInvoice: Record<string, unknown> & { id: number };
    }>(
      victor,
      `mutation Invoice($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id isEditAllowed isSendAllowed receivedPurchaseOrderId ${INVOICE_FIELDS} } }`,
      {
        input: {
          receivedPurchaseOrderId: received.id,
          items: LINES,
          additionalCharges: [{ masterId: freight.id, amount: '500' }],
          description: 'First delivery',
          // Dated, so the due date stays after it whatever day the test runs.
          invoiceDate: '2026-10-25',
          dueDate: '2026-11-24',
        },
      },
    );
    expect(draft).toMatchObject({
      amount: LINES_TOTAL,
      additionalChargesTotal: '500.00',
      total: '12512.10',
      pendingAmount: '12512.10',
      dueDate: '2026-11-24',
      status: 'DRAFT',
      isEditAllowed: true,
      isSendAllowed: true,
      receivedPurchaseOrderId: received.id,
      additionalCharges: [{ masterId: freight.id, name: 'Freight', amount: '500.00' }],
    });
    invoiceId = draft.id;
    const { sendSalesInvoice } = await flows.ask<{ sendSalesInvoice: unknown }>(
      victor,
      'mutation Send($id: Int!, $key: String!) { sendSalesInvoice(id: $id, idempotencyKey: $key, fromStatus: DRAFT) { status isEditAllowed } }',
      { id: invoiceId, key: actionKey() },
    );
    expect(sendSalesInvoice).toEqual({ status: 'SENT', isEditAllowed: false });
  });

  it('alice accepts the purchase invoice, then fiona gives the finance approval', async () => {
    const { purchaseInvoices } = await flows.ask<{
      purchaseInvoices: { items: (Record<string, unknown> & { id: number })[] };
    }>(
      alice,
      `query P($po: Int!) { purchaseInvoices(filter: { purchaseOrderId: $po }) { items { id poNumber purchaseOrderId isAcceptAllowed isRejectAllowed isPaymentAllowed ${INVOICE_FIELDS} } } }`,
      { po: po.id },
    );
    const purchase = purchaseInvoices.items[0]!;
    expect(purchase).toMatchObject({
      purchaseOrderId: po.id,
      total: '12512.10',
      dueDate: '2026-11-24',
      status: 'SENT',
      isAcceptAllowed: true,
      isPaymentAllowed: false,
      additionalCharges: [{ name: 'Freight', amount: '500.00' }],
      vendor: { id: bharat, name: 'Bharat Steel Supplies' },
    });
    purchaseId = purchase.id;
    const first = await flows.ask<{ acceptPurchaseInvoice: unknown }>(alice, ACCEPT_INVOICE, {
      id: purchaseId,
      key: actionKey(),
      from: 'SENT',
    });
    expect(first.acceptPurchaseInvoice).toMatchObject({
      status: 'WAITING_FOR_FINANCE_APPROVAL',
      isPaymentAllowed: false,
    });
    const { purchaseInvoicesAwaitingFinanceApproval: queue } = await flows.ask<{
      purchaseInvoicesAwaitingFinanceApproval: {
        items: { id: number; isAcceptAllowed: boolean }[];
      };
    }>(fiona, '{ purchaseInvoicesAwaitingFinanceApproval { items { id isAcceptAllowed } } }');
    expect(queue.items).toContainEqual({ id: purchaseId, isAcceptAllowed: true });
    const finance = await flows.ask<{ acceptPurchaseInvoice: unknown }>(fiona, ACCEPT_INVOICE, {
      id: purchaseId,
      key: actionKey(),
      from: 'WAITING_FOR_FINANCE_APPROVAL',
    });
    expect(finance.acceptPurchaseInvoice).toMatchObject({
      status: 'ACCEPTED',
      isPaymentAllowed: true,
      pendingAmount: '12512.10',
    });
  });

  it('alice pays part of it', async () => {
    const { claimPayment: paid } = await flows.ask<{
      claimPayment: { payment: unknown; purchaseInvoice: unknown };
    }>(alice, CLAIM, {
      input: {
        purchaseInvoiceId: purchaseId,
        referenceNumber: 'UTR-7781',
        remarks: 'First part',
        amount: '5000',
        date: '2026-10-20',
      },
      key: actionKey(),
    });
    expect(paid.payment).toMatchObject({
      amount: '5000.00',
      status: 'CLAIMED',
      pendingAmount: '7512.10',
    });
    expect(paid.purchaseInvoice).toEqual({
      id: purchaseId,
      status: 'PAYMENT_CLAIMED',
      paidAmount: '5000.00',
      pendingAmount: '7512.10',
      isPaymentAllowed: true,
    });
  });

  it('victor finds the payment pending and confirms it; both sides show it confirmed', async () => {
    const { paymentsReceived } = await flows.ask<{ paymentsReceived: { items: { id: number }[] } }>(
      victor,
      'query R($invoice: Int!) { paymentsReceived(filter: { salesInvoiceId: $invoice, status: CLAIMED }) { items { id isConfirmAllowed referenceNumber currency exchangeRate customer { name } } } }',
      { invoice: invoiceId },
    );
    expect(paymentsReceived.items).toEqual([
      expect.objectContaining({
        isConfirmAllowed: true,
        referenceNumber: 'UTR-7781',
        currency: 'USD',
        exchangeRate: '84.100000',
        customer: { name: 'Acme Retail Pvt Ltd' },
      }),
    ]);
    const { confirmPayment } = await flows.ask<{ confirmPayment: unknown }>(
      victor,
      'mutation C($id: Int!, $key: String!) { confirmPayment(id: $id, idempotencyKey: $key, fromStatus: CLAIMED) { payment { status isConfirmAllowed confirmedBy { userName } } salesInvoice { status paidAmount pendingAmount } } }',
      { id: paymentsReceived.items[0]!.id, key: actionKey() },
    );
    expect(confirmPayment).toEqual({
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
    const after = await flows.ask<{ purchaseInvoice: unknown; paymentsMade: { items: unknown[] } }>(
      alice,
      'query After($id: Int!) { purchaseInvoice(id: $id) { status pendingAmount isPaymentAllowed } paymentsMade(filter: { purchaseInvoiceId: $id, status: CONFIRMED }) { totalCount items { amount currency exchangeRate paidBy { userName } vendor { name } } } }',
      { id: purchaseId },
    );
    expect(after.purchaseInvoice).toEqual({
      status: 'PAYMENT_CONFIRMED',
      pendingAmount: '7512.10',
      isPaymentAllowed: true,
    });
    expect(after.paymentsMade.items).toEqual([
      {
        amount: '5000.00',
        currency: 'USD',
        exchangeRate: '84.100000',
        paidBy: { userName: 'alice' },
        vendor: { name: 'Bharat Steel Supplies' },
      },
    ]);
  });
});

describe('advances and rejections on both sides', () => {
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
});
