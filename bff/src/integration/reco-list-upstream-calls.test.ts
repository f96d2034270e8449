import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../testing/poso-flows.js';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';

// A page of reconciliations must not fan out into a call per row (ARCHITECTURE.md section 5,
// as list-upstream-calls.test.ts for purchase orders): the list is one reco call, tags come
// with the rows, and the people of every row (reconciler, reviewer) come from one
// whole-company users call per request, however many rows the page has.

let kit: PosoKit;
let alice: Session;

const ROWS = 40;
const LIST = `query List($size: Int!) { recos(page: 1, size: $size) { totalCount items {
  id partyName state
  assignee { id userName firstName lastName }
  reviewer { id userName firstName lastName }
  tags { id name color } } } }`;

type Row = {
  partyName: string;
  assignee: { userName: string } | null;
  reviewer: { userName: string } | null;
  tags: { name: string }[];
};

async function callsForPage(size: number, query = LIST) {
  kit.calls.reco.length = 0;
  kit.calls.users.length = 0;
  const body = ok(await kit.graphql<{ recos: { items: Row[] } }>(query, { size }, alice.headers));
  return { items: body.recos.items, reco: [...kit.calls.reco], users: [...kit.calls.users] };
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  const { kiran, meera } = kit.ids.users;
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    ok(await kit.graphql<T>(query, variables, alice.headers));
  const { createRecoProject } = await call<{ createRecoProject: { id: number } }>(
    'mutation { createRecoProject(input: { name: "Batched list", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
  );
  const { createRecoTag } = await call<{ createRecoTag: { id: number } }>(
    'mutation { createRecoTag(name: "Call back") { id } }',
  );
  for (let n = 0; n < ROWS; n++) {
    const { createRecoParty } = await call<{ createRecoParty: { id: number } }>(
      'mutation Q($name: String!) { createRecoParty(input: { name: $name }) { id } }',
      { name: `Batched party ${n}` },
    );
    // Reconcilers and reviewers alternate, so the rows name several people.
    const { createReco } = await call<{ createReco: { id: number } }>(
      'mutation Q($input: CreateRecoInput!) { createReco(input: $input) { id } }',
      {
        input: {
          projectId: createRecoProject.id,
          partyId: createRecoParty.id,
          assigneeId: n % 2 === 0 ? kiran : kit.ids.users.alice,
          reviewerId: n % 3 === 0 ? null : meera,
        },
      },
    );
    if (n % 4 === 0)
      await call('mutation Q($t: Int!, $r: Int!) { tagReco(tagId: $t, recoId: $r) { id } }', {
        t: createRecoTag.id,
        r: createReco.id,
      });
  }
}, 240_000);

afterAll(() => kit?.close());

describe('upstream calls of a page of reconciliations', () => {
  it('40 rows with reconcilers, reviewers and tags: one reco call and one users call', async () => {
    const page = await callsForPage(ROWS);
    expect(page.items).toHaveLength(ROWS);
    expect(page.reco).toEqual(['GET /reconciliation/recos/']);
    expect(page.users).toEqual(['GET /users/by-company/']);
    // The people and tags are the real ones.
    const people = new Set(page.items.flatMap((r) => [r.assignee?.userName, r.reviewer?.userName]));
    expect(people).toEqual(new Set(['kiran', 'alice', 'meera', undefined]));
    expect(page.items.filter((r) => r.tags.some((t) => t.name === 'Call back'))).toHaveLength(
      ROWS / 4,
    );
  });

  it('the number of calls does not grow with the rows: the same for 1, 10 or 40', async () => {
    for (const size of [1, 10, ROWS]) {
      const page = await callsForPage(size);
      expect(page.items).toHaveLength(size);
      expect([size, page.reco, page.users]).toEqual([
        size,
        ['GET /reconciliation/recos/'],
        ['GET /users/by-company/'],
      ]);
    }
  });

  it('a page that names no person makes no users call at all', async () => {
    const page = await callsForPage(
      ROWS,
      'query List($size: Int!) { recos(page: 1, size: $size) { items { id partyName tags { name } } } }',
    );
    expect(page.items).toHaveLength(ROWS);
    expect(page.reco).toEqual(['GET /reconciliation/recos/']);
    expect(page.users).toEqual([]);
  });
});
