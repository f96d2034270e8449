import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reco, type ErrorBody } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

/** A reco of `partyId` in a project of its own (one reco per party and period in a project). */
async function recoFor(partyId: number) {
  const project = await flows.project();
  return flows.ok<reco.Reco>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: partyId,
      assignee_user_id: kit.people.rita.userId,
      reviewer_user_id: kit.people.ravi.userId,
    }),
    201,
  );
}

/** Rita uploads `lines` as the books of a new reco of a new party: the service's answer. */
async function uploadBooksCsv(...lines: string[]) {
  const party = await flows.party();
  const r = await recoFor(party.party_id);
  return flows.upload(
    kit.people.rita,
    r.current_iteration_id!,
    'books',
    'books.csv',
    Buffer.from(lines.join('\n')),
  );
}

describe('column-mapping reasons', () => {
  it('are codes with what they name, chosen by the user once confirmed, and remembered for the party without English words', async () => {
    const { rita } = kit.people;
    const party = await flows.party();
    const { books } = await kit.ledgers(20);
    const first = await recoFor(party.party_id);
    const uploaded = flows.ok<{ mapping: reco.LedgerMapping }>(
      await flows.upload(rita, first.current_iteration_id!, 'books', 'books.xlsx', books),
      201,
    );
    const columns = uploaded.mapping.columns;
    for (const c of columns) expect(reco.COLUMN_REASON_CODES).toContain(c.reason.code);
    expect(uploaded.mapping.conflicts).toEqual([]);
    const date = columns.find((c) => c.field === 'date')!;
    expect(date.reason).toMatchObject({
      code: expect.stringMatching(/^header(Names|UsualName|LooseName)$/) as unknown,
      params: { header: date.header, field: 'date' },
    });

    const confirmed = await flows.confirm(first.current_iteration_id!, 'books', uploaded.mapping);
    const byUser = confirmed.books_mapping!.columns.find((c) => c.field === 'date')!;
    expect(byUser).toMatchObject({ by: 'user', reason: { code: 'chosenByUser', params: {} } });

    // The next reco of the party starts from the confirmed columns: the screen says
    // "remembered" from `by`, so the reason carries no English prefix.
    const second = await recoFor(party.party_id);
    const again = flows.ok<{ mapping: reco.LedgerMapping }>(
      await flows.upload(rita, second.current_iteration_id!, 'books', 'books.xlsx', books),
      201,
    );
    expect(again.mapping.remembered).toBe(true);
    expect(again.mapping.columns.find((c) => c.field === 'date')).toMatchObject({
      by: 'remembered',
      reason: { code: 'chosenByUser', params: {} },
    });
    expect(JSON.stringify(again.mapping.columns)).not.toContain('Remembered');
  });

  it('give the mapping’s conflicts as codes with the columns they name', async () => {
    const uploaded = flows.ok<{ mapping: reco.LedgerMapping }>(
      await uploadBooksCsv(
        'Date,Bill,Details,Receipts,Payments',
        '01/04/2024,B1,first,"1,000.00",',
        '02/04/2024,B2,second,,500.00',
        '03/04/2024,B3,third,200.00,',
      ),
      201,
    );
    expect(uploaded.mapping.needs_confirmation).toBe(true);
    expect(uploaded.mapping.conflicts).toContainEqual({
      code: 'balanceDirectionByNames',
      params: { header: 'Payments', other: 'Receipts' },
    });
    expect(JSON.stringify(uploaded.mapping.conflicts)).not.toContain('judged');
  });

  it('give the reader’s warnings as codes with what they name', async () => {
    const uploaded = flows.ok<{ mapping: reco.LedgerMapping }>(
      await uploadBooksCsv(
        'Date,Bill,Debit,Credit',
        '01/04/2024,B1,"1,000.00",',
        '02/04/2024,B2,,500.00',
        'Total,,"1,000.00",500.00',
      ),
      201,
    );
    expect(uploaded.mapping.warnings).toEqual([
      { code: 'summaryLinesSkipped', params: { count: 1 } },
    ]);
    expect(uploaded.mapping.sheets).toEqual([
      { name: '', read: true, reason: { code: 'headerFound', params: {} } },
    ]);
  });

  it('give why a file cannot be read as a code with the values it names, beside the English message', async () => {
    const noHeader = await uploadBooksCsv('1,2,3', '4,5,6');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json<ErrorBody>()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringContaining('The books file cannot be used') as unknown,
      reason: { code: 'noHeaderRow', params: { limit: 40 } },
    });

    const badCell = await uploadBooksCsv('Date,Bill,Amount', '01/04/2024,B1,ten');
    expect(badCell.statusCode).toBe(400);
    const reason = badCell.json<ErrorBody>().reason!;
    expect(reco.READ_ERROR_REASON_CODES).toContain(reason.code);
    expect(reason).toEqual({ code: 'notAnAmount', params: { row: 2, column: 'C', text: 'ten' } });
  });
});
