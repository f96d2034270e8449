import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import { runRecoOverHttp } from '../testing/reco-run.js';

/**
 * Sharing a reco with the party's company over HTTP: the sharer checks and shares, the other
 * company lists it, opens its summary and drill-down, answers and attaches a document, and the
 * sharer sees the answers on its entries; neither side reaches the other's rows.
 */

let kit: PosoKit;
let alice: Session;
let victor: Session;
let recoId = 0;
let iterationId = 0;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type Answer = {
  answer: string | null;
  remark: string | null;
  documentName: string | null;
  documentPath: string | null;
  answeredByName: string;
  answeredByCompanyName: string;
};
type Entry = { entryNumber: number; answer: Answer | null; decision: unknown };
const ANSWER = 'answer remark documentName documentPath answeredByName answeredByCompanyName';

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  return kit.graphql<T>(query, variables, session.headers);
}

async function ok<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql<T>(session, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function codeOf(session: Session, query: string, variables: Record<string, unknown> = {}) {
  return (await gql(session, query, variables)).errors?.[0]?.extensions.code;
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  const { acme, bharat } = kit.ids.companies;
  alice = await kit.signIn('alice', acme);
  victor = await kit.signIn('victor', bharat);
  const reviewerId = await kit.addMember('rex', acme, 'reviewer');
  ({ recoId, iterationId } = await runRecoOverHttp(kit, alice, {
    name: 'Shared over HTTP',
    reconcilerIds: [kit.ids.users.alice],
    reviewerId,
    rows: 120,
    connectedCompanyId: bharat,
  }));
});
afterAll(() => kit?.close());

