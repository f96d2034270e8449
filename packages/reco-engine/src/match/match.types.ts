import type { EntryResult, ManualDecision, ReconciliationKind } from '../types.js';
import type { Bridge, Summary } from '../summary/summary.types.js';

export type MatchOptions = {
  kind: ReconciliationKind;
  /** Amount tolerance as a decimal string, default '1.00'. */
  tolerance?: string;
  /** Days two dates may lie apart and still agree, default 10. */
  dateWindowDays?: number;
  /** Statement period (ISO dates); entries dated after `to` are timing differences. */
  period?: { from: string; to: string };
  /** User decisions kept across re-runs; applied before any rule. */
  manual?: ManualDecision[];
};

export type MatchResult = { entries: EntryResult[]; summary: Summary; bridge: Bridge };
