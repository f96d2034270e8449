export { readLedger, readLedgerTable } from './read-ledger';
export { readLedgerInProcess, readLedgerTableInProcess } from './read-ledger.in-process';
export { parseAmountMinor, decimalToMinor, numberToMinor, formatMinor } from './amount';
export { parseDateIso, serialToIso } from './date';
export { detectFileFormat } from './file-type';
export { inferCategory } from './table/category';
export { ReadError, type ReadErrorCode, type ReadErrorLocation } from './read-error';
export {
  DEFAULT_READ_LIMITS,
  type ColumnMapping,
  type DetectedMapping,
  type FileFormat,
  type LedgerField,
  type MappedColumn,
  type ReadLimits,
  type ReadOptions,
  type ReadResult,
  type ReadTableResult,
} from './read.types';
