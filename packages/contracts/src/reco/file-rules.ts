// What every tier checks of a reconciliation file (SECURITY 17, 18): the web before sending,
// the BFF while streaming, the reco service on the content. No imports, so the web bundles
// only these constants.

/** Default largest ledger upload (SECURITY 17); the service may be configured lower or higher. */
export const MAX_LEDGER_BYTES = 25 * 1024 * 1024;

/**
 * Why an uploaded file was refused before it was read, as the `reason` code of the 400
 * answer: fileRequired, fileNameNotAllowed (`allowed`: the extensions), uploadTooLarge
 * (`limit`: megabytes), contentNotExtension (`extension`: what the name says, the content
 * says otherwise); an office file that is a zip bomb or a damaged archive answers the
 * engine's zipBomb or corruptFile.
 */
export const UPLOAD_REFUSAL_CODES = [
  'fileRequired',
  'fileNameNotAllowed',
  'uploadTooLarge',
  'contentNotExtension',
] as const;
export type UploadRefusalCode = (typeof UPLOAD_REFUSAL_CODES)[number];

/** The archive guard's bounds for ledgers and workbooks (SECURITY 18). */
export const LEDGER_ARCHIVE_LIMITS = {
  maxEntries: 2000,
  maxInflatedBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 100,
} as const;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Ledger files by extension (case-insensitive): stored media type, first bytes (`null`: text,
 * checked for NUL bytes), whether the file is a zip archive (checked by the archive guard), and
 * whether the extension is allowed only where the screen accepts CSV.
 */
export const LEDGER_FILE_TYPES = {
  '.xlsx': {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: ZIP,
    archive: true,
    csvOnly: false,
  },
  '.xlsm': {
    mediaType: 'application/vnd.ms-excel.sheet.macroEnabled.12',
    magic: ZIP,
    archive: true,
    csvOnly: false,
  },
  '.xls': {
    mediaType: 'application/vnd.ms-excel',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    archive: false,
    csvOnly: false,
  },
  '.csv': { mediaType: 'text/csv', magic: null, archive: false, csvOnly: true },
  /** Only as a document answering an entry of a shared reco, never as a ledger. */
  '.pdf': {
    mediaType: 'application/pdf',
    magic: [0x25, 0x50, 0x44, 0x46],
    archive: false,
    csvOnly: false,
  },
} as const satisfies Record<
  string,
  { mediaType: string; magic: readonly number[] | null; archive: boolean; csvOnly: boolean }
>;
export type LedgerExtension = keyof typeof LEDGER_FILE_TYPES;

/** The result workbook sent back with decisions: as written (.xlsx) or saved with macros. */
export const MODIFIED_WORKBOOK_EXTENSIONS: readonly LedgerExtension[] = ['.xlsx', '.xlsm'];
/** The assignment template, filled in: as written, and smaller than a ledger. */
export const ASSIGNMENT_TEMPLATE_EXTENSIONS: readonly LedgerExtension[] = ['.xlsx'];
export const MAX_ASSIGNMENT_TEMPLATE_BYTES = 10 * 1024 * 1024;
/** Ledgers: spreadsheets and CSV. */
export const LEDGER_EXTENSIONS: readonly LedgerExtension[] = ['.xlsx', '.xlsm', '.xls', '.csv'];
/** A document the other company attaches to an entry of a shared reco. */
export const ANSWER_DOCUMENT_EXTENSIONS: readonly LedgerExtension[] = [
  '.pdf',
  '.xlsx',
  '.xlsm',
  '.xls',
  '.csv',
];
