import type { MatchColumns } from '../columns/match-columns.js';
import type { EntryResult, ManualDecision, ReconciliationKind } from '../types.js';
import type { StatedClosing } from '../summary/summary.js';
import type { Bridge, Summary } from '../summary/summary.types.js';
import type { Progress } from '../read/read.types.js';

export type MatchOptions = {
  kind: ReconciliationKind;
  /** Amount tolerance as a decimal string, default '1.00'. */
  tolerance?: string;
  /** Days two dates may lie apart and still agree, default 10. */
  dateWindowDays?: number;
  /**
   * Statement period (ISO dates). Unpaired entries dated after `to` or before `from` are
   * timing differences; without a period, each side's last date ends its statement.
   */
  period?: { from: string; to: string };
  /** User decisions kept across re-runs; applied before any rule. */
  manual?: ManualDecision[];
  /**
   * Closing balances as the readers found them (`closingBalanceMinor`); the bridge starts
   * and ends on them, with a line for any difference from the sum of a side's entries.
   */
  closing?: StatedClosing;
  /** Called after each rule (phase 'match'). */
  onProgress?: (progress: Progress) => void;
};

export type MatchResult = { entries: EntryResult[]; summary: Summary; bridge: Bridge };

export type MatchColumnsResult = { columns: MatchColumns; summary: Summary; bridge: Bridge };
