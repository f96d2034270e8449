import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@concord/db';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { expectAlert, graphqlClient, screenshot, soon } from './poso-kit';

// The recipient of a shared reconciliation: no account, a phone, a link. Alice makes a
// download link on the iteration page; an anonymous browser opens it and downloads the file,
// whose bytes are the stored output's; a revoked link and an iteration without a result
// answer in words.

let app: RunningApp;
let browser: Browser;
let db: Db;
let token: string;
let companyId: number;
let client: ReturnType<typeof graphqlClient>;

type Reco = { id: number; currentIterationId: number; partyName: string; state: string };

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function recoWith(state: string): Promise<Reco> {
  const { recos } = await client.graphql<{ recos: { items: Reco[] } }>(
    'query Q($state: RecoState) { recos(filter: { state: $state }, size: 50) { items { id currentIterationId partyName state } } }',
    { state },
    token,
  );
  const found = recos.items.find((r) => r.state === state);
  if (!found) throw new Error(`no demo reco in ${state}`);
  return found;
}

async function link(iterationId: number): Promise<{ id: number; token: string }> {
  const { generateRecoLink } = await client.graphql<{
    generateRecoLink: { token: string; link: { id: number } };
  }>(
    'mutation G($id: Int!) { generateRecoLink(iterationId: $id, purpose: DOWNLOAD, expiresInDays: 7) { token link { id } } }',
    { id: iterationId },
    token,
  );
  return { id: generateRecoLink.link.id, token: generateRecoLink.token };
}

const pageUrl = (iterationId: number, secret: string, recoName = 'Reconciliation') =>
  `${app.baseUrl}/pages/download-file/?reco_iteration_id=${iterationId}&stateId=${iterationId}&recoName=${encodeURIComponent(recoName)}&token=${secret}`;

/** SHA-256 of the file the iteration's latest result points at, as stored with it. */
async function storedSha(iterationId: number): Promise<string> {
  const schema = await sql<{ name: string }>`
    SELECT lower(db_schema_prefix || company_id::text) AS name FROM core.companies
    WHERE company_id = ${companyId}`.execute(db);
  const name = schema.rows[0]!.name;
  const row = await sql<{ sha256: string }>`
    SELECT f.sha256 FROM ${sql.table(`${name}.reco_iterations`)} i
    JOIN ${sql.table(`${name}.files`)} f ON f.file_id = coalesce(i.modified_file_id, i.output_file_id)
    WHERE i.iteration_id = ${iterationId}`.execute(db);
  return row.rows[0]!.sha256;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  if (!app.databaseUrl)
    throw new Error('this journey reads the stored file: run it on its own app');
  db = createDb(app.databaseUrl, { max: 2 });
  client = graphqlClient(app.baseUrl);
  [token, companyId] = await client.companyToken('alice', /Acme/);
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await app?.stop();
});

describe('a download link', () => {
  it('is made on the iteration page and shown once', async () => {
    const ready = await recoWith('OUTPUT_READY');
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password').fill('concord-demo');
    await page.getByTestId('sign-in').click();
    await page.getByTestId('company-list').waitFor(soon);
    await page.getByTestId('company-list').getByText(/Acme/).first().click();
    await page.getByTestId('company-home-title').waitFor(soon);
    await page.goto(
      `${app.baseUrl}/dashboard/default/${companyId}/reconciliation/vendor-customer/period/${ready.currentIterationId}`,
    );
    const panel = page.getByTestId('reco-links');
    await panel.waitFor(soon);
    await page.getByTestId('reco-links-expiry').selectOption('30');
    await page.getByTestId('reco-links-create').click();
    const url = await page.getByTestId('reco-links-url').inputValue(soon);
    expect(url).toContain('/stage/pages/download-file/?reco_iteration_id=');
    expect(new URL(url).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect
      .poll(() => page.getByTestId('reco-links-list').getByRole('listitem').count(), soon)
      .toBeGreaterThan(0);
    await screenshot(page, 'shared-file-01-links-panel');
    await context.close();
  });

  it('lets an anonymous phone download the stored output, in bytes', async () => {
    const ready = await recoWith('OUTPUT_READY');
    const { token: secret } = await link(ready.currentIterationId);
    const context = await browser.newContext({ ...phone, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(pageUrl(ready.currentIterationId, secret, ready.partyName));
    const sentence = page.getByTestId('shared-file-sentence');
    await sentence.waitFor(soon);
    // Dates come wrapped in invisible bidi isolation marks; the words read as the spec's.
    expect((await sentence.textContent())?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Acme Retail Pvt Ltd has performed reconciliation for the period from 1 Apr 2024 to 31 Mar 2025',
    );
    await page.getByText('To access the file, click on download button').waitFor();
    await screenshot(page, 'shared-file-02-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download', soon),
      page.getByTestId('shared-file-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile(await download.path());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      await storedSha(ready.currentIterationId),
    );
    await context.close();
  });

  it('says File not found when the iteration has no result yet', async () => {
    const fresh = await recoWith('CREATED');
    const { token: secret } = await link(fresh.currentIterationId);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(pageUrl(fresh.currentIterationId, secret));
    await page.getByTestId('shared-file-download').click(soon);
    await expectAlert(page, 'File not found');
    await context.close();
  });

  it('once revoked, or for a guessed token, says the link is not valid', async () => {
    const ready = await recoWith('OUTPUT_READY');
    const made = await link(ready.currentIterationId);
    await client.graphql(
      'mutation R($id: Int!) { revokeRecoLink(id: $id) { id } }',
      { id: made.id },
      token,
    );
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    for (const secret of [made.token, 'x'.repeat(43)]) {
      await page.goto(pageUrl(ready.currentIterationId, secret));
      await expect
        .poll(() => page.getByTestId('shared-file-problem').textContent(), soon)
        .toBe('This link is not valid. Ask the sender for a new one.');
    }
    await context.close();
  });
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
