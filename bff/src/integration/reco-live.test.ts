import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeVendorLedgers } from '@concord/reco';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

/**
 * Live events (ARCHITECTURE 5) through the BFF: the run's progress and the reco's state reach
 * a graphql-ws subscriber of the company, after the same checks as a query; another
 * company's subscriber gets a refusal and nothing else.
 */

let kit: PosoKit;
let alice: Session;
let victor: Session;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  victor = await kit.signIn('victor', kit.ids.companies.bharat);
  url = (await kit.bff.listen({ port: 0 })).replace('http', 'ws') + '/graphql';
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await kit?.close();
});

function subscriber(session: Session, extra: Record<string, string> = {}) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { ...session.headers, ...extra },
  });
  clients.push(client);
  return client;
}

type Received = {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
};

function collect(client: Client, query: string, variables: Record<string, unknown>) {
  const seen: Received[] = [];
  let ended: unknown;
  client.subscribe(
    { query, variables },
    {
      next: (value) => void seen.push(value as Received),
      error: (e) => (ended = e),
      complete: () => undefined,
    },
  );
  return { seen, ended: () => ended };
}

async function until(check: () => boolean, what: () => unknown = () => '', ms = 40_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end)
      throw new Error(`timed out waiting for events: ${JSON.stringify(what())}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('streams run progress and state changes to the company, and to nobody else', async () => {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const body = await kit.graphql<T>(query, variables, alice.headers);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const project = await gql<{ createRecoProject: { id: number } }>(
    'mutation { createRecoProject(input: { name: "Live", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
  );
  const party = await gql<{ createRecoParty: { id: number } }>(
    'mutation { createRecoParty(input: { name: "Live party" }) { id } }',
  );
  const created = await gql<{ createReco: { id: number; currentIterationId: number } }>(
    'mutation R($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id currentIterationId } }',
    { p: project.createRecoProject.id, party: party.createRecoParty.id },
  );
  const { id: recoId, currentIterationId: iterationId } = created.createReco;

  const progress = collect(
    subscriber(alice),
    'subscription P($id: Int!) { recoRunProgress(iterationId: $id) { iterationId recoId phase percent } }',
    { id: iterationId },
  );
  const changes = collect(
    subscriber(alice),
    'subscription C($id: Int) { recoChanged(recoId: $id) { recoId what iterationId } }',
    { id: recoId },
  );
  const foreign = collect(
    subscriber(victor),
    'subscription P($id: Int!) { recoRunProgress(iterationId: $id) { percent } }',
    { id: iterationId },
  );
  const foreignHeaders = collect(
    subscriber(victor, { 'x-dts-schema': alice.schemaName }),
    'subscription { recoChanged { recoId } }',
    {},
  );

  const dir = await mkdtemp(path.join(tmpdir(), 'bff-live-'));
  await writeVendorLedgers(path.join(dir, 'b.xlsx'), path.join(dir, 'c.xlsx'), {
    rows: 3000,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: 'Acme Retail Pvt Ltd',
    partyName: 'Live party',
  });
  for (const [side, file] of [
    ['books', 'b.xlsx'],
    ['counterparty', 'c.xlsx'],
  ] as const) {
    const res = await request(kit.bff.app.server)
      .post(`/files/reco/iterations/${iterationId}/ledger?side=${side}`)
      .set(alice.headers)
      .attach('file', await readFile(path.join(dir, file)), file);
    expect(res.status, res.text).toBe(201);
    const { mapping } = res.body as {
      mapping: { columns: { field: string | null; column: number }[]; headerRow: number };
    };
    await gql(
      'mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { id } }',
      {
        id: iterationId,
        input: {
          side: side.toUpperCase(),
          headerRow: mapping.headerRow,
          columns: mapping.columns
            .filter((c) => c.field !== null)
            .filter((c, i, all) => all.findIndex((o) => o.field === c.field) === i)
            .map((c) => ({ field: c.field, column: c.column })),
        },
      },
    );
  }
  await rm(dir, { recursive: true, force: true });
  await gql('mutation S($id: Int!) { startReco(recoId: $id) { state } }', { id: recoId });

  await until(() =>
    progress.seen.some(
      (e) => (e.data?.recoRunProgress as { percent: number } | undefined)?.percent === 100,
    ),
  );
  const phases = progress.seen.map(
    (e) => (e.data!.recoRunProgress as { phase: string | null }).phase,
  );
  expect(phases).toEqual(
    expect.arrayContaining(['READING_BOOKS', 'READING_COUNTERPARTY', 'MATCHING', 'WRITING']),
  );
  expect(
    progress.seen.every((e) => (e.data!.recoRunProgress as { recoId: number }).recoId === recoId),
  ).toBe(true);
  // The first event is where the run stood on subscribing: not started.
  expect(progress.seen[0]!.data!.recoRunProgress).toMatchObject({ phase: null, percent: 0 });
  // A page that subscribes once the run is over (it loaded while the run was going) hears at
  // once that it ended, rather than waiting for an event that came before it listened.
  const late = collect(
    subscriber(alice),
    'subscription P($id: Int!) { recoRunProgress(iterationId: $id) { phase percent } }',
    { id: iterationId },
  );
  await until(
    () => late.seen.length > 0 || late.ended() !== undefined,
    () => late.seen,
  );
  expect(late.seen[0]!.data!.recoRunProgress).toEqual({ phase: null, percent: 100 });
  // Two uploads, the start and the run's end.
  await until(
    () => changes.seen.length >= 4,
    () => changes.seen,
  );
  expect(
    changes.seen.every((e) => (e.data!.recoChanged as { recoId: number }).recoId === recoId),
  ).toBe(true);

  // Another company: refused at subscribe time, nothing delivered.
  await until(
    () => foreign.seen.length > 0 || foreign.ended() !== undefined,
    () => String(foreign.ended()),
  );
  expect(foreign.seen.flatMap((e) => e.errors ?? []).map((e) => e.extensions?.code)).toEqual([
    'NOT_FOUND',
  ]);
  await until(
    () => foreignHeaders.seen.length > 0 || foreignHeaders.ended() !== undefined,
    () => String(foreignHeaders.ended()),
  );
  expect(foreignHeaders.seen.flatMap((e) => e.errors ?? []).map((e) => e.extensions?.code)).toEqual(
    ['FORBIDDEN'],
  );
}, 120_000);
