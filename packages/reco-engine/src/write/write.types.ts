import type { MatchColumnsResult, MatchResult } from '../match/match.types';

/**
 * What the result workbook is written from: the matcher's result as it comes, columns (the
 * fast path for large results) or entry objects, with its summary and bridge.
 */
export type ResultWorkbookInput = MatchColumnsResult | MatchResult;

export type WriteOptions = {
  /** Called as the entry sheets are written (phase 'write', fraction of the entries). */
  onProgress?: (progress: import('../read/read.types').Progress) => void;
};
