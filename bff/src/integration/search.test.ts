import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM, ok, posoFlows } from '../testing/poso-flows.js';
import { actionKey, startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// The header search over HTTP: payments, advances and reconciliations join the documents and
// companies it found before, each group only for a caller whose scopes read that kind, and
// never anything of another company.

type Hit = {
  kind: string;
  id: number;
  label: string;
  detail: string | null;
  openId: number | null;
};

let kit: PosoKit;
let alice: Session;
let victor: Session;
let reconciler: Session;
let mallory: Session;
const run = Date.now().toString(36).toUpperCase();
let ids: { payment: number; purchaseInvoice: number; invoice: number; poId: number };
let reco: { id: number; iteration: number };

const search = async (session: Session, text: string) =>
  ok(
    await kit.graphql<{ search: Hit[] }>(
      'query Q($text: String!) { search(text: $text) { kind id label detail openId } }',
      { text },
      session.headers,
    ),
  ).search;

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const { acme, bharat, rhein } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  const fiona = await kit.signIn('fiona', acme);
  victor = await kit.signIn('victor', bharat);
  await kit.addMember('rita', acme, 'reconciler');
  reconciler = await kit.signIn('rita', acme);
  await kit.addMember('mallory', rhein, 'owner');
  mallory = await kit.signIn('mallory', rhein);

  const flows = posoFlows(kit, { alice, fiona, victor });
  const payable = await flows.payable();
  const claimed = await flows.ask<{ claimPayment: { payment: { id: number } } }>(alice, CLAIM, {
    input: {
      purchaseInvoiceId: payable.purchaseInvoice,
      referenceNumber: `UTR-${run}-1`,
      amount: '100',
    },
    key: actionKey(),
  });
  ids = { ...payable, payment: claimed.claimPayment.payment.id };
  await flows.ask(
    alice,
    'mutation A($input: PayAdvanceInput!, $key: String!) { payAdvance(input: $input, idempotencyKey: $key) { advance { id } } }',
    {
      input: { purchaseOrderId: payable.poId, referenceNumber: `ADV-${run}-1`, amount: '50' },
      key: actionKey(),
    },
  );

  const project = await flows.ask<{ createRecoProject: { id: number } }>(
    alice,
    `mutation { createRecoProject(input: { name: "Search ${run}", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }`,
  );
  const party = await flows.ask<{ createRecoParty: { id: number } }>(
    alice,
    `mutation { createRecoParty(input: { name: "Findable Metals ${run}" }) { id } }`,
  );
  const created = await flows.ask<{ createReco: { id: number; currentIterationId: number } }>(
    alice,
    'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id currentIterationId } }',
    { p: project.createRecoProject.id, party: party.createRecoParty.id },
  );
  reco = { id: created.createReco.id, iteration: created.createReco.currentIterationId };
});
afterAll(() => kit?.close());

describe('header search: payments, advances and reconciliations', () => {
  it('finds a payment by the start of its reference on both sides, opening the invoice it pays', async () => {
    const mine = await search(alice, `utr-${run.toLowerCase()}`);
    expect(mine).toEqual([
      {
        kind: 'PAYMENT_MADE',
        id: ids.payment,
        label: `UTR-${run}-1`,
        detail: expect.stringContaining('Bharat') as unknown,
        openId: ids.purchaseInvoice,
      },
    ]);
    const theirs = await search(victor, `UTR-${run}`);
    expect(theirs).toEqual([
      expect.objectContaining({ kind: 'PAYMENT_RECEIVED', openId: ids.invoice }),
    ]);
  });

  it('finds an advance by its reference, opening the order it pays', async () => {
    expect(await search(alice, `ADV-${run}`)).toEqual([
      expect.objectContaining({ kind: 'ADVANCE_PAID', label: `ADV-${run}-1`, openId: ids.poId }),
    ]);
    expect(await search(victor, `adv-${run}`)).toEqual([
      expect.objectContaining({ kind: 'ADVANCE_RECEIVED', label: `ADV-${run}-1` }),
    ]);
  });

  it('finds a reconciliation by party, project and number, opening its current iteration', async () => {
    const expected = {
      kind: 'RECONCILIATION',
      id: reco.id,
      label: `Findable Metals ${run}`,
      detail: `#${reco.id} · Search ${run}`,
      openId: reco.iteration,
    };
    expect(await search(alice, `findable metals ${run}`)).toEqual([expected]);
    expect(await search(alice, `Search ${run}`)).toEqual([expected]);
    expect(await search(alice, `#${reco.id}`)).toContainEqual(expected);
  });

  it('answers each kind only to scopes that read it', async () => {
    // A reconciler reads recos, not payments.
    expect(await search(reconciler, `findable metals ${run}`)).toEqual([
      expect.objectContaining({ kind: 'RECONCILIATION', id: reco.id }),
    ]);
    expect(await search(reconciler, `UTR-${run}`)).toEqual([]);
  });

  it("another company's search finds none of it", async () => {
    for (const text of [`UTR-${run}`, `ADV-${run}`, `Findable Metals ${run}`, `Search ${run}`])
      expect(await search(mallory, text)).toEqual([]);
    // Nor by spoofing the tenant header of the company that holds them.
    const spoofed = await kit.graphql(
      'query Q($text: String!) { search(text: $text) { id } }',
      { text: `UTR-${run}` },
      { ...mallory.headers, 'x-dts-schema': alice.schemaName },
    );
    expect(spoofed.data?.search ?? []).toEqual([]);
  });
});
