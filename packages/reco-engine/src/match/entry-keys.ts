import type { LedgerColumns } from '../columns/ledger-columns.js';
import { dayToIso } from '../normalise/date.js';
import type { KeyIds } from './key-ids.js';

/**
 * A key per entry that survives re-reading new files: side, date, amount and the normalised
 * main reference, plus the occurrence among entries equal in all of these (in sheet and row
 * order). `b|2024-04-15|-11800000|GT-24|1` stays the same when rows are inserted above it or
 * the file is exported again; it changes when the entry itself changes.
 *
 * The occurrences are counted on integers (day, amount and the reference's interned id
 * are equal exactly when their texts are) in an open-addressing table: a map of two million
 * key strings cost seconds at 1M a side.
 */
export function entryKeys(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  docs: KeyIds,
): string[] {
  const n = books.length + counterparty.length;
  const out = new Array<string>(n);
  let size = 1024;
  while (size < n * 2) size *= 2;
  const mask = size - 1;
  // Per slot of each side's table: the first entry of its tuple (-1 empty) and how many so far.
  const first = new Int32Array(size);
  const count = new Int32Array(size);
  let i = 0;
  for (const t of [books, counterparty]) {
    const side = t === books ? 'b' : 'c';
    const base = i;
    first.fill(-1);
    for (let k = 0; k < t.length; k++, i++) {
      const day = t.day[k]!;
      const amount = t.amount[k]!;
      const doc = docs.id[i]!;
      let s = tupleHash(day, amount, doc) & mask;
      for (;;) {
        const f = first[s]!;
        if (f === -1) {
          first[s] = k;
          count[s] = 1;
          break;
        }
        const a = t.amount[f]!;
        if (
          t.day[f] === day &&
          docs.id[base + f] === doc &&
          (a === amount || (a !== a && amount !== amount))
        ) {
          count[s]!++;
          break;
        }
        s = (s + 1) & mask;
      }
      out[i] = `${side}|${dayToIso(day) ?? ''}|${amount}|${docs.string(i)}|${count[s]}`;
    }
  }
  return out;
}

/** A 32-bit mix of an entry's day, amount (minor units, beyond 32 bits too) and reference id. */
function tupleHash(day: number, amount: number, doc: number): number {
  const lo = (amount % 4294967296) | 0;
  const hi = Math.floor(amount / 4294967296) | 0;
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ lo ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ hi ^ (h >>> 13), 0x27d4eb2f);
  h = Math.imul(h ^ doc ^ (h >>> 16), 0x165667b1);
  return (h ^ (h >>> 15)) >>> 0;
}
