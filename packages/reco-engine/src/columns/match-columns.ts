import { dayToIso } from '../normalise/date.js';
import { entryKeys } from '../match/entry-keys.js';
import { KeyIds } from '../match/key-ids.js';
import type { EntryReference, EntryResult, EntryStatus } from '../types.js';
import { CATEGORIES, REFERENCE_ROLES, referencesAt, type LedgerColumns } from './ledger-columns.js';
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
  /** Descriptions of the rules, by the same codes. */
  ruleDescriptions: readonly string[];
  remark: Uint16Array;
  remark2: Uint16Array;
  /** Texts of remark and remark2 codes. */
  texts: readonly string[];
  group: Int32Array;
  /** One past the largest group number. */
  groupCount: number;
  /**
   * Per entry, the reference that agreed with the other side: 0 for docNo, k for
   * refs[k - 1] of the entry's table; -1 when no reference paired it.
   */
  agreed: Int16Array;
};

export function matchIdOf(group: number): string | null {
  return group === 0 ? null : `M${group}`;
}

const keysOf = new WeakMap<MatchColumns, string[]>();

/** Entry keys of a result (computed once per result). */
export function entryKeyAt(m: MatchColumns, i: number): string {
  let keys = keysOf.get(m);
  if (!keys) {
    keys = entryKeys(m.books, m.counterparty, KeyIds.docNos([m.books, m.counterparty]));
    keysOf.set(m, keys);
  }
  return keys[i]!;
}

/** The reference of entry k of t in slot s (0: docNo, k: refs[k - 1]). */
function referenceInSlot(t: LedgerColumns, k: number, slot: number): EntryReference | null {
  if (slot < 0) return null;
  if (slot === 0) {
    const text = textAt(t.docNo, k);
    if (!text) return null;
    return {
      role: t.docRole ? REFERENCE_ROLES[t.docRole[k]!]! : 'document',
      header: t.docHeaders && t.docHeader ? (t.docHeaders[t.docHeader[k]!] ?? '') : '',
      text,
    };
  }
  const r = t.refs?.[slot - 1];
  const text = r ? textAt(r.text, k) : '';
  return r && text ? { role: r.role, header: r.header, text } : null;
}

const ROLE_WORDS: Record<EntryReference['role'], string> = {
  voucher: 'voucher number',
  document: 'document number',
  paymentRef: 'payment reference',
  narration: 'reference in the narration',
};

function describeReference(r: EntryReference): string {
  return `${r.header ? `${r.header} ` : `${ROLE_WORDS[r.role]} `}${r.text}`;
}

/** Entry i of a result as an EntryResult object. */
export function resultAt(m: MatchColumns, i: number): EntryResult {
  const books = i < m.nBooks;
  const t = books ? m.books : m.counterparty;
  const k = books ? i : i - m.nBooks;
  const agreedOn = referenceInSlot(t, k, m.agreed[i]!);
  let reason = m.ruleDescriptions[m.rule[i]!] ?? '';
  if (agreedOn) {
    // The partner's agreeing reference: the first other member of the group with one.
    let other: EntryReference | null = null;
    const g = m.group[i]!;
    if (g !== 0) {
      const from = books ? m.nBooks : 0;
      const to = books ? m.length : m.nBooks;
      for (let j = from; j < to && !other; j++) {
        if (m.group[j] !== g) continue;
        const ot = j < m.nBooks ? m.books : m.counterparty;
        other = referenceInSlot(ot, j < m.nBooks ? j : j - m.nBooks, m.agreed[j]!);
      }
    }
    reason += `; ${describeReference(agreedOn)}${other ? ` agrees with ${describeReference(other)}` : ' agrees'}`;
  }
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
    reason,
    references: referencesAt(t, k),
    agreedOn,
    entryKey: entryKeyAt(m, i),
  };
}

/** Every entry of a result as EntryResult objects, books first. */
export function resultsOf(m: MatchColumns): EntryResult[] {
  const out = new Array<EntryResult>(m.length);
  for (let i = 0; i < m.length; i++) out[i] = resultAt(m, i);
  return out;
}
