import { Type, type Static } from 'typebox';
import { Id } from '../shared/index.js';
import { Timestamp } from './values.js';

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

/** Spreadsheets only (the modified-workbook upload and the assignment template). */
export const WORKBOOK_EXTENSIONS: readonly LedgerExtension[] = ['.xlsx', '.xlsm', '.xls'];
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

export const StoredFile = Type.Object({
  file_id: Id,
  file_name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  uploaded_by_user_id: Type.Union([Id, Type.Null()]),
  uploaded_at: Timestamp,
});
export type StoredFile = Static<typeof StoredFile>;
