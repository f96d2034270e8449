import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosoKit, type PosoKit, type Session } from '../testing/poso-kit.js';
import { runRecoOverHttp } from '../testing/reco-run.js';

/**
 * What the result screens use, over HTTP on the real services and worker: the summary, the
 * drill-down's keyset pages, decisions by hand with their refusals, tags on entries, and the
 * result workbook downloaded, edited and uploaded back through the BFF's file routes.
 */

let kit: PosoKit;
let alice: Session;
let rex: Session;
let recoId = 0;
let iterationId = 0;

type Entry = {
  entryNumber: number;
  lineNumber: number;
  side: string;
  status: string;
  matchId: string | null;
  amount: string;
  rule: string;
  reason: string;
  reasonByRule: boolean;
  decision: { decidedBy: { userName: string } } | null;
};
type Line = { status: string; booksCount: number; counterpartyCount: number };
type Summary = { lines: Line[]; bridge: { residual: string } };

const ENTRY =
  'entryNumber lineNumber side status matchId amount rule reason reasonByRule decision { decidedBy { userName } }';

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  return kit.graphql<T>(query, variables, session.headers);
}

async function ok<T>(session: Session, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql<T>(session, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function summary(): Promise<Summary> {
  return (
    await ok<{ recoSummary: Summary }>(
      alice,
      'query S($i: Int!) { recoSummary(iterationId: $i) { lines { status booksCount counterpartyCount } bridge { residual } } }',
      { i: iterationId },
    )
  ).recoSummary;
}

const count = (s: Summary, status: string, side: 'booksCount' | 'counterpartyCount') =>
  s.lines.filter((l) => l.status === status).reduce((n, l) => n + l[side], 0);

async function entries(status: string, afterLine?: number, size = 50) {
  return (
    await ok<{
      recoEntries: { items: Entry[]; totalEntries: number | null; nextAfterLine: number | null };
    }>(
      alice,
      `query E($i: Int!, $s: EntryStatus, $a: Int, $n: Int!) { recoEntries(iterationId: $i, status: $s, afterLine: $a, size: $n) { items { ${ENTRY} } totalEntries nextAfterLine } }`,
      { i: iterationId, s: status, a: afterLine ?? null, n: size },
    )
  ).recoEntries;
}

beforeAll(async () => {
  kit = await startPosoKit({ reco: true });
  alice = await kit.signIn('alice', kit.ids.companies.acme);
  await kit.addMember('rex', kit.ids.companies.acme, 'reviewer');
  rex = await kit.signIn('rex', kit.ids.companies.acme);
  const { recoReviewers } = await ok<{ recoReviewers: { id: number; userName: string }[] }>(
    alice,
    '{ recoReviewers { id userName } }',
  );
  const reviewerId = recoReviewers.find((u) => u.userName === 'rex')!.id;
  ({ recoId, iterationId } = await runRecoOverHttp(kit, alice, {
    name: 'Results over HTTP',
    reconcilerIds: [kit.ids.users.alice],
    reviewerId,
  }));
});
afterAll(() => kit?.close());

describe('result screens through the BFF', () => {
  it('pages a cell by line after line, both sides of a pair together, no line twice', async () => {
    const first = await entries('MATCHED', undefined, 20);
    expect(first.totalEntries).toBeGreaterThan(40);
    expect(first.nextAfterLine).not.toBeNull();
    const second = await entries('MATCHED', first.nextAfterLine!, 20);
    const linesOf = (items: Entry[]) => [...new Set(items.map((e) => e.lineNumber))];
    expect(linesOf(first.items)).toHaveLength(20);
    expect(Math.min(...linesOf(second.items))).toBeGreaterThan(first.nextAfterLine!);
    // Every matched line carries both sides under one match id.
    for (const line of linesOf(first.items)) {
      const pair = first.items.filter((e) => e.lineNumber === line);
      expect(new Set(pair.map((e) => e.side))).toEqual(new Set(['BOOKS', 'COUNTERPARTY']));
      expect(new Set(pair.map((e) => e.matchId)).size).toBe(1);
    }
    // The engine's reasons are the rule's own: the screens word them by rule id.
    for (const e of first.items) {
      expect(e.reasonByRule).toBe(true);
      expect(e.rule).toMatch(/^ledger\./);
      expect(e.reason).not.toBe('');
    }
    const bad = await gql(
      alice,
      'query { recoEntries(iterationId: 1, size: 500) { nextAfterLine } }',
    );
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('matches by hand with who decided, refuses what cannot be decided, and unmatches', async () => {
    const before = await summary();
    const ours = (await entries('ONLY_IN_BOOKS')).items[0]!;
    const theirs = (await entries('ONLY_IN_COUNTERPARTY')).items[0]!;
    const paired = (await entries('MATCHED')).items[0]!;
    const decide = `mutation D($i: Int!, $k: DecisionKind!, $e: [Int!]!) { decideRecoEntries(iterationId: $i, kind: $k, entryNumbers: $e) { id kind decidedBy { userName } } }`;

    const oneSide = await gql(alice, decide, { i: iterationId, k: 'MATCH', e: [ours.entryNumber] });
    expect(oneSide.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const withPaired = await gql(alice, decide, {
      i: iterationId,
      k: 'MATCH',
      e: [
        ours.entryNumber,
        paired.entryNumber === ours.entryNumber ? theirs.entryNumber : paired.entryNumber,
      ],
    });
    expect(withPaired.errors?.[0]?.extensions.code).toMatch(/CONFLICT|BAD_USER_INPUT/);
    const byReviewer = await gql(rex, decide, {
      i: iterationId,
      k: 'MATCH',
      e: [ours.entryNumber, theirs.entryNumber],
    });
    expect(byReviewer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const matched = await ok<{
      decideRecoEntries: { id: number; decidedBy: { userName: string } };
    }>(alice, decide, { i: iterationId, k: 'MATCH', e: [ours.entryNumber, theirs.entryNumber] });
    expect(matched.decideRecoEntries.decidedBy.userName).toBe('alice');
    const after = await summary();
    expect(count(after, 'ONLY_IN_BOOKS', 'booksCount')).toBe(
      count(before, 'ONLY_IN_BOOKS', 'booksCount') - 1,
    );
    expect(after.bridge.residual).toBe('0.00');
    const mine = (await entries('MATCHED', undefined, 200)).items.filter(
      (e) => e.entryNumber === ours.entryNumber,
    );
    expect(mine[0]?.decision?.decidedBy.userName).toBe('alice');
    // A reason written by a decision by hand is stored and comes back as written, not by rule.
    expect(mine[0]).toMatchObject({ rule: 'manual.match', reasonByRule: false });
    expect(mine[0]?.reason).toMatch(/^Matched by hand/);

    const again = await gql(alice, decide, {
      i: iterationId,
      k: 'MATCH',
      e: [ours.entryNumber, theirs.entryNumber],
    });
    expect(again.errors?.[0]?.extensions.code).toBe('CONFLICT');
    await ok(alice, decide, { i: iterationId, k: 'UNMATCH', e: [ours.entryNumber] });
    expect(count(await summary(), 'ONLY_IN_BOOKS', 'booksCount')).toBe(
      count(before, 'ONLY_IN_BOOKS', 'booksCount'),
    );
  });

  it('puts a tag on an entry and takes it off', async () => {
    const entry = (await entries('MISMATCH')).items[0]!;
    const tag = await ok<{ createRecoTag: { id: number } }>(
      alice,
      'mutation { createRecoTag(name: "Ask the party") { id } }',
    );
    const map = await ok<{ tagReco: { id: number; entryNumber: number; active: boolean } }>(
      alice,
      'mutation T($t: Int!, $r: Int!, $i: Int!, $e: Int!) { tagReco(tagId: $t, recoId: $r, iterationId: $i, entryNumber: $e) { id entryNumber active } }',
      { t: tag.createRecoTag.id, r: recoId, i: iterationId, e: entry.entryNumber },
    );
    expect(map.tagReco).toMatchObject({ entryNumber: entry.entryNumber, active: true });
    const maps = await ok<{
      recoTagMaps: { id: number; entryNumber: number | null; active: boolean }[];
    }>(alice, 'query M($i: Int!) { recoTagMaps(iterationId: $i) { id entryNumber active } }', {
      i: iterationId,
    });
    expect(maps.recoTagMaps).toContainEqual({
      id: map.tagReco.id,
      entryNumber: entry.entryNumber,
      active: true,
    });
    const off = await ok<{ setRecoTagActive: { active: boolean } }>(
      alice,
      'mutation O($id: Int!) { setRecoTagActive(id: $id, active: false) { active } }',
      { id: map.tagReco.id },
    );
    expect(off.setRecoTagActive.active).toBe(false);
  });

  it('downloads the result workbook, takes an edited copy back as decisions with a report, refuses the wrong files', async () => {
    const { recoIteration } = await ok<{ recoIteration: { outputFile: { downloadPath: string } } }>(
      alice,
      'query I($i: Int!) { recoIteration(id: $i) { outputFile { downloadPath } } }',
      { i: iterationId },
    );
    const output = await request(kit.bff.app.server)
      .get(recoIteration.outputFile.downloadPath)
      .set(alice.headers)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(output.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(output.body as ArrayBuffer);
    const edit = (sheetName: string, status: string) => {
      const sheet = book.getWorksheet(sheetName)!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      sheet.getRow(2).getCell(header.indexOf('Status')).value = status;
    };
    edit('Suggested', 'matched');
    edit('Only in books', 'mismatch');
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const route = `/files/reco/iterations/${iterationId}/modified-workbook`;

    const wrongType = await request(kit.bff.app.server)
      .post(route)
      .set(alice.headers)
      .attach('file', edited, 'result.csv');
    expect(wrongType.status).toBe(400);
    const notAWorkbook = await request(kit.bff.app.server)
      .post(route)
      .set(alice.headers)
      .attach('file', Buffer.from('MZ\x90\x00 not a workbook'), 'result.xlsx');
    expect(notAWorkbook.status).toBe(400);
    expect((notAWorkbook.body as { message: string }).message).toMatch(/xlsx/);
    const byReviewer = await request(kit.bff.app.server)
      .post(route)
      .set(rex.headers)
      .attach('file', edited, 'result.xlsx');
    expect(byReviewer.status).toBe(403);

    const res = await request(kit.bff.app.server)
      .post(route)
      .set(alice.headers)
      .attach('file', edited, 'result edited.xlsx');
    expect(res.status, res.text).toBe(201);
    const report = res.body as { file: { fileName: string }; taken: unknown[]; refused: unknown[] };
    expect(report.file.fileName).toBe('result edited.xlsx');
    expect(report.taken).toEqual([
      expect.objectContaining({ sheet: 'Suggested', row: 2, kind: 'accept' }),
    ]);
    expect(report.refused).toEqual([
      expect.objectContaining({
        sheet: 'Only in books',
        row: 2,
        reason: expect.stringMatching(/cannot be changed/) as unknown,
      }),
    ]);
    const decisions = await ok<{
      recoDecisions: { kind: string; source: string; decidedBy: { userName: string } }[];
    }>(
      alice,
      'query D($i: Int!) { recoDecisions(iterationId: $i) { kind source decidedBy { userName } } }',
      { i: iterationId },
    );
    expect(decisions.recoDecisions).toContainEqual({
      kind: 'ACCEPT',
      source: 'WORKBOOK',
      decidedBy: { userName: 'alice' },
    });
    const after = await ok<{ recoIteration: { modifiedFile: { fileName: string } | null } }>(
      alice,
      'query I($i: Int!) { recoIteration(id: $i) { modifiedFile { fileName } } }',
      { i: iterationId },
    );
    expect(after.recoIteration.modifiedFile?.fileName).toBe('result edited.xlsx');
  });
});
