import type { SheetReason } from './table/sheet-reason';
import type { LedgerColumns } from '../columns/ledger-columns';
import type { LedgerEntry, LedgerSide, ReconciliationKind } from '../types';
import type { ColumnReason } from './table/column-reason';
import type { MappingConflict } from './table/mapping-conflict';
import type { ReadWarning } from './table/read-warning';

/**
 * Every role a column can have. References come in three roles: our own `voucher` number
 * (Tally Vch No, SAP DocumentNo), the party's `document` (bill, invoice, note or reference
 * number) and a `paymentRef` (UTR, cheque); narration texts are searched for references too.
 */
export const LEDGER_FIELDS = [
  'date',
  'voucher',
  'document',
  'paymentRef',
  'docType',
  'narration',
  'debit',
  'credit',
  'amount',
  'drCr',
  'balance',
  'partyName',
  'supplierGstin',
  'placeOfSupply',
  'reverseCharge',
  'taxableValue',
  'igst',
  'cgst',
  'sgst',
  'cess',
  'deductorTan',
  'deductorPan',
  'section',
  'quarter',
  'grossAmount',
] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];

/**
 * A user's mapping, in the vocabulary the detection reports: field -> header text
 * (case-insensitive), column letter or 0-based index. Fields given here override detection;
 * `headerRow` (1-based) pins the header row (the last one of a two-row header). `docNo` is
 * accepted for `document`.
 */
export type ColumnMapping = Partial<Record<LedgerField | 'docNo', string | number>> & {
  headerRow?: number;
};

/** How a column was recognised. */
export type MappedBy = 'name' | 'content' | 'user' | 'layout';

export type MappedColumn = {
  /** 0-based column index. */
  column: number;
  /** Column letter as shown by spreadsheet programs (A, B, ..., AA). */
  letter: string;
  /** Header text as written in the file (both rows of a two-row header, joined). */
  header: string;
  by: MappedBy;
  /** Why the column has its role: a code and what it names (`columnReasonText` words it). */
  reason: ColumnReason;
  /** 0..1: how sure the detection is. */
  confidence: number;
};

/** One column of the header row and what the reader makes of it. */
export type ColumnRole = MappedColumn & {
  /** The role given, or null when the column is not read. */
  field: LedgerField | null;
  /** Other readings of this column that lost (e.g. a second date column). */
  conflicts: MappingConflict[];
};

/** The chosen column per field (the first when a field has several, e.g. references). */
export type DetectedMapping = Partial<Record<LedgerField, MappedColumn>>;

/** How a row's signed amount is formed. */
export type AmountModel =
  'signed' | 'debit-credit' | 'amount-and-indicator' | 'two-columns' | 'tax-components';

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
  /** Sheet to read (name); default: every sheet with a recognisable ledger header. */
  sheet?: string;
  /** Called as reading advances (phase 'read', fraction of the rows expected). */
  onProgress?: (progress: Progress) => void;
  /** Set by the worker client: report progress as messages. */
  progress?: boolean;
};

/** Progress of a long step, for a progress bar. */
export type Progress = { phase: 'read' | 'match' | 'write'; fraction: number };

export type SheetChoice = { name: string; read: boolean; reason: SheetReason };

export type ReadResult = {
  entries: LedgerEntry[];
  mapping: DetectedMapping;
  /** Every column of the header with its role, reason, confidence and conflicts. */
  columns: ColumnRole[];
  amountModel: AmountModel;
  /** Ambiguities the user should settle (two candidate columns, a weak guess). */
  conflicts: MappingConflict[];
  /** True when the upload screen should ask the user to confirm the mapping. */
  needsConfirmation: boolean;
  /** The data sheet (the first one when several sheets of one shape were read). */
  sheet: string;
  /** Every sheet of the workbook and whether it was read. */
  sheets: SheetChoice[];
  /** 1-based row number of the header row (the last row of a two-row header). */
  headerRow: number;
  /** Every row of the header (two for a two-row merged header). */
  headerRows: number[];
  warnings: ReadWarning[];
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
