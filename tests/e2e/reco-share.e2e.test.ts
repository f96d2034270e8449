import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { graphqlClient, screenshot, signInTo, soon } from './poso-kit';

// A reco shared with a connected company: Bharat's owner opens it read only from the shared
// list and disagrees with an entry; Acme's open drill-down shows the answer and Acme's bell
// rings, both without reload. Then a message on one entry, typed by the reconciler, reaches
// the reviewer's open drill-down.

let app: RunningApp;
let browser: Browser;
let iterationId = 0;

const vc = (companyId: number) =>
  `${app.baseUrl}/dashboard/default/${companyId}/reconciliation/vendor-customer/full-version-1`;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const client = graphqlClient(app.baseUrl);
  const [token] = await client.companyToken('alice', /Acme/);
  const { recos } = await client.graphql<{
    recos: { items: { id: number; partyName: string }[] };
  }>('{ recos(filter: { search: "Bharat" }) { items { id partyName } } }', {}, token);
  // The demo has two Bharat recos (this year's and an earlier quarter's); the shared one is
  // the one with a share, and the share is of one iteration.
  for (const reco of recos.items.filter((r) => r.partyName === 'Bharat Steel Supplies')) {
    const { recoShares } = await client.graphql<{ recoShares: { iterationId: number }[] }>(
      'query ($recoId: Int!) { recoShares(recoId: $recoId) { iterationId } }',
      { recoId: reco.id },
      token,
    );
    if (recoShares[0]) iterationId = recoShares[0].iterationId;
  }
  expect(iterationId, 'the demo shares a Bharat reco').toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function person(userName: string, company: RegExp): Promise<[Page, number]> {
  const page = await (await browser.newContext()).newPage();
  return [page, await signInTo(page, app.baseUrl, userName, company)];
}

/** The drill-down of every entry of Acme's Bharat reco, from its summary. */
async function openOwnDrillDown(page: Page, companyId: number) {
  await page.goto(`${vc(companyId)}/vendorReco/latest-recos/summary/${iterationId}/latest`);
  await page.getByTestId('summary-all-entries').click();
  await page.getByTestId('drill-table').waitFor(soon);
}

describe('a reco shared with a connected company', () => {
  it('is read only on their side, takes their answer, and the sharer sees it live', async () => {
    const [alice, acmeId] = await person('alice', /Acme/);
    const [victor, bharatId] = await person('victor', /Bharat/);

    // The iteration page says whom it was shared with.
    await alice.goto(
      `${app.baseUrl}/dashboard/default/${acmeId}/reconciliation/vendor-customer/period/${iterationId}`,
    );
    await expect
      .poll(() => alice.getByTestId('reco-share-line').first().textContent(), soon)
      .toContain('Bharat Steel Supplies');
    await openOwnDrillDown(alice, acmeId);
    // Opening the bell marks what is there seen, so the badge counts only what comes next.
    await alice.getByTestId('notifications-bell').click();
    await alice.keyboard.press('Escape');
    await expect.poll(() => alice.getByTestId('notifications-badge').count(), soon).toBe(0);

    await victor.goto(`${vc(bharatId)}/vendor/shared-recos`);
    const table = victor.getByTestId('shared-recos-table');
    await expect.poll(() => table.textContent(), soon).toContain('Acme Retail Pvt Ltd');
    expect(await table.textContent()).toContain('alice');
    await table.getByText('Bharat Steel Supplies 2024-04-01 to 2025-03-31').click();
    await victor.getByTestId('read-only').waitFor(soon);
    await victor.getByTestId('summary-table').waitFor(soon);
    await screenshot(victor, 'reco-share-01-summary');
    await victor.getByTestId('summary-all-entries').click();
    await victor.getByTestId('drill-table').waitFor(soon);
    expect(victor.url()).toContain('/shared/');
    for (const control of ['entry-select', 'line-unmatch', 'line-accept', 'line-tag'])
      expect(await victor.getByTestId(control).count()).toBe(0);

    // An entry nobody answered yet: Bharat disagrees, with its reason.
    const entry = victor
      .getByTestId('entry')
      .filter({ hasNot: victor.getByTestId('entry-answer') })
      .first();
    const entryNo = await entry.getAttribute('data-entry');
    await entry.getByTestId('entry-disagree').click();
    await entry.getByTestId('entry-answer-send').click();
    await entry.getByText('Say why you disagree.').waitFor(soon);
    const remark = `Booked on 31 March, see our voucher ${Date.now()}`;
    await entry.getByTestId('entry-remark').fill(remark);
    await entry.getByTestId('entry-answer-send').click();
    const mine = victor.locator(`[data-testid="entry"][data-entry="${entryNo}"]`);
    await expect.poll(() => mine.getByTestId('entry-answer').textContent(), soon).toContain(remark);
    await screenshot(victor, 'reco-share-02-answered');

    // Acme's open drill-down shows it on that entry, and the bell rings, without reload.
    const theirs = alice.locator(`[data-testid="entry"][data-entry="${entryNo}"]`);
    await expect
      .poll(async () => (await theirs.count()) > 0 && (await theirs.textContent()), soon)
      .toContain(remark);
    await expect.poll(() => alice.getByTestId('notifications-badge').count(), soon).toBe(1);
    await alice.getByTestId('notifications-bell').click();
    await alice.getByTestId('notifications-list').waitFor(soon);
    // Worded on the reader's screen from what the answer was and on which entry, the period
    // as dates the way the app shows them.
    const bell = await alice.getByTestId('notifications-list').textContent();
    expect(bell).toContain(`disagreed with entry ${entryNo} on Bharat Steel Supplies, `);
    expect(bell).toContain('1 Apr 2024');
    await alice.keyboard.press('Escape');
    await screenshot(alice, 'reco-share-03-sharer-sees-answer');
    // Two people, a dozen pages: more than the default minute on a busy machine.
  }, 180_000);

  it('shows a message on an entry, typed by the reconciler, to the reviewer without reload', async () => {
    const [kiran, acmeId] = await person('kiran', /Acme/);
    const [meera] = await person('meera', /Acme/);
    await openOwnDrillDown(kiran, acmeId);
    await openOwnDrillDown(meera, acmeId);
    const thread = (page: Page) => page.getByTestId('entry-thread').first();
    await thread(kiran).getByTestId('entry-discuss').click();
    await thread(meera).getByTestId('entry-discuss').click();
    const readerThread = thread(meera).getByTestId('reco-messages');
    await readerThread
      .locator('[data-testid="reco-messages-list"], :text("No messages yet")')
      .first()
      .waitFor(soon);
    const text = `Party's copy shows this bill twice ${Date.now()}`;
    const arrived = async () => (await readerThread.textContent())?.includes(text) ?? false;
    // The reviewer's socket may still be subscribing: the reconciler says it again until it lands.
    for (let tries = 0; tries < 5 && !(await arrived()); tries++) {
      await thread(kiran).getByTestId('reco-messages-input').fill(text);
      await thread(kiran).getByTestId('reco-messages-send').click();
      await expect
        .poll(() => thread(kiran).getByTestId('reco-messages-input').inputValue(), soon)
        .toBe('');
      await expect
        .poll(arrived, { timeout: 4_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await arrived()).toBe(true);
    await screenshot(meera, 'reco-share-04-entry-thread');
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
