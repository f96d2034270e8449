import { sessionHeaders } from '../../session/session-storage';
import { readErrorReasonOf, type ReadErrorReason } from '../iterations/read-errors';

export type AssignmentResult = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
};
/** A refused row's column (or the file): the service's English and its code with values. */
export type RowProblem = {
  row: number | null;
  column: string;
  message: string;
  reason: ReadErrorReason | null;
};

export type AssignmentOutcome =
  | { kind: 'applied'; result: AssignmentResult }
  | {
      kind: 'refused';
      message: string | null;
      /** The whole refusal as a code (how many problems; a damaged file). */
      reason: ReadErrorReason | null;
      rows: RowProblem[];
    }
  | { kind: 'failed'; notXlsx: boolean };

/**
 * The service's per-row messages (`fields["row.<n>.<column>"]`) with their codes (`reasons`
 * under the same names), in row order; a problem of the whole file (`fields.file`) has no row.
 */
export function rowProblems(
  fields: Record<string, unknown>,
  reasons: Record<string, unknown> = {},
): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const reason = readErrorReasonOf({ reason: reasons[key] });
    const match = /^row\.(\d+)\.(.+)$/.exec(key);
    problems.push(
      match
        ? { row: Number(match[1]), column: match[2]!, message, reason }
        : { row: null, column: key, message, reason },
    );
  }
  return problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || a.column.localeCompare(b.column));
}

/** Sends a filled task-assignment template (spec POST /ums/assign-recos/) through the BFF. */
export async function uploadAssignments(projectId: number, file: File): Promise<AssignmentOutcome> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { kind: 'failed', notXlsx: true };
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/files/reco/projects/${projectId}/assignments`, {
      method: 'POST',
      headers: sessionHeaders(),
      body,
    });
  } catch {
    return { kind: 'failed', notXlsx: false };
  }
  const answer = (await response.json().catch(() => null)) as {
    message?: unknown;
    fields?: Record<string, unknown>;
    reason?: unknown;
    reasons?: Record<string, unknown>;
  } | null;
  if (response.ok && answer) return { kind: 'applied', result: answer as AssignmentResult };
  if (response.status === 400 || response.status === 422) {
    const reason = readErrorReasonOf(answer);
    // A file the upload guard refused (a damaged archive) has its code on the whole answer.
    const reasons = { ...(reason ? { file: reason } : {}), ...(answer?.reasons ?? {}) };
    return {
      kind: 'refused',
      message: typeof answer?.message === 'string' ? answer.message : null,
      reason,
      rows: rowProblems(answer?.fields ?? {}, reasons),
    };
  }
  return { kind: 'failed', notXlsx: response.status === 415 };
}
