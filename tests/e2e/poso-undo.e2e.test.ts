import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, type RunningApp, cspViolations } from './app';
import {
  expectAlert,
  graphqlClient,
  screenshot,
  searchSettled,
  signInTo,
  soon,
  statusOf,
} from './poso-kit';

// UNDO that undoes: fiona approves a purchase order in the browser; within the grace period
// her UNDO cancels it and Bharat never sees the order; left alone, the approval takes effect
// when the period ends, the UNDO is gone and the order is at Bharat. Money likewise: alice's
// payment undone within the period never reaches Bharat; left alone, it does, and its UNDO
// is gone.

/** Long enough to click UNDO on a busy machine, short enough to wait out once. */
const GRACE_MS = 12_000;

let app: RunningApp;
/**
 * The same app on the same database without a grace period, for the documents a journey starts
 * from: their hand-overs take effect at once instead of each waiting out the period.
 */
let direct: RunningApp;
let browser: Browser;
let fiona: Page;
let acme = 0;
let fionaUserId = 0;
// The payment journeys share one payable invoice and alice's page.
let payable: { purchaseInvoiceId: number; salesInvoiceId: number } | undefined;
let alicePage: Page | undefined;

const run = Date.now().toString(36).slice(-6).toUpperCase();
const key = () => `e2e-${crypto.randomUUID()}`;

const client = () => graphqlClient(app.baseUrl);
const setup = () => graphqlClient(direct.baseUrl);
const as = async (user: string, company: RegExp) => (await client().companyToken(user, company))[0];

/** alice writes an order to Bharat and sends it to fiona; answers its id. */
async function orderWaitingForFiona(poNumber: string): Promise<number> {
  const token = await as('alice', /Acme/);
  const { companyConnections } = await setup().graphql<{
    companyConnections: { company: { id: number; name: string } }[];
  }>(
    '{ companyConnections(relation: VENDOR, status: ACCEPTED) { company { id name } } }',
    {},
    token,
  );
  const bharat = companyConnections.find((c) => /Bharat/.test(c.company.name))!.company.id;
  const { createPurchaseOrder } = await setup().graphql<{ createPurchaseOrder: { id: number } }>(
    'mutation ($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { id } }',
    {
      input: {
        vendorId: bharat,
        poNumber,
        items: [{ materialDescription: 'Rebar', ratePerUnit: '500', quantity: '10', tax: '18' }],
      },
    },
    token,
  );
  await setup().graphql(
    'mutation ($id: Int!, $a: Int!, $k: String!) { sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $k) { id } }',
    { id: createPurchaseOrder.id, a: fionaUserId, k: key() },
    token,
  );
  return createPurchaseOrder.id;
}

/** How many received orders with this number Bharat holds. */
async function atBharat(poNumber: string): Promise<number> {
  const { receivedPurchaseOrders } = await client().graphql<{
    receivedPurchaseOrders: { totalCount: number };
  }>(
    'query ($n: String) { receivedPurchaseOrders(filter: { poNumber: $n }) { totalCount } }',
    { n: poNumber },
    await as('victor', /Bharat/),
  );
  return receivedPurchaseOrders.totalCount;
}

/** A hand-over on the app without a grace period: it has taken effect when this answers. */
async function handOver(mutation: string, variables: Record<string, unknown>, token: string) {
  const answer = await setup().graphql<Record<string, { heldAction: { id: number } | null }>>(
    mutation,
    variables,
    token,
  );
  expect(Object.values(answer)[0]!.heldAction).toBeNull();
}

/**
 * An order of Acme's that fiona approved and Bharat accepted (Raised); answers the order's id
 * on both sides.
 */
