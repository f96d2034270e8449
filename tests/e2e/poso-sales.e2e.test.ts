import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshotDir, startApp, type RunningApp, cspViolations } from './app';
import { graphqlClient } from './poso-kit';

// The vendor's side of the purchase/sales loop, on documents this file creates itself (so it
// runs on any database, any number of times): victor at Bharat Steel Supplies receives
// Acme Retail's purchase orders, accepts one and rejects one, invoices the accepted one,
// sends it, and confirms the payment Acme claims. Acme's steps go through GraphQL.

let app: RunningApp;
let browser: Browser;
let page: Page;

const run = Date.now().toString(36).toUpperCase();
const orderToAccept = `PO-S${run}-A`;
const orderToReject = `PO-S${run}-R`;
const orderDecidedElsewhere = `PO-S${run}-C`;
const invoiceNumber = `INV-S${run}`;
let vendorId = 0;

const shot = async (name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(screenshotDir, `sales-${name}.png`), fullPage: true });
};
const poso = (screen: string) => `${app.baseUrl}/dashboard/default/${vendorId}/poso/${screen}`;
const row = (number: string): Locator =>
  page.locator('tr', { has: page.getByTestId(`row-${number}`) });
/** The spec's success alert, among whatever other snackbars are on screen. */
const alerted = (text: string) =>
  page.getByTestId('snackbar').filter({ hasText: text }).first().waitFor();
// Screens answer within a few seconds even on a busy machine.
const soon = { timeout: 15_000 };
const summary = (field: string) => page.getByTestId(`summary-${field}`).textContent();
const status = () => page.getByTestId('summary-status').getByTestId('status-badge').textContent();

const graphql = <T>(query: string, variables: object = {}, token?: string) =>
  graphqlClient(app.baseUrl).graphql<T>(query, variables, token);
const companyToken = (userName: string, company: RegExp) =>
  graphqlClient(app.baseUrl).companyToken(userName, company);

const deliveryNote = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const key = () => `sales-e2e-${run}-${Math.random().toString(36).slice(2)}`;

