import { reco } from '@concord/contracts/file-rules';
import { sessionHeaders } from '../../session/session-storage';
import { readErrorReasonOf, type ReadErrorReason } from './read-errors';

// The contract's ledger rules, checked here before sending so a wrong file is refused at
// once; the reco service checks them again, with the content.
export const { LEDGER_EXTENSIONS, MAX_LEDGER_BYTES } = reco;

/** Why a ledger was not taken: found before sending, or said by the BFF file route. */
export type LedgerProblem =
  | 'type'
  | 'empty'
  | 'size'
  | 'content'
  | 'state'
  | 'session'
  | 'forbidden'
  | 'missing'
  | 'busy'
  | 'failed';

export function checkLedgerFile(file: { name: string; size: number }): LedgerProblem | null {
  const name = file.name.toLowerCase();
  if (!LEDGER_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_LEDGER_BYTES) return 'size';
  return null;
}

export function ledgerProblemOf(status: number): LedgerProblem {
  if (status === 413) return 'size';
  if (status === 400 || status === 415 || status === 422) return 'content';
  if (status === 409) return 'state';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'missing';
  return 'failed';
}

export type LedgerUpload =
  | { ok: true; body: unknown }
  | {
      ok: false;
      problem: LedgerProblem;
      detail: string | null;
      /** Why the file cannot be read, as a code to word in the user's language. */
      reason?: ReadErrorReason | null;
    };

/**
 * Sends one ledger to the iteration's upload route with the session's headers, reporting the
 * share sent (0 to 1) as it goes.
 */
export function uploadLedger(
  path: string,
  side: 'books' | 'counterparty',
  file: File,
  onProgress: (sent: number) => void,
): Promise<LedgerUpload> {
  return sendLedgerFile(`${path}?side=${side}`, file, sessionHeaders(), onProgress);
}

/**
 * Posts one ledger as multipart to `url` (the workspace's route, or a party's public one),
 * checked first by the rules above; XMLHttpRequest, since fetch cannot report upload progress.
 */
export function sendLedgerFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (sent: number) => void,
): Promise<LedgerUpload> {
  const problem = checkLedgerFile(file);
  if (problem) return Promise.resolve({ ok: false, problem, detail: null });
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true, body });
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      resolve({
        ok: false,
        problem: request.status === 429 ? 'busy' : ledgerProblemOf(request.status),
        detail: typeof message === 'string' ? message : null,
        reason: readErrorReasonOf(body),
      });
    };
    request.onerror = () => resolve({ ok: false, problem: 'failed', detail: null });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}

/** Fetches a file with the session's headers (a plain link cannot send them) and saves it. */
export async function downloadWithSession(path: string, fileName: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(path, { headers: sessionHeaders() });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
