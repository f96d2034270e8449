import { reco } from '@concord/contracts/file-rules';
import { sessionHeaders } from '../session/session-storage';
import { transferProblem, type TransferProblem } from '../reco-results/workbook-transfer';

/** What the BFF takes as a document answering an entry: the contract's types and size. */
export const ANSWER_DOCUMENT_EXTENSIONS = reco.ANSWER_DOCUMENT_EXTENSIONS;
export const MAX_ANSWER_DOCUMENT_BYTES = reco.MAX_LEDGER_BYTES;

/** Why a chosen document cannot go, checked before sending; null when it may. */
export function checkAnswerDocument(file: { name: string; size: number }): TransferProblem | null {
  const name = file.name.toLowerCase();
  if (!ANSWER_DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_ANSWER_DOCUMENT_BYTES) return 'size';
  return null;
}

export const answerDocumentPath = (shareId: number, entryNumber: number) =>
  `/files/reco/shared/${shareId}/entries/${entryNumber}/document`;

/** Sends the document of the company a reco was shared with, for one entry. */
export async function uploadAnswerDocument(
  shareId: number,
  entryNumber: number,
  file: File,
): Promise<{ ok: true } | { ok: false; problem: TransferProblem }> {
  const problem = checkAnswerDocument(file);
  if (problem) return { ok: false, problem };
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await fetch(answerDocumentPath(shareId, entryNumber), {
      method: 'POST',
      headers: sessionHeaders(),
      body,
    });
    return response.ok ? { ok: true } : { ok: false, problem: transferProblem(response.status) };
  } catch {
    return { ok: false, problem: 'failed' };
  }
}
