export * from './types.js';
export {
  matchLedgers,
  DEFAULT_TOLERANCE,
  DEFAULT_DATE_WINDOW_DAYS,
} from './match/match-ledgers.js';
export type { MatchOptions, MatchResult } from './match/match.types.js';
export { LEDGER_RULES, GST_RULES, TDS_RULES, rulesFor } from './match/rules.js';
export type { MatchRule, RuleStrategy, RuleKey, PairCondition } from './match/rules.js';
export { normaliseDocNo, docSimilarity } from './normalise/doc-number.js';
export { parseMinorUnits, formatMinor, RecoInputError } from './normalise/amount.js';
export { buildSummary, buildBridge } from './summary/summary.js';
export type * from './summary/summary.types.js';
export {
  readLedger,
  readLedgerInProcess,
  parseAmountMinor,
  parseDateIso,
  detectFileFormat,
  inferCategory,
  ReadError,
  DEFAULT_READ_LIMITS,
} from './read/index.js';
export type {
  ColumnMapping,
  DetectedMapping,
  FileFormat,
  LedgerField,
  MappedColumn,
  ReadErrorCode,
  ReadLimits,
  ReadOptions,
  ReadResult,
} from './read/index.js';
export { writeResultWorkbook, RESULT_SHEETS, XlsxStreamWriter } from './write/index.js';
export type { ResultWorkbookInput, SummaryRow, CellValue } from './write/index.js';
