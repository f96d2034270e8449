import type { LedgerEntry, LedgerSide } from '../types.js';

let nextRow = new Map<LedgerSide, number>();

/** Resets the automatic row numbers of `entry`. */
export function resetRows() {
  nextRow = new Map();
}

/**
 * A ledger entry for tests. `amount` is in currency units and already from the books' point
 * of view (readers mirror the counterparty's signs). Rows count up per side unless given.
 */
export function entry(
  side: LedgerSide,
  docNo: string,
  amount: number,
  more: Partial<LedgerEntry> = {},
): LedgerEntry {
  const row = more.row ?? (nextRow.get(side) ?? 1) + 1;
  nextRow.set(side, row);
  return {
    side,
    sheet: side === 'books' ? 'Books' : 'Statement',
    row,
    date: '2024-01-15',
    docNo,
    docType: '',
    narration: '',
    category: 'invoice',
    amountMinor: Math.round(amount * 100),
    balanceMinor: null,
    ...more,
  };
}

export const books = (docNo: string, amount: number, more?: Partial<LedgerEntry>) =>
  entry('books', docNo, amount, more);
export const theirs = (docNo: string, amount: number, more?: Partial<LedgerEntry>) =>
  entry('counterparty', docNo, amount, more);
