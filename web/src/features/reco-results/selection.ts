import { Dec, type DecimalValue } from '../i18n/amount-format';

export type Side = 'BOOKS' | 'COUNTERPARTY';

/** What the screens need of an entry to check a decision before sending it. */
export type EntryRef = {
  entryNumber: number;
  lineNumber: number;
  side: Side;
  amount: string;
  status: string;
  matchId?: string | null | undefined;
  documentNumber: string;
};

const UNPAIRED = new Set(['ONLY_IN_BOOKS', 'ONLY_IN_COUNTERPARTY', 'ONLY_IN_2B']);
const SUGGESTED = new Set(['SUGGESTED', 'SUGGESTED_MATCH']);
export const MAX_DECISION_ENTRIES = 50;

/** Why the selected entries cannot be matched by hand; null when they can. */
export type MatchProblem = 'empty' | 'oneSide' | 'paired' | 'tooMany';

export function matchProblem(selected: readonly EntryRef[]): MatchProblem | null {
  if (selected.length === 0) return 'empty';
  if (selected.length > MAX_DECISION_ENTRIES) return 'tooMany';
  if (selected.some((e) => e.matchId || !UNPAIRED.has(e.status))) return 'paired';
  const sides = new Set(selected.map((e) => e.side));
  if (sides.size < 2) return 'oneSide';
  return null;
}

/** What can be done with one line (a pair, a group or a lone entry). */
export function lineActions(entries: readonly EntryRef[]) {
  const paired = entries.some((e) => e.matchId);
  const suggested = entries.some((e) => SUGGESTED.has(e.status));
  return { unmatch: paired && !suggested, accept: suggested, reject: suggested };
}

/** The selection's sums by side and the difference a match would leave (books − counterparty). */
export function selectionTotals(selected: readonly EntryRef[]): {
  books: DecimalValue;
  counterparty: DecimalValue;
  difference: DecimalValue;
} {
  let books = new Dec(0);
  let counterparty = new Dec(0);
  for (const e of selected) {
    if (e.side === 'BOOKS') books = books.plus(e.amount);
    else counterparty = counterparty.plus(e.amount);
  }
  return { books, counterparty, difference: books.minus(counterparty) };
}

/** Entries grouped by the line they are shown on, in page order. */
export function toLines<E extends { lineNumber: number }>(entries: readonly E[]): E[][] {
  const lines = new Map<number, E[]>();
  for (const e of entries) {
    const line = lines.get(e.lineNumber);
    if (line) line.push(e);
    else lines.set(e.lineNumber, [e]);
  }
  return [...lines.values()];
}

/**
 * The selection of one iteration, kept in sessionStorage so that it survives paging and
 * moving between cells (pick an entry among "only in books", its partner among "only in
 * counterparty", then match) and a reload, but not the tab.
 */
export function selectionKey(iterationId: number): string {
  return `concord.reco.selection.${iterationId}`;
}

export function readSelection(iterationId: number): EntryRef[] {
  try {
    const raw = sessionStorage.getItem(selectionKey(iterationId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as EntryRef[]) : [];
  } catch {
    return [];
  }
}

export function writeSelection(iterationId: number, selected: readonly EntryRef[]): void {
  try {
    if (selected.length === 0) sessionStorage.removeItem(selectionKey(iterationId));
    else sessionStorage.setItem(selectionKey(iterationId), JSON.stringify(selected));
  } catch {
    // Storage full or blocked: the selection still lives in the screen's state.
  }
}

/**
 * A document number as RECO.md compares them, for highlighting only: uppercase, fiscal-year
 * tokens removed, `/ - _ . space` as separators, leading zeros stripped in numeric tokens
 * (`INV/2023-24/0045` ~ `inv-45`). The engine decides matches; this only says what to mark.
 */
export function comparableDocument(value: string): string {
  return value
    .toUpperCase()
    .replace(/\bFY\s?\d{2,4}\b/g, ' ')
    .replace(/\b(?:\d{4}|\d{2})\s?[-/]\s?(?:\d{4}|\d{2})\b/g, ' ')
    .split(/[\s/\-_.]+/)
    .filter(Boolean)
    .map((token) => (/^\d+$/.test(token) ? String(Number(token)) : token))
    .join('-');
}
