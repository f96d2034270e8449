import type { EntryCategory, EntryStatus } from '../types.js';

/**
 * Count of entries (both sides) and their sum as a decimal string. `amount` counts a pair
 * once: the books side's sum when the set has books entries, else the counterparty's.
 */
export type CountAmount = {
  count: number;
  amount: string;
  booksAmount: string;
  counterpartyAmount: string;
};

/** One drill-down cell: status x category x remark. */
export type SummaryLine = {
  status: EntryStatus;
  category: EntryCategory;
  remark: string;
  count: number;
  /** The books side's sum when the line has books entries, else the counterparty's. */
  amount: string;
  /** `amount` in minor units. */
  amountMinor: number;
  booksCount: number;
  booksAmount: string;
  counterpartyCount: number;
  counterpartyAmount: string;
};

export type Summary = {
  byStatus: Partial<Record<EntryStatus, CountAmount>>;
  lines: SummaryLine[];
};

/**
 * One labelled step from the books' closing balance towards the counterparty's. Steps for
 * entries carry the status x category x remark they drill down to; a step for a stated
 * closing balance that differs from the sum of its side's entries has status and category
 * null and count 0.
 */
export type BridgeAdjustment = {
  label: string;
  status: EntryStatus | null;
  category: EntryCategory | null;
  remark: string;
  count: number;
  amount: string;
  /** `amount` in minor units. */
  amountMinor: number;
};

export type Bridge = {
  booksClosing: string;
  counterpartyClosing: string;
  adjustments: BridgeAdjustment[];
  /** booksClosing + adjustments - counterpartyClosing; '0.00' when the bridge closes. */
  residual: string;
  /** The three amounts above in minor units. */
  booksClosingMinor: number;
  counterpartyClosingMinor: number;
  residualMinor: number;
};
