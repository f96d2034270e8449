import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '@concord/auth';
import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { addHistory } from '../recos/reco.repository.js';
import { filesByIds, insertFile } from '../iterations/iteration.repository.js';
import { toStoredFile } from '../iterations/iteration.service.js';
import { receiveFile } from '../iterations/upload.js';
import { announceEntries, decidable, decideWithin, refreshSummary } from './decision.service.js';
import { readResultWorkbook, type WorkbookRow } from './workbook.js';

const MATCHED = new Set(['matched', 'exact_match', 'manual_match']);
const SUGGESTED = new Set(['suggested', 'suggested_match']);
const UNPAIRED = new Set(['only_in_books', 'only_in_counterparty', 'only_in_2b']);

type Current = { entry_no: number; status: string; match_id: string | null };
type Planned = { kind: reco.DecisionKind; entries: number[]; rows: WorkbookRow[]; remarks: string };

/**
 * What the user's edits mean: Status changed from suggested to matched accepts the pair, to
 * "only in ..." rejects it; a pair set to "only in ..." is unmatched; unpaired rows set to
 * matched under one Match ID of the user's are matched together. Anything else is refused
 * with its reason.
 */
function planEdits(rows: WorkbookRow[], current: Map<string, Current>) {
  const refused: reco.WorkbookReport['refused'] = [];
  const byGroup = new Map<string, Planned>();
  const byUserMatch = new Map<string, Planned>();
  for (const row of rows) {
    const entry = current.get(`${row.side}|${row.sourceSheet}|${row.sourceRow}`);
    if (!entry) {
      refused.push({
        sheet: row.sheet,
        row: row.row,
        code: 'NO_SUCH_ENTRY',
        params: {},
        reason: 'No such entry in this iteration',
      });
      continue;
    }
    if (row.status === entry.status) continue;
    const was = entry.status;
    const to = row.status;
    let kind: reco.DecisionKind | undefined;
    if (SUGGESTED.has(was) && MATCHED.has(to)) kind = 'accept';
    else if (SUGGESTED.has(was) && UNPAIRED.has(to)) kind = 'reject';
    else if (entry.match_id && UNPAIRED.has(to)) kind = 'unmatch';
    else if (UNPAIRED.has(was) && MATCHED.has(to)) kind = 'match';
    if (!kind) {
      refused.push({
        sheet: row.sheet,
        row: row.row,
        code: 'STATUS_CHANGE',
        params: { from: was, to },
        reason: `A status cannot be changed from ${was.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ') || 'nothing'} by hand`,
      });
      continue;
    }
    if (kind === 'match') {
      if (!row.matchId) {
        refused.push({
          sheet: row.sheet,
          row: row.row,
          code: 'MATCH_ID_NEEDED',
          params: {},
          reason: 'Give the rows to pair the same Match ID of your own',
        });
        continue;
      }
      const planned = byUserMatch.get(row.matchId) ?? { kind, entries: [], rows: [], remarks: '' };
      planned.entries.push(entry.entry_no);
      planned.rows.push(row);
      planned.remarks ||= row.remark;
      byUserMatch.set(row.matchId, planned);
      continue;
    }
    const key = `${kind}|${entry.match_id}`;
    const planned = byGroup.get(key) ?? { kind, entries: [], rows: [], remarks: '' };
    if (planned.entries.length === 0) planned.entries.push(entry.entry_no);
    planned.rows.push(row);
    planned.remarks ||= row.remark;
    byGroup.set(key, planned);
  }
  return { planned: [...byGroup.values(), ...byUserMatch.values()], refused };
}

/**
 * The result workbook, edited and uploaded back: kept as the iteration's modified file, and
 * its Status edits applied as manual decisions (source `workbook`) in one transaction, with a
 * report of what was taken and what was refused and why.
 */
export async function applyModifiedWorkbook(
  deps: { db: Db; storage: FileStorage; maxUploadBytes: number },
  caller: Caller,
  iterationId: number,
  request: FastifyRequest,
): Promise<reco.WorkbookReport> {
  await inCompany(deps.db, caller, (trx) => decidable(trx, caller, iterationId));
  const received = await receiveFile(request, deps.storage, {
    allowed: reco.MODIFIED_WORKBOOK_EXTENSIONS,
    maxBytes: deps.maxUploadBytes,
    folder: `${caller.schema}/reco/${iterationId}`,
  });
  try {
    const { rows, unreadable } = await readResultWorkbook(received.bytes);
    return await inCompany(deps.db, caller, async (trx) => {
      const { iteration, reco: recoRow } = await decidable(trx, caller, iterationId);
      await sql`SET LOCAL statement_timeout = '120s'`.execute(trx);
      const entries = await trx
        .selectFrom('reco_entries')
        .select(['entry_no', 'side', 'sheet', 'row_no', 'status', 'match_id'])
        .where('iteration_id', '=', iterationId)
        .execute();
      const current = new Map(entries.map((e) => [`${e.side}|${e.sheet}|${e.row_no}`, e]));
      const { planned, refused } = planEdits(rows, current);
      refused.unshift(...unreadable);
      const taken: reco.WorkbookReport['taken'] = [];
      for (const p of planned) {
        try {
          const { decisionId } = await decideWithin(
            trx,
            caller,
            recoRow,
            iterationId,
            { kind: p.kind, entries: p.entries, ...(p.remarks ? { remarks: p.remarks } : {}) },
            'workbook',
          );
          for (const row of p.rows)
            taken.push({ sheet: row.sheet, row: row.row, decision_id: decisionId, kind: p.kind });
        } catch (error) {
          // decideWithin refuses before it writes: the rest of the workbook still applies.
          if (!(error instanceof HttpError)) throw error;
          for (const row of p.rows)
            refused.push({
              sheet: row.sheet,
              row: row.row,
              code: 'DECISION_REFUSED',
              params: { kind: p.kind },
              reason: error.message,
            });
        }
      }
      const fileId = await insertFile(trx, {
        storage_key: received.storageKey,
        original_name: received.originalName,
        content_type: received.contentType,
        size_bytes: received.sizeBytes,
        sha256: received.sha256,
        created_by_user_id: caller.userId,
      });
      await trx
        .updateTable('reco_iterations')
        .set({ modified_file_id: fileId })
        .where('iteration_id', '=', iterationId)
        .execute();
      if (taken.length > 0) await refreshSummary(trx, iteration);
      await addHistory(trx, {
        reco_id: recoRow.reco_id,
        iteration_id: iterationId,
        action: 'modified_file_uploaded',
        from_state: recoRow.state,
        to_state: recoRow.state,
        remarks: `${received.originalName}: ${taken.length} rows taken, ${refused.length} refused`,
        user_id: caller.userId,
      });
      await announceEntries(trx, caller, recoRow.reco_id, iterationId);
      const file = (await filesByIds(trx, [fileId])).get(fileId)!;
      return { file: toStoredFile(file), taken, refused };
    });
  } catch (error) {
    await deps.storage.remove(received.storageKey);
    throw error;
  }
}
