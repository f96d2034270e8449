import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompanyTenant } from '@concord/db';
import { writeVendorLedgers } from '@concord/reco';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import { seedRecoIds, type RecoIds } from './reco-operations.js';

/**
 * The BFF's streaming file routes of the reconciliation screens (bff/src/files/reco-files.ts),
 * with company A's token (Rhein's owner) and company B's ids (Acme's) or B's tenant headers:
 * every one answers 403 or 404, and B's rows are unchanged. B's own owner reaches the same
 * ids, so the refusals are the tenancy's and not a wrong id.
 */

let kit: PosoKit;
let alice: Session;
let mallory: Session;
let b: RecoIds & { file: number };
let ledgers: { books: Buffer; counterparty: Buffer };
let output: Buffer;
let template: Buffer;

type FileRoute = {
  name: string;
  send: (session: Session, headers?: Record<string, string>) => request.Test;
};

const server = () => request(kit.bff.app.server);

/** Every file route of reco-files.ts, named by what it does, aimed at B's ids. */
const routes: FileRoute[] = [
  {
    name: 'ledger upload',
    send: (s, h = {}) =>
      server()
        .post(`/files/reco/iterations/${b.iteration}/ledger?side=books`)
        .set({ ...s.headers, ...h })
        .attach('file', ledgers.books, 'books.xlsx'),
  },
  {
    name: 'modified workbook upload',
    send: (s, h = {}) =>
      server()
        .post(`/files/reco/iterations/${b.iteration}/modified-workbook`)
        .set({ ...s.headers, ...h })
        .attach('file', output, 'result.xlsx'),
  },
  {
    name: 'latest output download',
    send: (s, h = {}) =>
      server()
        .get(`/files/reco/iterations/${b.iteration}/latest-output`)
        .set({ ...s.headers, ...h }),
  },
  {
    name: 'received file download',
    send: (s, h = {}) =>
      server()
        .get(`/files/reco/files/${b.file}`)
        .set({ ...s.headers, ...h }),
  },
  {
    name: 'assignment upload',
    send: (s, h = {}) =>
      server()
        .post(`/files/reco/projects/${b.project}/assignments`)
        .set({ ...s.headers, ...h })
        .attach('file', template, 'assignments.xlsx'),
  },
  {
    name: 'assignment template download',
    send: (s, h = {}) =>
      server()
        .get(`/files/reco/projects/${b.project}/assignment-template`)
        .set({ ...s.headers, ...h }),
  },
];

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<T>(query, variables, session.headers);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A download's bytes (supertest types every body as any). */
async function download(url: string, session: Session): Promise<Buffer> {
  const res = await server()
    .get(url)
    .set(session.headers)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status, url).toBe(200);
  return res.body as Buffer;
}

/** Every row of every table of B's schema. */
async function snapshot(): Promise<string> {
  const schema = (await findCompanyTenant(kit.database.db, kit.ids.companies.acme))!.schema;
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = ${schema} AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    kit.database.db,
  );
  const parts: unknown[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ data: unknown }>`
      SELECT json_agg(t ORDER BY t::text) AS data FROM ${sql.id(schema, table_name)} t`.execute(
      kit.database.db,
    );
    parts.push([table_name, rows.rows[0]?.data]);
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  // victor owns Rhein (and Bharat): here he speaks for Rhein, a company apart from Acme.
  mallory = await kit.signIn('victor', kit.ids.companies.rhein);
  const seeded = await seedRecoIds(kit, alice);
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-reco-tenancy-'));
  await writeVendorLedgers(path.join(dir, 'b.xlsx'), path.join(dir, 'c.xlsx'), {
    rows: 60,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: 'Acme Retail Pvt Ltd',
    partyName: 'B party 5',
  });
  ledgers = {
    books: await readFile(path.join(dir, 'b.xlsx')),
    counterparty: await readFile(path.join(dir, 'c.xlsx')),
  };
  await rm(dir, { recursive: true, force: true });

  // B's last reco, assigned to alice: both ledgers, their columns confirmed, run to its result.
  for (const side of ['books', 'counterparty'] as const) {
    const uploaded = await server()
      .post(`/files/reco/iterations/${seeded.iteration}/ledger?side=${side}`)
      .set(alice.headers)
      .attach('file', ledgers[side], `${side}.xlsx`);
    expect(uploaded.status, uploaded.text).toBe(201);
    const mapping = (
      uploaded.body as {
        mapping: { columns: { field: string | null; column: number }[]; headerRow: number };
      }
    ).mapping;
    await gql(
      alice,
      'mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { id } }',
      {
        id: seeded.iteration,
        input: {
          side: side.toUpperCase(),
          columns: mapping.columns
            .filter((c) => c.field !== null)
            .map((c) => ({ field: c.field, column: c.column })),
          headerRow: mapping.headerRow,
        },
      },
    );
  }
  await gql(alice, 'mutation S($id: Int!) { startReco(recoId: $id) { state } }', {
    id: seeded.reco,
  });
  let state = 'RUNNING';
  for (let i = 0; i < 300 && state === 'RUNNING'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    state = (
      await gql<{ reco: { state: string } }>(
        alice,
        'query R($id: Int!) { reco(id: $id) { state } }',
        {
          id: seeded.reco,
        },
      )
    ).reco.state;
  }
  expect(state).toBe('OUTPUT_READY');
  const { recoIteration } = await gql<{ recoIteration: { booksFile: { id: number } } }>(
    alice,
    'query I($id: Int!) { recoIteration(id: $id) { booksFile { id } } }',
    { id: seeded.iteration },
  );
  b = { ...seeded, file: recoIteration.booksFile.id };
  output = await download(`/files/reco/iterations/${b.iteration}/latest-output`, alice);
  template = await download(`/files/reco/projects/${b.project}/assignment-template`, alice);
}, 240_000);
afterAll(() => kit?.close());

describe('reco file routes across companies', () => {
  it("B's owner reaches B's files through each download route", async () => {
    expect(output.subarray(0, 2).toString()).toBe('PK');
    expect(template.subarray(0, 2).toString()).toBe('PK');
    for (const route of routes.filter((r) => r.name.endsWith('download')))
      expect((await route.send(alice)).status, route.name).toBe(200);
  });

  it("company A's token with B's ids: 403 or 404 on every route, B unchanged", async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const route of routes) {
      const res = await route.send(mallory);
      answers.push(`${route.name}: ${[403, 404].includes(res.status) ? 'refused' : res.status}`);
    }
    expect(answers).toEqual(routes.map((r) => `${r.name}: refused`));
    expect(await snapshot()).toBe(before);
  });

  it("company A's token with B's tenant headers: 403 on every route, B unchanged", async () => {
    const before = await snapshot();
    const headerSets: Record<string, string>[] = [
      { 'x-dts-schema': alice.headers['x-dts-schema']! },
      {
        'x-dts-schema': alice.headers['x-dts-schema']!,
        'x-dts-database': alice.headers['x-dts-database']!,
      },
    ];
    const answers: string[] = [];
    for (const headers of headerSets)
      for (const route of routes)
        answers.push(`${route.name}: ${(await route.send(mallory, headers)).status}`);
    expect(answers).toEqual([...routes, ...routes].map((r) => `${r.name}: 403`));
    expect(await snapshot()).toBe(before);
  });
});
