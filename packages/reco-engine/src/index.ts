export * from './types.js';
export {
  matchLedgers,
  matchLedgerColumns,
  DEFAULT_TOLERANCE,
  DEFAULT_DATE_WINDOW_DAYS,
} from './match/match-ledgers.js';
export type { MatchOptions, MatchResult, MatchColumnsResult } from './match/match.types.js';
export {
  CATEGORIES,
  columnsFromEntries,
  entriesOf,
  entryAt,
  type LedgerColumns,
} from './columns/ledger-columns.js';
export {
  STATUSES,
  entryKeyAt,
  resultAt,
  resultsOf,
  type MatchColumns,
} from './columns/match-columns.js';
export { REFERENCE_ROLES, type ReferenceRole } from './columns/ledger-columns.js';
export { GST_STATES, isValidGstin, panOfGstin, placeOfSupplyCode } from './normalise/gst.js';
export { quarterOf } from './normalise/tax-period.js';
export { referencesIn } from './normalise/references.js';
export { textAt, type TextColumn } from './columns/text-column.js';
export {
  LEDGER_RULES,
  GST_RULES,
  TDS_RULES,
  MANUAL_MATCH_RULE_ID,
  rulesFor,
} from './match/rules.js';
export type { MatchRule, RuleStrategy, RuleKey, PairCondition } from './match/rules.js';
export { normaliseDocNo, docSimilarity } from './normalise/doc-number.js';
export { parseMinorUnits, formatMinor, RecoInputError } from './normalise/amount.js';
export { buildSummary, buildBridge, summariseColumns } from './summary/summary.js';
export type { StatedClosing } from './summary/summary.js';
export type * from './summary/summary.types.js';
export {
  readLedger,
  readLedgerTable,
  previewLedger,
  readLedgerInProcess,
  readLedgerTableInProcess,
  previewLedgerInProcess,
  parseAmountMinor,
  parseDateIso,
  detectFileFormat,
  inferCategory,
  ReadError,
  READ_ERROR_REASON_CODES,
  DEFAULT_READ_LIMITS,
  LEDGER_FIELDS,
  COLUMN_CONTENTS,
  COLUMN_REASON_CODES,
  KNOWN_UNREAD_COLUMNS,
  columnReasonText,
  MAPPING_CONFLICT_CODES,
  mappingConflictText,
  READ_WARNING_CODES,
  readWarningText,
  SHEET_REASON_CODES,
  sheetReasonText,
} from './read/index.js';
export type {
  AmountModel,
  ColumnContent,
  ColumnMapping,
  ColumnReason,
  ColumnReasonCode,
  ColumnReasonParams,
  ColumnRole,
  DetectedMapping,
  KnownUnreadColumn,
  MappingConflict,
  MappingConflictCode,
  MappingConflictParams,
  MappingPreview,
  ReadWarning,
  ReadWarningCode,
  ReadWarningParams,
  Progress,
  SheetChoice,
  SheetReason,
  SheetReasonCode,
  FileFormat,
  LedgerField,
  MappedColumn,
  ReadErrorCode,
  ReadErrorReason,
  ReadErrorReasonCode,
  ReadErrorReasonParams,
  ReadLimits,
  ReadOptions,
  ReadResult,
  ReadTableResult,
} from './read/index.js';
export { writeResultWorkbook, RESULT_SHEETS, XlsxStreamWriter } from './write/index.js';
export type { ResultWorkbookInput, WriteOptions, CellValue } from './write/index.js';
export { ZipArchive } from './read/zip/zip-archive.js';
export { openByteSource, type ByteSource } from './read/file-source.js';
