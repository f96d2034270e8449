// What every tier checks of a document's attachment (SECURITY 17, 18): the web before sending,
// the BFF while streaming, the poso service on the content. No imports, so the web bundles
// only these constants.

/** The file rules every tier applies to an attachment (SECURITY 17). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/**
 * Office files are zip archives: before one is stored, its directory and its inflated bytes
 * are checked against these bounds (SECURITY 18), so a zip bomb is refused, never stored.
 */
export const ATTACHMENT_ARCHIVE_LIMITS = {
  maxEntries: 2000,
  maxInflatedBytes: 256 * 1024 * 1024,
  maxCompressionRatio: 100,
} as const;

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Allowed attachment types by extension: the stored media type comes from here, never from
 * the client, and the first bytes must match (`null`: text, checked for NUL bytes instead).
 * `archive` marks office files, which are zip archives and pass the archive guard.
 */
export const ATTACHMENT_TYPES = {
  '.pdf': { mediaType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], archive: false },
  '.png': {
    mediaType: 'image/png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    archive: false,
  },
  '.jpg': { mediaType: 'image/jpeg', magic: [0xff, 0xd8, 0xff], archive: false },
  '.jpeg': { mediaType: 'image/jpeg', magic: [0xff, 0xd8, 0xff], archive: false },
  '.xlsx': {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: ZIP,
    archive: true,
  },
  '.xlsm': {
    mediaType: 'application/vnd.ms-excel.sheet.macroEnabled.12',
    magic: ZIP,
    archive: true,
  },
  '.docx': {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ZIP,
    archive: true,
  },
  '.xls': {
    mediaType: 'application/vnd.ms-excel',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    archive: false,
  },
  '.csv': { mediaType: 'text/csv', magic: null, archive: false },
} as const satisfies Record<
  string,
  { mediaType: string; magic: readonly number[] | null; archive: boolean }
>;

export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** The extensions allowed, as the file picker and the BFF's upload route name them. */
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_TYPES) as AttachmentExtension[];
