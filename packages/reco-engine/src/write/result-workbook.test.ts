import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { EntryResult } from '../types';
import type { MatchResult } from '../match/match.types';
import { buildBridge, buildSummary } from '../summary/summary';
import { matchLedgerColumns } from '../match/match-ledgers';
import { columnsFromEntries, type LedgerColumns } from '../columns/ledger-columns';
import { resultsOf, STATUSES } from '../columns/match-columns';
import { readLedgerInProcess } from '../read/read-ledger.in-process';
import { RESULT_SHEETS, writeResultWorkbook } from './result-workbook.writer';

const dir = mkdtempSync(join(tmpdir(), 'reco-write-'));

function entry(over: Partial<EntryResult>): EntryResult {
  return {
    side: 'books',
    sheet: 'Ledger',
    row: 2,
    docNo: 'INV/1',
    date: '2024-04-01',
    amountMinor: 100_000,
    status: 'matched',
    category: 'invoice',
    remark: '',
    remark2: '',
    matchId: 'M1',
    rule: 'L1',
    reason: '',
    references: [],
    agreedOn: null,
    entryKey: '',
    ...over,
  };
}

/** A result as the matcher gives it, for entries made by hand. */
function resultOf(entries: EntryResult[]): MatchResult {
  return { entries, summary: buildSummary(entries), bridge: buildBridge(entries) };
}

