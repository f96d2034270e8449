import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '../../services/reco/src/demo/ledger-files';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import {
  chooseLanguage,
  expectAlert,
  graphqlClient,
  screenshot,
  signInTo,
  type PageElement,
} from './poso-kit';
import { countOf, drillInto, lineStatuses, summaryLines } from './reco-kit';

// The reconciliation workspace in the browser, the reconciler and the reviewer side by side in
// their own browser contexts: alice (Acme's owner) makes a project and assigns a party to
// herself with meera (Acme's reviewer) through the task-assignment template, uploads two
// ledgers, confirms their columns, runs, opens the summary, drills down, matches two entries
// by hand and submits; meera rejects with remarks; alice restarts with a corrected
// counterparty ledger (the party's statement with the debit notes it had left out) and finds
// her match carried to the new run; meera accepts; the history shows every step.

/** Runs take a few seconds; under a loaded machine, longer. */
const run = { timeout: 120_000 };
const soon = { timeout: 20_000 };

let app: RunningApp;
let browser: Browser;
let alice: Page;
let meera: Page;
let acme = 0;
let dir = '';
let iterationUrl = '';
/** How many recos wait for meera's review on her home before alice submits this one. */
let waitingBefore = 0;
let booksFile = '';
let theirsFile = '';
/** The documents alice matched by hand on the first run: ours and the party's. */
const byHand = { ours: '', theirs: '' };

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const projectName = `E2E vendors ${tag}`;
const party = 'Deccan Packaging';
const rejection = `Their debit notes are missing (${tag})`;
const matchRemarks = `Freight billed against this invoice, agreed by phone (${tag})`;
const vc = () =>
  `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1`;

const stateOf = (page: Page) => page.getByTestId('iteration-page').getAttribute('data-state');

/** The "waiting for my review" figure of vc/home, as the page shows it. */
async function waitingOnHome(page: Page): Promise<number> {
  await page.goto(`${vc()}/home`);
  const value = page.getByTestId('count-review-value');
  await value.waitFor(soon);
  return Number(await value.textContent());
}

/** An amount as the drill-down shows it ("-1,23,456.00"), in minor units. */
function minorOf(text: string | null): number {
  const figure = (text ?? '').replace(/\u2212/g, '-').replace(/[^\d.-]/g, '');
  expect(figure).toMatch(/^-?\d+\.\d\d$/);
  return Math.round(Number(figure) * 100);
}

/**
 * The party's statement as corrected: the first one with a credit note added for every debit
 * note of our books it had left out. Its other rows are unchanged, so entries keep their keys.
 */
