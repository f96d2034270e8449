import { reco } from '@concord/contracts/file-rules';
import { sessionHeaders } from '../session/session-storage';

/** What the BFF accepts as an edited result workbook: the contract's types and size. */
export const WORKBOOK_EXTENSIONS = reco.MODIFIED_WORKBOOK_EXTENSIONS;
export const MAX_WORKBOOK_BYTES = reco.MAX_LEDGER_BYTES;

export type TransferProblem =
  'type' | 'size' | 'empty' | 'refused' | 'state' | 'session' | 'forbidden' | 'missing' | 'failed';

export type RefusalCode =
  | 'COLUMNS_MISSING'
  | 'NOT_AN_ENTRY'
  | 'NO_SUCH_ENTRY'
  | 'STATUS_CHANGE'
  | 'MATCH_ID_NEEDED'
  | 'DECISION_REFUSED';

export type WorkbookReport = {
  file: { fileName: string };
  taken: { sheet: string; row: number; kind: string; decisionId: number }[];
  /** Why, as a code and its params (contracts reco.WorkbookRefusal); `reason` is English. */
  refused: {
    sheet: string;
    row: number;
    code: RefusalCode;
    params: Record<string, string>;
    reason: string;
  }[];
};

/** Why a chosen file cannot go, checked before sending; null when it may. */
export function checkWorkbook(file: { name: string; size: number }): TransferProblem | null {
  const name = file.name.toLowerCase();
  if (!WORKBOOK_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_WORKBOOK_BYTES) return 'size';
  return null;
}

/** A refused transfer, by the BFF file route's HTTP status, as the user should hear it. */
export function transferProblem(status: number): TransferProblem {
  if (status === 413) return 'size';
  if (status === 400 || status === 415 || status === 422) return 'refused';
  if (status === 409) return 'state';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'missing';
  return 'failed';
}

export const modifiedWorkbookPath = (iterationId: number) =>
  `/files/reco/iterations/${iterationId}/modified-workbook`;

/** Sends the edited workbook; answers the report of what was taken and refused. */
export async function uploadWorkbook(
  iterationId: number,
  file: File,
): Promise<{ ok: true; report: WorkbookReport } | { ok: false; problem: TransferProblem }> {
  const problem = checkWorkbook(file);
  if (problem) return { ok: false, problem };
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(modifiedWorkbookPath(iterationId), {
      method: 'POST',
      headers: sessionHeaders(),
      body,
    });
  } catch {
    return { ok: false, problem: 'failed' };
  }
  if (!response.ok) return { ok: false, problem: transferProblem(response.status) };
  return { ok: true, report: (await response.json()) as WorkbookReport };
}

/** Fetches a file with the session's headers (a plain link cannot send them) and saves it. */
export async function downloadWorkbook(
  path: string,
  fileName: string,
): Promise<TransferProblem | null> {
  let response: Response;
  try {
    response = await fetch(path, { headers: sessionHeaders() });
  } catch {
    return 'failed';
  }
  if (!response.ok) return transferProblem(response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
