import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from '../graphql-runtime.js';
import { startPosoKit, type GraphQLBody, type PosoKit, type Session } from '../testing/poso-kit.js';
import { RECO_OPERATION_FIELDS } from './reco-operations.js';

/**
 * SECURITY 8 and 13 for the reconciliation fields: each called without a token, with a
 * sign-in token (no company), with a role lacking the scope, and by another company's owner
 * with Acme's ids and with Acme's tenant headers. Acme's data must be unchanged afterwards.
 */

let kit: PosoKit;
let alice: Session;
let signInOnly: Session;
let viewer: Session;
let victor: Session;
let a: { project: number; party: number; reco: number; iteration: number; user: number };

type Operation = {
  field: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** A viewer holds reco:read only: these fields need more. */
  viewerRefused: boolean;
};

const op = (
  field: string,
  query: string,
  variables: () => Record<string, unknown>,
  viewerRefused = true,
): Operation => ({ field, query, variables, viewerRefused });

const operations: Operation[] = [
  op('recoProjects', '{ recoProjects { totalCount items { id } } }', () => ({}), false),
  op(
    'recoProject',
    'query Q($id: Int!) { recoProject(id: $id) { id } }',
    () => ({ id: a.project }),
    false,
  ),
  op(
    'createRecoProject',
    'mutation { createRecoProject(input: { name: "X", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
    () => ({}),
  ),
  op(
    'setRecoProjectMembers',
    'mutation Q($id: Int!) { setRecoProjectMembers(id: $id, reconcilerIds: [], reviewerIds: []) { id } }',
    () => ({ id: a.project }),
  ),
  op('recoParties', '{ recoParties { totalCount items { id } } }', () => ({}), false),
  op('createRecoParty', 'mutation { createRecoParty(input: { name: "Y" }) { id } }', () => ({})),
  op('recos', '{ recos { totalCount items { id } } }', () => ({}), false),
  op('reco', 'query Q($id: Int!) { reco(id: $id) { id } }', () => ({ id: a.reco }), false),
  op('recoHome', '{ recoHome { openRecos } }', () => ({}), false),
  op(
    'recoHistory',
    'query Q($id: Int!) { recoHistory(recoId: $id) { id } }',
    () => ({ id: a.reco }),
    false,
  ),
  op(
    'createReco',
    'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id } }',
    () => ({ p: a.project, party: a.party }),
  ),
  op('startReco', 'mutation Q($id: Int!) { startReco(recoId: $id) { id } }', () => ({
    id: a.reco,
  })),
  op('submitReco', 'mutation Q($id: Int!) { submitReco(recoId: $id) { id } }', () => ({
    id: a.reco,
  })),
  op('acceptReco', 'mutation Q($id: Int!) { acceptReco(recoId: $id) { id } }', () => ({
    id: a.reco,
  })),
  op(
    'rejectReco',
    'mutation Q($id: Int!) { rejectReco(recoId: $id, remarks: "no") { id } }',
    () => ({ id: a.reco }),
  ),
  op('restartReco', 'mutation Q($id: Int!) { restartReco(recoId: $id) { id } }', () => ({
    id: a.reco,
  })),
  op('makeRecoInactive', 'mutation Q($id: Int!) { makeRecoInactive(recoId: $id) { id } }', () => ({
    id: a.reco,
  })),
  op(
    'changeRecoAssignee',
    'mutation Q($id: Int!, $u: Int!) { changeRecoAssignee(recoId: $id, userId: $u) { id } }',
    () => ({ id: a.reco, u: a.user }),
  ),
  op(
    'changeRecoReviewer',
    'mutation Q($id: Int!, $u: Int!) { changeRecoReviewer(recoId: $id, userId: $u) { id } }',
    () => ({ id: a.reco, u: a.user }),
  ),
  op(
    'recoIteration',
    'query Q($id: Int!) { recoIteration(id: $id) { id } }',
    () => ({ id: a.iteration }),
    false,
  ),
  op(
    'recoIterations',
    'query Q($id: Int!) { recoIterations(recoId: $id) { id } }',
    () => ({ id: a.reco }),
    false,
  ),
  op(
    'confirmRecoMapping',
    'mutation Q($id: Int!) { confirmRecoMapping(iterationId: $id, input: { side: BOOKS, columns: [{ field: DATE, column: 0 }] }) { id } }',
    () => ({ id: a.iteration }),
  ),
];

function code(body: GraphQLBody): unknown {
  return body.errors?.[0]?.extensions.code;
}