/** A BFF download, its body as bytes. */
function download(url: string, session: Session) {
  return request(kit.bff.app.server)
    .get(url)
    .set(session.headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function sharedId(): Promise<number> {
  const { sharedRecos } = await ok<{ sharedRecos: { items: { id: number }[] } }>(
    victor,
    '{ sharedRecos { items { id } } }',
  );
  return sharedRecos.items[0]!.id;
}

describe('a reco shared with a connected company, through the BFF', () => {
  it('is shared after the check and listed with its share info on their side', async () => {
    const { recoSharingPossible } = await ok<{
      recoSharingPossible: {
        possible: boolean;
        reason: string | null;
        reconcileeCompanyId: number;
      };
    }>(
      alice,
      'query Q($i: Int!) { recoSharingPossible(iterationId: $i) { possible reason reconcileeCompanyId } }',
      { i: iterationId },
    );
    expect(recoSharingPossible).toEqual({
      possible: true,
      reason: null,
      reconcileeCompanyId: kit.ids.companies.bharat,
    });
    await ok(
      alice,
      'mutation S($c: Int!, $i: Int!) { shareReco(reconcileeCompanyId: $c, iterationId: $i) { id } }',
      { c: kit.ids.companies.bharat, i: iterationId },
    );
    expect(
      await codeOf(
        alice,
        'mutation S($c: Int!, $i: Int!) { shareReco(reconcileeCompanyId: $c, iterationId: $i) { id } }',
        { c: kit.ids.companies.bharat, i: iterationId },
      ),
    ).toBe('CONFLICT');
    const { recoShares } = await ok<{
      recoShares: { reconcileeCompanyName: string; sharedBy: { userName: string } }[];
    }>(
      alice,
      'query Q($r: Int!) { recoShares(recoId: $r) { reconcileeCompanyName sharedBy { userName } } }',
      {
        r: recoId,
      },
    );
    expect(recoShares).toEqual([
      { reconcileeCompanyName: 'Bharat Steel Supplies', sharedBy: { userName: 'alice' } },
    ]);

    const { sharedRecos } = await ok<{ sharedRecos: { totalCount: number; items: unknown[] } }>(
      victor,
      '{ sharedRecos { totalCount items { recoName sharedByUserName sharedByUserEmail sharedByCompanyName kind periodFrom periodTo iterationNumber } } }',
    );
    expect(sharedRecos.totalCount).toBe(1);
    expect(sharedRecos.items[0]).toEqual({
      recoName: 'Bharat Steel Supplies 2024-04-01 to 2025-03-31',
      sharedByUserName: 'alice',
      sharedByUserEmail: 'alice@acme.example',
      sharedByCompanyName: 'Acme Retail Pvt Ltd',
      kind: 'VENDOR',
      periodFrom: '2024-04-01',
      periodTo: '2025-03-31',
      iterationNumber: 1,
    });
    const { notifications } = await ok<{
      notifications: { items: { kind: string; link: string }[] };
    }>(victor, '{ notifications(filter: ALL) { items { kind link } } }');
    expect(notifications.items).toContainEqual({
      kind: 'RECO_SHARED_WITH_US',
      link: expect.stringMatching(
        new RegExp(`/latest-recos/summary/${await sharedId()}/shared$`),
      ) as unknown,
    });
  });

  it('opens read only for them and takes their answers, which the sharer sees', async () => {
    const id = await sharedId();
    const view = await ok<{ sharedReco: { summary: { iterationId: number; entryCount: number } } }>(
      victor,
      'query Q($id: Int!) { sharedReco(id: $id) { summary { iterationId entryCount } } }',
      { id },
    );
    expect(view.sharedReco.summary.iterationId).toBe(iterationId);
    const page = await ok<{ sharedRecoEntries: { items: Entry[] } }>(
      victor,
      `query Q($id: Int!) { sharedRecoEntries(shareId: $id, size: 5) { items { entryNumber decision { kind } answer { ${ANSWER} } } } }`,
      { id },
    );
    expect(page.sharedRecoEntries.items.length).toBeGreaterThan(0);
    const [first, second] = page.sharedRecoEntries.items;
    const answer = (entry: number, kind: string, remark: string | null) =>
      gql<{ answerSharedRecoEntry: Answer }>(
        victor,
        `mutation A($id: Int!, $e: Int!, $a: EntryAnswerKind!, $r: String) { answerSharedRecoEntry(shareId: $id, entryNumber: $e, answer: $a, remark: $r) { ${ANSWER} } }`,
        { id, e: entry, a: kind, r: remark },
      );
    const refused = await answer(second!.entryNumber, 'DISAGREE', null);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { remark: 'Required when you disagree' },
    });
    expect((await answer(first!.entryNumber, 'AGREE', null)).errors).toBeUndefined();
    const disagreed = await answer(second!.entryNumber, 'DISAGREE', 'Booked net of TDS');
    expect(disagreed.data?.answerSharedRecoEntry).toMatchObject({
      answer: 'DISAGREE',
      remark: 'Booked net of TDS',
      answeredByName: 'victor',
      answeredByCompanyName: 'Bharat Steel Supplies',
    });

    const renamed = await request(kit.bff.app.server)
      .post(`/files/reco/shared/${id}/entries/${second!.entryNumber}/document`)
      .set(victor.headers)
      .attach('file', Buffer.from('MZ not a pdf at all'), 'proof.pdf');
    expect(renamed.status).toBe(400);
    const attached = await request(kit.bff.app.server)
      .post(`/files/reco/shared/${id}/entries/${second!.entryNumber}/document`)
      .set(victor.headers)
      .attach('file', PDF, 'proof.pdf');
    expect(attached.status, attached.text).toBe(201);
    expect(attached.body).toMatchObject({ answer: 'DISAGREE', documentName: 'proof.pdf' });
    const { documentPath } = attached.body as { documentPath: string };
    const theirCopy = await download(documentPath, victor);
    expect(Buffer.compare(theirCopy.body as Buffer, PDF)).toBe(0);

    const { recoEntries } = await ok<{ recoEntries: { items: Entry[] } }>(
      alice,
      `query Q($i: Int!) { recoEntries(iterationId: $i, size: 5) { items { entryNumber answer { ${ANSWER} } } } }`,
      { i: iterationId },
    );
    const seen = new Map(recoEntries.items.map((e) => [e.entryNumber, e.answer]));
    expect(seen.get(first!.entryNumber)).toMatchObject({ answer: 'AGREE', documentPath: null });
    const documented = seen.get(second!.entryNumber)!;
    expect(documented).toMatchObject({ answer: 'DISAGREE', documentName: 'proof.pdf' });
    expect(documented.documentPath).toMatch(/^\/files\/reco\/answers\/\d+\/document$/);
    const sharerCopy = await download(documented.documentPath!, alice);
    expect(sharerCopy.status).toBe(200);
    expect(Buffer.compare(sharerCopy.body as Buffer, PDF)).toBe(0);

    // Neither company reaches the other's side of the share.
    expect(
      (await request(kit.bff.app.server).get(documented.documentPath!).set(victor.headers)).status,
    ).toBe(404);
    expect((await request(kit.bff.app.server).get(documentPath).set(alice.headers)).status).toBe(
      404,
    );
    expect(
      await codeOf(alice, 'query Q($id: Int!) { sharedReco(id: $id) { share { id } } }', { id }),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(victor, 'query Q($r: Int!) { recoShares(recoId: $r) { id } }', { r: recoId }),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        victor,
        'query Q($i: Int!) { recoSharingPossible(iterationId: $i) { possible } }',
        {
          i: iterationId,
        },
      ),
    ).toBe('NOT_FOUND');
  });
});
