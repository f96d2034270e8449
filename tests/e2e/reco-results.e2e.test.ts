import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { chooseLanguage, expectAlert, graphqlClient, screenshot, signInTo, soon } from './poso-kit';
import { countOf, lineStatuses, summaryLines, type WithData } from './reco-kit';

// The result screens of a reconciliation on the demo's finished run (Bharat Steel Supplies):
// the summary and its bridge, a drill-down with paging, a match by hand and its unmatch with
// the summary following, a tag on an entry, and the result workbook downloaded, edited with
// exceljs and uploaded back, with the report of what was taken and refused.

let app: RunningApp;
let browser: Browser;
let page: Page;
let acme = 0;
let token = '';
let recoId = 0;
let iterationId = 0;
const fr = JSON.parse(
  readFileSync(new URL('../../web/src/features/i18n/locales/fr.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const run = Date.now().toString(36).slice(-5).toUpperCase();

const vc = () =>
  `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1`;
const summaryUrl = () => `${vc()}/vendorReco/latest-recos/summary/${iterationId}/latest`;
const cellUrl = (cell: string) =>
  `${vc()}/vendorReco/latest-recos/summary/${recoId}/latest/${cell}`;

async function openSummary(): Promise<void> {
  await page.goto(summaryUrl());
  await page.getByTestId('summary-table').waitFor(soon);
}

async function undoEveryDecision(): Promise<void> {
  const client = graphqlClient(app.baseUrl);
  const { recoDecisions } = await client.graphql<{
    recoDecisions: { id: number; undoneAt: string | null }[];
  }>(
    'query($i: Int!) { recoDecisions(iterationId: $i) { id undoneAt } }',
    { i: iterationId },
    token,
  );
  for (const d of recoDecisions.filter((x) => !x.undoneAt).sort((a, b) => b.id - a.id))
    await client.graphql(
      'mutation($d: Int!) { undoRecoDecision(decisionId: $d) { id } }',
      { d: d.id },
      token,
    );
}

describe('reco results: summary, drill-down, decisions, tags, workbook', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    acme = await signInTo(page, app.baseUrl, 'alice', /Acme/);
    const client = graphqlClient(app.baseUrl);
    [token] = await client.companyToken('alice', /Acme/);
    const { recos } = await client.graphql<{
      recos: {
        items: {
          id: number;
          partyName: string;
          state: string;
          currentIterationId: number;
          assignee: { userName: string } | null;
        }[];
      };
    }>(
      '{ recos(size: 50) { items { id partyName state currentIterationId assignee { userName } } } }',
      {},
      token,
    );
    // The demo has an earlier-quarter Bharat reco handed to kiran too: alice's is the one
    // she may decide on.
    const bharat = recos.items.find(
      (r) =>
        r.partyName === 'Bharat Steel Supplies' &&
        r.state === 'OUTPUT_READY' &&
        r.assignee?.userName === 'alice',
    );
    if (!bharat) throw new Error('the demo has no finished Bharat Steel Supplies reco');
    recoId = bharat.id;
    iterationId = bharat.currentIterationId;
  });

  afterAll(async () => {
    // Leave the demo reco as it was for the next journey.
    if (iterationId) await undoEveryDecision().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('shows every status in the summary and a bridge that closes', async () => {
    await openSummary();
    const lines = await summaryLines(page);
    expect(new Set(lines.map((l) => l.status))).toEqual(
      new Set(['MATCHED', 'SUGGESTED', 'MISMATCH', 'ONLY_IN_BOOKS', 'ONLY_IN_COUNTERPARTY']),
    );
    const bridge = page.getByTestId('bridge');
    await expect
      .poll(() => bridge.getByTestId('bridge-residual').getAttribute('data-residual'))
      .toBe('0.00');
    const amounts = async (testId: string) =>
      (
        await bridge
          .getByTestId(testId)
          .evaluateAll((rows) => rows.map((r) => (r as unknown as WithData).dataset.amount!))
      ).map(Number);
    const [books] = await amounts('bridge-start');
    const steps = await amounts('bridge-step');
    const [theirs] = await amounts('bridge-end');
    expect(steps.length).toBeGreaterThan(0);
    // Books closing plus every step lands on the counterparty's closing, to the paisa.
    expect(Math.round((books! + steps.reduce((a, b) => a + b, 0)) * 100)).toBe(
      Math.round(theirs! * 100),
    );
    await screenshot(page, 'reco-results-01-summary');
  });

  it('drills down from a cell and pages through it, the URL keeping the position', async () => {
    await openSummary();
    const matched = page
      .getByTestId('summary-line')
      .filter({ has: page.locator('[data-status="MATCHED"]') })
      .and(page.locator('[data-category="INVOICE"][data-remark="same document and amount"]'));
    await matched.getByTestId('summary-cell-link').click();
    await page.getByTestId('drill-table').waitFor(soon);
    expect(page.url()).toContain('/matched/invoice/same%20document%20and%20amount/all');
    expect(new Set(await lineStatuses(page))).toEqual(new Set(['MATCHED']));
    // A pair on one line: our books and the counterparty side by side, with the reason.
    const first = page.getByTestId('drill-line').first();
    expect(await first.getByTestId('entry').count()).toBe(2);
    await expect.poll(() => page.getByTestId('line-reason').first().textContent()).not.toBe('');
    // The rule's reason follows the user's language, by rule id.
    const reason = page.getByTestId('line-reason').first();
    expect(await reason.getAttribute('data-rule')).toBe('ledger.exact');
    await chooseLanguage(page, 'fr');
    await expect.poll(() => reason.textContent(), soon).toBe(fr['recoResults.rule.ledgerExact']);
    await chooseLanguage(page, 'en');
    await expect
      .poll(() => reason.textContent(), soon)
      .toBe(
        'A shared reference (document or payment), amount within tolerance, dates within the window',
      );
    const firstPage = await page
      .getByTestId('drill-line')
      .evaluateAll((r) => r.map((x) => (x as unknown as WithData).dataset.line));
    expect(firstPage).toHaveLength(50);
    await page.getByTestId('drill-next').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('after')).toBe(firstPage.at(-1));
    await expect
      .poll(async () => page.getByTestId('drill-line').first().getAttribute('data-line'))
      .not.toBe(firstPage[0]);
    const secondFirst = await page.getByTestId('drill-line').first().getAttribute('data-line');
    expect(Number(secondFirst)).toBeGreaterThan(Number(firstPage.at(-1)));
    // A reload keeps the page; Previous goes back to the first.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('drill-line').first().getAttribute('data-line'), soon)
      .toBe(secondFirst);
    await page.getByTestId('drill-previous').click();
    await expect
      .poll(() => page.getByTestId('drill-line').first().getAttribute('data-line'))
      .toBe(firstPage[0]);
    await screenshot(page, 'reco-results-02-drill-down');
  });

  it('matches two entries by hand with the keyboard, the summary moves; unmatch moves it back', async () => {
    await openSummary();
    const before = await summaryLines(page);
    const onlyBooks = countOf(before, 'ONLY_IN_BOOKS', 'books');
    const onlyTheirs = countOf(before, 'ONLY_IN_COUNTERPARTY', 'theirs');

    // Pick one of ours among "only in books", its partner among "only in counterparty".
    await page.goto(cellUrl('only_in_books/invoice/not%20in%20counterparty/all'));
    await page.getByTestId('drill-table').waitFor(soon);
    await page.getByTestId('drill-line').first().focus();
    await page.keyboard.press('x');
    await expect.poll(() => page.getByTestId('selection-bar').getAttribute('data-count')).toBe('1');
    // m with one side only is refused with the reason.
    await page.keyboard.press('m');
    await expect
      .poll(() => page.getByTestId('drill-refusal').textContent(), soon)
      .toContain('both sides');

    await page.goto(cellUrl('only_in_counterparty/invoice/not%20in%20books/all'));
    await page.getByTestId('drill-table').waitFor(soon);
    await page.getByTestId('drill-line').first().getByTestId('entry-select').click();
    const bar = page.getByTestId('selection-bar');
    await expect.poll(() => bar.getAttribute('data-count')).toBe('2');
    expect(await bar.getByTestId('selection-sums').textContent()).toMatch(/difference/);
    await bar.getByTestId('selection-remarks').fill(`agreed on the phone ${run}`);
    await bar.getByTestId('selection-match').click();
    await expectAlert(page, 'Matched by hand');
    await expect.poll(() => page.getByTestId('selection-bar').count(), soon).toBe(0);

    await openSummary();
    await expect
      .poll(async () => countOf(await summaryLines(page), 'ONLY_IN_BOOKS', 'books'), soon)
      .toBe(onlyBooks - 1);
    const after = await summaryLines(page);
    expect(countOf(after, 'ONLY_IN_COUNTERPARTY', 'theirs')).toBe(onlyTheirs - 1);
    const byHand = after.find((l) => l.status === 'MATCHED' && l.remark === 'matched by hand');
    expect(byHand).toMatchObject({ books: 1, theirs: 1 });
    await expect
      .poll(() => page.getByTestId('bridge-residual').getAttribute('data-residual'))
      .toBe('0.00');

    // The pair in its cell says who decided; u unmatches it.
    await page
      .getByTestId('summary-line')
      .and(page.locator('[data-remark="matched by hand"]'))
      .getByTestId('summary-cell-link')
      .click();
    await page.getByTestId('drill-table').waitFor(soon);
    await expect
      .poll(() => page.getByTestId('line-decided').first().textContent(), soon)
      .toMatch(/alice/i);
    await page.getByTestId('drill-line').first().focus();
    await page.keyboard.press('u');
    await expectAlert(page, 'Unmatched');
    await openSummary();
    await expect
      .poll(async () => countOf(await summaryLines(page), 'ONLY_IN_BOOKS', 'books'), soon)
      .toBe(onlyBooks);
    expect(countOf(await summaryLines(page), 'ONLY_IN_COUNTERPARTY', 'theirs')).toBe(onlyTheirs);
    await screenshot(page, 'reco-results-03-after-unmatch');
  });

  it('fits a 375 px phone: each line a card with document, amount, status and actions in view', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 375, height: 812 } })
    ).newPage();
    await signInTo(phone, app.baseUrl, 'alice', /Acme/);
    // Suggestions carry the most on a line: both sides, the difference and Accept / Reject.
    await phone.goto(cellUrl('suggested/all/all/all'));
    const line = phone.getByTestId('drill-line').first();
    await line.waitFor(soon);
    await screenshot(phone, 'reco-results-phone-drill-down');
    expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    const inView = async (locator: ReturnType<Page['getByTestId']>, what: string) => {
      expect(await locator.isVisible(), what).toBe(true);
      const box = await locator.boundingBox();
      expect(box, what).not.toBeNull();
      expect([what, box!.x >= 0 && box!.x + box!.width <= 375]).toEqual([what, true]);
    };
    await inView(line.getByTestId('entry-document').first(), 'document');
    await inView(line.getByTestId('entry-amount').first(), 'amount');
    await inView(line.getByTestId('line-difference'), 'difference');
    await inView(line.getByTestId('status-badge'), 'status');
    await inView(line.getByTestId('line-accept'), 'accept');
    await inView(line.getByTestId('line-reject'), 'reject');
    await inView(phone.getByTestId('drill-next'), 'next page');
    // The summary: each line's remark and both sides' figures in view, not past the edge.
    await phone.goto(summaryUrl());
    const summaryLine = phone.getByTestId('summary-line').first();
    await summaryLine.waitFor(soon);
    await screenshot(phone, 'reco-results-phone-summary');
    expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await inView(summaryLine.getByTestId('summary-cell-link'), 'summary remark');
    await inView(summaryLine.getByTestId('summary-books-amount'), 'books amount');
    await inView(summaryLine.getByTestId('summary-counterparty-amount'), 'counterparty amount');
    await inView(summaryLine.getByTestId('summary-counterparty-count'), 'counterparty count');
    await phone.context().close();
  });

  it('tags an entry, refuses an empty tag name, and takes the tag off', async () => {
    await page.goto(cellUrl('mismatch/invoice/amount%20difference/all'));
    await page.getByTestId('drill-table').waitFor(soon);
    const line = page.getByTestId('drill-line').first();
    await page.getByTestId('line-tag').first().click();
    const dialog = page.getByTestId('tag-dialog');
    await dialog.getByTestId('tag-create').click();
    await expect
      .poll(() => dialog.getByTestId('tag-problem').textContent(), soon)
      .toContain('1 to 40 characters');
    const name = `Ask party ${run}`;
    await dialog.getByTestId('tag-name').fill(name);
    await dialog.getByTestId('tag-create').click();
    await expect
      .poll(() => dialog.locator(`[data-tag="${name}"]`).getAttribute('aria-pressed'), soon)
      .toBe('true');
    await dialog.getByTestId('tag-done').click();
    await expect
      .poll(() => line.locator(`[data-testid="entry-tag"][data-tag="${name}"]`).count(), soon)
      .toBe(1);
    await screenshot(page, 'reco-results-04-tagged');
    await line
      .locator(`[data-testid="entry-tag"][data-tag="${name}"]`)
      .getByTestId('entry-untag')
      .click();
    await expect
      .poll(() => line.locator(`[data-testid="entry-tag"][data-tag="${name}"]`).count(), soon)
      .toBe(0);
  });

  it('downloads the result workbook, uploads an edited copy and shows what was taken and refused', async () => {
    await openSummary();
    const suggestedBefore = countOf(await summaryLines(page), 'SUGGESTED', 'books');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('workbook-download').click(),
    ]);
    const saved = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(saved)) as unknown as ArrayBuffer);
    const edit = (sheetName: string, status: string) => {
      const sheet = book.getWorksheet(sheetName)!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      sheet.getRow(2).getCell(header.indexOf('Status')).value = status;
    };
    edit('Suggested', 'matched'); // accepts the suggestion
    edit('Only in books', 'mismatch'); // not a change a person can make: refused
    const edited = Buffer.from(await book.xlsx.writeBuffer());

    await page.getByTestId('workbook-input').setInputFiles({
      name: `result edited ${run}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: edited,
    });
    const report = page.getByTestId('workbook-report');
    await report.waitFor(soon);
    expect(await report.getAttribute('data-taken')).toBe('1');
    expect(await report.getAttribute('data-refused')).toBe('1');
    await expect
      .poll(() => report.getByTestId('report-taken').textContent(), soon)
      .toContain('Suggestion accepted');
    await expect
      .poll(() => report.getByTestId('report-refused').textContent(), soon)
      .toContain('Only in books');
    // The reason is the service's code said through the screen's messages, statuses named.
    expect(await report.getByTestId('report-refused').textContent()).toContain(
      'A status cannot be changed by hand from Only in books to Mismatch',
    );
    await expect
      .poll(async () => countOf(await summaryLines(page), 'SUGGESTED', 'books'), soon)
      .toBeLessThan(suggestedBefore);
    await expect
      .poll(() => page.getByTestId('workbook-modified').textContent(), soon)
      .toContain(`result edited ${run}.xlsx`);
    await screenshot(page, 'reco-results-05-workbook-report');

    // A file that is not a workbook is refused before it is sent, with the reason.
    await page.getByTestId('workbook-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect
      .poll(() => page.getByTestId('workbook-problem').textContent(), soon)
      .toContain('.xlsx or .xlsm');
  });

  it('answers a missing iteration, summary, drill-down and history with the one not-found page, without a snackbar', async () => {
    const missing = 987654;
    const company = `${app.baseUrl}/dashboard/default/${acme}/reconciliation`;
    for (const url of [
      `${company}/vendor-customer/period/${missing}`,
      `${vc()}/vendorReco/latest-recos/summary/${missing}/latest`,
      `${vc()}/vendorReco/latest-recos/summary/${missing}/latest/suggested/all/all/all`,
      `${vc()}/vendor/history/${missing}`,
    ]) {
      await page.goto(url);
      const notFound = page.getByTestId('error-page');
      await notFound.waitFor(soon);
      expect(await notFound.getByRole('heading').textContent()).toBe('This page does not exist');
      // The refusal came before the page was drawn: a snackbar would be up by now.
      await page.waitForTimeout(500);
      expect(await page.getByTestId('snackbar').count(), url).toBe(0);
    }
    await screenshot(page, 'reco-not-found-iteration');
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
