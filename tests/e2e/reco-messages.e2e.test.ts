import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { graphqlClient, screenshot, signInTo, soon } from './poso-kit';

// Live conversation: two browsers on one iteration page; a message typed in one appears in
// the other without a reload.

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function openIteration(page: Page, companyId: number, iterationId: number) {
  await page.goto(
    `${app.baseUrl}/dashboard/default/${companyId}/reconciliation/vendor-customer/period/${iterationId}`,
  );
  await page.getByTestId('reco-messages').waitFor(soon);
}

describe('the conversation of a reco', () => {
  it('shows a message typed in one browser in the other, without reload', async () => {
    const client = graphqlClient(app.baseUrl);
    const [token] = await client.companyToken('alice', /Acme/);
    const { recos } = await client.graphql<{
      recos: { items: { currentIterationId: number; state: string }[] };
    }>('{ recos(filter: { state: IN_REVIEW }) { items { currentIterationId state } } }', {}, token);
    const iterationId = recos.items[0]!.currentIterationId;

    const writer = await (await browser.newContext()).newPage();
    const reader = await (await browser.newContext()).newPage();
    const companyId = await signInTo(writer, app.baseUrl, 'alice', /Acme/);
    await signInTo(reader, app.baseUrl, 'alice', /Acme/);
    await openIteration(writer, companyId, iterationId);
    await openIteration(reader, companyId, iterationId);

    // The reader's list has loaded; from now on only the subscription can bring news.
    await reader
      .locator('[data-testid="reco-messages-list"], :text("No messages yet")')
      .first()
      .waitFor(soon);
    const text = `Opening balance differs by 1,200, checked ${Date.now()}`;
    const arrived = async () =>
      (await reader.getByTestId('reco-messages').textContent())?.includes(text) ?? false;
    // The reader's socket may still be subscribing: the writer says it again until it lands.
    for (let tries = 0; tries < 5 && !(await arrived()); tries++) {
      await writer.getByTestId('reco-messages-input').fill(text);
      await writer.getByTestId('reco-messages-send').click();
      await expect
        .poll(() => writer.getByTestId('reco-messages-input').inputValue(), soon)
        .toBe('');
      await expect
        .poll(arrived, { timeout: 4_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await arrived()).toBe(true);
    await screenshot(reader, 'reco-messages-01-reader');

    // An empty message is refused in words, nothing sent.
    await writer.getByTestId('reco-messages-send').click();
    await writer.getByText('Write a message first').waitFor(soon);
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
