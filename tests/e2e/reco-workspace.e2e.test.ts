import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '../../services/reco/src/demo/ledger-files';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { chooseLanguage, graphqlClient, screenshot, signInTo, type PageElement } from './poso-kit';

// The reconciliation workspace in the browser, the reconciler and the reviewer side by side in
// their own browser contexts: alice (Acme's owner) makes a project and assigns a party to
// herself with meera (Acme's reviewer) through the task-assignment template, uploads two
// ledgers, confirms their columns, runs, submits; meera rejects with remarks; alice restarts
// with a corrected counterparty ledger; meera accepts; the history shows every step.

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

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const projectName = `E2E vendors ${tag}`;
const party = 'Deccan Packaging';
const rejection = `Their March debit notes are missing (${tag})`;
const vc = () =>
  `${app.baseUrl}/dashboard/default/${acme}/reconciliation/vendor-customer/full-version-1`;

const stateOf = (page: Page) => page.getByTestId('iteration-page').getAttribute('data-state');

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

  it('uploads two ledgers with progress, confirms the columns, runs live and submits', async () => {
    await alice.getByTestId(`row-${party}`).click();
    await alice.waitForURL(/\/vendor-customer\/period\/\d+$/, soon);
    iterationUrl = alice.url();
    expect(await stateOf(alice)).toBe('CREATED');

    const books = path.join(dir, 'Acme books - Deccan.xlsx');
    const theirs = path.join(dir, 'Deccan ledger of Acme.xlsx');
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

    await alice.getByTestId('reco-action-SUBMIT').click();
    await expect.poll(() => stateOf(alice), soon).toBe('IN_REVIEW');
  }, 240_000);

  it('meera rejects it with remarks, and alice sees it back at once', async () => {
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

    const books = path.join(dir, 'unused-books.xlsx');
    const corrected = path.join(dir, 'Deccan ledger of Acme - corrected.xlsx');
    await writeVendorLedgers(books, corrected, {
      rows: 200,
      from: '2024-04-01',
      to: '2025-03-31',
      ourName: 'Acme Retail Pvt Ltd',
      partyName: party,
      seed: 72,
    });
    await uploadLedger(alice, 'counterparty', corrected);
    await expect.poll(() => stateOf(alice), soon).toBe('FILES_UPLOADED');
    await confirmColumns(alice, 'books');
    await confirmColumns(alice, 'counterparty');
    await runToResult(alice);

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
    expect(await alice.getByTestId('history-iteration').count()).toBe(2);
    await screenshot(alice, 'reco-05-history');

    // The accepted reco has left the latest list for the old recos.
    await alice.goto(`${vc()}/vendor/old-recos?search=${encodeURIComponent(party)}`);
    await alice.getByTestId(`row-${party}`).first().waitFor(soon);
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
    }
    await phone.context().close();
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