async function correctedStatement(books: string, theirs: string, out: string): Promise<string[]> {
  const read = async (file: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    return book;
  };
  const ours = (await read(books)).worksheets[0]!;
  const statement = await read(theirs);
  const sheet = statement.worksheets[0]!;
  const known = new Set<string>();
  sheet.eachRow((row) => known.add(row.getCell(2).text));
  const added: string[] = [];
  ours.eachRow((row) => {
    const note = row.getCell(5).text;
    if (row.getCell(3).text !== 'Debit Note' || known.has(note)) return;
    const when = row.getCell(1).value;
    const day =
      when instanceof Date ? when : new Date(Date.UTC(1899, 11, 30) + Number(when) * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const dotted = `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
    sheet.addRow([dotted, note, 'CN', 'Credit note', -Number(row.getCell(6).value)]);
    added.push(note);
  });
  await statement.xlsx.writeFile(out);
  return added;
}

/** Records which test ids appear on the page from now on (progress bars come and go fast). */
async function watchFor(page: Page, testIds: string[]): Promise<() => Promise<string[]>> {
  // Runs in the page; written as text since this file is typed for Node, not the DOM.
  await page.evaluate(`(() => {
    const ids = ${JSON.stringify(testIds)};
    window.__seen = new Set();
    window.__observer?.disconnect();
    const look = () => {
      for (const id of ids)
        if (document.querySelector('[data-testid="' + id + '"]')) window.__seen.add(id);
    };
    window.__observer = new MutationObserver(look);
    window.__observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  })()`);
  return () => page.evaluate<string[]>('[...window.__seen].sort()');
}

/** Uploads one ledger on the iteration page and waits until the page shows it. */
async function uploadLedger(page: Page, side: 'books' | 'counterparty', file: string) {
  const seen = await watchFor(page, [`ledger-${side}-progress`]);
  await page.getByTestId(`ledger-${side}-input`).setInputFiles(file);
  await expect
    .poll(() => page.getByTestId(`ledger-${side}-name`).textContent(), soon)
    .toBe(path.basename(file));
  expect(await seen()).toEqual([`ledger-${side}-progress`]);
}

/** Confirms a file's columns as detected (or as remembered), and waits until they are saved. */
async function confirmColumns(page: Page, side: 'books' | 'counterparty') {
  const mapping = page.getByTestId(`mapping-${side}`);
  await mapping.waitFor(soon);
  await page.getByTestId(`mapping-${side}-confirm`).click();
  await page.getByTestId(`mapping-${side}-saved`).waitFor(soon);
  await expect.poll(() => mapping.getAttribute('data-confirmed'), soon).toBe('true');
}

/** Starts the run and follows it live until the result is on screen. */
async function runToResult(page: Page) {
  const seen = await watchFor(page, ['run-progress', 'run-result']);
  await page.getByTestId('start-run').click();
  // A failed run says why on screen; the journey then stops with the engine's words.
  await page.locator('[data-testid="run-result"], [data-testid="run-failed"]').first().waitFor(run);
  if (await page.getByTestId('run-failed').count())
    throw new Error(`the run failed: ${await page.getByTestId('run-error').textContent()}`);
  expect(await seen()).toEqual(['run-progress', 'run-result']);
  expect(await page.getByTestId('result-matched').textContent()).toMatch(/^\d+\.\d%$/);
}

describe('reconciliation workspace: reconciler and reviewer in two browser contexts', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const newPage = async () =>
      (
        await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
      ).newPage();
    [alice, meera] = await Promise.all([newPage(), newPage()]);
    acme = await signInTo(alice, app.baseUrl, 'alice', /Acme/);
    await signInTo(meera, app.baseUrl, 'meera', /Acme/);
    dir = await mkdtemp(path.join(tmpdir(), 'concord-reco-e2e-'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('alice creates a project with meera as its reviewer', async () => {
    await alice.goto(`${vc()}/vendor/projects`);
    await alice.getByTestId('new-project').click();
    const dialog = alice.getByTestId('new-project-dialog');
    await dialog.getByTestId('project-name').fill(projectName);
    await dialog.getByTestId('project-kind').selectOption('VENDOR');
    await dialog.getByTestId('project-from').fill('2024-04-01');
    await dialog.getByTestId('project-to').fill('2025-03-31');
    await dialog.getByTestId('project-reviewers-meera').click();
    await dialog.getByTestId('new-project-dialog-confirm').click();
    await alice.waitForURL(/\/vendor\/projects\/\d+$/, soon);
    await expect
      .poll(() => alice.getByRole('heading', { level: 1 }).textContent(), soon)
      .toBe(projectName);
  });

  it('assigns the party through the template: a wrong row is refused, then it is applied', async () => {
    const downloading = alice.waitForEvent('download', soon);
    await alice.getByTestId('download-template').click();
    const template = path.join(dir, 'template.xlsx');
    await (await downloading).saveAs(template);

    const fill = async (reviewer: string, out: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(template);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map((v) =>
        typeof v === 'string' ? v : '',
      );
      const column = (name: string) => header.indexOf(name);
      let row = 0;
      sheet.eachRow((r, line) => {
        if (r.getCell(column('Party')).text === party) row = line;
      });
      expect(row).toBeGreaterThan(1);
      sheet.getRow(row).getCell(column('Reconciler')).value = 'alice';
      sheet.getRow(row).getCell(column('Reviewer')).value = reviewer;
      await book.xlsx.writeFile(out);
      return row;
    };

    const wrong = path.join(dir, 'assignments-wrong.xlsx');
    const line = await fill('nobody-here', wrong);
    await alice.getByTestId('template-input').setInputFiles(wrong);
    await alice.getByTestId('assignment-refused').waitFor(soon);
    const problem = alice.getByTestId('assignment-error').first();
    expect(await problem.textContent()).toContain(String(line));
    expect(await problem.textContent()).toContain('nobody-here');
    // Nothing was applied.
    await alice.getByTestId('recos-empty').waitFor(soon);

    const right = path.join(dir, 'assignments.xlsx');
    await fill('meera', right);
    await alice.getByTestId('template-input').setInputFiles(right);
    await alice.getByTestId('assignment-applied').waitFor(soon);
    expect(await alice.getByTestId('assignment-applied').textContent()).toContain(
      '1 reconciliations created',
    );
    await alice.getByTestId(`row-${party}`).waitFor(soon);
    await screenshot(alice, 'reco-01-project-assigned');
  });

  it('uploads two ledgers with progress, confirms the columns and runs live', async () => {
    await alice.getByTestId(`row-${party}`).click();
    await alice.waitForURL(/\/vendor-customer\/period\/\d+$/, soon);
    iterationUrl = alice.url();
    expect(await stateOf(alice)).toBe('CREATED');

    const books = (booksFile = path.join(dir, 'Acme books - Deccan.xlsx'));
    const theirs = (theirsFile = path.join(dir, 'Deccan ledger of Acme.xlsx'));
    await writeVendorLedgers(books, theirs, {
      rows: 200,
      from: '2024-04-01',
      to: '2025-03-31',
      ourName: 'Acme Retail Pvt Ltd',
      partyName: party,
      seed: 71,
    });
    // A wrong file is refused on the spot, with the rule in words.
    await alice.getByTestId('ledger-books-input').setInputFiles({
      name: 'ledger.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    expect(await alice.getByTestId('ledger-books-error').textContent()).toContain('.xlsx');

    await uploadLedger(alice, 'books', books);
    await uploadLedger(alice, 'counterparty', theirs);
    await expect.poll(() => stateOf(alice), soon).toBe('FILES_UPLOADED');
    // The demo's accepted Deccan reco confirmed these columns: they are remembered, and the
    // reason (a code with what it names) is worded in the user's language.
    const reason = alice.getByTestId('mapping-books-reason-D');
    await reason.waitFor(soon);
    expect(await reason.getAttribute('data-reason')).toBe('CHOSEN_BY_USER');
    expect(await reason.textContent()).toBe('Remembered for this party: Chosen by a user');
    await chooseLanguage(alice, 'fr');
    await expect
      .poll(() => reason.textContent(), soon)
      .toBe('Mémorisée pour ce tiers : Choisie par un utilisateur');
    await screenshot(alice, 'reco-02-columns-fr');
    await chooseLanguage(alice, 'en');
    await confirmColumns(alice, 'books');
    await confirmColumns(alice, 'counterparty');
    await screenshot(alice, 'reco-02-columns-confirmed');

    await runToResult(alice);
    await expect.poll(() => stateOf(alice), soon).toBe('OUTPUT_READY');
    await screenshot(alice, 'reco-03-run-finished');
  }, 240_000);

  it('opens the summary, drills into a cell, matches two entries by hand seeing the difference, and submits', async () => {
    await alice.getByTestId('open-summary').click();
    await alice.getByTestId('summary-table').waitFor(soon);
    const summaryUrl = alice.url();
    const before = await summaryLines(alice);
    const onlyBooks = countOf(before, 'ONLY_IN_BOOKS', 'books');
    const onlyTheirs = countOf(before, 'ONLY_IN_COUNTERPARTY', 'theirs');

    // An invoice of ours the party does not show...
    await drillInto(alice, 'ONLY_IN_BOOKS', 'INVOICE');
    expect(new Set(await lineStatuses(alice))).toEqual(new Set(['ONLY_IN_BOOKS']));
    const ours = alice.getByTestId('drill-line').first();
    const oursMinor = minorOf(await ours.getByTestId('entry-amount').textContent());
    byHand.ours = (await ours.getByTestId('entry-document').textContent()) ?? '';
    await ours.getByTestId('entry-select').click();
    const bar = alice.getByTestId('selection-bar');
    await expect.poll(() => bar.getAttribute('data-count'), soon).toBe('1');
    // The running difference: with one side only, all of it.
    expect(minorOf(await bar.getAttribute('data-difference'))).toBe(oursMinor);

    // ... and a charge of theirs we have not booked: the selection follows to another cell.
    await alice.goto(summaryUrl);
    await alice.getByTestId('summary-table').waitFor(soon);
    await drillInto(alice, 'ONLY_IN_COUNTERPARTY', 'INVOICE');
    const theirs = alice.getByTestId('drill-line').first();
    const theirsMinor = minorOf(await theirs.getByTestId('entry-amount').textContent());
    byHand.theirs = (await theirs.getByTestId('entry-document').textContent()) ?? '';
    await theirs.getByTestId('entry-select').click();
    await expect.poll(() => bar.getAttribute('data-count'), soon).toBe('2');
    expect(minorOf(await bar.getAttribute('data-difference'))).toBe(oursMinor - theirsMinor);
    const sums = await bar.getByTestId('selection-sums').textContent();
    expect(sums).toContain('difference');
    expect(minorOf(sums!.split('difference')[1]!)).toBe(oursMinor - theirsMinor);
    await bar.getByTestId('selection-remarks').fill(matchRemarks);
    await screenshot(alice, 'reco-03a-match-by-hand');
    await bar.getByTestId('selection-match').click();
    await expectAlert(alice, 'Matched by hand');
    await expect.poll(() => alice.getByTestId('selection-bar').count(), soon).toBe(0);

    // The summary follows: one fewer on each side unpaired, one pair matched by hand.
    await alice.goto(summaryUrl);
    await expect
      .poll(async () => countOf(await summaryLines(alice), 'ONLY_IN_BOOKS', 'books'), soon)
      .toBe(onlyBooks - 1);
    const after = await summaryLines(alice);
    expect(countOf(after, 'ONLY_IN_COUNTERPARTY', 'theirs')).toBe(onlyTheirs - 1);
    expect(after.find((l) => l.remark === 'matched by hand')).toMatchObject({
      status: 'MATCHED',
      books: 1,
      theirs: 1,
    });

    waitingBefore = await waitingOnHome(meera);
    await alice.goto(iterationUrl);
    await alice.getByTestId('reco-action-SUBMIT').click();
    await expect.poll(() => stateOf(alice), soon).toBe('IN_REVIEW');
  });

  it('meera rejects it with remarks, and alice sees it back at once', async () => {
    // Her home counts it among the recos waiting for her review, and it is the latest change.
    expect(await waitingOnHome(meera)).toBe(waitingBefore + 1);
    const latest = meera.getByTestId('recent-reco').first();
    expect(await latest.textContent()).toContain(party);
    expect(await latest.getByTestId('status-badge').textContent()).toBe('In review');
    await screenshot(meera, 'reco-03c-home-waiting');

    await meera.goto(iterationUrl);
    await expect.poll(() => stateOf(meera), soon).toBe('IN_REVIEW');
    // The reviewer reviews: she cannot submit, upload or run.
    expect(await meera.getByTestId('reco-action-SUBMIT').count()).toBe(0);
    expect(await meera.getByTestId('ledger-books-upload').count()).toBe(0);
    await meera.getByTestId('reco-action-REJECT').click();
    const dialog = meera.getByTestId('reject-dialog');
    // Remarks are required.
    await dialog.getByTestId('reject-dialog-confirm').click();
    await expect
      .poll(() => dialog.getByTestId('reject-dialog-remarks').getAttribute('aria-invalid'), soon)
      .toBe('true');
    await dialog.getByTestId('reject-dialog-remarks').fill(rejection);
    await dialog.getByTestId('reject-dialog-confirm').click();
    await expect.poll(() => stateOf(meera), soon).toBe('REJECTED');

    // alice's open page follows through the live change subscription, without a reload.
    await expect.poll(() => stateOf(alice), soon).toBe('REJECTED');
    // It has left meera's reviews.
    expect(await waitingOnHome(meera)).toBe(waitingBefore);
  });

  it('alice restarts with a corrected counterparty ledger, runs again and submits', async () => {
    await alice.getByTestId('reco-action-RESTART').click();
    const dialog = alice.getByTestId('restart-dialog');
    await dialog.getByTestId('restart-keepBooks').click();
    await dialog.getByTestId('restart-remarks').fill('Fresh statement with the March debit notes');
    await dialog.getByTestId('restart-dialog-confirm').click();
    await expect.poll(() => alice.url(), soon).not.toBe(iterationUrl);
    iterationUrl = alice.url();
    await expect.poll(() => stateOf(alice), soon).toBe('CREATED');
    expect(await alice.getByTestId('ledger-books').getAttribute('data-uploaded')).toBe('true');

    const corrected = path.join(dir, 'Deccan ledger of Acme - corrected.xlsx');
    const notes = await correctedStatement(booksFile, theirsFile, corrected);
    expect(notes.length).toBeGreaterThan(0);
    await uploadLedger(alice, 'counterparty', corrected);
    await expect.poll(() => stateOf(alice), soon).toBe('FILES_UPLOADED');
    await confirmColumns(alice, 'books');
    await confirmColumns(alice, 'counterparty');
    await runToResult(alice);
    // The iteration page says the decision taken by hand before was carried, none left behind.
    const carry = alice.getByTestId('carry-report');
    await carry.waitFor(soon);
    expect([
      await carry.getAttribute('data-carried'),
      await carry.getAttribute('data-not-carried'),
    ]).toEqual(['1', '0']);
    expect(await carry.textContent()).toContain(
      '1 decision taken by hand on the earlier iteration was carried to this one.',
    );

    // The debit notes now find their credit notes, and the match by hand was carried: both
    // of its entries are in the new files. It says who decided it, and when, on the first run.
    await alice.getByTestId('open-summary').click();
    await alice.getByTestId('summary-table').waitFor(soon);
    const lines = await summaryLines(alice);
    expect(
      lines.filter((l) => l.status === 'ONLY_IN_BOOKS' && l.category === 'DEBIT_NOTE'),
    ).toEqual([]);
    expect(lines.find((l) => l.remark === 'manual match')).toMatchObject({
      status: 'MATCHED',
      books: 1,
      theirs: 1,
    });
    await alice
      .locator('[data-testid="summary-line"][data-remark="manual match"]')
      .getByTestId('summary-cell-link')
      .click();
    await alice.getByTestId('drill-table').waitFor(soon);
    const pair = alice.getByTestId('drill-line').first();
    expect(await pair.getByTestId('entry-document').allTextContents()).toEqual([
      byHand.ours,
      byHand.theirs,
    ]);
    const decided = pair.getByTestId('line-decided');
    expect(await decided.getAttribute('data-source')).toBe('CARRIED');
    expect(await decided.textContent()).toMatch(
      /^Matched by hand by Alice Sharma on .+, carried from an earlier iteration$/,
    );
    // A carried decision is unmatched on the new run, not undone.
    expect(await pair.getByTestId('line-undo').count()).toBe(0);
    expect(await pair.getByTestId('line-unmatch').count()).toBe(1);
    await screenshot(alice, 'reco-03b-match-carried');
    await alice.goto(iterationUrl);

    // A new tag on the whole reco; its chip leads to what carries it.
    const label = `Statement ${tag}`;
    await alice.getByTestId('reco-action-TAG').click();
    await alice.getByTestId('tag-dialog-name').fill(label);
    await alice.getByTestId('tag-dialog-confirm').click();
    const chip = alice.getByTestId('screen-header').getByTestId('reco-tag');
    await expect.poll(() => chip.textContent(), soon).toBe(label);
    await chip.click();
    await alice.getByTestId('tag-page').waitFor(soon);
    expect(await alice.getByTestId('tag-carrier').textContent()).toContain(
      'The whole reconciliation',
    );
    await alice.goto(iterationUrl);

    await alice.getByTestId('reco-action-SUBMIT').click();
    await expect.poll(() => stateOf(alice), soon).toBe('IN_REVIEW');
  }, 240_000);

  it('meera accepts it', async () => {
    await meera.goto(iterationUrl);
    await expect.poll(() => stateOf(meera), soon).toBe('IN_REVIEW');
    await meera.getByTestId('reco-action-ACCEPT').click();
    await meera.getByTestId('accept-dialog-remarks').fill('Agreed with Deccan');
    await meera.getByTestId('accept-dialog-confirm').click();
    await expect.poll(() => stateOf(meera), soon).toBe('ACCEPTED');
    await screenshot(meera, 'reco-04-accepted');
  });

  it('the history shows every step, with who and the remarks', async () => {
    await alice.getByTestId('open-history').click();
    await alice.getByTestId('history-page').waitFor(soon);
    const actions = await alice
      .getByTestId('history-entry')
      .evaluateAll((entries: PageElement[]) => entries.map((e) => e.getAttribute('data-action')));
    for (const action of [
      'created',
      'books_uploaded',
      'counterparty_uploaded',
      'books_mapping_confirmed',
      'counterparty_mapping_confirmed',
      'run_started',
      'run_finished',
      'manual_match',
      'submitted',
      'rejected',
      'restarted',
      'accepted',
    ])
      expect(actions).toContain(action);
    expect(actions.indexOf('rejected')).toBeLessThan(actions.indexOf('restarted'));
    expect(actions.lastIndexOf('submitted')).toBeLessThan(actions.indexOf('accepted'));
    const rejected = alice.locator('[data-testid="history-entry"][data-action="rejected"]');
    expect(await rejected.textContent()).toContain(rejection);
    expect(await rejected.textContent()).toContain('Meera Nair');
    // The match by hand, worded, with alice's remarks, before the first submission.
    expect(actions.indexOf('manual_match')).toBeLessThan(actions.indexOf('submitted'));
    const matched = alice.locator('[data-testid="history-entry"][data-action="manual_match"]');
    expect(await matched.textContent()).toContain('Matched by hand');
    expect(await matched.textContent()).toContain(matchRemarks);
    expect(await alice.getByTestId('history-iteration').count()).toBe(2);
    await screenshot(alice, 'reco-05-history');

    // The accepted reco has left the latest list for the old recos.
    await alice.goto(`${vc()}/vendor/old-recos?search=${encodeURIComponent(party)}`);
    await alice.getByTestId(`row-${party}`).first().waitFor(soon);
  });

  it('the areas of the sidebar: vendor-customer leads home, programs to the projects, rules lists the engine’s rules', async () => {
    const area = `${app.baseUrl}/dashboard/default/${acme}/reconciliation`;
    await alice.goto(`${area}/vendor-customer`);
    await alice.waitForURL(/\/vendor-customer\/full-version-1\/home$/, soon);
    await alice.getByTestId('count-review-value').waitFor(soon);
    await alice.goto(`${area}/programs`);
    await alice.waitForURL(/\/full-version-1\/vendor\/projects$/, soon);
    await alice.getByTestId('projects-row').first().waitFor(soon);

    await alice.goto(`${area}/rules`);
    const exact = alice.locator('[data-testid="rule"][data-rule="ledger.exact"]');
    await exact.waitFor(soon);
    const ledger = await alice
      .getByTestId('rules-LEDGER')
      .getByTestId('rule')
      .evaluateAll((rows: PageElement[]) => rows.map((r) => r.getAttribute('data-rule')));
    expect(ledger.slice(0, 3)).toEqual([
      'ledger.opening',
      'ledger.opening-difference',
      'ledger.exact',
    ]);
    expect(ledger.at(-1)).toBe('ledger.unpaired');
    expect(await alice.getByTestId('rules-limits').getAttribute('data-days')).toBe('10');
    await chooseLanguage(alice, 'fr');
    await expect
      .poll(() => exact.getByTestId('rule-remark').textContent(), soon)
      .toBe('même document et même montant');
    expect(await alice.getByTestId('rules-limits').textContent()).toContain('10 jours');
    await screenshot(alice, 'reco-06-rules-fr');
    await chooseLanguage(alice, 'en');
  });

  it('the reco lists fit a phone: party, state, amount and actions without sideways scrolling', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 375, height: 812 } })
    ).newPage();
    await signInTo(phone, app.baseUrl, 'alice', /Acme/);
    // A party with a long legal name, one of its words longer than a phone is wide.
    const longName = `Sri Venkateshwara Corrugated Packaging Industries Private Limited ${tag} Hochleistungsverpackungsmaschinenbaugesellschaft`;
    const client = graphqlClient(app.baseUrl);
    const [token] = await client.companyToken('alice', /Acme/);
    const { recoProjects } = await client.graphql<{ recoProjects: { items: { id: number }[] } }>(
      '{ recoProjects(size: 1) { items { id } } }',
      {},
      token,
    );
    const { createRecoParty } = await client.graphql<{ createRecoParty: { id: number } }>(
      'mutation ($name: String!) { createRecoParty(input: { name: $name }) { id } }',
      { name: longName },
      token,
    );
    await client.graphql(
      'mutation ($p: Int!, $j: Int!) { createReco(input: { partyId: $p, projectId: $j }) { id } }',
      { p: createRecoParty.id, j: recoProjects.items[0]!.id },
      token,
    );
    const lists = [
      ['latest', `${vc()}/vendor/latest-recos/vendorReco`, 'recos'],
      ['latest-long-name', `${vc()}/vendor/latest-recos/vendorReco?search=${tag}`, 'recos'],
      ['gst-latest', `${vc()}/gst/gst-latest-recos`, 'recos'],
      ['old', `${vc()}/vendor/old-recos`, 'recos'],
      ['projects', `${vc()}/vendor/projects`, 'projects'],
    ] as const;
    for (const [name, url, table] of lists) {
      await phone.goto(url);
      const row = phone.getByTestId(`${table}-row`).first();
      await row.waitFor(soon);
      await screenshot(phone, `reco-phone-${name}`);
      // Neither the page nor the table scrolls sideways.
      const overflow = await phone.evaluate<{ page: number; table: number }>(`(() => {
        const table = document.querySelector('[data-testid="${table}"] table').parentElement;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: table.scrollWidth - table.clientWidth,
        };
      })()`);
      expect(overflow, name).toEqual({ page: 0, table: 0 });
      // What a user acts on is inside the screen: the row's link and, for recos, state and amount.
      const inside = async (selector: string) => {
        const box = await row.locator(selector).first().boundingBox();
        expect(box, `${name} ${selector}`).not.toBeNull();
        expect(box!.x + box!.width, `${name} ${selector}`).toBeLessThanOrEqual(375);
      };
      await inside('a');
      if (table === 'recos') {
        await inside('[data-testid="status-badge"]');
        await inside('[data-testid="amount-unexplained"]');
        expect(await row.getByTestId('phone-period').isVisible()).toBe(true);
      }
      // The columns a phone leaves out are not drawn at all (a hidden cell still cost its
      // rendering): every cell of the row is one the user sees.
      const cells = row.locator(':scope > td');
      const count = await cells.count();
      for (let index = 0; index < count; index++) {
        expect(await cells.nth(index).isVisible(), `${name} cell ${index}`).toBe(true);
      }
      if (name === 'latest') expect(count, 'select, party and unexplained amount').toBe(3);
    }
    // Widened past the md breakpoint, the same list draws its other columns again.
    await phone.setViewportSize({ width: 1280, height: 812 });
    await phone.goto(`${vc()}/vendor/latest-recos/vendorReco`);
    const wide = phone.getByTestId('recos-row').first();
    await wide.waitFor(soon);
    expect(await wide.locator(':scope > td').count()).toBeGreaterThan(3);
    await phone.context().close();
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
