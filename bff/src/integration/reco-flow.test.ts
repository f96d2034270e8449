import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVendorLedgers } from '@concord/reco';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import type { RestErrorResponse } from '../upstream/error-mapping.js';

/** A file route's refusal (supertest types every body as any). */
type FileRefusal = RestErrorResponse['body'];

/**
 * The reconciliation screens' GraphQL and file routes over HTTP, on the real users and reco
 * services and the worker: project, party, reco, two uploads, mapping, run, review.
 */

let kit: PosoKit;
let alice: Session;
let rex: Session;
let books: Buffer;
let counterparty: Buffer;

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  await kit.addMember('rex', kit.ids.companies.acme, 'reviewer');
  rex = await kit.signIn('rex', kit.ids.companies.acme);
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-reco-'));
  await writeVendorLedgers(path.join(dir, 'b.xlsx'), path.join(dir, 'c.xlsx'), {
    rows: 300,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: 'Acme Retail Pvt Ltd',
    partyName: 'Bharat Steel Supplies',
  });
  books = await readFile(path.join(dir, 'b.xlsx'));
  counterparty = await readFile(path.join(dir, 'c.xlsx'));
  await rm(dir, { recursive: true, force: true });
});
afterAll(() => kit?.close());

type ColumnReason = {
  code: string;
  header: string | null;
  otherHeader: string | null;
  field: string | null;
  percent: number | null;
  values: string | null;
  knownAs: string | null;
};
type Mapping = {
  columns: { field: string | null; column: number; header: string; reason: ColumnReason }[];
  headerRow: number;
};

const headerless = Buffer.from('1,2,3\n4,5,6\n');

function upload(
  session: Session,
  iterationId: number,
  side: string,
  name: string,
  content: Buffer,
) {
  return request(kit.bff.app.server)
    .post(`/files/reco/iterations/${iterationId}/ledger?side=${side}`)
    .set(session.headers)
    .attach('file', content, name);
}

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await kit.graphql<T>(query, variables, session.headers);
  return body;
}

const RECO_FIELDS = 'id state runState runError matchedPercent allowedActions currentIterationId';

