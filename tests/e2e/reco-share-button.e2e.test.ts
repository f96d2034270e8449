import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '../../services/reco/src/demo/ledger-files';
import { cspViolations, launchBrowser, startApp, type RunningApp } from './app';
import { expectAlert, graphqlClient, screenshot, signInTo, soon } from './poso-kit';

// The Share button itself: Acme's reconciler opens an accepted reco whose party is Rhein, a
// connected company on Concord, clicks Share and confirms; Rhein's owner, already on the
// "shared with us" list, sees the bell count and the new row without reload. The reco is this
// journey's own, over a period no other reco has, so it does not depend on other journeys' data.

let app: RunningApp;
let browser: Browser;
let iterationId = 0;
/** The reco's name on both sides: its party and period (set up in `acceptedRecoWithRhein`). */
let recoName = '';

/** A 30-day period starting on a day picked by the clock, so this run's share has its own name. */
function periodOfThisRun() {
  const day = 86_400_000;
  const start = Date.UTC(2000, 0, 1) + (Math.floor(Date.now() / 1000) % 7300) * day;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { periodFrom: iso(start), periodTo: iso(start + 29 * day) };
}

const vc = (companyId: number) =>
  `${app.baseUrl}/dashboard/default/${companyId}/reconciliation/vendor-customer/full-version-1`;

/** An accepted reco of Acme with Rhein as its party: created, both ledgers, run, submitted, accepted. */
async function acceptedRecoWithRhein(): Promise<number> {
  const client = graphqlClient(app.baseUrl);
  const [alice] = await client.companyToken('alice', /Acme/);
  const [meera] = await client.companyToken('meera', /Acme/);
  const [, rheinId] = await client.companyToken('victor', /Rhein/);
  const idOf = async (token: string) =>
    (await client.graphql<{ me: { id: number } }>('{ me { id } }', {}, token)).me.id;
  const period = periodOfThisRun();

  const { createRecoProject: project } = await client.graphql<{
    createRecoProject: { id: number };
  }>(
    'mutation ($input: CreateRecoProjectInput!) { createRecoProject(input: $input) { id } }',
    {
      input: {
        name: `Share journey ${period.periodFrom}`,
        kind: 'VENDOR',
        ...period,
        reconcilerIds: [await idOf(alice)],
        reviewerIds: [await idOf(meera)],
      },
    },
    alice,
  );
  const party = await rheinParty(client, alice, rheinId);
  recoName = `${party.name} ${period.periodFrom} to ${period.periodTo}`;
  const { createReco: reco } = await client.graphql<{
    createReco: { id: number; currentIterationId: number };
  }>(
    'mutation ($input: CreateRecoInput!) { createReco(input: $input) { id currentIterationId } }',
    {
      input: {
        projectId: project.id,
        partyId: party.id,
        ...period,
        reviewerId: await idOf(meera),
      },
    },
    alice,
  );

  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-share-'));
  const files = { books: path.join(dir, 'books.xlsx'), counterparty: path.join(dir, 'party.xlsx') };
  await writeVendorLedgers(files.books, files.counterparty, {
    rows: 60,
    from: period.periodFrom,
    to: period.periodTo,
    ourName: 'Acme Retail Pvt Ltd',
    partyName: party.name,
  });
  for (const side of ['books', 'counterparty'] as const) {
    const form = new FormData();
    form.append('file', new Blob([await readFile(files[side])]), `${side}.xlsx`);
    const response = await fetch(
      `${new URL(app.baseUrl).origin}/files/reco/iterations/${reco.currentIterationId}/ledger?side=${side}`,
      { method: 'POST', headers: { authorization: `Bearer ${alice}` }, body: form },
    );
    expect(response.status, `upload ${side}`).toBe(201);
    const { mapping } = (await response.json()) as {
      mapping: { columns: { field: string | null; column: number }[]; headerRow: number };
    };
    await client.graphql(
      'mutation ($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { id } }',
      {
        id: reco.currentIterationId,
        input: {
          side: side.toUpperCase(),
          columns: mapping.columns
            .filter((c) => c.field !== null)
            .map((c) => ({ field: c.field, column: c.column })),
          headerRow: mapping.headerRow,
        },
      },
      alice,
    );
  }
  await rm(dir, { recursive: true, force: true });

  const byId = { id: reco.id };
  await client.graphql('mutation ($id: Int!) { startReco(recoId: $id) { state } }', byId, alice);
  const state = async () =>
    (
      await client.graphql<{ reco: { state: string } }>(
        'query ($id: Int!) { reco(id: $id) { state } }',
        byId,
        alice,
      )
    ).reco.state;
  // The run is the reco worker's: asked again until it has ended (a hook has no expect.poll).
  let now = 'RUNNING';
  for (let tries = 0; tries < 600 && now === 'RUNNING'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    now = await state();
  }
  expect(now, 'the run ended').toBe('OUTPUT_READY');
  await client.graphql('mutation ($id: Int!) { submitReco(recoId: $id) { state } }', byId, alice);
  await client.graphql(
    'mutation ($id: Int!) { acceptReco(recoId: $id, remarks: "Agreed with Rhein") { state } }',
    byId,
    meera,
  );
  expect(await state()).toBe('ACCEPTED');
  return reco.currentIterationId;
}