async function raisedOrder(poNumber: string) {
  const poId = await orderWaitingForFiona(poNumber);
  const [fionaToken, victor] = await Promise.all([as('fiona', /Acme/), as('victor', /Bharat/)]);
  await handOver(
    'mutation ($id: Int!, $k: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $k) { heldAction { id } } }',
    { id: poId, k: key() },
    fionaToken,
  );
  const { receivedPurchaseOrders } = await setup().graphql<{
    receivedPurchaseOrders: { items: { id: number }[] };
  }>(
    'query ($n: String) { receivedPurchaseOrders(filter: { poNumber: $n }) { items { id } } }',
    { n: poNumber },
    victor,
  );
  const receivedId = receivedPurchaseOrders.items[0]!.id;
  await handOver(
    'mutation ($id: Int!, $k: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $k) { heldAction { id } } }',
    { id: receivedId, k: key() },
    victor,
  );
  return { poId, receivedId };
}

/**
 * An invoice of Bharat's that Acme has accepted and finance approved; answers the purchase
 * invoice's and the sales invoice's ids.
 */
async function payableInvoice(poNumber: string) {
  const { poId, receivedId } = await raisedOrder(poNumber);
  const [alice, fionaToken, victor] = await Promise.all([
    as('alice', /Acme/),
    as('fiona', /Acme/),
    as('victor', /Bharat/),
  ]);
  const { createSalesInvoice } = await setup().graphql<{ createSalesInvoice: { id: number } }>(
    'mutation ($input: CreateSalesInvoiceInput!) { createSalesInvoice(input: $input) { id } }',
    {
      input: {
        receivedPurchaseOrderId: receivedId,
        items: [{ materialDescription: 'Rebar', ratePerUnit: '500', quantity: '10', tax: '18' }],
      },
    },
    victor,
  );
  await handOver(
    'mutation ($id: Int!, $k: String!) { sendSalesInvoice(id: $id, idempotencyKey: $k) { heldAction { id } } }',
    { id: createSalesInvoice.id, k: key() },
    victor,
  );
  const { purchaseInvoices } = await setup().graphql<{
    purchaseInvoices: { items: { id: number }[] };
  }>(
    'query ($po: Int!) { purchaseInvoices(filter: { purchaseOrderId: $po }) { items { id } } }',
    { po: poId },
    alice,
  );
  const purchaseInvoiceId = purchaseInvoices.items[0]!.id;
  // alice accepts, fiona gives the finance approval
  for (const token of [alice, fionaToken]) {
    await handOver(
      'mutation ($id: Int!, $k: String!) { acceptPurchaseInvoice(id: $id, idempotencyKey: $k) { heldAction { id } } }',
      { id: purchaseInvoiceId, k: key() },
      token,
    );
  }
  return { purchaseInvoiceId, salesInvoiceId: createSalesInvoice.id };
}

/** How many payments Bharat has received against its invoice. */
async function paymentsAtBharat(salesInvoiceId: number): Promise<number> {
  const { paymentsReceived } = await client().graphql<{
    paymentsReceived: { totalCount: number };
  }>(
    'query ($id: Int!) { paymentsReceived(filter: { salesInvoiceId: $id }) { totalCount } }',
    { id: salesInvoiceId },
    await as('victor', /Bharat/),
  );
  return paymentsReceived.totalCount;
}

/** alice pays part of the invoice from its page; the payment is held. */
async function payInBrowser(alice: Page, purchaseInvoiceId: number, reference: string) {
  await alice.goto(
    `${app.baseUrl}/dashboard/default/${acme}/poso/view-purchase-invoice/${purchaseInvoiceId}`,
  );
  await alice.getByTestId('pay-invoice').click();
  const dialog = alice.getByTestId('payment-dialog');
  await dialog.getByTestId('payment-reference').fill(reference);
  await dialog.getByTestId('payment-amount').fill('1,000');
  await dialog.getByTestId('payment-dialog-confirm').click();
  await expectAlert(alice, 'Payment Successful: it reaches the vendor in');
}

