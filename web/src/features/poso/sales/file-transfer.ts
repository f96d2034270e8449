import type { ClientErrorCode } from '../../../app/error-codes';
import { sessionHeaders } from '../../session/session-storage';
import { fileErrorCode } from './attachments';

export type Transfer = { ok: true } | { ok: false; code: ClientErrorCode };

/** Sends one file to a BFF upload route with the session's token and tenant headers. */
export async function uploadFile(path: string, file: File): Promise<Transfer> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: sessionHeaders(), body });
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
  return response.ok ? { ok: true } : { ok: false, code: fileErrorCode(response.status) };
}

/** Fetches a file with the session's headers (a plain link cannot send them) and saves it. */
export async function downloadFile(path: string, fileName: string): Promise<Transfer> {
  let response: Response;
  try {
    response = await fetch(path, { headers: sessionHeaders() });
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
  if (!response.ok) return { ok: false, code: fileErrorCode(response.status) };
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}
