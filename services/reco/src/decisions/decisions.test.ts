import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco, ErrorBody } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

async function entries(iterationId: number, query = '') {
  return flows.ok<reco.EntryPage>(
    await kit.call(
      kit.people.rita,
      'GET',
      `/reconciliation/iterations/${iterationId}/entries/?size=200${query}`,
    ),
  );
}

async function summary(iterationId: number) {
  return flows.ok<reco.IterationSummary>(
    await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${iterationId}/summary/`),
  );
}

async function all(iterationId: number) {
  const out: reco.Entry[] = [];
  let after = -1;
  for (;;) {
    const page = await entries(iterationId, `&after_line=${after}`);
    out.push(...page.items);
    if (page.next_after_line === null) return out;
    after = page.next_after_line;
  }
}

function decide(iterationId: number, kind: string, entryNos: number[], who = kit.people.rita) {
  return kit.call(who, 'POST', `/reconciliation/iterations/${iterationId}/decisions/`, {
    kind,
    entries: entryNos,
  });
}

const matchedCount = (s: reco.IterationSummary) =>
  s.lines.filter((l) => l.status === 'matched').reduce((n, l) => n + l.count, 0);

describe('manual decisions', () => {
  it("says when a reason is the rule's own, and gives a reason changed by hand back as typed", async () => {
    const done = await flows.ran(await flows.reco());
    const iterationId = done.current_iteration_id!;
    const list = await all(iterationId);
    // The run stores no reason: every entry's is its rule's description.
    for (const e of list) expect(e).toMatchObject({ reason_by_rule: true });
    expect(list.find((e) => e.rule === 'ledger.exact')?.reason).toBe(
      'A shared reference (document or payment), amount within tolerance, dates within the window',
    );
    const changed = list.find((e) => e.rule === 'ledger.exact')!;
    const typed = 'Réglé par virement groupé — voir relevé 12/03';
    await sql`UPDATE ${sql.id(`co_${kit.ids.companies.acme}`, 'reco_entries')} SET reason = ${typed}
      WHERE iteration_id = ${iterationId} AND entry_no = ${changed.entry_no}`.execute(kit.t.db);
    const again = (await all(iterationId)).find((e) => e.entry_no === changed.entry_no)!;
    expect(again).toMatchObject({ rule: 'ledger.exact', reason: typed, reason_by_rule: false });
  });

  it('match by hand moves the summary and keeps the bridge closed; undo restores both; only the reconciler decides', async () => {
    const done = await flows.ran(await flows.reco());
    const iterationId = done.current_iteration_id!;
    const before = await summary(iterationId);
    expect(before.bridge.residual).toBe('0.00');
    const list = await all(iterationId);
    expect(list.length).toBe(before.entry_count);
    const books = list.find((e) => e.status === 'only_in_books')!;
    const cp = list.find((e) => e.status === 'only_in_counterparty')!;

    const refused = await decide(
      iterationId,
      'match',
      [books.entry_no, cp.entry_no],
      kit.people.ravi,
    );
    expect(refused.statusCode).toBe(403);

    const made = flows.ok<reco.Decision>(
      await decide(iterationId, 'match', [books.entry_no, cp.entry_no]),
      201,
    );
    expect(made).toMatchObject({
      kind: 'match',
      source: 'screen',
      decided_by_user_id: kit.people.rita.userId,
    });
    const after = await summary(iterationId);
    expect(matchedCount(after)).toBe(matchedCount(before) + 2);
    expect(after.bridge.residual).toBe('0.00');
    const pair = (await all(iterationId)).filter((e) => e.match_id === `U${made.decision_id}`);
    expect(pair.map((e) => e.entry_no).sort()).toEqual([books.entry_no, cp.entry_no].sort());
    expect(pair[0]!.decision).toMatchObject({ decision_id: made.decision_id, kind: 'match' });

    const again = await decide(iterationId, 'match', [books.entry_no, cp.entry_no]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toMatch(/already paired/);

    flows.ok(
      await kit.call(kit.people.rita, 'DELETE', `/reconciliation/decisions/${made.decision_id}/`),
    );
    const undone = await summary(iterationId);
    expect(undone.lines).toEqual(before.lines);
    expect(undone.bridge).toEqual(before.bridge);
  });

  it('a suggestion is accepted or rejected by hand; a matched pair cannot be "accepted"', async () => {
    const done = await flows.ran(await flows.reco());
    const iterationId = done.current_iteration_id!;
    const list = await all(iterationId);
    const suggested = [
      ...new Set(list.filter((e) => e.status === 'suggested').map((e) => e.match_id)),
    ];
    expect(suggested.length).toBeGreaterThanOrEqual(2);
    const first = list.find((e) => e.match_id === suggested[0])!;
    const second = list.find((e) => e.match_id === suggested[1])!;
    flows.ok(await decide(iterationId, 'accept', [first.entry_no]), 201);
    flows.ok(await decide(iterationId, 'reject', [second.entry_no]), 201);
    const now = await all(iterationId);
    expect(
      now.filter((e) => e.match_id === suggested[0]).every((e) => e.status === 'matched'),
    ).toBe(true);
    const rejected = now.filter(
      (e) => list.find((o) => o.entry_no === e.entry_no)?.match_id === suggested[1],
    );
    expect(rejected.every((e) => e.status.startsWith('only_in') && e.match_id === null)).toBe(true);
    const matched = list.find((e) => e.status === 'matched')!;
    expect((await decide(iterationId, 'accept', [matched.entry_no])).statusCode).toBe(409);
  });

  it('decisions carry to a restart with the same files where both entries still exist, with who and when', async () => {
    const done = await flows.ran(await flows.reco());
    const first = done.current_iteration_id!;
    const list = await all(first);
    const books = list.find((e) => e.status === 'only_in_books')!;
    const cp = list.find((e) => e.status === 'only_in_counterparty')!;
    const made = flows.ok<reco.Decision>(
      await decide(first, 'match', [books.entry_no, cp.entry_no]),
      201,
    );

    const restarted = flows.ok<reco.Reco>(
      await kit.call(kit.people.rita, 'POST', '/reconciliation/restart_reco/', {
        reco_id: done.reco_id,
        keep_books: true,
        keep_counterparty: true,
        remarks: 'same files, decisions kept',
      }),
    );
    expect(restarted.state).toBe('files_uploaded');
    expect(restarted.current_iteration_id).not.toBe(first);
    flows.ok(await flows.start(done.reco_id));
    const second = (await flows.settled(done.reco_id)).current_iteration_id!;
    const decisions = flows.ok<reco.Decision[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${second}/decisions/`),
    );
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      kind: 'match',
      source: 'carried',
      decided_by_user_id: made.decided_by_user_id,
      decided_at: made.decided_at,
    });
    const again = await all(second);
    const pair = again.filter((e) => e.rule === 'manual.match');
    expect(pair.map((e) => `${e.side}:${e.row}`).sort()).toEqual(
      [`books:${books.row}`, `counterparty:${cp.row}`].sort(),
    );
    expect(new Set(pair.map((e) => e.match_id)).size).toBe(1);
    // The drill-down says who decided on the pair, and that it came from the first iteration.
    for (const e of pair)
      expect(e.decision).toEqual({
        decision_id: decisions[0]!.decision_id,
        kind: 'match',
        source: 'carried',
        decided_by_user_id: made.decided_by_user_id,
        decided_at: made.decided_at,
      });
    // It is unmatched, not undone, on the new iteration.
    const undo = await kit.call(
      kit.people.rita,
      'DELETE',
      `/reconciliation/decisions/${decisions[0]!.decision_id}/`,
    );
    expect(undo.statusCode).toBe(409);
    const unmatched = flows.ok<reco.Decision>(
      await decide(second, 'unmatch', [pair[0]!.entry_no]),
      201,
    );
    const split = (await all(second)).filter((e) => pair.some((p) => p.entry_no === e.entry_no));
    expect(split.map((e) => [e.match_id, e.decision?.decision_id])).toEqual([
      [null, unmatched.decision_id],
      [null, unmatched.decision_id],
    ]);
  });

  it('a restart with a new counterparty ledger carries the decision whose entries are still there and reports the one that lost an entry', async () => {
    const done = await flows.ran(await flows.reco());
    const first = done.current_iteration_id!;
    const onlyIn = async (status: string) =>
      (await entries(first, `&status=${status}`)).items.slice(0, 2);
    const [books1, books2] = await onlyIn('only_in_books');
    const [theirs1, theirs2] = await onlyIn('only_in_counterparty');
    const kept = flows.ok<reco.Decision>(
      await decide(first, 'match', [books1!.entry_no, theirs1!.entry_no]),
      201,
    );
    const lost = flows.ok<reco.Decision>(
      await decide(first, 'match', [books2!.entry_no, theirs2!.entry_no]),
      201,
    );

    // The party's new statement: the second decision's line is gone, one line is new.
    const statement = new ExcelJS.Workbook();
    await statement.xlsx.load((await kit.ledgers(200)).counterparty as unknown as ArrayBuffer);
    const sheet = statement.getWorksheet(theirs2!.sheet)!;
    sheet.spliceRows(theirs2!.row, 1);
    sheet.addRow(['31.03.2025', 'FRT-NEW', 'RV', 'Freight charges', 1234.5]);
    const restarted = flows.ok<reco.Reco>(
      await kit.call(kit.people.rita, 'POST', '/reconciliation/restart_reco/', {
        reco_id: done.reco_id,
        keep_books: true,
        remarks: 'their corrected statement',
      }),
    );
    const second = restarted.current_iteration_id!;
    const uploaded = flows.ok<{ mapping: reco.LedgerMapping }>(
      await flows.upload(
        kit.people.rita,
        second,
        'counterparty',
        'statement-v2.xlsx',
        Buffer.from(await statement.xlsx.writeBuffer()),
      ),
      201,
    );
    await flows.confirm(second, 'counterparty', uploaded.mapping);
    flows.ok(await flows.start(done.reco_id));
    expect((await flows.settled(done.reco_id)).state).toBe('output_ready');

    // The first is carried: its pair is matched again, saying who decided it.
    const decisions = flows.ok<reco.Decision[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${second}/decisions/`),
    );
    expect(decisions.map((d) => [d.kind, d.source, d.decided_at])).toEqual([
      ['match', 'carried', kept.decided_at],
    ]);
    const again = await all(second);
    const pair = again.filter((e) => e.rule === 'manual.match');
    expect(pair.map((e) => e.doc_no).sort()).toEqual([books1!.doc_no, theirs1!.doc_no].sort());
    expect(pair.every((e) => e.decision?.decision_id === decisions[0]!.decision_id)).toBe(true);
    // The second is not: its books entry is unpaired again, and the report says which entry
    // of it is no longer in the files.
    const orphan = again.find((e) => e.side === 'books' && e.doc_no === books2!.doc_no)!;
    expect([orphan.status, orphan.match_id, orphan.decision]).toEqual([
      'only_in_books',
      null,
      null,
    ]);
    const report = flows.ok<reco.CarryReport>(
      await kit.call(kit.people.vera, 'GET', `/reconciliation/iterations/${second}/carry/`),
    );
    expect(report).toMatchObject({ from_iteration_id: first, carried: 1 });
    expect(report.not_carried).toHaveLength(1);
    expect(report.not_carried[0]!.decision).toMatchObject({
      decision_id: lost.decision_id,
      kind: 'match',
      source: 'screen',
      decided_by_user_id: kit.people.rita.userId,
    });
    expect(report.not_carried[0]!.missing).toEqual([
      expect.objectContaining({ doc_no: theirs2!.doc_no, amount: theirs2!.amount }),
    ]);
    // A first iteration has nothing carried to report.
    expect(
      flows.ok<reco.CarryReport>(
        await kit.call(kit.people.vera, 'GET', `/reconciliation/iterations/${first}/carry/`),
      ),
    ).toEqual({ from_iteration_id: null, carried: 0, not_carried: [] });
  });

  it('an edited result workbook comes back as decisions, with what was taken and what was refused', async () => {
    const done = await flows.ran(await flows.reco());
    const iterationId = done.current_iteration_id!;
    const output = await kit.call(
      kit.people.rita,
      'GET',
      `/reconciliation/download_latest_output_file/${iterationId}/`,
    );
    expect(output.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(output.rawPayload as unknown as ArrayBuffer);
    const suggestedSheet = book.getWorksheet('Suggested')!;
    const header = (suggestedSheet.getRow(1).values as string[]).map(String);
    const statusCol = header.indexOf('Status');
    const remarkCol = header.indexOf('Remark');
    suggestedSheet.getRow(2).getCell(statusCol).value = 'matched';
    suggestedSheet.getRow(2).getCell(remarkCol).value = 'agreed with the party on the phone';
    const onlySheet = book.getWorksheet('Only in books')!;
    onlySheet.getRow(2).getCell(statusCol).value = 'mismatch';
    const edited = Buffer.from(await book.xlsx.writeBuffer());

    const res = await kit.upload(
      kit.people.rita,
      `/reconciliation/iterations/${iterationId}/modified-file/`,
      { name: 'result edited.xlsx', content: edited },
    );
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json<reco.WorkbookReport>();
    expect(report.taken).toEqual([
      expect.objectContaining({ sheet: 'Suggested', row: 2, kind: 'accept' }),
    ]);
    expect(report.refused).toEqual([
      expect.objectContaining({
        sheet: 'Only in books',
        row: 2,
        code: 'STATUS_CHANGE',
        params: { from: 'only_in_books', to: 'mismatch' },
        reason: expect.stringMatching(/cannot be changed/) as unknown,
      }),
    ]);
    const decisions = flows.ok<reco.Decision[]>(
      await kit.call(
        kit.people.rita,
        'GET',
        `/reconciliation/iterations/${iterationId}/decisions/`,
      ),
    );
    expect(decisions).toEqual([
      expect.objectContaining({
        kind: 'accept',
        source: 'workbook',
        remarks: 'agreed with the party on the phone',
      }),
    ]);
    const iteration = flows.ok<reco.Iteration>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${iterationId}/`),
    );
    expect(iteration.modified_file?.file_name).toBe('result edited.xlsx');
    // The shared download now gives the modified workbook.
    const latest = await kit.call(
      kit.people.rita,
      'GET',
      `/reconciliation/download_latest_output_file/${iterationId}/`,
    );
    expect(latest.headers['content-disposition']).toContain('result%20edited.xlsx');
  });
});