async function approveInBrowser(poId: number) {
  await fiona.goto(`${app.baseUrl}/dashboard/default/${acme}/poso/approve-po/${poId}`);
  await fiona.getByTestId('approve-po').click();
  await fiona.getByTestId('confirm-dialog-confirm').click();
  await expectAlert(fiona, 'PO Approved: it goes to the vendor for acceptance in');
}

describe('poso undo: a hand-over waits out its grace period', () => {
  beforeAll(async () => {
    app = await startApp({ undoGraceMs: GRACE_MS });
    direct = await startApp({ undoGraceMs: 0 });
    browser = await launchBrowser();
    fiona = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    acme = await signInTo(fiona, app.baseUrl, 'fiona', /Acme/);
    const { approvers } = await client().graphql<{ approvers: { id: number; userName: string }[] }>(
      '{ approvers(kind: PURCHASE_ORDER) { id userName } }',
      {},
      await as('alice', /Acme/),
    );
    fionaUserId = approvers.find((a) => a.userName === 'fiona')!.id;
  });

  afterAll(async () => {
    await browser?.close();
    await direct?.stop();
    await app?.stop();
  });

  it('UNDO within the grace period: the order stays with Acme and Bharat sees nothing', async () => {
    const poNumber = `PO-UNDO-${run}`;
    const poId = await orderWaitingForFiona(poNumber);
    await approveInBrowser(poId);
    // The order has not moved; the page says when it will and offers Undo too.
    expect(await statusOf(fiona)).toBe('Waiting for Approval');
    await fiona.getByTestId('held-action').waitFor();
    await screenshot(fiona, 'undo-01-held');
    await fiona.getByTestId('snackbar-undo').click();
    await expectAlert(fiona, 'Undone: nothing reached the other company');
    await fiona.getByTestId('held-action').waitFor({ state: 'detached', ...soon });
    // fiona may decide again, and Bharat never saw the order.
    await fiona.getByTestId('approve-po').waitFor(soon);
    expect(await statusOf(fiona)).toBe('Waiting for Approval');
    expect(await atBharat(poNumber)).toBe(0);
  }, 120_000);

  it('after the grace period: the approval took effect, Bharat has the order, UNDO is gone', async () => {
    const poNumber = `PO-KEPT-${run}`;
    const poId = await orderWaitingForFiona(poNumber);
    await approveInBrowser(poId);
    expect(await atBharat(poNumber)).toBe(0);
    // When the period ends the screen reloads by itself: the status moves and no UNDO is left,
    // neither on the page nor in a snackbar.
    await expect.poll(() => statusOf(fiona), { timeout: GRACE_MS + 20_000 }).toBe('Sent to Vendor');
    expect(await fiona.getByTestId('held-action').count()).toBe(0);
    await expect.poll(() => fiona.getByTestId('snackbar-undo').count(), soon).toBe(0);
    expect(await atBharat(poNumber)).toBe(1);
    await screenshot(fiona, 'undo-02-taken-effect');
  }, 120_000);

  it('UNDO of a payment within the grace period: Bharat never sees it', async () => {
    const alice = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await signInTo(alice, app.baseUrl, 'alice', /Acme/);
    const invoice = await payableInvoice(`PO-PAY-${run}`);
    payable = invoice;
    alicePage = alice;

    await payInBrowser(alice, invoice.purchaseInvoiceId, `UTR-UNDO-${run}`);
    // The invoice says when the payment takes effect and offers no second one meanwhile.
    await alice.getByTestId('held-action').waitFor(soon);
    expect(await alice.getByTestId('pay-invoice').count()).toBe(0);
    await screenshot(alice, 'undo-04-payment-held');
    await alice.getByTestId('snackbar-undo').click();
    await expectAlert(alice, 'Undone: nothing reached the other company');
    await alice.getByTestId('held-action').waitFor({ state: 'detached', ...soon });
    await alice.getByTestId('pay-invoice').waitFor(soon);
    expect(await paymentsAtBharat(invoice.salesInvoiceId)).toBe(0);
  }, 240_000);

  it('a payment left alone reaches Bharat when the period ends, and its UNDO is gone', async () => {
    const alice = alicePage!;
    const invoice = payable!;
    await payInBrowser(alice, invoice.purchaseInvoiceId, `UTR-KEPT-${run}`);
    expect(await paymentsAtBharat(invoice.salesInvoiceId)).toBe(0);
    // The screen reloads by itself: the payment is listed, no notice and no UNDO are left.
    await alice
      .getByTestId('invoice-payments-section')
      .getByTestId(`payment-UTR-KEPT-${run}`)
      .waitFor({ timeout: GRACE_MS + 20_000 });
    expect(await alice.getByTestId('held-action').count()).toBe(0);
    await expect.poll(() => alice.getByTestId('snackbar-undo').count(), soon).toBe(0);
    expect(await paymentsAtBharat(invoice.salesInvoiceId)).toBe(1);
    await screenshot(alice, 'undo-05-payment-taken-effect');
  }, 120_000);

  it("an advance held on its order: the order's page names it with the seconds left, until undone or carried out", async () => {
    const alice = alicePage!;
    const { poId, receivedId } = await raisedOrder(`PO-ADV-${run}`);
    const aliceToken = await as('alice', /Acme/);
    const payAdvance = (reference: string) =>
      client().graphql(
        'mutation ($input: PayAdvanceInput!, $k: String!) { payAdvance(input: $input, idempotencyKey: $k) { heldAction { id } } }',
        { input: { purchaseOrderId: poId, referenceNumber: reference, amount: '400' }, k: key() },
        aliceToken,
      );
    const advancesAtBharat = async () =>
      (
        await client().graphql<{ advancesReceived: { totalCount: number } }>(
          'query ($id: Int!) { advancesReceived(filter: { receivedPurchaseOrderId: $id }) { totalCount } }',
          { id: receivedId },
          await as('victor', /Bharat/),
        )
      ).advancesReceived.totalCount;
    const notice = alice.getByTestId('held-action');
    const secondsLeft = async () => {
      const text = (await alice.getByTestId('held-action-text').textContent()) ?? '';
      expect(text).toMatch(
        /^An advance of 400\.00 [A-Z]{3} is held: it reaches the vendor in \d+ s/,
      );
      return Number(/in (\d+) s/.exec(text)![1]);
    };

    await payAdvance(`ADV-UNDO-${run}`);
    await alice.goto(`${app.baseUrl}/dashboard/default/${acme}/poso/view-po/${poId}`);
    await notice.waitFor(soon);
    // The seconds count down while the page is open.
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(GRACE_MS / 1000);
    await expect.poll(secondsLeft, soon).toBeLessThan(first);
    await screenshot(alice, 'undo-06-advance-held');
    await alice.getByTestId('held-action-undo').click();
    await expectAlert(alice, 'Undone: nothing reached the other company');
    await notice.waitFor({ state: 'detached', ...soon });
    expect(await advancesAtBharat()).toBe(0);

    // Left alone, the notice goes when the advance reaches Bharat.
    await payAdvance(`ADV-KEPT-${run}`);
    await alice.reload();
    await notice.waitFor(soon);
    await notice.waitFor({ state: 'detached', timeout: GRACE_MS + 20_000 });
    expect(await advancesAtBharat()).toBe(1);
  }, 240_000);

  it('finds an order by its number from the keyboard and opens it', async () => {
    const poNumber = `PO-KEPT-${run}`;
    await fiona.goto(`${app.baseUrl}/dashboard/default/${acme}`);
    await fiona.getByTestId('company-home-title').waitFor();
    // "/" focuses the header search from anywhere on the page.
    await fiona.keyboard.press('/');
    await fiona.keyboard.type(poNumber);
    const results = fiona.getByTestId('header-search-results');
    await results.getByTestId(`search-hit-${poNumber}`).waitFor(soon);
    expect(await results.textContent()).toContain('Purchase orders');
    await searchSettled(fiona);
    await fiona.keyboard.press('Enter');
    await fiona.waitForURL(/\/poso\/view-po\/\d+$/, soon);
    expect(await fiona.getByTestId('screen-header').textContent()).toContain(poNumber);

    // Ctrl+K does the same; arrows move between hits, Escape closes the list.
    await fiona.keyboard.press('Control+k');
    await fiona.keyboard.type(`UNDO-${run}`);
    await results.getByTestId(`search-hit-PO-UNDO-${run}`).waitFor(soon);
    await searchSettled(fiona);
    await fiona.keyboard.press('ArrowDown');
    await fiona.keyboard.press('Escape');
    await results.waitFor({ state: 'detached', ...soon });
    await screenshot(fiona, 'undo-03-search');
  });

  it('finds a payment by its reference and a reconciliation by its party, from the keyboard', async () => {
    // alice reads payments and reconciliations (fiona, an approver, reads no recos).
    const alice = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await signInTo(alice, app.baseUrl, 'alice', /Acme/);
    await alice.goto(`${app.baseUrl}/dashboard/default/${acme}`);
    await alice.getByTestId('company-home-title').waitFor();
    const results = alice.getByTestId('header-search-results');

    // The demo's first payment: its reference opens the invoice it paid, with the payment listed.
    await alice.keyboard.press('/');
    await alice.keyboard.type('utr-demo-0001');
    await results.getByTestId('search-hit-UTR-DEMO-0001').waitFor(soon);
    expect(await results.textContent()).toContain('Payments made');
    await searchSettled(alice);
    await alice.keyboard.press('Enter');
    await alice.waitForURL(/\/poso\/view-purchase-invoice\/\d+$/, soon);
    await alice.getByTestId('payment-UTR-DEMO-0001').waitFor(soon);

    // Two advances share a prefix: the arrow moves to the second, Enter opens the order paid.
    await alice.keyboard.press('Control+k');
    await alice.keyboard.type('UTR-ADV-000');
    await results.getByTestId('search-hit-UTR-ADV-0002').waitFor(soon);
    await results.getByTestId('search-hit-UTR-ADV-0001').waitFor(soon);
    expect(await results.textContent()).toContain('Advances paid');
    await searchSettled(alice);
    await alice.keyboard.press('ArrowDown');
    expect(await results.getByRole('option', { selected: true }).count()).toBe(1);
    expect(await results.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
    await alice.keyboard.press('Enter');
    await alice.waitForURL(/\/poso\/view-po\/\d+$/, soon);

    // A reconciliation by its party's name opens its current iteration.
    await alice.keyboard.press('/');
    await alice.keyboard.type('deccan packag');
    // Journeys before this one may have opened other Deccan recos on the same database:
    // pick the demo project's by its line, then check the line's shape.
    const reco = results
      .getByTestId('search-hit-Deccan Packaging')
      .filter({ hasText: 'FY 2024-25 vendors' })
      .first();
    await reco.waitFor(soon);
    expect(await results.textContent()).toContain('Reconciliations');
    expect(await reco.textContent()).toMatch(/#\d+ · FY 2024-25 vendors/);
    await searchSettled(alice);
    await screenshot(alice, 'undo-04-search-reco');
    await alice.keyboard.press('Enter');
    await alice.waitForURL(/\/reconciliation\/vendor-customer\/period\/\d+$/, soon);
    await alice.getByTestId('iteration-page').waitFor(soon);
    expect(await alice.getByTestId('iteration-page').textContent()).toContain('Deccan Packaging');
    await alice.context().close();
  }, 60_000);

  it('ran without Content-Security-Policy violations', () => {
    expect(cspViolations).toEqual([]);
  });
});
