import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, type RunningApp, cspViolations } from './app';
import {
  expectAlert,
  graphqlClient,
  rowOf,
  screenshot,
  signInTo,
  soon,
  statusOf,
  type PageElement,
} from './poso-kit';

// The customer side of the poso loop: alice (owner) and fiona (approver/finance) at Acme
// work in the browser; the vendor's steps (victor at Bharat) go through GraphQL, since the
// vendor screens have their own journey.

let app: RunningApp;
let browser: Browser;
let alice: Page;
let fiona: Page;
let acme = 0;

const shot = (page: Page, name: string) => screenshot(page, `purchases-${name}`);

async function signIn(page: Page, username: string): Promise<void> {
  acme = await signInTo(page, app.baseUrl, username, /Acme/);
}

const open = (page: Page, route: string) =>
  page.goto(`${app.baseUrl}/dashboard/default/${acme}/poso/${route}`);
const row = rowOf;

// --- The vendor, through the BFF -------------------------------------------------------

const graphql = <T>(token: string, query: string, variables: object = {}) =>
  graphqlClient(app.baseUrl).graphql<T>(query, variables, token);
const vendorToken = async () =>
  (await graphqlClient(app.baseUrl).companyToken('victor', /Bharat/))[0];

const key = () => `e2e-${crypto.randomUUID()}`;

