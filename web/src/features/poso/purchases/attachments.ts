/** "12.5 KB": sizes as people read them (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number | string): string {
  const value = Number(bytes);
  if (!Number.isFinite(value) || value < 0) return '';
  if (value < 1024) return `${value} B`;
  const units = ['KB', 'MB', 'GB'];
  let size = value / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size >= 10 ? Math.round(size) : Math.round(size * 10) / 10} ${units[unit]}`;
}

/** The BFF serves files beside /graphql, outside the SPA's /stage base. */
export function downloadUrl(downloadPath: string, origin = window.location.origin): string {
  return new URL(downloadPath, origin).toString();
}

/** What the BFF file routes accept (bff/src/files/attachment-files.ts). */
export const attachmentTypes = [
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
export const maxAttachmentBytes = 25 * 1024 * 1024;

export type AttachmentProblem = 'type' | 'tooLarge' | 'empty';

/** Why a chosen file cannot be attached, before it is sent; null when it may go. */
export function checkAttachment(file: { name: string; size: number }): AttachmentProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(attachmentTypes as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > maxAttachmentBytes ? 'tooLarge' : null;
}

export type UploadProblem = AttachmentProblem | 'refused' | 'locked' | 'session' | 'failed';

/** A refused upload's HTTP status, as the user should hear it. */
export function uploadProblem(status: number): UploadProblem {
  if (status === 413) return 'tooLarge';
  if (status === 409) return 'locked';
  if (status === 401) return 'session';
  if (status === 400 || status === 415 || status === 422) return 'refused';
  return 'failed';
}
