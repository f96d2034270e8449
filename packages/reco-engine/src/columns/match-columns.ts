import { dayToIso } from '../normalise/date.js';
import type { EntryResult, EntryStatus } from '../types.js';
import { CATEGORIES, type LedgerColumns } from './ledger-columns.js';
import { textAt } from './text-column.js';

/** Status codes of the `status` column, in this order. */
export const STATUSES: readonly EntryStatus[] = [
  'matched',
  'suggested',
  'mismatch',
  'only_in_books',
  'only_in_counterparty',
  'exact_match',
  'suggested_match',
  'manual_match',
  'only_in_2b',
];
const STATUS_CODE = new Map(STATUSES.map((s, i) => [s, i]));

export function statusCode(s: EntryStatus): number {
  return STATUS_CODE.get(s)!;
}

/**
 * The outcome of a reconciliation as columns. Entry i is books entry i for i < nBooks and
 * counterparty entry i - nBooks after that, each side in canonical (sheet, row) order.
 * Statuses, rules and remarks are small codes into their tables; a group number is shared
 * by the entries of one pair or group (0 = unpaired) and gives the matchId `M<group>`.
 */
export type MatchColumns = {
  books: LedgerColumns;
  counterparty: LedgerColumns;
  nBooks: number;
  length: number;
  status: Uint8Array;
  rule: Uint8Array;
  ruleIds: readonly string[];
  remark: Uint16Array;
  remark2: Uint16Array;
  /** Texts of remark and remark2 codes. */
  texts: readonly string[];
  group: Int32Array;
  /** One past the largest group number. */
  groupCount: number;
};

export function matchIdOf(group: number): string | null {
  return group === 0 ? null : `M${group}`;
}

/** Entry i of a result as an EntryResult object. */
export function resultAt(m: MatchColumns, i: number): EntryResult {
  const books = i < m.nBooks;
  const t = books ? m.books : m.counterparty;
  const k = books ? i : i - m.nBooks;
  return {
    side: t.side,
    sheet: t.sheetNames[t.sheet[k]!]!,
    row: t.row[k]!,
    docNo: textAt(t.docNo, k),
    date: dayToIso(t.day[k]!),
    amountMinor: t.amount[k]!,
    status: STATUSES[m.status[i]!]!,
    category: CATEGORIES[t.category[k]!]!,
    remark: m.texts[m.remark[i]!]!,
    remark2: m.texts[m.remark2[i]!]!,
    matchId: matchIdOf(m.group[i]!),
    rule: m.ruleIds[m.rule[i]!]!,
  };
}

/** Every entry of a result as EntryResult objects, books first. */
export function resultsOf(m: MatchColumns): EntryResult[] {
  const out = new Array<EntryResult>(m.length);
  for (let i = 0; i < m.length; i++) out[i] = resultAt(m, i);
  return out;
}
