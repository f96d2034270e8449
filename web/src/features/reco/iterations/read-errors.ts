import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Why a file cannot be read, as the BFF answers it: the reco engine's code (or the upload
 * guard's, for a file refused before it is read) as a GraphQL enum name with the values it
 * names (in a file route's error body, or a GraphQL error's `extensions.reason`).
 */
export type ReadErrorReason = { code: string; params: Record<string, string | number> };

const byCode = defineMessages({
  FILE_TOO_LARGE: {
    id: 'reco.readError.fileTooLarge',
    defaultMessage: 'The file is {size} MB, larger than the {limit} MB allowed',
  },
  NOT_SPREADSHEET: {
    id: 'reco.readError.notSpreadsheet',
    defaultMessage: 'The file is not a spreadsheet (expected .xlsx, .xlsm, .xls or .csv content)',
  },
  ZIP_BOMB: {
    id: 'reco.readError.zipBomb',
    defaultMessage: 'The file expands to far more than its size when opened, so it was not read',
  },
  CORRUPT_FILE: {
    id: 'reco.readError.corruptFile',
    defaultMessage:
      'The file is damaged or not a spreadsheet Concord can read: save it again from Excel and upload it',
  },
  UNSAFE_XML: {
    id: 'reco.readError.unsafeXml',
    defaultMessage: 'The file holds content a spreadsheet may not hold, so it was not read',
  },
  TOO_MANY_ROWS: {
    id: 'reco.readError.tooManyRows',
    defaultMessage: 'The file has more than {limit, number} rows',
  },
  TOO_MANY_COLUMNS: {
    id: 'reco.readError.tooManyColumns',
    defaultMessage: 'The file uses more than {limit, number} columns',
  },
  NO_HEADER_ROW: {
    id: 'reco.readError.noHeaderRow',
    defaultMessage:
      'No header row was found in the first {limit} rows (expected headings such as Date, Voucher No, Debit, Credit)',
  },
  CHOSEN_HEADER_ROW_EMPTY: {
    id: 'reco.readError.chosenHeaderRowEmpty',
    defaultMessage: 'Row {row}, chosen as the header, is empty or missing',
  },
  NO_SHEET_HAS_HEADER: {
    id: 'reco.readError.noSheetHasHeader',
    defaultMessage: 'No sheet of the workbook has a ledger header',
  },
  NO_SHEET_NAMED: {
    id: 'reco.readError.noSheetNamed',
    defaultMessage: 'The workbook has no sheet named “{sheet}”',
  },
  MISSING_COLUMN: {
    id: 'reco.readError.missingColumn',
    defaultMessage: 'A column the ledger needs is missing',
  },
  NOT_COLUMN_ROLE: {
    id: 'reco.readError.notColumnRole',
    defaultMessage: '“{text}” is not a column role of this kind of reconciliation',
  },
  CHOSEN_COLUMN_MISSING: {
    id: 'reco.readError.chosenColumnMissing',
    defaultMessage: 'The chosen column “{text}” is not in the header row',
  },
  NO_AMOUNT_COLUMN: {
    id: 'reco.readError.noAmountColumn',
    defaultMessage:
      'No amount column was found (looked for Debit, Credit or Amount): choose the columns by hand',
  },
  BAD_VALUE: {
    id: 'reco.readError.badValue',
    defaultMessage: 'A cell holds a value that cannot be read',
  },
  NOT_A_DATE: {
    id: 'reco.readError.notADate',
    defaultMessage: '“{text}” is not a date (expected dd/mm/yyyy, dd-mmm-yy or yyyy-mm-dd)',
  },
  NOT_AN_AMOUNT: {
    id: 'reco.readError.notAnAmount',
    defaultMessage: '“{text}” is not an amount',
  },
  TIMEOUT: {
    id: 'reco.readError.timeout',
    defaultMessage: 'Reading the file took too long and was stopped',
  },
  OUT_OF_MEMORY: {
    id: 'reco.readError.outOfMemory',
    defaultMessage: 'The file needs more memory to read than allowed',
  },
  // Refused on upload, before the file is read (contracts' UPLOAD_REFUSAL_CODES).
  FILE_REQUIRED: { id: 'reco.readError.fileRequired', defaultMessage: 'Choose a file to send' },
  FILE_NAME_NOT_ALLOWED: {
    id: 'reco.readError.fileNameNotAllowed',
    defaultMessage: 'The file name must end in {allowed}',
  },
  UPLOAD_TOO_LARGE: {
    id: 'reco.readError.uploadTooLarge',
    defaultMessage: 'The file is larger than the {limit} MB allowed',
  },
  CONTENT_NOT_EXTENSION: {
    id: 'reco.readError.contentNotExtension',
    defaultMessage: 'The content of this file is not a {extension} file',
  },
});

/** The code's message, by the code's GraphQL name. */
export const readErrorMessages: Record<keyof typeof byCode, MessageDescriptor> = byCode;

const where: Record<'atCell' | 'onSheet', MessageDescriptor> = defineMessages({
  atCell: { id: 'reco.readError.atCell', defaultMessage: 'Row {row}, column {column}: {reason}' },
  onSheet: { id: 'reco.readError.onSheet', defaultMessage: 'Sheet “{sheet}”: {reason}' },
});

/** Codes about one cell: the row and column say where. */
const CELL_CODES: ReadonlySet<string> = new Set(['NOT_A_DATE', 'NOT_AN_AMOUNT', 'BAD_VALUE']);

const isKnown = (code: string): code is keyof typeof readErrorMessages =>
  Object.hasOwn(readErrorMessages, code);

/**
 * Why a file cannot be read, in the user's language, with the sheet and cell it concerns;
 * null for a code this screen does not know (the English message then stands).
 */
export function formatReadError(intl: IntlShape, reason: ReadErrorReason): string | null {
  if (!isKnown(reason.code)) return null;
  const p = reason.params;
  let text = intl.formatMessage(readErrorMessages[reason.code], {
    size: p.size ?? 0,
    limit: p.limit ?? 0,
    row: p.row ?? '',
    sheet: p.sheet ?? '',
    text: p.text ?? '',
    allowed: p.allowed ?? '',
    extension: p.extension ?? '',
  });
  if (CELL_CODES.has(reason.code) && p.row !== undefined && p.column !== undefined)
    text = intl.formatMessage(where.atCell, { row: p.row, column: p.column, reason: text });
  if (p.sheet && reason.code !== 'NO_SHEET_NAMED')
    text = intl.formatMessage(where.onSheet, { sheet: p.sheet, reason: text });
  return text;
}

/** The coded reason of an error body or GraphQL extensions, when it has a usable one. */
export function readErrorReasonOf(source: unknown): ReadErrorReason | null {
  const reason = (source as { reason?: unknown } | null | undefined)?.reason as
    { code?: unknown; params?: unknown } | undefined;
  if (!reason || typeof reason.code !== 'string') return null;
  const params =
    reason.params && typeof reason.params === 'object'
      ? (reason.params as Record<string, string | number>)
      : {};
  return { code: reason.code, params };
}