describe('writeResultWorkbook', () => {
  it('writes every sheet, amounts as 2-decimal numbers and formula-looking text as text', async () => {
    const out = join(dir, 'result.xlsx');
    const hostile = ["=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    const entries: EntryResult[] = [
      entry({}),
      entry({ side: 'counterparty', docNo: 'INV-1', amountMinor: 100_040 }),
      entry({
        status: 'suggested',
        docNo: hostile[0]!,
        remark: hostile[1]!,
        remark2: hostile[2]!,
        matchId: 'S1',
        rule: 'L3',
      }),
      entry({
        status: 'mismatch',
        docNo: hostile[3]!,
        remark: hostile[4]!,
        remark2: hostile[5]!,
        amountMinor: -98_05,
      }),
      entry({ status: 'only_in_books', matchId: null, amountMinor: 1 }),
      entry({
        status: 'only_in_counterparty',
        side: 'counterparty',
        matchId: null,
        date: null,
        amountMinor: -123_456_789_01,
      }),
    ];
    await writeResultWorkbook(out, resultOf(entries));

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      ...RESULT_SHEETS.map((s) => s.name),
    ]);
    const summary = wb.getWorksheet('Summary')!;
    expect(summary.getRow(1).values).toEqual([
      undefined,
      'Status',
      'Category',
      'Remark',
      'Count',
      'Amount',
    ]);
    // Summary lines come sorted by status, category, remark: matched first.
    expect(summary.getRow(2).values).toEqual([undefined, 'matched', 'invoice', undefined, 2, 1000]);
    expect(summary.getCell('E2').numFmt).toBe('#,##0.00');
    const remarks: unknown[] = [];
    summary.eachRow((row) => remarks.push(row.getCell(3).value));
    expect(remarks).toContain(hostile[4]);
    const bridgeStart = summary.getColumn(1).values.indexOf('Closing-balance bridge');
    expect(summary.getRow(bridgeStart + 1).getCell(1).value).toBe('Books closing balance');

    const suggested = wb.getWorksheet('Suggested')!;
    expect(suggested.getCell('D2').value).toBe(hostile[0]);
    expect(suggested.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(suggested.getCell('I2').value).toBe(hostile[1]);
    expect(suggested.getCell('J2').value).toBe(hostile[2]);
    const mismatch = wb.getWorksheet('Mismatch')!;
    for (const [ref, text] of [
      ['D2', hostile[3]],
      ['I2', hostile[4]],
      ['J2', hostile[5]],
    ] as const) {
      expect(mismatch.getCell(ref).type).toBe(ExcelJS.ValueType.String);
      expect(mismatch.getCell(ref).value).toBe(text);
    }
    expect(mismatch.getCell('F2').value).toBe(-98.05);
    const only = wb.getWorksheet('Only in counterparty')!;
    expect(only.getCell('F2').value).toBe(-123456789.01);
    expect(only.getCell('A2').value).toBe('Counterparty');
    for (const ws of wb.worksheets) {
      ws.eachRow((row) =>
        row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
      );
    }
    expect(wb.getWorksheet('Matched')!.rowCount).toBe(3);
  });

  it('round-trips through our own reader (the modified-file path)', async () => {
    const out = join(dir, 'roundtrip.xlsx');
    await writeResultWorkbook(
      out,
      resultOf([entry({ docNo: 'INV/2024-25/7', amountMinor: 12_345_678 })]),
    );
    const r = await readLedgerInProcess(out, { side: 'books', kind: 'ledger', sheet: 'Matched' });
    expect(r.entries[0]).toMatchObject({
      docNo: 'INV/2024-25/7',
      amountMinor: 12_345_678,
      date: '2024-04-01',
    });
  });

  it('streams many rows into their sheets (memory is measured by npm run bench)', async () => {
    const out = join(dir, 'big.xlsx');
    const many = Array.from({ length: 20_000 }, (_, i) =>
      entry({ row: i + 2, docNo: `INV/${i}`, status: i % 2 ? 'matched' : 'only_in_books' }),
    );
    await writeResultWorkbook(out, resultOf(many));
    const r = await readLedgerInProcess(out, {
      side: 'books',
      kind: 'ledger',
      sheet: 'Only in books',
    });
    expect(r.entries).toHaveLength(10_000);
  });

  it('writes the same cells from the matcher columns as from result objects', async () => {
    const side = (name: 'books' | 'counterparty', sign: number): LedgerColumns =>
      columnsFromEntries(
        name,
        ['INV/1', '=HYPERLINK("x")', 'INV/3', '', '_x0041_', ' padded '].map((docNo, i) => ({
          side: name,
          sheet: name === 'books' ? 'Ledger' : '+Sheet',
          row: i + 2,
          date: i === 3 ? null : `2024-04-0${i + 1}`,
          docNo,
          docType: '',
          narration: '',
          category: 'invoice',
          amountMinor: sign * (i + 1) * 10_001,
          balanceMinor: null,
        })),
      );
    const result = matchLedgerColumns(side('books', 1), side('counterparty', 1), {
      kind: 'ledger',
    });
    const { columns } = result;
    const fromColumns = join(dir, 'columns.xlsx');
    const fromObjects = join(dir, 'objects.xlsx');
    await writeResultWorkbook(fromColumns, result);
    await writeResultWorkbook(fromObjects, {
      entries: resultsOf(columns),
      summary: result.summary,
      bridge: result.bridge,
    });
    const cells = async (path: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(path);
      return wb.worksheets.map((ws) => {
        const out: unknown[] = [];
        ws.eachRow((row) => row.eachCell((c) => out.push([c.address, c.type, c.value, c.numFmt])));
        return out;
      });
    };
    const a = await cells(fromColumns);
    expect(a).toEqual(await cells(fromObjects));
    const matched = a[1]!;
    expect(matched).toContainEqual([
      'E2',
      ExcelJS.ValueType.Date,
      new Date('2024-04-01'),
      'yyyy-mm-dd',
    ]);
    const r = await readLedgerInProcess(fromColumns, {
      side: 'books',
      kind: 'ledger',
      sheet: 'Matched',
    });
    expect(r.entries.map((e) => e.docNo)).toContain('_x0041_');
    expect(matched).toContainEqual(['D6', ExcelJS.ValueType.String, ' padded ', undefined]);
    // A literal _xHHHH_ is escaped as the format asks (ExcelJS does not decode escapes).
    expect(matched).toContainEqual(['D5', ExcelJS.ValueType.String, '_x005F_x0041_', undefined]);
  });
});

describe('result sheets', () => {
  it('list every status on the sheet RESULT_SHEETS names for it', () => {
    const listed = RESULT_SHEETS.flatMap((s) => s.statuses);
    expect([...listed].sort()).toEqual([...STATUSES].sort());
  });
});
