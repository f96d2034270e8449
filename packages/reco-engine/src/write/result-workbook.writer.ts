import { assertUnreachable } from '../assert-unreachable';
import { STATUSES, type MatchColumns } from '../columns/match-columns';
import { isoToDay, NO_DAY } from '../normalise/date';
import type { EntryResult, EntryStatus } from '../types';
import { ResultRowEncoder } from './result-row.encoder';
import type { ResultWorkbookInput, WriteOptions } from './write.types';
import { STYLE_ISO_DATE, XlsxStreamWriter, type CellValue } from './xlsx-stream.writer';

/** Sheets of the result workbook, in order, with the statuses each one lists. */
export const RESULT_SHEETS: { name: string; statuses: EntryStatus[] }[] = [
  { name: 'Matched', statuses: ['matched', 'exact_match', 'manual_match'] },
  { name: 'Suggested', statuses: ['suggested', 'suggested_match'] },
  { name: 'Mismatch', statuses: ['mismatch'] },
  { name: 'Only in books', statuses: ['only_in_books'] },
  { name: 'Only in counterparty', statuses: ['only_in_counterparty', 'only_in_2b'] },
];

const ENTRY_HEADER = [
  'Side',
  'Sheet',
  'Row',
  'Document No',
  'Date',
  'Amount',
  'Status',
  'Category',
  'Remark',
  'Remark 2',
  'Match ID',
  'Rule',
];
const ENTRY_WIDTHS = [13, 14, 8, 22, 12, 16, 20, 16, 28, 36, 12, 16];
const DRAIN_EVERY = 4096;
/** Repetitive columns (side, sheet, status, category, remarks, rule) go to shared strings. */
const ENTRY_SHARED = [true, true, false, false, false, false, true, true, true, true, false, true];
/** Serial of 1970-01-01; serials below 61 fall before Excel's phantom 1900-02-29. */
const EPOCH_SERIAL = 25569;

/** Index into RESULT_SHEETS of the sheet that lists a status. */
function sheetIndexOf(status: EntryStatus): number {
  switch (status) {
    case 'matched':
    case 'exact_match':
    case 'manual_match':
      return 0;
    case 'suggested':
    case 'suggested_match':
      return 1;
    case 'mismatch':
      return 2;
    case 'only_in_books':
      return 3;
    case 'only_in_counterparty':
    case 'only_in_2b':
      return 4;
    default:
      return assertUnreachable(status);
  }
}

/** Entries to list, whatever holds them: which sheet each goes to, and how to write its row. */
type ResultRows = {
  length: number;
  sheetOf(i: number): number;
  write(w: XlsxStreamWriter, i: number): void;
};

function dateCell(w: XlsxStreamWriter, col: number, day: number, iso: string | null) {
  if (day === NO_DAY) return;
  const serial = day + EPOCH_SERIAL;
  if (serial >= 61) w.cellNumber(col, serial, STYLE_ISO_DATE);
  else if (iso) w.cellText(col, iso);
}

/** Rows straight from the matcher's columns: no object per entry. */
function columnRows(m: MatchColumns, w: XlsxStreamWriter): ResultRows {
  const sheetOfStatus = Int8Array.from(STATUSES, sheetIndexOf);
  const encoder = new ResultRowEncoder(m, w);
  return {
    length: m.length,
    sheetOf: (i) => sheetOfStatus[m.status[i]!]!,
    write: (w, i) => encoder.write(w, i),
  };
}

/** Rows from EntryResult objects, in the order given. */
function objectRows(entries: EntryResult[]): ResultRows {
  return {
    length: entries.length,
    sheetOf: (i) => sheetIndexOf(entries[i]!.status),
    write(w, i) {
      const e = entries[i]!;
      w.beginRow();
      const cells: CellValue[] = [
        e.side === 'books' ? 'Books' : 'Counterparty',
        e.sheet,
        e.row,
        e.docNo,
      ];
      cells.forEach((v, col) => {
        if (typeof v === 'number') w.cellNumber(col, v);
        else if (typeof v === 'string') w.cellText(col, v);
      });
      dateCell(w, 4, e.date === null ? NO_DAY : isoToDay(e.date), e.date);
      w.cellAmount(5, e.amountMinor);
      const texts = [e.status, e.category, e.remark, e.remark2, e.matchId ?? '', e.rule];
      texts.forEach((v, k) => w.cellText(6 + k, v));
      w.endRow();
    },
  };
}

/**
 * Writes the result workbook from the matcher's result: Summary (counts and sums per status,
 * category and remark, then the closing-balance bridge), then one sheet per status group.
 * Entries are grouped by sheet in one pass (one byte per entry), then each sheet is streamed
 * row by row.
 */
export async function writeResultWorkbook(
  outPath: string,
  input: ResultWorkbookInput,
  opts: WriteOptions = {},
): Promise<void> {
  const w = await XlsxStreamWriter.create(outPath);
  try {
    w.startSheet('Summary', [22, 18, 36, 10, 18]);
    w.row(['Status', 'Category', 'Remark', 'Count', 'Amount'], true);
    const money = (minor: number): CellValue => ({ minor });
    for (const l of input.summary.lines)
      w.row([l.status, l.category, l.remark, l.count, money(l.amountMinor)]);
    const b = input.bridge;
    w.row([]);
    w.row(['Closing-balance bridge'], true);
    w.row(['Books closing balance', null, null, null, money(b.booksClosingMinor)]);
    for (const a of b.adjustments) w.row([a.label, null, null, a.count, money(a.amountMinor)]);
    w.row(['Counterparty closing balance', null, null, null, money(b.counterpartyClosingMinor)]);
    w.row(['Residual', null, null, null, money(b.residualMinor)]);
    const rows = 'columns' in input ? columnRows(input.columns, w) : objectRows(input.entries);
    const which = new Uint8Array(rows.length);
    const counts = new Uint32Array(RESULT_SHEETS.length);
    for (let i = 0; i < rows.length; i++) counts[(which[i] = rows.sheetOf(i))]!++;
    let written = 0;
    for (let k = 0; k < RESULT_SHEETS.length; k++) {
      w.startSheet(RESULT_SHEETS[k]!.name, ENTRY_WIDTHS, ENTRY_SHARED);
      w.row(ENTRY_HEADER, true);
      if (counts[k] === 0) continue;
      for (let i = 0; i < rows.length; i++) {
        if (which[i] !== k) continue;
        rows.write(w, i);
        if (++written % DRAIN_EVERY === 0) {
          await w.drain();
          opts.onProgress?.({ phase: 'write', fraction: Math.min(0.99, written / rows.length) });
        }
      }
    }
    await w.close();
    opts.onProgress?.({ phase: 'write', fraction: 1 });
  } catch (err) {
    await w.close().catch(() => {});
    throw err;
  }
}
