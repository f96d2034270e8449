import type { LedgerColumns } from '../columns/ledger-columns.js';
import { dayToIso } from '../normalise/date.js';
import type { KeyIds } from './key-ids.js';

/**
 * A key per entry that survives re-reading new files: side, date, amount and the normalised
 * main reference, plus the occurrence among entries equal in all of these (in sheet and row
 * order). `b|2024-04-15|-11800000|GT-24|1` stays the same when rows are inserted above it or
 * the file is exported again; it changes when the entry itself changes.
 */
export function entryKeys(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  docs: KeyIds,
): string[] {
  const out = new Array<string>(books.length + counterparty.length);
  const seen = new Map<string, number>();
  let i = 0;
  for (const t of [books, counterparty]) {
    const side = t === books ? 'b' : 'c';
    for (let k = 0; k < t.length; k++, i++) {
      const base = `${side}|${dayToIso(t.day[k]!) ?? ''}|${t.amount[k]}|${docs.string(i)}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out[i] = `${base}|${n}`;
    }
  }
  return out;
}