describe('reconciliation through the BFF', () => {
  let recoId: number;
  let iterationId: number;

  it('creates a project, a party and a reco; the reviewer and reconciler resolve to users', async () => {
    const project = await gql<{
      createRecoProject: { id: number; reviewers: { userName: string }[] };
    }>(
      alice,
      `mutation P($input: CreateRecoProjectInput!) { createRecoProject(input: $input) { id reviewers { userName } } }`,
      {
        input: {
          name: 'FY 2024-25 vendors',
          kind: 'VENDOR',
          periodFrom: '2024-04-01',
          periodTo: '2025-03-31',
          reconcilerIds: [kit.ids.users.alice],
          reviewerIds: [await userId('rex')],
        },
      },
    );
    expect(project.errors).toBeUndefined();
    expect(project.data!.createRecoProject.reviewers.map((u) => u.userName)).toEqual(['rex']);
    const party = await gql<{ createRecoParty: { id: number } }>(
      alice,
      `mutation { createRecoParty(input: { name: "Bharat Steel Supplies", gstin: "27AAPFU0939F1ZV" }) { id } }`,
    );
    expect(party.errors).toBeUndefined();
    const created = await gql<{
      createReco: {
        id: number;
        state: string;
        currentIterationId: number;
        assignee: { userName: string };
        reviewer: { userName: string };
      };
    }>(
      alice,
      `mutation R($input: CreateRecoInput!) { createReco(input: $input) { ${RECO_FIELDS} assignee { userName } reviewer { userName } } }`,
      {
        input: {
          projectId: project.data!.createRecoProject.id,
          partyId: party.data!.createRecoParty.id,
          reviewerId: await userId('rex'),
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createReco).toMatchObject({
      state: 'CREATED',
      assignee: { userName: 'alice' },
      reviewer: { userName: 'rex' },
    });
    recoId = created.data!.createReco.id;
    iterationId = created.data!.createReco.currentIterationId;
  });

  it('refuses a renamed executable with a clear message, then takes both ledgers with their mappings', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const refused = await upload(alice, iterationId, 'books', 'ledger.xlsx', exe);
    expect(refused.status).toBe(400);
    expect((refused.body as FileRefusal).message).toBe(
      'The content of this file is not a .xlsx file',
    );
    const wrongName = await upload(alice, iterationId, 'books', 'ledger.pdf', books);
    expect(wrongName.status).toBe(400);
    // Why a file cannot be read reaches the screen as a code with what it names.
    const unreadable = await upload(alice, iterationId, 'books', 'ledger.csv', headerless);
    expect(unreadable.status).toBe(400);
    expect((unreadable.body as FileRefusal).reason).toEqual({
      code: 'NO_HEADER_ROW',
      params: { limit: 40 },
    });

    for (const [side, content] of [
      ['books', books],
      ['counterparty', counterparty],
    ] as const) {
      const res = await upload(alice, iterationId, side, `${side} FY24.XLSX`, content);
      expect(res.status, res.text).toBe(201);
      const body = res.body as {
        file: { sha256: string; fileName: string };
        mapping: Mapping & { sample: unknown[] };
      };
      expect(body.file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(body.file.fileName).toBe(`${side} FY24.XLSX`);
      const mapping = body.mapping;
      expect(mapping.columns.some((c) => c.field === 'DATE' || c.field === 'date')).toBe(true);
      expect(mapping.sample.length).toBeGreaterThan(0);
      // Reasons reach the web as a code and what it names, never as English sentences.
      const date = mapping.columns.find((c) => c.field === 'DATE')!;
      expect(date.reason).toMatchObject({
        code: expect.stringMatching(/^HEADER_(NAMES|USUAL_NAME|LOOSE_NAME)$/) as unknown,
        header: date.header,
        field: 'DATE',
      });
      const columns = mapping.columns
        .filter((c) => c.field !== null)
        .map((c) => ({ field: c.field, column: c.column }));
      const confirmed = await gql<{
        confirmRecoMapping: {
          booksMapping: { confirmed: boolean } | null;
          counterpartyMapping: {
            columns: { field: string | null; source: string; reason: ColumnReason }[];
          } | null;
        };
      }>(
        alice,
        `mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { booksMapping { confirmed } counterpartyMapping { columns { field source reason { code header otherHeader field percent values knownAs } } } } }`,
        {
          id: iterationId,
          input: { side: side.toUpperCase(), columns, headerRow: mapping.headerRow },
        },
      );
      if (side === 'books') {
        const unreadableChoice = await gql<unknown>(
          alice,
          `mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { booksMapping { confirmed } } }`,
          { id: iterationId, input: { side: 'BOOKS', columns, headerRow: 999 } },
        );
        expect(unreadableChoice.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          reason: { code: 'CHOSEN_HEADER_ROW_EMPTY', params: { row: 999 } },
        });
      }
      expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
      if (side === 'counterparty')
        expect(
          confirmed.data!.confirmRecoMapping.counterpartyMapping!.columns.find(
            (c) => c.field === 'DATE',
          ),
        ).toEqual({
          field: 'DATE',
          source: 'USER',
          reason: {
            code: 'CHOSEN_BY_USER',
            header: null,
            otherHeader: null,
            field: null,
            percent: null,
            values: null,
            knownAs: null,
          },
        });
    }
  });

  it('runs, then one of two parallel accepts wins and the other gets CONFLICT', async () => {
    const started = await gql<{ startReco: { state: string } }>(
      alice,
      `mutation S($id: Int!) { startReco(recoId: $id) { state } }`,
      { id: recoId },
    );
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    expect(started.data!.startReco.state).toBe('RUNNING');

    let state = 'RUNNING';
    for (let i = 0; i < 150 && state === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const reco = await gql<{
        reco: { state: string; currentIteration: { run: { state: string; error: string | null } } };
      }>(
        alice,
        `query R($id: Int!) { reco(id: $id) { state currentIteration { run { state error } } } }`,
        { id: recoId },
      );
      state = reco.data!.reco.state;
    }
    expect(state).toBe('OUTPUT_READY');

    const again = await gql(alice, `mutation S($id: Int!) { startReco(recoId: $id) { state } }`, {
      id: recoId,
    });
    expect(again.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/ready for submission/);

    const submitted = await gql<{ submitReco: { state: string } }>(
      alice,
      `mutation S($id: Int!) { submitReco(recoId: $id, fromState: OUTPUT_READY) { state } }`,
      { id: recoId },
    );
    expect(submitted.data!.submitReco.state).toBe('IN_REVIEW');

    const noRemarks = await gql(
      rex,
      `mutation { rejectReco(recoId: ${recoId}, remarks: "") { state } }`,
    );
    expect(noRemarks.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    const accept = `mutation A($id: Int!) { acceptReco(recoId: $id) { state } }`;
    const [one, two] = await Promise.all([
      gql<{ acceptReco: { state: string } }>(rex, accept, { id: recoId }),
      gql<{ acceptReco: { state: string } }>(rex, accept, { id: recoId }),
    ]);
    const codes = [one, two].map((b) => b.errors?.[0]?.extensions.code ?? b.data?.acceptReco.state);
    expect(codes.sort()).toEqual(['ACCEPTED', 'CONFLICT']);

    const download = await request(kit.bff.app.server)
      .get(`/files/reco/iterations/${iterationId}/latest-output`)
      .set(alice.headers);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const history = await gql<{
      recoHistory: { action: string; user: { userName: string } | null }[];
    }>(alice, `query H($id: Int!) { recoHistory(recoId: $id) { action user { userName } } }`, {
      id: recoId,
    });
    expect(history.data!.recoHistory.at(-1)).toEqual({
      action: 'accepted',
      user: { userName: 'rex' },
    });
  });
});

describe('capability links through the BFF', () => {
  it('a reviewer makes a download link; an anonymous caller gets the same bytes, then the same 404 once revoked, and is throttled', async () => {
    const recos = await gql<{ recos: { items: { id: number; currentIterationId: number }[] } }>(
      alice,
      '{ recos(filter: { state: ACCEPTED }) { items { id currentIterationId } } }',
    );
    const done = recos.data!.recos.items[0]!;
    const made = await gql<{
      generateRecoLink: { token: string; link: { id: number; createdBy: { userName: string } } };
    }>(
      rex,
      'mutation G($id: Int!) { generateRecoLink(iterationId: $id, purpose: DOWNLOAD, expiresInDays: 2) { token link { id createdBy { userName } } } }',
      { id: done.currentIterationId },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const { token, link } = made.data!.generateRecoLink;
    expect(link.createdBy.userName).toBe('rex');
    const anonymous = request(kit.bff.app.server);
    const query = `token=${token}&stateId=${done.currentIterationId}`;

    const details = await anonymous.get(`/files/public/reco/details?${query}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      company_name: 'Acme Retail Pvt Ltd',
      from_date: '2024-04-01',
      to_date: '2025-03-31',
    });
    const file = await anonymous
      .get(`/files/public/reco/download?${query}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\w.\- ]+"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    const stored = await request(kit.bff.app.server)
      .get(`/files/reco/iterations/${done.currentIterationId}/latest-output`)
      .set(alice.headers)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect((file.body as Buffer).length).toBeGreaterThan(1000);
    expect((file.body as Buffer).equals(stored.body as Buffer)).toBe(true);

    const guessed = await anonymous.get(`/files/public/reco/details?token=${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    const revoked = await gql(
      rex,
      'mutation R($id: Int!) { revokeRecoLink(id: $id) { revokedAt } }',
      {
        id: link.id,
      },
    );
    expect(revoked.errors).toBeUndefined();
    const afterRevoke = await anonymous.get(`/files/public/reco/details?${query}`);
    expect(afterRevoke.status).toBe(404);
    expect(afterRevoke.body).toEqual(guessed.body);

    // The download budget is 10 a minute per address: the 11th try is refused before the service.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await anonymous.get(`/files/public/reco/download?${query}`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 429 && s !== 404)).toEqual([]);
  });
});

async function userId(name: string): Promise<number> {
  const { sql } = await import('kysely');
  const row = await sql<{
    user_id: number;
  }>`SELECT user_id FROM core.users WHERE user_name = ${name}`.execute(kit.database.db);
  return row.rows[0]!.user_id;
}
