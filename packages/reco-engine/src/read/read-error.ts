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

/** A problem with an input file, phrased for the person who uploaded it. */
export class ReadError extends Error {
  override readonly name = 'ReadError';
  constructor(
    readonly code: ReadErrorCode,
    readonly detail: string,
    readonly location: ReadErrorLocation = {},
  ) {
    super(formatReadError(detail, location));
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
