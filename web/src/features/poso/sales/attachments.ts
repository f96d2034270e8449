import type { ClientErrorCode } from '../../../app/error-codes';

/** What the poso service accepts (services/poso/README.md): these types, one file, 25 MB. */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.xlsx',
  '.xlsm',
  '.xls',
  '.docx',
  '.csv',
] as const;
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export type AttachmentProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be attached, checked before it is sent; null when it may go. */
export function checkAttachment(file: { name: string; size: number }): AttachmentProblem | null {
  const name = file.name.toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}

/** What a failed upload or download says, by the BFF file route's HTTP status. */
export function fileErrorCode(status: number): ClientErrorCode {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 502 || status === 503) return 'UPSTREAM_UNAVAILABLE';
  if (status === 504) return 'UPSTREAM_TIMEOUT';
  return 'INTERNAL_SERVER_ERROR';
}

/** "2.4 MB": sizes of attachments, in the units people read. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** The BFF upload route of an invoice's attachments (bff/src/files/attachment-files.ts). */
export function invoiceUploadPath(invoiceId: number): string {
  return `/files/invoices/${invoiceId}/attachments`;
}
