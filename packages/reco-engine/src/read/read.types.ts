import type { LedgerColumns } from '../columns/ledger-columns';
import type { LedgerEntry, LedgerSide, ReconciliationKind } from '../types';

/** Every column a reader can recognise. */
export type LedgerField =
  | 'date'
  | 'docNo'
  | 'docType'
  | 'narration'
  | 'debit'
  | 'credit'
  | 'amount'
  | 'balance'
  | 'supplierGstin'
  | 'placeOfSupply'
  | 'reverseCharge'
  | 'taxableValue'
  | 'igst'
  | 'cgst'
  | 'sgst'
  | 'cess'
  | 'deductorTan'
  | 'deductorPan'
  | 'section'
  | 'quarter';

/**
 * A user-supplied mapping: field -> header text (case-insensitive) or 0-based column index.
 * Fields given here override detection; `headerRow` (1-based) pins the header row.
 */
export type ColumnMapping = Partial<Record<LedgerField, string | number>> & { headerRow?: number };

export type MappedColumn = {
  /** 0-based column index. */
  column: number;
  /** Column letter as shown by spreadsheet programs (A, B, ..., AA). */
  letter: string;
  /** Header text as written in the file. */
  header: string;
  /** How the column was recognised. */
  by: 'name' | 'content' | 'user';
};

export type DetectedMapping = Partial<Record<LedgerField, MappedColumn>>;

export type ReadLimits = {
  /** Largest input file, in bytes. */
  maxFileBytes: number;
  /** Most entries a zip (xlsx) may hold. */
  maxZipEntries: number;
  /** Largest total uncompressed size of the zip entries we read, in bytes. */
  maxUncompressedBytes: number;
  /** Largest compression ratio allowed for an entry bigger than 1 MiB. */
  maxCompressionRatio: number;
  /** Most data rows in a sheet. */
  maxRows: number;
  /** Most columns in a sheet. */
  maxColumns: number;
  /** Wall-clock limit for parsing one file in a worker, in milliseconds. */
  timeoutMs: number;
  /** Old-generation heap limit of the parsing worker, in MiB. */
  maxHeapMb: number;
};

export type ReadOptions = {
  side: LedgerSide;
  kind: ReconciliationKind;
  /** Name shown in error messages; defaults to the path's base name. */
  fileName?: string;
  mapping?: ColumnMapping;
  limits?: Partial<ReadLimits>;
  /** Parse in a worker thread (default true). Tests and the worker itself pass false. */
  inWorker?: boolean;
  /** Sheet to read (name); default: the first sheet with a recognisable header. */
  sheet?: string;
};

export type ReadResult = {
  entries: LedgerEntry[];
  mapping: DetectedMapping;
  sheet: string;
  /** 1-based row number of the header row. */
  headerRow: number;
  warnings: string[];
  /** Closing balance from a balance column or a 'Closing Balance' line, books' point of view; null if absent. */
  closingBalanceMinor: number | null;
  /** Detected file format. */
  format: FileFormat;
};

/** ReadResult with the entries as columns (what the worker hands back without copying). */
export type ReadTableResult = Omit<ReadResult, 'entries'> & { table: LedgerColumns };

export type FileFormat = 'xlsx' | 'xls' | 'csv';

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxFileBytes: 512 * 1024 * 1024,
  maxZipEntries: 2000,
  maxUncompressedBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxRows: 2_000_000,
  maxColumns: 1024,
  timeoutMs: 120_000,
  maxHeapMb: 2048,
};