async function acmeSnapshot() {
  const rows = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM co_${sql.raw(String(kit.ids.companies.acme))}.reco_projects)
      || '/' || (SELECT count(*) FROM co_${sql.raw(String(kit.ids.companies.acme))}.reco_parties)
      || '/' || (SELECT string_agg(state || ':' || coalesce(assignee_user_id, 0), ',') FROM co_${sql.raw(String(kit.ids.companies.acme))}.recos)
      || '/' || (SELECT count(*) FROM co_${sql.raw(String(kit.ids.companies.acme))}.reco_history) AS n`.execute(
    kit.database.db,
  );
  return rows.rows[0]!.n;
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const { acme, bharat } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  signInOnly = await kit.signIn('alice');
  await kit.addMember('vic', acme, 'viewer');
  viewer = await kit.signIn('vic', acme);
  victor = await kit.signIn('victor', bharat);
  // Ids are per company schema: Acme's go past anything Bharat will create in this test, so
  // Bharat's owner holding Acme's ids cannot land on rows of its own by chance.
  for (let i = 0; i < 6; i++) {
    const p = await kit.graphql<{ createRecoProject: { id: number } }>(
      `mutation { createRecoProject(input: { name: "Earlier ${i}", kind: GST, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }`,
      {},
      alice.headers,
    );
    const party = await kit.graphql<{ createRecoParty: { id: number } }>(
      `mutation { createRecoParty(input: { name: "Earlier party ${i}" }) { id } }`,
      {},
      alice.headers,
    );
    await kit.graphql(
      'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id } }',
      { p: p.data!.createRecoProject.id, party: party.data!.createRecoParty.id },
      alice.headers,
    );
  }
  const project = await kit.graphql<{ createRecoProject: { id: number } }>(
    'mutation { createRecoProject(input: { name: "Acme vendors", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
    {},
    alice.headers,
  );
  const party = await kit.graphql<{ createRecoParty: { id: number } }>(
    'mutation { createRecoParty(input: { name: "Acme party" }) { id } }',
    {},
    alice.headers,
  );
  const reco = await kit.graphql<{ createReco: { id: number; currentIterationId: number } }>(
    'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id currentIterationId } }',
    { p: project.data!.createRecoProject.id, party: party.data!.createRecoParty.id },
    alice.headers,
  );
  a = {
    project: project.data!.createRecoProject.id,
    party: party.data!.createRecoParty.id,
    reco: reco.data!.createReco.id,
    iteration: reco.data!.createReco.currentIterationId,
    user: kit.ids.users.alice,
  };
});
afterAll(() => kit?.close());

describe('authorization matrix over every reconciliation Query and Mutation field', () => {
  it('lists exactly the reconciliation fields of the schema', () => {
    const schema = kit.bff.schema;
    const fields = ['Query', 'Mutation'].flatMap((name) => {
      const type = schema.getType(name);
      return isObjectType(type) ? Object.keys(type.getFields()) : [];
    });
    expect(fields.filter((f) => RECO_OPERATION_FIELDS.has(f)).sort()).toEqual(
      [...RECO_OPERATION_FIELDS].sort(),
    );
    expect(operations.map((o) => o.field).sort()).toEqual([...RECO_OPERATION_FIELDS].sort());
  });

  it('without a token: UNAUTHENTICATED and no reco call', async () => {
    const before = kit.calls.reco.length;
    for (const o of operations)
      expect(code(await kit.graphql(o.query, o.variables())), o.field).toBe('UNAUTHENTICATED');
    expect(kit.calls.reco.length).toBe(before);
  });

  it('with a sign-in token or a role without the scope: FORBIDDEN', async () => {
    for (const o of operations) {
      expect(code(await kit.graphql(o.query, o.variables(), signInOnly.headers)), o.field).toBe(
        'FORBIDDEN',
      );
      if (o.viewerRefused)
        expect(code(await kit.graphql(o.query, o.variables(), viewer.headers)), o.field).toBe(
          'FORBIDDEN',
        );
    }
  });

  it("another company's owner: Acme's ids are not found, Acme's headers are forbidden, Acme unchanged", async () => {
    const before = await acmeSnapshot();
    for (const o of operations) {
      const withIds = await kit.graphql(o.query, o.variables(), victor.headers);
      if (withIds.errors)
        expect(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'], o.field).toContain(code(withIds));
      else {
        // Lists and creations act on Bharat's own schema, never on Acme's.
        const text = JSON.stringify(withIds.data);
        expect(text, o.field).not.toContain('Acme vendors');
        expect(text, o.field).not.toContain('Acme party');
      }
      const withHeaders = await kit.graphql(o.query, o.variables(), {
        ...victor.headers,
        'x-dts-schema': alice.schemaName,
      });
      expect(code(withHeaders), `${o.field} with Acme's schema header`).toBe('FORBIDDEN');
    }
    expect(await acmeSnapshot()).toBe(before);
  });
});
