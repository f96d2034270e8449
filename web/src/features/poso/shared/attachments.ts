import { poso } from '@concord/contracts/file-rules';
import { sessionHeaders } from '../../session/session-storage';

/** What the poso service accepts: the contract's types, one file, its size limit. */
export const { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES } = poso;

/** Why a file was not attached: found before sending, or said by the BFF file route. */
export type AttachmentProblem =
  'type' | 'size' | 'empty' | 'refused' | 'locked' | 'session' | 'forbidden' | 'missing' | 'failed';

/** Why a chosen file cannot be attached, checked before it is sent; null when it may go. */
export function checkAttachment(file: { name: string; size: number }): AttachmentProblem | null {
  const name = file.name.toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}

/** A refused upload or download, by the BFF file route's HTTP status, as the user should hear it. */
export function transferProblem(status: number): AttachmentProblem {
  if (status === 413) return 'size';
  if (status === 400 || status === 415 || status === 422) return 'refused';
  if (status === 409) return 'locked';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'missing';
  return 'failed';
}

/**
 * "2.4 MB": sizes of attachments, in the units people read (1 KB = 1024 bytes), the figure
 * written as the reader's language writes numbers ("2,4 MB" in French).
 */
export function formatFileSize(bytes: number | string, locale = 'en'): string {
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
  const places = size < 10 ? 1 : 0;
  const figure = new Intl.NumberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(size);
  return `${figure} ${units[unit]}`;
}

/** The BFF upload routes (bff/src/files/attachment-files.ts). */
export const uploadPaths = {
  purchaseOrder: (poId: number) => `/files/po/${poId}/attachments`,
  invoice: (invoiceId: number) => `/files/invoices/${invoiceId}/attachments`,
};

export type Transfer = { ok: true } | { ok: false; problem: AttachmentProblem };

/** Sends one file to a BFF upload route with the session's token and tenant headers. */
export async function uploadFile(path: string, file: File): Promise<Transfer> {
  const problem = checkAttachment(file);
  if (problem) return { ok: false, problem };
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: sessionHeaders(), body });
  } catch {
    return { ok: false, problem: 'failed' };
  }
  return response.ok ? { ok: true } : { ok: false, problem: transferProblem(response.status) };
}

/** Fetches a file with the session's headers (a plain link cannot send them) and saves it. */
export async function downloadFile(path: string, fileName: string): Promise<Transfer> {
  let response: Response;
  try {
    response = await fetch(path, { headers: sessionHeaders() });
  } catch {
    return { ok: false, problem: 'failed' };
  }
  if (!response.ok) return { ok: false, problem: transferProblem(response.status) };
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}
