import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, type RunningApp, cspViolations } from './app';
import { expectAlert, rowOf, screenshot, signInTo, soon, statusOf } from './poso-kit';

// The whole purchase/sales loop in the browser, customer and vendor side by side, each in
// its own browser context: alice (Acme, customer) orders, fiona (Acme) approves, victor
// (Bharat, vendor) accepts and invoices, alice accepts, fiona gives the finance approval,
// alice pays part, victor confirms. Every hand-over is checked on the other side's screen.
// As under `npm start`, each hand-over waits out an undo grace period: its question says it
// can be undone for those seconds, its snackbar says what happened and what comes next.
// Each sidebar inbox count moves as the loop advances, on pages left open (no reload): up
// when the other company's (or a colleague's) step arrives with its live notification, down
// when the user has done their part.

/** Short, so the journey does not wait long; long enough to read on a busy machine. */
const GRACE_MS = 5_000;
const graceSeconds = GRACE_MS / 1000;

let app: RunningApp;
let browser: Browser;
let alice: Page;
let fiona: Page;
let victor: Page;
let acme = 0;
let bharat = 0;

const run = Date.now().toString(36).slice(-6).toUpperCase();
const poNumber = `PO-LOOP-${run}`;
const invoiceNumber = `INV-LOOP-${run}`;
const utr = `UTR-LOOP-${run}`;

const acmeScreen = (page: Page, screen: string) =>
  page.goto(`${app.baseUrl}/dashboard/default/${acme}/poso/${screen}`);
const bharatScreen = (screen: string) =>
  victor.goto(`${app.baseUrl}/dashboard/default/${bharat}/poso/${screen}`);
const summary = (page: Page, field: string) => page.getByTestId(`summary-${field}`).textContent();

type InboxKey = 'received' | 'approvals' | 'invoices' | 'finance' | 'payments';
/** An inbox entry's count once loaded (its data-count), shown as a badge when above zero. */
const inbox = (page: Page, key: InboxKey) => async () => {
  const count = await page.getByTestId(`inbox-${key}`).getAttribute('data-count');
  return count === null ? null : Number(count);
};
/** Waits until the entry has its count, and answers it. */
async function countOf(page: Page, key: InboxKey): Promise<number> {
  await expect.poll(inbox(page, key), soon).not.toBeNull();
  return (await inbox(page, key)())!;
}
/** The counts before a step, read on pages that then stay open. */
const before = {
  fionaApprovals: 0,
  victorReceived: 0,
  victorPayments: 0,
  aliceInvoices: 0,
  aliceFinance: 0,
  fionaInvoices: 0,
  fionaFinance: 0,
};

/** Opens the bell and closes it: what is there is seen, the badge counts only what comes next. */
async function clearBell(page: Page) {
  await page.getByTestId('notifications-bell').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('notifications-badge').count(), soon).toBe(0);
}

/**
 * Opens the confirmation of the step `button` (a test id on `page`, or the button) takes,
 * checks its question names `number`, `amount` and the seconds it can be undone for, and
 * confirms.
 */
async function confirmStep(page: Page, button: string | Locator, number: string, amount: string) {
  await (typeof button === 'string' ? page.getByTestId(button) : button).click();
  const body = (await page.getByTestId('confirm-dialog-body').textContent()) ?? '';
  expect(body).toContain(number);
  expect(body).toContain(amount);
  expect(body).toContain(`${graceSeconds} s`);
  expect(body).not.toContain('at once');
  await page.getByTestId('confirm-dialog-confirm').click();
}