/** victor accepts the received PO and sends an invoice for part of it; returns its number. */
async function vendorInvoices(poNumber: string, invoiceNumber: string): Promise<void> {
  const token = await vendorToken();
  const { receivedPurchaseOrders } = await graphql<{
    receivedPurchaseOrders: { items: { id: number; status: string }[] };
  }>(
    token,
    'query ($n: String) { receivedPurchaseOrders(filter: { poNumber: $n }) { items { id status } } }',
    { n: poNumber },
  );
  const received = receivedPurchaseOrders.items[0];
  if (!received) throw new Error(`${poNumber} did not reach the vendor`);
  if (received.status !== 'RAISED') {
    await graphql(
      token,
      'mutation ($id: Int!, $k: String!) { acceptReceivedPurchaseOrder(id: $id, idempotencyKey: $k) { id } }',
      { id: received.id, k: key() },
    );
  }
  const { createSalesInvoice } = await graphql<{ createSalesInvoice: { id: number } }>(
    token,
    `
      mutation ($input: CreateSalesInvoiceInput!) {
        createSalesInvoice(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        receivedPurchaseOrderId: received.id,
        invoiceNumber,
        items: [
          { materialDescription: 'Cement bags', ratePerUnit: '350', quantity: '100', tax: '28' },
        ],
        additionalCharges: [{ masterId: 1, amount: '1200.00' }],
      },
    },
  );
  await graphql(
    token,
    'mutation ($id: Int!, $k: String!) { sendSalesInvoice(id: $id, idempotencyKey: $k) { id } }',
    { id: createSalesInvoice.id, k: key() },
  );
}

// --- Journeys ---------------------------------------------------------------------------

describe('poso purchases (customer side)', () => {
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const poNumber = `PO-E2E-${run}`;
  const rejectedPoNumber = `PO-E2E-${run}-R`;
  const invoiceNumber = `INV-E2E-${run}`;
  const rejectedInvoiceNumber = `INV-E2E-${run}-R`;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const viewport = { viewport: { width: 1366, height: 900 } };
    alice = await (await browser.newContext(viewport)).newPage();
    fiona = await (await browser.newContext(viewport)).newPage();
    await signIn(alice, 'alice');
    await signIn(fiona, 'fiona');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the purchase orders with amounts x exchange rate and filters them', async () => {
    // The number filter comes from the URL too (earlier runs may have pushed the demo rows
    // past the first page).
    await open(alice, 'po/list?number=PO-DEMO-008');
    await row(alice, 'PO-DEMO-008').waitFor();
    expect(await alice.getByTestId('filter-number').inputValue()).toBe('PO-DEMO-008');
    // 2,975.00 EUR at 97.55: whole rupees, Indian grouping, the euro amount underneath.
    expect(await row(alice, 'PO-DEMO-008').getByTestId('amount-total').textContent()).toBe(
      '2,90,211 INR',
    );
    expect(await row(alice, 'PO-DEMO-008').textContent()).toContain('2,975.00 EUR');
    await alice.getByTestId('filter-clear').click();
    await expect.poll(() => alice.getByTestId('filter-number').inputValue()).toBe('');
    await alice.getByTestId('status-filter').getByText('Draft', { exact: true }).click();
    // The previous rows stay, dimmed, until the filtered page arrives.
    await expect
      .poll(
        async () =>
          new Set(await alice.getByTestId('po-list').getByTestId('status-badge').allTextContents()),
      )
      .toEqual(new Set(['Draft']));
    expect(alice.url()).toContain('status=DRAFT');
    // Typed at once after Clear filters: the cleared status must not come back with the number.
    // (PO-DEMO-001 is the only draft, so a row count alone would pass on the old page.)
    await alice.getByTestId('filter-clear').click();
    await alice.getByTestId('filter-number').fill('DEMO-004');
    await expect
      .poll(() =>
        alice
          .getByTestId('po-list')
          .locator('[data-testid^="row-"]')
          .evaluateAll((cells: PageElement[]) => cells.map((cell) => cell.textContent ?? '')),
      )
      .toEqual(['PO-DEMO-004']);
    expect(alice.url()).not.toContain('status=');
    expect(await row(alice, 'PO-DEMO-004').getByTestId('status-badge').textContent()).toBe(
      'Vendor Rejected',
    );
    await alice.getByTestId('filter-number').fill('no-such-order');
    await alice.getByTestId('po-list-empty').waitFor();
    await shot(alice, '01-po-list-empty-filter');
  });

  it('sorts the purchase orders by a column header, either way, and keeps the sort in the URL', async () => {
    await open(alice, 'po/list?size=25');
    await alice.getByTestId('po-list-row').first().waitFor();
    const numbers = () =>
      alice
        .getByTestId('po-list')
        .locator('[data-testid^="row-"]')
        .evaluateAll((cells: PageElement[]) => cells.map((cell) => cell.textContent ?? ''));
    const byNumber = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

    await alice.getByTestId('sort-PO_NUMBER').click();
    await alice.waitForURL(/sort=PO_NUMBER/);
    await expect
      .poll(async () => {
        const shown = await numbers();
        return shown.length > 1 && shown.join() === [...shown].sort(byNumber).join();
      })
      .toBe(true);
    expect(alice.url()).not.toContain('order=desc');

    await alice.getByTestId('sort-PO_NUMBER').click();
    await alice.waitForURL(/order=desc/);
    await expect
      .poll(async () => {
        const shown = await numbers();
        return shown.join() === [...shown].sort(byNumber).reverse().join();
      })
      .toBe(true);
    const descending = await numbers();
    await alice.reload();
    await alice.getByTestId('po-list-row').first().waitFor();
    await expect.poll(() => numbers()).toEqual(descending);
    expect(
      await alice.getByRole('columnheader', { name: /PO number/ }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('validates the new PO, fetches the exchange rate and keeps live totals', async () => {
    await open(alice, 'AddPo');
    await alice.getByTestId('po-form').waitFor();
    await alice.getByTestId('po-save').click();
    await expect
      .poll(() => alice.getByText('This field is required').count())
      .toBeGreaterThanOrEqual(5);
    await alice.getByTestId('po-currency').selectOption('EUR');
    await expect.poll(() => alice.getByTestId('po-exchange-rate').inputValue()).toBe('97.55');
    expect(await alice.getByTestId('po-rate-help').textContent()).toContain('1 EUR = 97.55 INR');
    await alice.getByTestId('item-0-materialDescription').fill('Gear oil (litre)');
    await alice.getByTestId('item-0-ratePerUnit').fill('abc');
    await alice.getByTestId('item-0-quantity').fill('10');
    await alice.getByTestId('item-0-tax').fill('101');
    await alice.getByTestId('po-save').click();
    await expect
      .poll(() => alice.getByText('Enter a number, e.g. 1,00,000.50').count())
      .toBeGreaterThan(0);
    expect(await alice.getByText('Must be between 0 and 100').count()).toBeGreaterThan(0);
    await alice.getByTestId('item-0-ratePerUnit').fill('12.5');
    await alice.getByTestId('item-0-tax').fill('18');
    await expect.poll(() => alice.getByTestId('item-0-lineTotal').textContent()).toBe('147.50');
    expect(await alice.getByTestId('po-total-base').textContent()).toBe('Total in INR: 14,389');
    await shot(alice, '02-add-po-eur');
  });

  it('counts what the number and the description hold, and asks before a sidebar link leaves the typed order', async () => {
    // The form of the step before is open and typed in.
    const number = alice.getByTestId('po-number');
    await number.fill('N'.repeat(60));
    // Each field stops at its limit and says so, as the reject remarks do.
    expect((await number.inputValue()).length).toBe(50);
    expect(await alice.getByTestId('po-number-count').textContent()).toBe('50 / 50');
    const description = alice.getByTestId('po-description');
    await description.fill('d'.repeat(2100));
    expect((await description.inputValue()).length).toBe(2000);
    expect(await alice.getByTestId('po-description-count').textContent()).toBe('2000 / 2000');
    await description.fill('Monthly cement');
    expect(await alice.getByTestId('po-description-count').textContent()).toBe('14 / 2000');

    // A sidebar link asks first; Enter keeps the work, since Stay has the focus.
    const addPo = alice.url();
    await alice.getByTestId('inbox-invoices').click();
    const leave = alice.getByTestId('leave-dialog');
    await leave.waitFor();
    await shot(alice, '02-add-po-leave');
    await alice.keyboard.press('Enter');
    await leave.waitFor({ state: 'detached' });
    expect(alice.url()).toBe(addPo);
    expect(await description.inputValue()).toBe('Monthly cement');
    // Leaving on purpose follows the link and drops what was typed.
    await alice.getByTestId('inbox-invoices').click();
    await alice.getByTestId('leave-confirm').click();
    await alice.waitForURL(/\/poso\/invoice\/received/);
    await open(alice, 'AddPo');
    await alice.getByTestId('po-form').waitFor();
    expect(await alice.getByTestId('po-description').inputValue()).toBe('');
  });

  it('creates a draft PO with an attachment and sends it to fiona for approval', async () => {
    await alice.getByTestId('po-currency').selectOption('INR');
    await expect.poll(() => alice.getByTestId('po-exchange-rate').inputValue()).toBe('1');
    await alice.getByTestId('po-vendor').selectOption({ label: 'Bharat Steel Supplies' });
    await alice.getByTestId('po-number').fill(poNumber);
    await alice.getByTestId('item-0-materialDescription').fill('Cement bags');
    await alice.getByTestId('item-0-ratePerUnit').fill('350');
    await alice.getByTestId('item-0-quantity').fill('100');
    await alice.getByTestId('item-0-tax').fill('28');
    await alice.getByTestId('attachment-input').setInputFiles({
      name: 'quote.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await alice.getByTestId('attachment-picker').getByText('quote.pdf').waitFor();
    await alice.getByTestId('po-save').click();
    await expectAlert(alice, 'PO Created');
    await alice.waitForURL(/\/poso\/view-po\/\d+$/);
    expect(await statusOf(alice)).toBe('Draft');
    expect(await alice.getByTestId('summary-amount').textContent()).toContain('44,800');
    await alice.getByTestId('attachments').getByText('quote.pdf').waitFor();
    expect(await alice.getByTestId('edit-po').isVisible()).toBe(true);

    await alice.getByTestId('send-po').click();
    const dialog = alice.getByTestId('send-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('send-approver').selectOption({ label: 'Fiona Mehta (fiona)' });
    await dialog.getByTestId('send-dialog-confirm').click();
    await expectAlert(alice, 'PO Sent for Approval');
    await expect.poll(() => statusOf(alice)).toBe('Waiting for Approval');
    expect(await alice.getByTestId('send-po').count()).toBe(0);
    expect(await alice.getByTestId('edit-po').count()).toBe(0);
    await shot(alice, '03-po-waiting');
  });

  it('refuses a PO number that is taken, on the field', async () => {
    await open(alice, 'AddPo');
    await alice.getByTestId('po-vendor').selectOption({ label: 'Bharat Steel Supplies' });
    await alice.getByTestId('po-number').fill(poNumber);
    await alice.getByTestId('item-0-materialDescription').fill('Gravel');
    await alice.getByTestId('item-0-ratePerUnit').fill('10');
    await alice.getByTestId('item-0-quantity').fill('1');
    await alice.getByTestId('item-0-tax').fill('0');
    await alice.getByTestId('po-save').click();
    await expect
      .poll(() => alice.getByTestId('po-number-error').textContent())
      .toBe('A purchase order with this number already exists');
    // Nothing typed is lost; a free number saves it.
    await alice.getByTestId('po-number').fill(rejectedPoNumber);
    await alice.getByTestId('po-save').click();
    await alice.waitForURL(/\/poso\/view-po\/\d+$/);
    await alice.getByTestId('send-po').click();
    await alice.getByTestId('send-approver').selectOption({ label: 'Fiona Mehta (fiona)' });
    await alice.getByTestId('send-dialog-confirm').click();
    await expect.poll(() => statusOf(alice)).toBe('Waiting for Approval');
  });

  it('lets fiona reject one PO with remarks and approve the other to the vendor', async () => {
    await open(fiona, 'approve-po');
    await fiona.getByTestId(`row-${rejectedPoNumber}`).click();
    await fiona.getByTestId('reject-po').click();
    const dialog = fiona.getByTestId('reject-remarks-dialog');
    await dialog.getByTestId('reject-remarks-dialog-confirm').click();
    await dialog.getByText('This field is required').waitFor();
    const remarks = dialog.getByTestId('reject-remarks');
    await remarks.fill('Gravel is not needed');
    // Enter writes a new line: it rejects nothing.
    await remarks.press('Enter');
    await remarks.pressSequentially('this month');
    expect(await remarks.inputValue()).toBe('Gravel is not needed\nthis month');
    // The remarks say how much of their 1000 characters they hold.
    expect(await dialog.textContent()).toContain('31 / 1000');
    expect(await dialog.isVisible()).toBe(true);
    expect(await statusOf(fiona)).toBe('Waiting for Approval');
    // Ctrl+Enter is the deliberate way to send it.
    await remarks.press('Control+Enter');
    await expectAlert(fiona, 'Rejected PO');
    await expect.poll(() => statusOf(fiona)).toBe('Approver Rejected');
    const shown = await fiona.getByTestId('summary-extra-1').textContent();
    expect(shown).toContain('Gravel is not needed');
    expect(shown).toContain('this month');

    await open(fiona, 'approve-po');
    await row(fiona, poNumber).getByTestId(`review-po-${poNumber}`).click();
    await fiona.getByTestId('approve-po').click();
    await fiona.getByTestId('confirm-dialog-confirm').click();
    await expectAlert(fiona, 'PO Approved');
    await expect.poll(() => statusOf(fiona)).toBe('Sent to Vendor');
    expect(await fiona.getByTestId('approve-po').count()).toBe(0);
    await shot(fiona, '04-po-approved');

    // The rejected one can be edited and sent again by alice.
    await open(alice, `po/list?number=${rejectedPoNumber}`);
    expect(await row(alice, rejectedPoNumber).getByTestId('status-badge').textContent()).toBe(
      'Approver Rejected',
    );
    expect(await alice.getByTestId(`edit-po-${rejectedPoNumber}`).isVisible()).toBe(true);
  });

  it('accepts the vendor invoice, then fiona gives the finance approval', async () => {
    await vendorInvoices(poNumber, invoiceNumber);
    await open(alice, `purchase/po/invoice?number=${invoiceNumber}`);
    await row(alice, invoiceNumber).waitFor();
    expect(await row(alice, invoiceNumber).getByTestId('amount-total').textContent()).toBe(
      '46,000 INR',
    );
    await alice.getByTestId(`row-${invoiceNumber}`).click();
    await alice.getByTestId('accept-invoice').waitFor();
    expect(await statusOf(alice)).toBe('Sent');
    expect(await alice.getByTestId('pay-invoice').count()).toBe(0);
    await alice.getByTestId('accept-invoice').click();
    await alice.getByTestId('confirm-dialog-confirm').click();
    await expectAlert(alice, 'Invoice Accepted');
    await expect.poll(() => statusOf(alice)).toBe('Waiting for Finance Approval');
    await shot(alice, '05-invoice-waiting-finance');

    await open(fiona, 'invoice/approve');
    await fiona.getByTestId(`row-${invoiceNumber}`).click();
    await fiona.waitForURL(/view-invoice-approval\/\d+$/);
    await fiona.getByTestId('accept-invoice').click();
    await fiona.getByTestId('confirm-dialog-confirm').click();
    await expectAlert(fiona, 'Invoice Accepted');
    await expect.poll(() => statusOf(fiona)).toBe('Accepted');
  });

  it('pays part of the invoice: Incorrect entry over the pending amount, then Payment Successful', async () => {
    await open(alice, 'tables/payable');
    await row(alice, invoiceNumber).getByTestId(`pay-invoice-${invoiceNumber}`).click();
    const dialog = alice.getByTestId('payment-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('payment-amount').inputValue()).toBe('46,000.00');
    await dialog.getByTestId('payment-reference').fill(`UTR-${run}`);
    await dialog.getByTestId('payment-amount').fill('50000');
    await dialog.getByText('Incorrect entry').waitFor();
    // Not blocked: the server refuses it and the dialog stays open with the reason.
    await dialog.getByTestId('payment-dialog-confirm').click();
    await expect.poll(() => dialog.getByTestId('payment-dialog-confirm').isEnabled()).toBe(true);
    expect(await dialog.getByText('Incorrect entry').isVisible()).toBe(true);
    expect(await alice.getByTestId('snackbar').allTextContents()).not.toContain(
      'Payment Successful',
    );
    await dialog.getByTestId('payment-amount').fill('20,000.50');
    await dialog.getByTestId('payment-remarks').fill('First part');
    await dialog.getByTestId('payment-dialog-confirm').click();
    await expectAlert(alice, 'Payment Successful');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => row(alice, invoiceNumber).getByTestId('amount-pending').textContent())
      .toBe('26,000 INR');
    expect(await row(alice, invoiceNumber).getByTestId('status-badge').textContent()).toBe(
      'Payment Claimed',
    );

    await open(alice, 'tables/pending-payments');
    await row(alice, `UTR-${run}`).waitFor();
    expect(await row(alice, `UTR-${run}`).getByTestId('amount-paid').textContent()).toBe(
      '20,000.50 INR',
    );
    await row(alice, `UTR-${run}`).getByRole('link', { name: invoiceNumber }).click();
    await alice.getByTestId(`payment-UTR-${run}`).waitFor();
    expect(await alice.getByTestId('summary-pending').textContent()).toContain('26,000');
    await shot(alice, '06-invoice-partly-paid');
  });

  it('rejects an invoice with remarks and lands on the invoice approve page', async () => {
    await vendorInvoices(poNumber, rejectedInvoiceNumber);
    await open(alice, `invoice/received?number=${rejectedInvoiceNumber}`);
    await alice.getByTestId(`row-${rejectedInvoiceNumber}`).click();
    await alice.getByTestId('reject-invoice').click();
    const dialog = alice.getByTestId('reject-remarks-dialog');
    await dialog.getByTestId('reject-remarks').fill('Invoiced twice for the same delivery');
    await dialog.getByTestId('reject-remarks-dialog-confirm').click();
    await expectAlert(alice, 'Invoice Rejected');
    await alice.waitForURL(/\/poso\/invoice\/approve$/);
    await open(alice, `purchase/po/invoice?number=${rejectedInvoiceNumber}`);
    expect(await row(alice, rejectedInvoiceNumber).getByTestId('status-badge').textContent()).toBe(
      'Customer Rejected',
    );
  });

  it('lets an administrator switch separation of duties, and the server refuses what a page left open still offers', async () => {
    const sodInvoiceNumber = `INV-E2E-${run}-S`;
    await vendorInvoices(poNumber, sodInvoiceNumber);
    const setting = (page: Page) => page.getByTestId('duties-explained');
    try {
      // alice, an administrator, lets one person do both.
      await open(alice, 'DashBoard');
      expect(await setting(alice).textContent()).toContain(
        'On: the author of a purchase order cannot approve it',
      );
      await alice.getByTestId('duties-switch').click();
      await expect.poll(() => setting(alice).textContent(), soon).toContain('Off: one person may');

      // She accepts the invoice, and is offered its finance approval as well.
      await open(alice, `purchase/po/invoice?number=${sodInvoiceNumber}`);
      await alice.getByTestId(`row-${sodInvoiceNumber}`).click();
      await alice.getByTestId('accept-invoice').click();
      await alice.getByTestId('confirm-dialog-confirm').click();
      await expect.poll(() => statusOf(alice), soon).toBe('Waiting for Finance Approval');
      await alice.getByTestId('accept-invoice').waitFor(soon);

      // In a second tab she switches the rule back on; the first still offers the approval.
      const second = await alice.context().newPage();
      await open(second, 'DashBoard');
      await second.getByTestId('duties-switch').click();
      await expect.poll(() => setting(second).textContent(), soon).toContain('On:');
      await second.close();

      await alice.getByTestId('accept-invoice').click();
      await alice.getByTestId('confirm-dialog-confirm').click();
      await expectAlert(
        alice,
        'Separation of duties: you accepted this invoice, so its finance approval must come from someone else.',
      );
      await shot(alice, '06-separation-of-duties-refused');
      await alice.reload();
      await expect.poll(() => statusOf(alice), soon).toBe('Waiting for Finance Approval');
      expect(await alice.getByTestId('accept-invoice').count()).toBe(0);
    } finally {
      // The company keeps the rule for the journeys after this one, whatever happened here.
      const [token] = await graphqlClient(app.baseUrl).companyToken('alice', /Acme/);
      await graphql(
        token,
        'mutation { updatePosoSettings(separationOfDuties: true) { updatedAt } }',
      );
    }
  });

  it('says when a document does not exist, and shows the screens dark and narrow', async () => {
    await open(alice, 'view-po/987654');
    await alice.getByTestId('document-not-found').waitFor();
    await open(alice, 'view-purchase-invoice/abc');
    await alice.getByTestId('document-not-found').waitFor();

    await alice.setViewportSize({ width: 800, height: 900 });
    await open(alice, 'po/list');
    await row(alice, poNumber).waitFor();
    await shot(alice, '07-po-list-800');
    await open(alice, 'AddPo');
    await alice.getByTestId('po-form').waitFor();
    await shot(alice, '08-add-po-800');
    await alice.setViewportSize({ width: 1366, height: 900 });
    await alice.getByTestId('customise-button').click();
    await alice.getByTestId('customise-drawer').getByText('Dark', { exact: true }).click();
    await alice.keyboard.press('Escape');
    await open(alice, `purchase/po/invoice?number=${invoiceNumber}`);
    await alice.getByTestId(`row-${invoiceNumber}`).click();
    await alice.getByTestId('document-summary').waitFor();
    await shot(alice, '09-invoice-dark');
    await alice.getByTestId('customise-button').click();
    await alice.getByTestId('customise-drawer').getByText('Light', { exact: true }).click();
    await alice.keyboard.press('Escape');
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
