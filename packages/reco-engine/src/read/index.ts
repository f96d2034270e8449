export { readLedger, readLedgerTable, previewLedger } from './read-ledger';
export {
  readLedgerInProcess,
  readLedgerTableInProcess,
  previewLedgerInProcess,
  type MappingPreview,
} from './read-ledger.in-process';
export { parseAmountMinor, decimalToMinor, numberToMinor, formatMinor } from './amount';
export { parseDateIso, serialToIso } from './date';
export { detectFileFormat } from './file-type';
export { inferCategory } from './table/category';
export {
  COLUMN_CONTENTS,
  COLUMN_REASON_CODES,
  KNOWN_UNREAD_COLUMNS,
  columnReasonText,
  type ColumnContent,
  type ColumnReason,
  type ColumnReasonCode,
  type ColumnReasonParams,
  type KnownUnreadColumn,
} from './table/column-reason';
export {
  MAPPING_CONFLICT_CODES,
  mappingConflictText,
  type MappingConflict,
  type MappingConflictCode,
  type MappingConflictParams,
} from './table/mapping-conflict';
export {
  READ_WARNING_CODES,
  readWarningText,
  type ReadWarning,
  type ReadWarningCode,
  type ReadWarningParams,
} from './table/read-warning';
export {
  SHEET_REASON_CODES,
  sheetReasonText,
  type SheetReason,
  type SheetReasonCode,
} from './table/sheet-reason';
export {
  READ_ERROR_REASON_CODES,
  ReadError,
  type ReadErrorCode,
  type ReadErrorLocation,
  type ReadErrorReason,
  type ReadErrorReasonCode,
  type ReadErrorReasonParams,
} from './read-error';
export {
  DEFAULT_READ_LIMITS,
  LEDGER_FIELDS,
  type AmountModel,
  type ColumnMapping,
  type ColumnRole,
  type Progress,
  type SheetChoice,
  type DetectedMapping,
  type FileFormat,
  type LedgerField,
  type MappedColumn,
  type ReadLimits,
  type ReadOptions,
  type ReadResult,
  type ReadTableResult,
} from './read.types';
