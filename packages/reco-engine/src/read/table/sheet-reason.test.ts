import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SheetDraft, writeDraft } from '../../../corpus/sheet-draft';
import { readLedgerInProcess } from '../read-ledger.in-process';
import { sheetReasonText } from './sheet-reason';

const dir = mkdtempSync(join(tmpdir(), 'reco-sheet-reason-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ledger = (name: string, header: string[], rows: (string | number)[][]) => {
  const s = new SheetDraft(name);
  s.add(header);
  for (const r of rows) s.add(r);
  return s;
};

describe('sheet reasons', () => {
  it('say by code which sheet held the header, which matched it and which were passed over', async () => {
    const notes = new SheetDraft('Read me');
    notes.add(['This workbook was exported from the books.']);
    const q1 = ledger(
      'Q1',
      ['Date', 'Bill No', 'Debit', 'Credit'],
      [['01/04/2024', 'B1', 1000, '']],
    );
    const q2 = ledger(
      'Q2',
      ['Date', 'Bill No', 'Debit', 'Credit'],
      [['01/07/2024', 'B2', '', 500]],
    );
    const other = ledger('Parties', ['Date', 'Bill No', 'Amount'], [['01/08/2024', 'B3', 20]]);
    await writeDraft(dir, { name: 'books.xlsx', format: 'xlsx', sheets: [notes, q1, q2, other] });

    const r = await readLedgerInProcess(join(dir, 'books.xlsx'), {
      side: 'books',
      kind: 'ledger',
    });
    expect(r.sheets).toEqual([
      { name: 'Read me', read: false, reason: { code: 'noHeaderRow', params: {} } },
      { name: 'Q1', read: true, reason: { code: 'headerFound', params: {} } },
      { name: 'Q2', read: true, reason: { code: 'sameColumns', params: { sheet: 'Q1' } } },
      {
        name: 'Parties',
        read: false,
        reason: { code: 'columnsDiffer', params: { sheet: 'Q1' } },
      },
    ]);
    expect(r.sheets.map((s) => sheetReasonText(s.reason))).toEqual([
      'no ledger header row was found',
      'the ledger header was found here',
      'same columns as sheet "Q1"',
      'its columns differ from sheet "Q1"',
    ]);
  });
});