/** Acme drafts a purchase order, fiona approves it, and it lands at Bharat as received. */
async function orderFromAcme(alice: string, fiona: string, poNumber: string) {
  const { approvers } = await graphql<{ approvers: { id: number; userName: string }[] }>(
    '{ approvers(kind: PURCHASE_ORDER) { id userName } }',
    {},
    alice,
  );
  const approver = approvers.find((user) => user.userName === 'fiona');
  if (!approver) throw new Error('fiona approves no purchase orders');
  const { createPurchaseOrder } = await graphql<{ createPurchaseOrder: { id: number } }>(
    `
      mutation ($input: CreatePurchaseOrderInput!) {
        createPurchaseOrder(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        vendorId,
        poNumber,
        description: 'Browser journey order',
        items: [
          {
            materialDescription: 'TMT steel rods 12 mm (tonne)',
            ratePerUnit: '52000',
            quantity: '2',
            tax: '18',
          },
        ],
      },
    },
    alice,
  );
  const id = createPurchaseOrder.id;
  await graphql(
    `
      mutation ($id: Int!, $a: Int!, $k: String!) {
        sendPurchaseOrderForApproval(id: $id, approverUserId: $a, idempotencyKey: $k) {
          id
        }
      }
    `,
    { id, a: approver.id, k: key() },
    alice,
  );
  await graphql(
    'mutation($id: Int!, $k: String!) { approvePurchaseOrder(id: $id, idempotencyKey: $k) { id } }',
    { id, k: key() },
    fiona,
  );
}

async function signIn(userName: string) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill('concord-demo');
  await page.getByTestId('sign-in').click();
  await page.getByTestId('company-list').waitFor();
}

describe('poso sales (vendor side)', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    const [alice] = await companyToken('alice', /Acme/);
    const [fiona] = await companyToken('fiona', /Acme/);
    const [, bharat] = await companyToken('victor', /Bharat/);
    vendorId = bharat;
    await orderFromAcme(alice, fiona, orderToAccept);
    await orderFromAcme(alice, fiona, orderToReject);
    await orderFromAcme(alice, fiona, orderDecidedElsewhere);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the recent sales and purchases on the dashboard', async () => {
    await signIn('victor');
    await page.goto(poso('DashBoard'));
    const received = page.getByTestId('recent-received-orders');
    await expect.poll(() => received.textContent(), soon).toContain(orderToAccept);
    await page.getByTestId('dashboard-purchases').waitFor();
    expect(await row(orderToAccept).getByTestId('status-badge').textContent()).toBe(
      'Sent to Vendor',
    );
    // 2 x 52,000 + 18 % tax
    expect(await row(orderToAccept).getByTestId('amount-total').textContent()).toBe('1,22,720 INR');
    await shot('01-dashboard');
  });

  it('lists the received orders with Accept and Reject only where allowed', async () => {
    await page.getByTestId('recent-received-orders-all').click();
    await page.waitForURL(/\/poso\/po\/received$/);
    await row(orderToReject).waitFor();
    expect(await row(orderToReject).getByTestId('accept-po').isEnabled()).toBe(true);
    expect(await row(orderToReject).getByTestId('reject-po').isEnabled()).toBe(true);
    await page.getByTestId('status-filter').getByText('Raised', { exact: true }).click();
    await page.waitForURL(/status=RAISED/);
    await expect.poll(() => row(orderToReject).count(), soon).toBe(0);
    const raised = page.getByTestId('received-orders-row').first();
    expect(await raised.getByTestId('accept-po').count()).toBe(0);
    expect(await raised.getByTestId('add-invoice').count()).toBe(1);
    await page.getByTestId('status-filter').getByText('All', { exact: true }).click();
    await shot('02-received-orders');
  });

  it('rejects an order with remarks: Rejected PO, Vendor Rejected', async () => {
    await row(orderToReject).getByTestId('reject-po').click();
    const dialog = page.getByTestId('reject-remarks-dialog');
    await dialog.waitFor();
    await page.getByTestId('reject-remarks-dialog-confirm').click();
    await expect.poll(() => dialog.textContent(), soon).toContain('This field is required');
    await page.getByTestId('reject-remarks').fill('Rods out of stock this month');
    await page.getByTestId('reject-remarks-dialog-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await alerted('Rejected PO');
    await expect
      .poll(() => row(orderToReject).getByTestId('status-badge').textContent(), soon)
      .toBe('Vendor Rejected');
    expect(await row(orderToReject).getByTestId('reject-po').count()).toBe(0);
    expect(page.url()).toMatch(/\/poso\/po\/received$/);
  });

  it('accepts an order on its page: PO Accepted, Raised, Add invoice', async () => {
    await page.getByTestId(`row-${orderToAccept}`).click();
    await page.waitForURL(/\/poso\/view-received-po\/\d+$/);
    await page.getByTestId('document-summary').waitFor();
    expect(await status()).toBe('Sent to Vendor');
    expect(await page.getByTestId('add-invoice').count()).toBe(0);
    await shot('03-received-order');
    await page.getByTestId('accept-po').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await alerted('PO Accepted');
    await expect.poll(() => status(), soon).toBe('Raised');
    expect(await page.getByTestId('accept-po').count()).toBe(0);
    expect(await page.getByTestId('reject-po').count()).toBe(0);
    await page.getByTestId('add-invoice').waitFor();
  });

  it('shows where an order is when someone else decided it meanwhile', async () => {
    await page.goto(poso('po/received'));
    await page.getByTestId(`row-${orderDecidedElsewhere}`).click();
    await page.waitForURL(/\/poso\/view-received-po\/\d+$/);
    await expect.poll(() => status(), soon).toBe('Sent to Vendor');
    const [victor] = await companyToken('victor', /Bharat/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await graphql(
      `
        mutation ($id: Int!, $k: String!) {
          acceptReceivedPurchaseOrder(id: $id, fromStatus: SENT_TO_VENDOR, idempotencyKey: $k) {
            id
          }
        }
      `,
      { id, k: key() },
      victor,
    );
    await page.getByTestId('accept-po').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await alerted('This was changed by someone else or already exists.');
    await expect.poll(() => status(), soon).toBe('Raised');
    expect(await page.getByTestId('accept-po').count()).toBe(0);
  });

  it('raises an invoice from the order: items prefilled, charges, validation', async () => {
    await page.goto(poso('sales'));
    await row(orderToAccept).getByTestId('add-invoice').click();
    await page.waitForURL(/\/poso\/AddInvoice\/\d+$/);
    await page.getByTestId('invoice-form').waitFor();
    expect(await page.getByTestId('item-0-materialDescription').inputValue()).toBe(
      'TMT steel rods 12 mm (tonne)',
    );
    expect(await page.getByTestId('item-0-ratePerUnit').inputValue()).toBe('52000.00');
    await page.getByTestId('item-0-quantity').fill('');
    await page.getByTestId('save-invoice').click();
    await expect
      .poll(() => page.getByTestId('items-editor').textContent(), soon)
      .toContain('This field is required');
    await page.getByTestId('item-0-quantity').fill('1');
    await page.getByTestId('charges-editor-add').click();
    await page.getByTestId('charge-0-type').selectOption({ label: 'Freight' });
    await page.getByTestId('charge-0-amount').fill('1,500');
    // 52,000 x 1.18 + 1,500
    await expect
      .poll(() => page.getByTestId('charges-editor-grand-total').textContent(), soon)
      .toContain('62,860.00');
    await page.getByTestId('invoice-number').fill('INV-DEMO-001');
    await page.getByTestId('save-invoice').click();
    // The server's refusal lands on the field it is about, and nothing typed is lost.
    await expect
      .poll(() => page.getByTestId('invoice-number').getAttribute('aria-invalid'), soon)
      .toBe('true');
    expect(await page.getByTestId('invoice-form').textContent()).toContain(
      'An invoice with this number already exists',
    );
    expect(await page.getByTestId('charge-0-amount').inputValue()).toBe('1,500');
    await page.getByTestId('invoice-number').fill(invoiceNumber);
    await page.getByTestId('invoice-description').fill('First delivery of rods');
    // A due date before the invoice date (today) is refused on its field, before any save.
    await page.getByTestId('invoice-due-date').fill('2000-01-01');
    await page.getByTestId('save-invoice').click();
    await expect
      .poll(() => page.getByTestId('invoice-due-date').getAttribute('aria-invalid'), soon)
      .toBe('true');
    expect(await page.getByTestId('invoice-form').textContent()).toContain(
      'The due date cannot be before the invoice date',
    );
    await page.getByTestId('invoice-due-date').fill('2099-12-31');
    await page.getByTestId('attachment-input').setInputFiles([
      { name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: deliveryNote },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect
      .poll(() => page.getByTestId('attachment-problems').textContent(), soon)
      .toContain('setup.exe was not attached: this type of file is not accepted');
    expect(await page.getByTestId('attachment-picker').textContent()).toContain(
      'delivery-note.pdf',
    );
    await shot('04-add-invoice');
    await page.getByTestId('save-invoice').click();
    await page.waitForURL(/\/poso\/view-invoice\/\d+$/);
    await alerted('Invoice Created');
    await alerted('delivery-note.pdf attached');
    await expect.poll(() => status(), soon).toBe('Draft');
    expect(await summary('amount')).toContain('62,860');
    expect(await page.getByTestId('document-summary').textContent()).toMatch(/Due date.*2099/);
    expect(await page.getByTestId('items-table-grand-total').textContent()).toContain('62,860.00');
    await expect
      .poll(() => page.getByTestId('attachments').textContent(), soon)
      .toContain('delivery-note.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('attachment-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('delivery-note.pdf');
  });

  it('sends the draft: Invoice Sent, no more Edit or Send', async () => {
    expect(await page.getByTestId('edit-invoice').isEnabled()).toBe(true);
    await page.getByTestId('send-invoice').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await alerted('Invoice Sent');
    await expect.poll(() => status(), soon).toBe('Sent');
    expect(await page.getByTestId('send-invoice').count()).toBe(0);
    expect(await page.getByTestId('edit-invoice').count()).toBe(0);
    await shot('05-invoice-sent');
  });

  it('confirms the payment the customer claims: Payment Accepted, pending amount', async () => {
    const [alice] = await companyToken('alice', /Acme/);
    const { purchaseInvoices } = await graphql<{
      purchaseInvoices: { items: { id: number }[] };
    }>(
      'query($n: String!) { purchaseInvoices(filter: { invoiceNumber: $n }) { items { id } } }',
      { n: invoiceNumber },
      alice,
    );
    const id = purchaseInvoices.items[0]?.id;
    expect(id).toBeDefined();
    // Alice accepts; the finance approval is fiona's (separation of duties).
    const [fiona] = await companyToken('fiona', /Acme/);
    for (const [fromStatus, who] of [
      ['SENT', alice],
      ['WAITING_FOR_FINANCE_APPROVAL', fiona],
    ] as const) {
      await graphql(
        `
          mutation ($id: Int!, $from: InvoiceStatus!, $k: String!) {
            acceptPurchaseInvoice(id: $id, fromStatus: $from, idempotencyKey: $k) {
              id
            }
          }
        `,
        { id, from: fromStatus, k: key() },
        who,
      );
    }
    await graphql(
      `
        mutation ($input: ClaimPaymentInput!, $k: String!) {
          claimPayment(input: $input, idempotencyKey: $k) {
            payment {
              id
            }
          }
        }
      `,
      {
        input: { purchaseInvoiceId: id, referenceNumber: `UTR-${run}`, amount: '20000' },
        k: key(),
      },
      alice,
    );

    await page.goto(poso('payments/received'));
    const payment = row(`UTR-${run}`);
    await payment.waitFor();
    expect(await payment.getByTestId('status-badge').textContent()).toBe('Payment Claimed');
    expect(await payment.getByTestId('amount-pending').textContent()).toContain('42,860.00');
    await shot('06-payments-received');
    await payment.getByTestId('confirm-payment').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await alerted('Payment Accepted');
    await expect
      .poll(() => payment.getByTestId('status-badge').textContent(), soon)
      .toBe('Payment Confirmed');
    expect(await payment.getByTestId('confirm-payment').count()).toBe(0);

    await page.getByTestId(`row-UTR-${run}`).click();
    await page.waitForURL(/\/poso\/view-invoice\/\d+$/);
    // Confirmed payments with something still pending read as partly paid, not as paid.
    await expect.poll(() => status(), soon).toBe('Partly paid');
    expect(await summary('paid')).toContain('20,000');
    expect(await summary('pending')).toContain('42,860');
    await page.getByTestId('payments-received').click();
    const dialog = page.getByTestId('payments-received-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent(), soon).toContain(`UTR-${run}`);
    // The payment is the exact sum received, in the invoice's currency.
    expect(await dialog.getByTestId('payment-amount').allTextContents()).toContain('20,000.00 INR');
    expect(await dialog.getByTestId('payment-confirm').count()).toBe(0);
    await shot('07-payments-dialog');
    await page.keyboard.press('Escape');
  });

  it('lists the invoice among the raised ones and in the collections', async () => {
    await page.goto(poso('invoice/raised'));
    await row(invoiceNumber).waitFor();
    expect(await row(invoiceNumber).getByTestId('amount-total').textContent()).toBe('62,860 INR');
    await page.goto(poso('tables/confirmed-payments'));
    await row(`UTR-${run}`).waitFor();
    await page.goto(poso('sales/collection'));
    await page.getByTestId('count-confirmed-value').waitFor();
    await shot('08-collections');
  });

  it('reads well narrow and dark', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(poso('po/received'));
    await row(orderToAccept).waitFor();
    await shot('09-received-narrow');
    await page.getByTestId('customise-button').click();
    await page.getByTestId('customise-drawer').getByText('Dark', { exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('class'), soon).toContain('dark');
    await page.keyboard.press('Escape');
    await page.goto(poso('DashBoard'));
    await page.getByTestId('recent-sales-invoices').getByText(invoiceNumber).waitFor();
    await shot('10-dashboard-dark-narrow');
    await page.getByTestId('customise-button').click();
    await page.getByTestId('customise-drawer').getByText('Light', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('says so when an address names no document', async () => {
    await page.goto(poso('view-invoice/99999999'));
    await page.getByTestId('document-not-found').waitFor();
    expect(await page.getByTestId('document-not-found').textContent()).toContain(
      'This document does not exist or belongs to another company.',
    );
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