describe('poso loop: customer and vendor in two browser contexts', () => {
  beforeAll(async () => {
    app = await startApp({ undoGraceMs: GRACE_MS });
    browser = await launchBrowser();
    const newPage = async () =>
      (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    [alice, fiona, victor] = await Promise.all([newPage(), newPage(), newPage()]);
    acme = await signInTo(alice, app.baseUrl, 'alice', /Acme/);
    await signInTo(fiona, app.baseUrl, 'fiona', /Acme/);
    bharat = await signInTo(victor, app.baseUrl, 'victor', /Bharat/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('alice drafts a purchase order to Bharat and sends it to fiona, whose inbox and bell say so at once', async () => {
    // fiona's page stays open from here to her approval: nothing on it is reloaded.
    await acmeScreen(fiona, 'DashBoard');
    before.fionaApprovals = await countOf(fiona, 'approvals');
    await clearBell(fiona);

    await acmeScreen(alice, 'AddPo');
    await alice.getByTestId('po-form').waitFor();
    await alice.getByTestId('po-vendor').selectOption({ label: 'Bharat Steel Supplies' });
    await alice.getByTestId('po-number').fill(poNumber);
    await alice.getByTestId('item-0-materialDescription').fill('Cement bags');
    await alice.getByTestId('item-0-ratePerUnit').fill('350');
    await alice.getByTestId('item-0-quantity').fill('100');
    await alice.getByTestId('item-0-tax').fill('28');
    // 350 x 100 x 1.28
    await expect
      .poll(() => alice.getByTestId('item-0-lineTotal').textContent(), soon)
      .toBe('44,800.00');
    await alice.getByTestId('po-save').click();
    await expectAlert(alice, 'PO Created');
    await alice.waitForURL(/\/poso\/view-po\/\d+$/);
    expect(await statusOf(alice)).toBe('Draft');

    await alice.getByTestId('send-po').click();
    const dialog = alice.getByTestId('send-dialog');
    // Separation of duties: alice wrote the order, so she is not offered as its approver.
    const offered = await dialog.getByTestId('send-approver').locator('option').allTextContents();
    expect(offered.some((option) => option.includes('(alice)'))).toBe(false);
    await dialog.getByTestId('send-approver').selectOption({ label: 'Fiona Mehta (fiona)' });
    await dialog.getByTestId('send-dialog-confirm').click();
    await expectAlert(alice, 'PO Sent for Approval');
    await expect.poll(() => statusOf(alice), soon).toBe('Waiting for Approval');

    // On fiona's open page: the bell rings with the order, and her inbox counts it.
    await expect.poll(() => fiona.getByTestId('notifications-badge').count(), soon).toBe(1);
    await expect.poll(inbox(fiona, 'approvals'), soon).toBe(before.fionaApprovals + 1);
    await fiona.getByTestId('notifications-bell').click();
    expect(await fiona.getByTestId('notifications-list').textContent()).toContain(poNumber);
    await fiona.keyboard.press('Escape');
  });

  it('fiona approves it and victor receives it at Bharat', async () => {
    // Victor's inbox count and bell before the approval; his page stays open until it arrives.
    await bharatScreen('DashBoard');
    before.victorReceived = await countOf(victor, 'received');
    await clearBell(victor);

    // fiona follows her inbox (inside the app, no reload) to the order.
    await fiona.getByTestId('inbox-approvals').click();
    await rowOf(fiona, poNumber).getByTestId(`review-po-${poNumber}`).click();
    // Approving asks first, naming the order; Enter on the open dialog cancels, it does not approve.
    await fiona.getByTestId('approve-po').click();
    const asked = fiona.getByTestId('confirm-dialog');
    expect(await asked.getByTestId('confirm-dialog-body').textContent()).toBe(
      `Approve ${poNumber} for 44,800.00 INR? It goes to Bharat Steel Supplies in ${graceSeconds} s, until then you can undo it; then it can no longer be edited.`,
    );
    await fiona.keyboard.press('Enter');
    await asked.waitFor({ state: 'detached' });
    expect(await statusOf(fiona)).toBe('Waiting for Approval');
    await confirmStep(fiona, 'approve-po', poNumber, '44,800.00 INR');
    await expectAlert(fiona, 'PO Approved: it goes to the vendor for acceptance in');
    // Held: nothing moved yet; when the grace period ends the page follows by itself.
    expect(await statusOf(fiona)).toBe('Waiting for Approval');
    await expect.poll(() => statusOf(fiona), soon).toBe('Sent to Vendor');
    // Decided: it no longer waits for her.
    await expect.poll(inbox(fiona, 'approvals'), soon).toBe(before.fionaApprovals);

    // At Bharat, on victor's open page: the bell rings with the order, the inbox counts it.
    await expect.poll(() => victor.getByTestId('notifications-badge').count(), soon).toBe(1);
    await victor.getByTestId('notifications-bell').click();
    expect(await victor.getByTestId('notifications-list').textContent()).toContain(poNumber);
    await victor.keyboard.press('Escape');
    await expect.poll(inbox(victor, 'received'), soon).toBe(before.victorReceived + 1);
    expect(await victor.getByTestId('inbox-received-count').textContent()).toBe(
      String(before.victorReceived + 1),
    );

    // Found by its number among everything Bharat has received.
    await bharatScreen('po/received');
    await victor.getByTestId('filter-number').fill(poNumber);
    await victor.waitForURL(/number=PO-LOOP-/);
    const received = rowOf(victor, poNumber);
    await received.waitFor();
    await expect.poll(() => victor.getByTestId('received-orders-row').count(), soon).toBe(1);
    expect(await received.getByTestId('status-badge').textContent()).toBe('Sent to Vendor');
    expect(await received.getByTestId('amount-total').textContent()).toBe('44,800 INR');
  });

  it('victor accepts the order, which alice sees as Raised', async () => {
    await victor.getByTestId(`row-${poNumber}`).click();
    await victor.waitForURL(/\/poso\/view-received-po\/\d+$/);
    // The list's row has an Accept too: wait for the order's own page before pressing it.
    await victor.getByTestId('document-summary').waitFor();
    await confirmStep(victor, 'accept-po', poNumber, '44,800.00 INR');
    await expectAlert(victor, 'PO Accepted: the customer is told in');
    await expect.poll(() => statusOf(victor), soon).toBe('Raised');
    await expect.poll(inbox(victor, 'received'), soon).toBe(before.victorReceived);

    await acmeScreen(alice, `po/list?number=${poNumber}`);
    await expect
      .poll(() => rowOf(alice, poNumber).getByTestId('status-badge').textContent(), soon)
      .toBe('Raised');
  });

  it('victor invoices the whole order and sends it, which both of Acme count at once', async () => {
    // alice's and fiona's pages stay open while the invoice travels.
    before.aliceInvoices = await countOf(alice, 'invoices');
    before.aliceFinance = await countOf(alice, 'finance');
    before.fionaInvoices = await countOf(fiona, 'invoices');
    before.fionaFinance = await countOf(fiona, 'finance');

    await victor.getByTestId('add-invoice').click();
    await victor.waitForURL(/\/poso\/AddInvoice\/\d+$/);
    await victor.getByTestId('invoice-form').waitFor();
    expect(await victor.getByTestId('item-0-materialDescription').inputValue()).toBe('Cement bags');
    await victor.getByTestId('invoice-number').fill(invoiceNumber);
    await confirmStep(victor, 'save-and-send-invoice', invoiceNumber, '44,800.00 INR');
    await victor.waitForURL(/\/poso\/view-invoice\/\d+$/);
    await expectAlert(victor, 'Invoice Sent: it reaches the customer in');
    await expect.poll(() => statusOf(victor), soon).toBe('Sent');
    expect(await summary(victor, 'amount')).toContain('44,800');
    await screenshot(victor, 'loop-01-vendor-invoice-sent');

    await expect.poll(inbox(alice, 'invoices'), soon).toBe(before.aliceInvoices + 1);
    await expect.poll(inbox(fiona, 'invoices'), soon).toBe(before.fionaInvoices + 1);
  });

  it('alice accepts the invoice and fiona gives the finance approval', async () => {
    await alice.getByTestId('inbox-invoices').click();
    await alice.getByTestId(`row-${invoiceNumber}`).click();
    await confirmStep(alice, 'accept-invoice', invoiceNumber, '44,800.00 INR');
    // The business acceptance says what comes next: the finance approval, not "accepted".
    await expectAlert(alice, /Invoice Accepted: in \d+ s it goes to finance approval/);
    await expect.poll(() => statusOf(alice), soon).toBe('Waiting for Finance Approval');
    // Separation of duties: alice accepted it, so she is not offered the finance approval.
    expect(await alice.getByTestId('accept-invoice').count()).toBe(0);
    expect(await alice.getByTestId('invoice-progress').textContent()).toContain('another approver');
    // Accepted: it no longer waits for her, and her finance approvals do not count it either.
    await expect.poll(inbox(alice, 'invoices'), soon).toBe(before.aliceInvoices);
    expect(await inbox(alice, 'finance')()).toBe(before.aliceFinance);

    // On fiona's open page: it left the invoices to accept for her finance approvals.
    await expect.poll(inbox(fiona, 'invoices'), soon).toBe(before.fionaInvoices);
    await expect.poll(inbox(fiona, 'finance'), soon).toBe(before.fionaFinance + 1);
    await fiona.getByTestId('inbox-finance').click();
    await fiona.getByTestId(`row-${invoiceNumber}`).click();
    await fiona.waitForURL(/view-invoice-approval\/\d+$/);
    await confirmStep(fiona, 'accept-invoice', invoiceNumber, '44,800.00 INR');
    await expectAlert(fiona, 'Invoice Accepted by finance: it can be paid in');
    await expect.poll(() => statusOf(fiona), soon).toBe('Accepted');
    expect(await fiona.getByTestId('invoice-progress').textContent()).toContain('Finance approved');
    await expect.poll(inbox(fiona, 'finance'), soon).toBe(before.fionaFinance);

    await bharatScreen(`invoice/raised?number=${invoiceNumber}`);
    await expect
      .poll(() => rowOf(victor, invoiceNumber).getByTestId('status-badge').textContent(), soon)
      .toBe('Accepted');
  });

  it('alice pays part of it: Payment Successful, Payment Claimed, the rest pending', async () => {
    // victor's page stays open until the payment arrives.
    before.victorPayments = await countOf(victor, 'payments');
    await acmeScreen(alice, 'tables/payable');
    await rowOf(alice, invoiceNumber).getByTestId(`pay-invoice-${invoiceNumber}`).click();
    const dialog = alice.getByTestId('payment-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('payment-amount').inputValue()).toBe('44,800.00');
    await dialog.getByTestId('payment-reference').fill(utr);
    await dialog.getByTestId('payment-amount').fill('30,000');
    await dialog.getByTestId('payment-dialog-confirm').click();
    await expectAlert(alice, 'Payment Successful: it reaches the vendor in');
    await expect
      .poll(() => rowOf(alice, invoiceNumber).getByTestId('amount-pending').textContent(), soon)
      .toBe('14,800 INR');
    expect(await rowOf(alice, invoiceNumber).getByTestId('status-badge').textContent()).toBe(
      'Payment Claimed',
    );
    await expect.poll(inbox(victor, 'payments'), soon).toBe(before.victorPayments + 1);
  });

  it('victor confirms the payment, and alice sees it confirmed with 14,800 pending', async () => {
    await bharatScreen('payments/received');
    const payment = rowOf(victor, utr);
    await payment.waitFor();
    expect(await payment.getByTestId('status-badge').textContent()).toBe('Payment Claimed');
    expect(await payment.getByTestId('amount-pending').textContent()).toContain('14,800.00');
    await confirmStep(victor, payment.getByTestId('confirm-payment'), utr, '30,000.00 INR');
    await expectAlert(victor, 'Payment Accepted: it is confirmed to the customer in');
    await expect
      .poll(() => payment.getByTestId('status-badge').textContent(), soon)
      .toBe('Payment Confirmed');
    await expect.poll(inbox(victor, 'payments'), soon).toBe(before.victorPayments);
    await screenshot(victor, 'loop-02-vendor-payment-confirmed');

    await acmeScreen(alice, `purchase/po/invoice?number=${invoiceNumber}`);
    await alice.getByTestId(`row-${invoiceNumber}`).click();
    await expect.poll(() => statusOf(alice), soon).toBe('Partly paid');
    expect(await alice.getByTestId('invoice-progress').textContent()).toContain('14,800.00 INR');
    expect(await summary(alice, 'paid')).toContain('30,000');
    expect(await summary(alice, 'pending')).toContain('14,800');
    await screenshot(alice, 'loop-03-customer-invoice-confirmed');
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
