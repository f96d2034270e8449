import { sessionHeaders } from '../../session/session-storage';

export type AssignmentResult = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
};
export type RowProblem = { row: number | null; column: string; message: string };

export type AssignmentOutcome =
  | { kind: 'applied'; result: AssignmentResult }
  | { kind: 'refused'; message: string | null; rows: RowProblem[] }
  | { kind: 'failed'; notXlsx: boolean };

/**
 * The service's per-row messages (`fields["row.<n>.<column>"]`), in row order; a message
 * about the whole file (`fields.file`) has no row.
 */
export function rowProblems(fields: Record<string, unknown>): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const match = /^row\.(\d+)\.(.+)$/.exec(key);
    problems.push(
      match
        ? { row: Number(match[1]), column: match[2]!, message }
        : { row: null, column: key, message },
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
  } | null;
  if (response.ok && answer) return { kind: 'applied', result: answer as AssignmentResult };
  if (response.status === 400 || response.status === 422) {
    return {
      kind: 'refused',
      message: typeof answer?.message === 'string' ? answer.message : null,
      rows: rowProblems(answer?.fields ?? {}),
    };
  }
  return { kind: 'failed', notXlsx: response.status === 415 };
}
