import type { MatchColumns } from '../columns/match-columns';
import type { EntryResult } from '../types';

/** One line of the Summary sheet: label cells then numbers (minor units are formatted as amounts). */
export type SummaryRow = {
  /** Text cells, left to right (e.g. status, category, remark). */
  labels: string[];
  count?: number;
  /** Amount in minor units. */
  amountMinor?: number;
};

export type ResultWorkbookInput = {
  /** Rows of the Summary sheet, written after a header line. */
  summaryRows: SummaryRow[];
  /** Header of the label columns of the Summary sheet (default: Status, Category, Remark, Remark 2). */
  summaryHeader?: string[];
  /** Extra lines written under the summary table (e.g. the closing-balance bridge). */
  bridgeRows?: SummaryRow[];
} & (
  | {
      /** Every entry of both sides; each is written to the sheet of its status. */
      entries: Iterable<EntryResult>;
    }
  | {
      /** The matcher's columns (`matchLedgerColumns`): the fast path for large results. */
      results: MatchColumns;
    }
);
