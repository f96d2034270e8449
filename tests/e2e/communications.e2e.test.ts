import type { Browser, Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../services/reco/src/testing/smtp-sink';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import {
  chooseLanguage,
  closeSnackbars,
  expectAlert,
  expectFitsPhone,
  phoneWidth,
  screenshot,
  signInTo,
  soon,
} from './poso-kit';

// The bulk-send reasons as the French screen words them.
const bulkReasonsFr = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../../web/src/features/i18n/locales/fr.json', import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ).filter(([id]) => id.startsWith('comms.bulkReason.')),
);

// Communications in the browser: alice (Acme's owner) sets the sender without an SMTP
// server, sends a test mail that stays in the outbox and reads it there as it would have
// been sent; then points the sender at a real SMTP server and sees its answer.

let app: RunningApp;
let browser: Browser;
let page: Page;
let sink: SmtpSink;
let acme = 0;
const run = Date.now().toString(36).slice(-6);

const open = (tab: string) =>
  page.goto(
    `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1/communication-template?tab=${tab}`,
  );

describe('communications: sender, test mail, outbox, templates, rules', () => {
  beforeAll(async () => {
    app = await startApp();
    sink = await startSmtpSink();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    acme = await signInTo(page, app.baseUrl, 'alice', /Acme/);
  });

  afterAll(async () => {
    await browser?.close();
    await sink?.close();
    await app?.stop();
  });

  it('refuses a bad address on the field, and keeps what was typed', async () => {
    await open('sender');
    await page.getByTestId('sender-form').waitFor();
    await page.getByTestId('sender-host').fill('');
    await page.getByTestId('sender-from').fill('not an address');
    await page.getByTestId('sender-save').click();
    await page.getByText('Enter a valid e-mail address').first().waitFor();
    expect(await page.getByTestId('sender-from').inputValue()).toBe('not an address');
  });

  it('without SMTP, the test mail lands in the outbox, readable as it would have been sent', async () => {
    await page.getByTestId('sender-from').fill(`books-${run}@acme.test`);
    await page.getByTestId('sender-from-name').fill('Acme Books');
    await page.getByTestId('sender-save').click();
    await expectAlert(page, 'Sender settings saved');
    await expect
      .poll(() => page.getByTestId('sender-mode').textContent(), soon)
      .toContain('kept in the outbox');
    // The snackbar sits over the test-mail button; the pointer resting on it keeps it open.
    await closeSnackbars(page);
    await page.getByTestId('test-mail-to').fill(`ap-${run}@bharat.test`);
    await page.getByTestId('test-mail-send').click();
    await expect
      .poll(() => page.getByTestId('test-mail-result').textContent(), soon)
      .toContain('kept in the outbox');
    await screenshot(page, 'comms-01-sender-outbox');

    await page.getByTestId('tab-mails').click();
    const row = page.getByRole('row').filter({ hasText: `ap-${run}@bharat.test` });
    await row.getByText('In the outbox').waitFor(soon);
    await row.getByText('Concord test mail').click();
    const dialog = page.getByTestId('mail-dialog');
    await expect
      .poll(() => dialog.getByTestId('mail-to').textContent(), soon)
      .toBe(`ap-${run}@bharat.test`);
    expect(await dialog.getByTestId('mail-text').textContent()).toContain(
      `books-${run}@acme.test can send`,
    );
    await screenshot(page, 'comms-02-outbox-mail');
    await page.keyboard.press('Escape');
  });

  it("with an SMTP server, the test mail arrives and the server's answer is shown", async () => {
    await closeSnackbars(page);
    await open('sender');
    await page.getByTestId('sender-form').waitFor();
    await page.getByTestId('sender-host').fill('127.0.0.1');
    await page.getByTestId('sender-port').fill(String(sink.port));
    await page.getByTestId('sender-security').selectOption('NONE');
    await page.getByTestId('sender-save').click();
    await expectAlert(page, 'Sender settings saved');
    await expect
      .poll(() => page.getByTestId('sender-mode').textContent(), soon)
      .toContain('sent through 127.0.0.1');
    // As in the outbox case: the snackbar sits over the test-mail button, and the pointer
    // resting on it keeps it open (a clean-clone run timed out on that click).
    await closeSnackbars(page);
    await page.getByTestId('test-mail-to').fill(`ap-${run}@bharat.test`);
    await page.getByTestId('test-mail-send').click();
    await expect
      .poll(() => page.getByTestId('test-mail-response').textContent(), soon)
      .toMatch(/^250 .*Queued as sink-1/);
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe('Concord test mail');
    expect(mail!.envelopeTo).toEqual([`ap-${run}@bharat.test`]);
    await screenshot(page, 'comms-03-smtp-answer');

    sink.mode = { kind: 'reply', code: 550, message: 'No such mailbox here' };
    await page.getByTestId('test-mail-send').click();
    await expect
      .poll(() => page.getByTestId('test-mail-response').textContent(), soon)
      .toContain('550');
    expect(await page.getByTestId('test-mail-result').textContent()).toContain('not delivered');
    sink.mode = { kind: 'accept' };
  });

  it('writes a template with a live preview that flags an unknown placeholder', async () => {
    await open('templates');
    await page.getByTestId('template-new').click();
    await page.getByTestId('template-name').fill(`Quarter request ${run}`);
    await page.getByTestId('template-subject').fill('Ledger for {{party}}');
    await page
      .getByTestId('template-body')
      .fill('Dear {{party}},\n\nUpload: {{upload_link}}\n\n{{balance}}');
    await expect
      .poll(() => page.getByTestId('template-preview-subject').textContent(), soon)
      .toBe('Ledger for Bharat Steel Supplies');
    await page.getByTestId('template-unknown').getByText('{{balance}}').waitFor(soon);
    await page.getByTestId('template-save').click();
    await page
      .getByTestId('template-form')
      .getByText(/Unknown placeholder \{\{balance\}\}/)
      .waitFor(soon);
    await page
      .getByTestId('template-body')
      .fill('Dear {{party}},\n\nUpload: {{upload_link}}\n\nOur balance: {{closing_balance}}');
    await page.getByTestId('template-save').click();
    await expectAlert(page, 'Template saved');
    await page.getByTestId('template-list').getByText(`Quarter request ${run} · en`).waitFor(soon);
    await screenshot(page, 'comms-04-template');
  });

  it('sets a rule for one project, edits it without losing the project, switches it off, and the changes are recorded', async () => {
    await open('rules');
    await page.getByTestId('rule-new').click();
    await page.getByTestId('rule-name').fill(`Chase ${run}`);
    const picker = page.getByTestId('rule-project');
    await expect.poll(() => picker.locator('option').count(), soon).toBeGreaterThan(1);
    const projectName = ((await picker.locator('option').nth(1).textContent()) ?? '').trim();
    await picker.selectOption({ index: 1 });
    await page.getByTestId('rule-escalate-after').fill('2');
    await page.getByTestId('rule-save').click();
    await page.getByText('Say whom to escalate to').waitFor(soon);
    await page.getByTestId('rule-escalation-email').fill('cfo@acme.test');
    await page.getByTestId('rule-save').click();
    await expectAlert(page, 'Rule saved');
    await closeSnackbars(page);
    const item = page
      .getByTestId('rule-list')
      .locator('[data-testid^="rule-"]', { hasText: `Chase ${run}` });
    await item.first().waitFor(soon);
    const scope = item.first().locator('[data-testid^="rule-scope-"]');
    await expect.poll(() => scope.textContent(), soon).toBe(projectName);

    // An edit of another field keeps the project: the form shows it and sends it.
    await item.first().getByText(`Chase ${run}`).click();
    await expect.poll(() => picker.inputValue(), soon).not.toBe('');
    await page.getByTestId('rule-max').fill('4');
    await page.getByTestId('rule-save').click();
    await expectAlert(page, 'Rule saved');
    await expect
      .poll(() => page.getByTestId('rule-changes').textContent(), soon)
      .toContain('Reminders at most: 3 → 4');
    expect(await page.getByTestId('rule-changes').textContent()).not.toContain('All projects');
    expect(await scope.textContent()).toBe(projectName);
    await item.first().locator('[data-testid^="rule-switch-"]').click();
    await item.first().getByText('Disabled').waitFor(soon);
    await expect
      .poll(() => page.getByTestId('rule-changes').textContent(), soon)
      .toContain('Enabled: on → off');
    await screenshot(page, 'comms-05-rule');
  });

  it('fits every tab on a 375 px phone in French, its main action and key columns in view', async () => {
    await chooseLanguage(page, 'fr');
    await page.setViewportSize({ width: phoneWidth, height: 812 });
    const mails = page.getByTestId('mail-log');
    const tabs: Record<string, Locator[]> = {
      followups: [
        page.getByTestId('followup-counts'),
        page.getByTestId('followup-search'),
        page.locator('[data-testid^="followup-status-"]').first(),
      ],
      templates: [page.getByTestId('template-new'), page.getByTestId('template-list')],
      rules: [page.getByTestId('rule-new'), page.getByTestId('rule-list')],
      mails: [
        mails.getByText('Concord test mail').first(),
        mails.getByTestId('status-badge').first(),
      ],
      sender: [page.getByTestId('sender-save'), page.getByTestId('test-mail-send')],
    };
    for (const [tab, parts] of Object.entries(tabs)) {
      await open(tab);
      await expectFitsPhone(page, `phone-comms-${tab}-fr`, parts);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseLanguage(page, 'en');
  });

  it('bulk send previews the mail as the picked party will read it, not the sample party', async () => {
    await page.goto(
      `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1/vendor/latest-recos/vendorReco`,
    );
    const selects = page.locator('[data-testid^="select-reco-"]');
    await selects.nth(1).waitFor(soon);
    await selects.nth(0).click();
    await selects.nth(1).click();
    await page.getByTestId('bulk-mail-open').click();
    const dialog = page.getByTestId('bulk-mail');
    await dialog.getByTestId('bulk-template').selectOption({ label: 'Ledger request (EN)' });
    const pick = dialog.getByTestId('bulk-preview-party');
    // The two selected parties, once the dialog has them.
    await expect.poll(() => pick.locator('option').count(), soon).toBe(2);
    const parties = await pick.locator('option').allTextContents();
    const text = dialog.getByTestId('bulk-preview-text');
    for (const party of [parties[1]!, parties[0]!]) {
      await pick.selectOption({ label: party });
      await expect.poll(() => text.textContent(), soon).toContain(`Dear ${party},`);
    }
    expect(await text.textContent()).not.toContain('Bharat Steel Supplies');
    expect(await text.textContent()).not.toMatch(/token=(?!minted-when-sent)/);
    await page.keyboard.press('Escape');
  });

  it('bulk send from the latest recos fits a 375 px phone in French, through to each result', async () => {
    await chooseLanguage(page, 'fr');
    await page.setViewportSize({ width: phoneWidth, height: 812 });
    await page.goto(
      `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1/vendor/latest-recos/vendorReco`,
    );
    const select = page.locator('[data-testid^="select-reco-"]').first();
    await select.waitFor(soon);
    const recoId = Number((await select.getAttribute('data-testid'))!.replace('select-reco-', ''));
    await select.click();
    await page.getByTestId('bulk-mail-open').click();
    const dialog = page.getByTestId('bulk-mail');
    await dialog.getByTestId('bulk-template').selectOption({ index: 1 });
    await dialog.getByTestId('bulk-preview').waitFor(soon);
    await expectFitsPhone(page, 'phone-comms-bulk-fr', [
      dialog,
      dialog.getByTestId('bulk-template'),
      dialog.getByTestId('bulk-preview'),
      dialog.getByTestId('bulk-send'),
    ]);
    await dialog.getByTestId('bulk-send').click();
    const result = dialog.getByTestId(`bulk-result-${recoId}`);
    await result.locator('[data-testid="status-badge"]').waitFor(soon);
    await expectFitsPhone(page, 'phone-comms-bulk-result-fr', [
      dialog.getByTestId('bulk-progress'),
      result,
      result.locator('[data-testid="status-badge"]'),
    ]);
    // A party that could not be written to says why in French (the first demo reco, Form
    // 26AS, has no contact address; a sent one has no reason line).
    const reasons = await result.getByTestId('bulk-reason').allTextContents();
    for (const reason of reasons)
      expect(Object.values(bulkReasonsFr)).toContain((reason.split(': ')[0] ?? '').trim());
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseLanguage(page, 'en');
  });

  it('before our books are in, the confirmation link offers no balance to confirm, only a remark', async () => {
    await page.goto(
      `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1/vendor/latest-recos/vendorReco`,
    );
    // The demo's Shree Ganesh Traders reco has a contact and no files yet.
    await page.getByTestId('filter-search').fill('Shree Ganesh');
    const select = page.locator('[data-testid^="select-reco-"]');
    await expect.poll(() => select.count(), soon).toBe(1);
    await select.click();
    await page.getByTestId('bulk-mail-open').click();
    const dialog = page.getByTestId('bulk-mail');
    await dialog.getByTestId('bulk-template').selectOption({ label: 'Balance confirmation (EN)' });
    await dialog.getByTestId('bulk-preview').waitFor(soon);
    const before = sink.mails.length;
    await dialog.getByTestId('bulk-send').click();
    let link = '';
    await expect
      .poll(
        () =>
          (link =
            sink.mails
              .slice(before)
              .map((m) =>
                /https?:\/\/\S+\/pages\/confirm_completion\/\S+/.exec(m.parsed.text ?? ''),
              )
              .find(Boolean)?.[0] ?? ''),
        soon,
      )
      .not.toBe('');
    await page.keyboard.press('Escape');

    const visitor = await (
      await browser.newContext({ viewport: { width: phoneWidth, height: 812 } })
    ).newPage();
    await visitor.goto(link);
    await visitor.getByTestId('party-balance').waitFor(soon);
    // An answer from an earlier run on the same database is changed, not kept.
    if (await visitor.getByTestId('party-confirm-change').count())
      await visitor.getByTestId('party-confirm-change').click();
    const nothing = visitor.getByTestId('party-confirm-nothing');
    await nothing.waitFor(soon);
    expect(await nothing.textContent()).toContain('There is no balance to confirm yet');
    expect(await visitor.getByTestId('party-confirm-yes').count()).toBe(0);
    await expectFitsPhone(visitor, 'phone-comms-confirm-no-balance', [
      visitor.getByTestId('party-balance'),
      visitor.getByTestId('party-confirm-no'),
    ]);
    await visitor.getByTestId('party-confirm-no').click();
    await visitor.getByTestId('party-confirm-remark').fill('We show 5,000.00 owed to you');
    await visitor.getByTestId('party-confirm-send').click();
    await visitor.getByTestId('party-confirm-done').waitFor(soon);
    await visitor.context().close();
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
