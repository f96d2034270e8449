export type ReadErrorCode =
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'ZIP_BOMB'
  | 'CORRUPT_FILE'
  | 'UNSAFE_XML'
  | 'TOO_MANY_ROWS'
  | 'TOO_MANY_COLUMNS'
  | 'NO_HEADER_ROW'
  | 'MISSING_COLUMN'
  | 'BAD_VALUE'
  | 'TIMEOUT'
  | 'OUT_OF_MEMORY';

export type ReadErrorLocation = {
  file?: string;
  sheet?: string;
  /** 1-based row number. */
  row?: number;
  /** Column letter (A, B, ...). */
  column?: string;
};

/**
 * Why a file cannot be read, as a code and its values: screens word it in the user's language;
 * the error's `detail` says it in English for the command line and logs.
 */
export const READ_ERROR_REASON_CODES = [
  'fileTooLarge',
  'notSpreadsheet',
  'zipBomb',
  'corruptFile',
  'unsafeXml',
  'tooManyRows',
  'tooManyColumns',
  'noHeaderRow',
  'chosenHeaderRowEmpty',
  'noSheetHasHeader',
  'noSheetNamed',
  'missingColumn',
  'notColumnRole',
  'chosenColumnMissing',
  'noAmountColumn',
  'badValue',
  'notADate',
  'notAnAmount',
  'timeout',
  'outOfMemory',
] as const;
export type ReadErrorReasonCode = (typeof READ_ERROR_REASON_CODES)[number];

export type ReadErrorReasonParams = {
  /** The sheet concerned, or the sheet asked for that the workbook lacks. */
  sheet?: string;
  /** 1-based row number. */
  row?: number;
  /** Column letter (A, B, ...). */
  column?: string;
  /** The cell, or what the user chose, clipped. */
  text?: string;
  /** The column role concerned. */
  field?: string;
  /** The limit passed: rows, columns, megabytes, or rows searched for a header. */
  limit?: number;
  /** The file's size in megabytes, when it is over the limit. */
  size?: number;
};

export type ReadErrorReason = { code: ReadErrorReasonCode; params: ReadErrorReasonParams };

/** The reason of an error that names nothing more precise than its code. */
const REASON_OF: Record<ReadErrorCode, ReadErrorReasonCode> = {
  FILE_TOO_LARGE: 'fileTooLarge',
  UNSUPPORTED_FILE_TYPE: 'notSpreadsheet',
  ZIP_BOMB: 'zipBomb',
  CORRUPT_FILE: 'corruptFile',
  UNSAFE_XML: 'unsafeXml',
  TOO_MANY_ROWS: 'tooManyRows',
  TOO_MANY_COLUMNS: 'tooManyColumns',
  NO_HEADER_ROW: 'noHeaderRow',
  MISSING_COLUMN: 'missingColumn',
  BAD_VALUE: 'badValue',
  TIMEOUT: 'timeout',
  OUT_OF_MEMORY: 'outOfMemory',
};

/** A problem with an input file, phrased for the person who uploaded it. */
export class ReadError extends Error {
  override readonly name = 'ReadError';
  /** The problem as a code with its values (where it is, and what it names). */
  readonly reason: ReadErrorReason;
  constructor(
    readonly code: ReadErrorCode,
    readonly detail: string,
    readonly location: ReadErrorLocation = {},
    reason?: { code: ReadErrorReasonCode; params?: ReadErrorReasonParams },
  ) {
    super(formatReadError(detail, location));
    const { file: _file, ...where } = location;
    this.reason = {
      code: reason?.code ?? REASON_OF[code],
      params: { ...where, ...reason?.params },
    };
  }
}

export function formatReadError(detail: string, loc: ReadErrorLocation): string {
  const where: string[] = [];
  if (loc.file) where.push(`file "${loc.file}"`);
  if (loc.sheet) where.push(`sheet "${loc.sheet}"`);
  if (loc.row !== undefined) where.push(`row ${loc.row}`);
  if (loc.column) where.push(`column ${loc.column}`);
  return where.length > 0 ? `${where.join(', ')}: ${detail}` : detail;
}

export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function columnIndex(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64);
  return n - 1;
}