/**
 * Acme's party that is Rhein on Concord (one per connected company): found, or made with a name
 * no wider than the demo's, so the reco lists of later journeys still fit a phone.
 */
async function rheinParty(
  client: ReturnType<typeof graphqlClient>,
  token: string,
  rheinId: number,
): Promise<{ id: number; name: string }> {
  type Party = { id: number; name: string; connectedCompanyId: number | null };
  for (let page = 1; ; page++) {
    const { recoParties } = await client.graphql<{
      recoParties: { items: Party[]; totalCount: number };
    }>(
      'query ($page: Int!) { recoParties(page: $page, size: 100) { totalCount items { id name connectedCompanyId } } }',
      { page },
      token,
    );
    const found = recoParties.items.find((p) => p.connectedCompanyId === rheinId);
    if (found) return found;
    if (page * 100 >= recoParties.totalCount) break;
  }
  const { createRecoParty } = await client.graphql<{
    createRecoParty: { id: number; name: string };
  }>(
    'mutation ($input: CreateRecoPartyInput!) { createRecoParty(input: $input) { id name } }',
    { input: { name: 'Rhein Metall', connectedCompanyId: rheinId } },
    token,
  );
  return createRecoParty;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  iterationId = await acceptedRecoWithRhein();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function person(userName: string, company: RegExp): Promise<[Page, number]> {
  const page = await (await browser.newContext()).newPage();
  return [page, await signInTo(page, app.baseUrl, userName, company)];
}

describe('the Share button of an accepted reco', () => {
  it("shares after a confirmation, and the party's company sees it arrive live", async () => {
    // Rhein's owner has the shared list open, with nothing new on the bell.
    const [victor, rheinId] = await person('victor', /Rhein/);
    await victor.goto(`${vc(rheinId)}/vendor/shared-recos`);
    await victor.getByTestId('shared-recos').waitFor(soon);
    await victor.getByTestId('notifications-bell').click();
    await victor.keyboard.press('Escape');
    await expect.poll(() => victor.getByTestId('notifications-badge').count(), soon).toBe(0);
    expect(await victor.getByTestId('shared-recos').textContent()).not.toContain(recoName);

    const [alice, acmeId] = await person('alice', /Acme/);
    await alice.goto(
      `${app.baseUrl}/dashboard/default/${acmeId}/reconciliation/vendor-customer/period/${iterationId}`,
    );
    const share = alice.getByTestId('share-reco');
    await share.waitFor(soon);
    expect(await share.textContent()).toContain('Rhein Metall GmbH');
    expect(await alice.getByTestId('reco-share-line').count()).toBe(0);

    // Cancel asks nothing of the server; the panel still offers the share.
    await share.click();
    await alice.getByTestId('share-confirm').waitFor(soon);
    expect(await alice.getByTestId('share-confirm-body').textContent()).toContain(
      'Rhein Metall GmbH',
    );
    await alice.getByTestId('share-confirm-cancel').click();
    await alice.getByTestId('share-confirm').waitFor({ state: 'hidden', ...soon });
    expect(await alice.getByTestId('reco-share-line').count()).toBe(0);

    await share.click();
    await screenshot(alice, 'reco-share-button-01-confirm');
    await alice.getByTestId('share-confirm-confirm').click();
    await expectAlert(alice, 'Shared with Rhein Metall GmbH.');
    await expect
      .poll(() => alice.getByTestId('reco-share-line').first().textContent(), soon)
      .toContain('Rhein Metall GmbH');
    // Shared once: the panel now says so instead of offering it again.
    await expect
      .poll(() => alice.getByTestId('share-why-not').getAttribute('data-reason'), soon)
      .toBe('ALREADY_SHARED');

    // Rhein, without reload: the bell counts it and the list shows the row.
    await expect
      .poll(() => victor.getByTestId('notifications-badge').textContent(), soon)
      .toBe('1');
    const table = victor.getByTestId('shared-recos-table');
    await expect.poll(() => table.textContent(), soon).toContain(recoName);
    expect(await table.textContent()).toContain('Acme Retail Pvt Ltd');
    await screenshot(victor, 'reco-share-button-02-arrived');
    await table.getByText(recoName).click();
    await victor.getByTestId('read-only').waitFor(soon);
    await victor.getByTestId('summary-table').waitFor(soon);
  }, 180_000);
});

describe('Content-Security-Policy', () => {
  it('blocked nothing the pages of this journey needed', () => {
    expect(cspViolations).toEqual([]);
  });
});
