import { describe, expect, it } from 'vitest';
import {
  actionKey,
  LINES,
  type GraphQLBody,
  type PosoKit,
  type Session,
} from '../testing/poso-kit.js';
import { CLAIM, ok, posoFlows, withPosoLoop } from '../testing/poso-flows.js';

// What the loop refuses or survives through GraphQL: parallel decisions and payments, bad
// input named by field, numbers already used, list sorting, and loaders that batch.

let kit: PosoKit;
let alice: Session;
let victor: Session;
let acme: number;
let bharat: number;
let flows: ReturnType<typeof posoFlows>;

withPosoLoop((loop) => {
  ({ kit, alice, victor, flows } = loop);
  ({ acme, bharat } = kit.ids.companies);
});

describe('races and idempotency', () => {
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
});

describe('bad input and sorting', () => {
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
