import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '../../services/reco/src/demo/ledger-files';
import {
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '../../services/reco/src/testing/smtp-sink';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import {
  chooseLanguage,
  expectAlert,
  expectFitsPhone,
  phoneWidth,
  screenshot,
  signInTo,
  soon,
} from './poso-kit';

// The whole loop of a ledger request, with no account on the party's side: alice (Acme's
// owner) points the sender at a real SMTP server, writes a request template and a rule that
// sends it on creation, creates a reco for an outside party with a contact address; the
// request arrives, the party opens its link in a browser of its own and uploads its ledger,
// which the rule runs at once; alice asks for a balance confirmation through bulk send, the
// party confirms from that mail's link, and alice sees it in follow-ups and in the history.

const french = JSON.parse(
  readFileSync(new URL('../../web/src/features/i18n/locales/fr.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The scheduler's tick runs once a minute (pg-boss cron); a request waits for the next one. */
const tick = 180_000;
const run = { timeout: 120_000 };

let app: RunningApp;
let browser: Browser;
let alice: Page;
let sink: SmtpSink;
let acme = 0;
let dir = '';
let recoId = 0;
let iterationUrl = '';
let ledgerSheet = '';
/** The party's upload link and its ledger, for a second try once the reco has moved on. */
let uploadLink = '';
let partyLedger = '';

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const party = `Orbit Fasteners ${tag}`;
const contact = `accounts-${tag.toLowerCase()}@orbit.test`;
const vc = () =>
  `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1`;
const comms = (tab: string) => `${vc()}/communication-template?tab=${tab}`;
const stateOf = (page: Page) => page.getByTestId('iteration-page').getAttribute('data-state');

/** The first link to one of the party's pages in a mail's text. */
function linkIn(mail: ReceivedMail, page: 'upload-file' | 'confirm_completion'): string {
  const text = mail.parsed.text ?? '';
  const found = text.match(new RegExp(`https?://\\S+/pages/${page}/\\S+`));
  if (!found) throw new Error(`no ${page} link in: ${text}`);
  return found[0];
}

/** Waits until a mail to the party's contact whose subject matches has arrived. */
async function mailToParty(subject: RegExp, timeout: number): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.mails.find(
          (m) => m.envelopeTo.includes(contact) && subject.test(m.parsed.subject ?? ''),
        );
        return Boolean(found);
      },
      { timeout, interval: 1000 },
    )
    .toBe(true);
  return found!;
}

/** Chooses the option of a native select whose text starts with `text`, once it is listed. */
async function chooseOption(select: Locator, text: string): Promise<void> {
  const option = select.locator('option').filter({ hasText: text }).first();
  await option.waitFor({ state: 'attached', ...soon });
  await select.selectOption(await option.getAttribute('value'));
}

/** A browser of its own, with no account, on a phone: what the party has. */
async function anonymousPage(): Promise<Page> {
  return (await browser.newContext({ viewport: { width: phoneWidth, height: 812 } })).newPage();
}

describe('communications journey: request, self-upload, run, confirmation, follow-ups', () => {
  beforeAll(async () => {
    app = await startApp();
    sink = await startSmtpSink();
    browser = await launchBrowser();
    alice = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    acme = await signInTo(alice, app.baseUrl, 'alice', /Acme/);
    dir = await mkdtemp(path.join(tmpdir(), 'concord-comms-e2e-'));
  });

  afterAll(async () => {
    await browser?.close();
    await sink?.close();
    await app?.stop();
  });

  it('points the sender at the SMTP server', async () => {
    await alice.goto(comms('sender'));
    await alice.getByTestId('sender-form').waitFor(soon);
    await alice.getByTestId('sender-host').fill('127.0.0.1');
    await alice.getByTestId('sender-port').fill(String(sink.port));
    await alice.getByTestId('sender-security').selectOption('NONE');
    await alice.getByTestId('sender-from').fill('books@acme.test');
    await alice.getByTestId('sender-from-name').fill('Acme Books');
    await alice.getByTestId('sender-save').click();
    await expectAlert(alice, 'Sender settings saved');
    await expect
      .poll(() => alice.getByTestId('sender-mode').textContent(), soon)
      .toContain('sent through 127.0.0.1');
  });

  it('writes a request template and a rule that sends it on creation', async () => {
    await alice.goto(comms('templates'));
    await alice.getByTestId('template-new').click();
    await alice.getByTestId('template-name').fill(`Request ${tag}`);
    await alice.getByTestId('template-purpose').selectOption('LEDGER_REQUEST');
    await alice.getByTestId('template-subject').fill(`Your ledger, {{party}} (${tag})`);
    await alice
      .getByTestId('template-body')
      .fill(
        'Dear {{contact}},\n\nPlease upload your ledger of us here: {{upload_link}}\n\n{{sender}}',
      );
    await alice.getByTestId('template-save').click();
    await expectAlert(alice, 'Template saved');
    await alice.getByTestId('template-list').getByText(`Request ${tag} · en`).waitFor(soon);

    await alice.goto(comms('rules'));
    await alice.getByTestId('rule-new').click();
    await alice.getByTestId('rule-name').fill(`Ask ${tag}`);
    await chooseOption(alice.getByTestId('rule-request-template'), `Request ${tag}`);
    // No quiet weekend: the request goes out today, whatever day the journey runs on.
    for (const day of [6, 7]) await alice.getByTestId(`rule-quiet-${day}`).click();
    await alice.getByTestId('rule-save').click();
    await expectAlert(alice, 'Rule saved');
    await screenshot(alice, 'comms-journey-01-rule');
  });

  it(
    'creates a reco for an outside party, and the request arrives with an upload link',
    async () => {
      await alice.goto(`${vc()}/vendor/projects`);
      await alice.getByTestId('new-project').click();
      const project = alice.getByTestId('new-project-dialog');
      await project.getByTestId('project-name').fill(`Comms ${tag}`);
      await project.getByTestId('project-kind').selectOption('VENDOR');
      await project.getByTestId('project-from').fill('2024-04-01');
      await project.getByTestId('project-to').fill('2025-03-31');
      await project.getByTestId('new-project-dialog-confirm').click();
      await alice.waitForURL(/\/vendor\/projects\/\d+$/, soon);

      await alice.getByTestId('new-reco').click();
      const dialog = alice.getByTestId('new-reco-dialog');
      await dialog.waitFor(soon);
      await dialog.getByTestId('new-reco-new-party').click();
      await dialog.getByTestId('new-party-name').fill(party);
      await dialog.getByTestId('new-party-email').fill(contact);
      await dialog.getByTestId('new-reco-dialog-confirm').click();
      // A new reco opens on its first period.
      await alice.waitForURL(/\/vendor-customer\/period\/\d+$/, soon);
      iterationUrl = alice.url();

      const request = await mailToParty(new RegExp(`Your ledger, ${party}`), tick);
      expect(request.parsed.text).toContain('Please upload your ledger of us here');
      expect(request.parsed.from?.text).toContain('books@acme.test');
      expect(linkIn(request, 'upload-file')).toMatch(/token=/);
    },
    tick + 60_000,
  );

  it('alice puts her books in; the party uploads its ledger from the link, with no account', async () => {
    await alice.goto(iterationUrl);
    const books = path.join(dir, `Acme books - ${tag}.xlsx`);
    const theirs = path.join(dir, `${tag} ledger of Acme.xlsx`);
    await writeVendorLedgers(books, theirs, {
      rows: 120,
      from: '2024-04-01',
      to: '2025-03-31',
      ourName: 'Acme Retail Pvt Ltd',
      partyName: party,
      seed: 17,
      // Headers the engine knows by name: the rule may take the party's columns as read.
      partyAmountHeader: 'Amount',
      // Our closing balance, for the party to confirm later.
      booksClosingRow: true,
    });
    // As accounting packages export a statement: a summary sheet first, the ledger after it.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(theirs);
    ledgerSheet = book.worksheets[0]!.name;
    const cover = book.addWorksheet('Summary');
    cover.addRows([
      [party],
      ['Statement of account: Acme Retail Pvt Ltd'],
      ['1 April 2024 to 31 March 2025'],
      [],
      ['Printed on', '2025-04-03'],
    ]);
    // exceljs writes sheets in their orderNo order, which its types do not declare.
    Object.assign(cover, { orderNo: 0 });
    Object.assign(book.worksheets[0]!, { orderNo: 1 });
    await book.xlsx.writeFile(theirs);
    await alice.getByTestId('ledger-books-input').setInputFiles(books);
    await expect
      .poll(() => alice.getByTestId('ledger-books-name').textContent(), soon)
      .toBe(path.basename(books));
    await alice.getByTestId('mapping-books-confirm').click();
    await alice.getByTestId('mapping-books-saved').waitFor(soon);

    const request = await mailToParty(new RegExp(`Your ledger, ${party}`), soon.timeout);
    const visitor = await anonymousPage();
    uploadLink = linkIn(request, 'upload-file');
    partyLedger = theirs;
    await visitor.goto(uploadLink);
    await expectFitsPhone(visitor, 'comms-journey-02-party-upload-phone', [
      visitor.getByTestId('party-upload-file-choose'),
      visitor.getByTestId('party-upload-send'),
    ]);
    // The page names its file picker itself, not in the browser's words ("Choose File").
    expect(await visitor.getByTestId('party-upload-file-name').textContent()).toBe(
      'No file chosen',
    );
    await visitor.getByTestId('party-upload-file').setInputFiles(theirs);
    expect(await visitor.getByTestId('party-upload-file-name').textContent()).toBe(
      path.basename(theirs),
    );
    await visitor.getByTestId('party-upload-send').click();
    await visitor.getByTestId('party-upload-done').waitFor(soon);
    await screenshot(visitor, 'comms-journey-02-party-uploaded');
    await visitor.context().close();
  });

  it(
    "the party's first file starts the run by the rule, with no one confirming its columns",
    async () => {
      await alice.goto(iterationUrl);
      await expect
        .poll(() => alice.getByTestId('ledger-counterparty-name').textContent(), soon)
        .toBe(`${tag} ledger of Acme.xlsx`);
      // Nobody touches the page: the run was queued in the upload's transaction.
      await alice
        .locator('[data-testid="run-result"], [data-testid="run-failed"]')
        .first()
        .waitFor(run);
      expect(await alice.getByTestId('run-failed').count()).toBe(0);
      await expect.poll(() => stateOf(alice), soon).toBe('OUTPUT_READY');
      // The rule read the ledger behind the party's summary sheet, and says which and why.
      await alice.getByTestId('show-columns').click();
      await expect
        .poll(() => alice.getByTestId('mapping-counterparty-sheet').allTextContents(), soon)
        .toEqual([
          'Sheet “Summary”: not read, no ledger header row was found',
          `Sheet “${ledgerSheet}”: read, the ledger header was found here`,
        ]);
      await screenshot(alice, 'comms-journey-03-run');

      // The party tries its link again, in French, now that the reco has its result: the
      // refusal is the service's code worded in French, never the server's English.
      const visitor = await anonymousPage();
      await visitor.goto(uploadLink);
      await chooseLanguage(visitor, 'fr');
      await visitor.getByTestId('party-upload-file').setInputFiles(partyLedger);
      await visitor.getByTestId('party-upload-send').click();
      const refused = visitor.getByTestId('party-upload-refused');
      await refused.waitFor(soon);
      expect(await refused.textContent()).toBe(french['party.refusal.recoTakesNoFiles']);
      expect(await visitor.getByTestId('party-upload').textContent()).not.toMatch(
        /takes no files|Ask the sender/,
      );
      await screenshot(visitor, 'comms-journey-03-party-refused-fr');
      await visitor.context().close();
    },
    run.timeout + 60_000,
  );

  it('bulk send asks for a balance confirmation; the party confirms from the link', async () => {
    await alice.goto(`${vc()}/vendor/latest-recos/vendorReco`);
    await alice.getByTestId('filter-search').fill(party);
    // The filtered list holds this party's reco only.
    const select = alice.locator('[data-testid^="select-reco-"]');
    await expect.poll(() => select.count(), soon).toBe(1);
    recoId = Number((await select.getAttribute('data-testid'))!.replace('select-reco-', ''));
    expect(await alice.getByTestId('recos').textContent()).toContain(party);
    await select.click();
    await alice.getByTestId('bulk-mail-open').click();
    await chooseOption(alice.getByTestId('bulk-template'), 'Balance confirmation');
    await alice.getByTestId('bulk-preview').waitFor(soon);
    await alice.getByTestId('bulk-send').click();
    await alice.getByTestId(`bulk-result-${recoId}`).waitFor(soon);
    await screenshot(alice, 'comms-journey-04-bulk');

    const confirmation = await mailWithLink('confirm_completion');
    const visitor = await anonymousPage();
    await visitor.goto(linkIn(confirmation, 'confirm_completion'));
    await visitor.getByTestId('party-balance').waitFor(soon);
    // The run read our closing balance from the books' closing line.
    expect(await visitor.getByTestId('party-balance').textContent()).toMatch(/\d/);
    await expectFitsPhone(visitor, 'comms-journey-05-party-confirm-phone', [
      visitor.getByTestId('party-balance'),
      visitor.getByTestId('party-confirm-yes'),
      visitor.getByTestId('party-confirm-no'),
    ]);
    await visitor.getByTestId('party-confirm-yes').click();
    await visitor.getByTestId('party-confirm-done').waitFor(soon);
    await screenshot(visitor, 'comms-journey-05-confirmed');
    await visitor.context().close();
  });

  it('follow-ups and the history show the confirmation', async () => {
    await alice.goto(comms('followups'));
    await alice.getByTestId(`followup-${party}`).waitFor(soon);
    await expect
      .poll(() => alice.getByTestId(`followup-status-${recoId}`).textContent(), soon)
      .toMatch(/Confirmed/i);
    await screenshot(alice, 'comms-journey-06-followups');
    await alice.goto(`${vc()}/vendor/latest-recos/history/${recoId}`);
    await alice.getByTestId('history-page').waitFor(soon);
    const history = async () =>
      (await alice.getByTestId('history-entry').allTextContents()).join(' | ');
    for (const step of [
      'Ledger requested by mail',
      'Counterparty ledger uploaded',
      'Counterparty columns confirmed',
      'Accepted by the rule',
      'Run started',
      'Run finished',
      'The party confirmed the balance',
    ])
      await expect.poll(history, soon).toContain(step);
    await screenshot(alice, 'comms-journey-07-history');
  });
});

/** The mail to the party that carries a link to the given page, once it has arrived. */
async function mailWithLink(page: 'upload-file' | 'confirm_completion'): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.mails.find(
          (m) =>
            m.envelopeTo.includes(contact) && (m.parsed.text ?? '').includes(`/pages/${page}/`),
        );
        return Boolean(found);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return found!;
}

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
