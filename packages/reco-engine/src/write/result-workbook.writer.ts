import type { EntryResult, EntryStatus } from '../types';
import type { ResultWorkbookInput, SummaryRow } from './write.types';
import { XlsxStreamWriter, type CellValue } from './xlsx-stream.writer';

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

/**
 * Writes the result workbook: Summary, then one sheet per status group. Entries are
 * grouped by sheet in one pass (indices only), then each sheet is streamed row by row.
 */
export async function writeResultWorkbook(
  outPath: string,
  input: ResultWorkbookInput,
): Promise<void> {
  const entries = Array.isArray(input.entries)
    ? (input.entries as EntryResult[])
    : [...input.entries];
  const sheetOf = new Map<EntryStatus, number>();
  RESULT_SHEETS.forEach((s, i) => s.statuses.forEach((st) => sheetOf.set(st, i)));
  const counts = new Uint32Array(RESULT_SHEETS.length);
  const which = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const k = sheetOf.get(entries[i]!.status) ?? RESULT_SHEETS.length - 1;
    which[i] = k;
    counts[k]!++;
  }

  const w = await XlsxStreamWriter.create(outPath);
  try {
    w.startSheet('Summary', [22, 18, 36, 36, 10, 18]);
    const header = input.summaryHeader ?? ['Status', 'Category', 'Remark', 'Remark 2'];
    w.row([...header, 'Count', 'Amount'], true);
    const summaryLine = (r: SummaryRow): CellValue[] => {
      const cells: CellValue[] = [...r.labels];
      while (cells.length < header.length) cells.push(null);
      cells.push(r.count ?? null, r.amountMinor === undefined ? null : { minor: r.amountMinor });
      return cells;
    };
    for (const r of input.summaryRows) w.row(summaryLine(r));
    if (input.bridgeRows && input.bridgeRows.length > 0) {
      w.row([]);
      w.row(['Closing-balance bridge'], true);
      for (const r of input.bridgeRows) w.row(summaryLine(r));
    }
    for (let k = 0; k < RESULT_SHEETS.length; k++) {
      w.startSheet(RESULT_SHEETS[k]!.name, ENTRY_WIDTHS, ENTRY_SHARED);
      w.row(ENTRY_HEADER, true);
      if (counts[k] === 0) continue;
      let n = 0;
      for (let i = 0; i < entries.length; i++) {
        if (which[i] !== k) continue;
        const e = entries[i]!;
        w.row([
          e.side === 'books' ? 'Books' : 'Counterparty',
          e.sheet,
          e.row,
          e.docNo,
          e.date,
          { minor: e.amountMinor },
          e.status,
          e.category,
          e.remark,
          e.remark2,
          e.matchId,
          e.rule,
        ]);
        if (++n % DRAIN_EVERY === 0) await w.drain();
      }
    }
    await w.close();
  } catch (err) {
    await w.close().catch(() => {});
    throw err;
  }
}
