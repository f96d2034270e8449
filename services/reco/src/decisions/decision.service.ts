import {
  buildBridge,
  buildSummary,
  formatMinor,
  parseMinorUnits,
  type EntryResult,
} from '@concord/reco-engine';
import type { reco } from '@concord/contracts';
import { publishEvent, type Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import { isoTime, isoTimeOrNull } from '../shared/wire.js';
import { requireIteration } from '../iterations/iteration.service.js';
import type { IterationRow } from '../iterations/iteration.repository.js';
import { addHistory, type RecoRow } from '../recos/reco.repository.js';
import { requireStep } from '../recos/reco.service.js';
import {
  applyEntryChanges,
  entriesByNo,
  entriesOfMatch,
  summaryInputs,
  type EntryChange,
  type EntryRow,
} from '../results/result.repository.js';
import { requireResult } from '../results/result.service.js';
import { resultFigures } from '../runs/run-job.js';
import type { EntryKey } from './carry.js';
import {
  decisionsOfIteration,
  findDecision,
  insertDecision,
  markUndone,
  type DecisionRow,
} from './decision.repository.js';

export function toDecision(row: DecisionRow): reco.Decision {
  return {
    decision_id: row.decision_id,
    reco_id: row.reco_id,
    iteration_id: row.iteration_id,
    kind: row.kind,
    books: row.books,
    counterparty: row.counterparty,
    remarks: row.remarks,
    source: row.source,
    decided_by_user_id: row.decided_by_user_id,
    decided_at: isoTime(row.decided_at),
    undone_by_user_id: row.undone_by_user_id,
    undone_at: isoTimeOrNull(row.undone_at),
  };
}

function signedMinor(amount: string): number {
  return amount.startsWith('-') ? -parseMinorUnits(amount.slice(1)) : parseMinorUnits(amount);
}

function keyOf(e: EntryRow): EntryKey {
  return {
    key: e.entry_key,
    sheet: e.sheet,
    row: e.row_no,
    doc_no: e.doc_no,
    date: e.doc_date,
    amount: e.amount,
  };
}

function where(e: EntryRow): string {
  return `${e.side} ${e.sheet ? `${e.sheet} ` : ''}row ${e.row_no}`;
}

const SUGGESTED = new Set(['suggested', 'suggested_match']);

/** Decisions change entries only on the current iteration, with its result there. */
export async function decidable(trx: CompanyDb, caller: Caller, iterationId: number) {
  const found = await requireIteration(trx, iterationId);
  requireStep(caller, found.reco, 'decide');
  if (found.reco.current_iteration_id !== iterationId)
    throw conflict('This iteration is closed: a newer one has been started');
  requireResult(found.iteration);
  // One decision at a time per iteration: entries and the summary move together.
  await trx
    .selectFrom('reco_iterations')
    .select('iteration_id')
    .where('iteration_id', '=', iterationId)
    .forUpdate()
    .execute();
  return found;
}

type Planned = { entries: EntryRow[]; change: (decisionId: number) => EntryChange[] };

function plan(
  kind: reco.DecisionKind,
  recoRow: RecoRow,
  entries: EntryRow[],
  group: EntryRow[],
): Planned {
  const gst = recoRow.kind === 'gst';
  const matched = gst ? 'manual_match' : 'matched';
  const unpaired = (e: EntryRow) =>
    e.side === 'books' ? 'only_in_books' : gst ? 'only_in_2b' : 'only_in_counterparty';
  switch (kind) {
    case 'match': {
      const books = entries.filter((e) => e.side === 'books');
      const counterparty = entries.filter((e) => e.side === 'counterparty');
      if (books.length === 0 || counterparty.length === 0)
        throw badRequest('A match needs entries of both sides', {
          entries: 'Choose at least one books and one counterparty entry',
        });
      const paired = entries.find((e) => e.match_id !== null);
      if (paired) throw conflict(`The ${where(paired)} entry is already paired: unmatch it first`);
      const difference =
        books.reduce((n, e) => n + signedMinor(e.amount), 0) -
        counterparty.reduce((n, e) => n + signedMinor(e.amount), 0);
      const line = Math.min(...entries.map((e) => e.entry_no));
      return {
        entries,
        change: (id) =>
          entries.map((e) => ({
            entry_no: e.entry_no,
            line_no: line,
            status: matched,
            remark: 'matched by hand',
            remark2: difference === 0 ? '' : `difference ${formatMinor(difference)}`,
            match_id: `U${id}`,
            rule: 'manual.match',
            reason:
              difference === 0
                ? 'Matched by hand'
                : `Matched by hand; the sides differ by ${formatMinor(difference)}`,
          })),
      };
    }
    case 'unmatch':
    case 'reject': {
      if (kind === 'reject' && group.some((e) => !SUGGESTED.has(e.status)))
        throw conflict('Only a suggested pair can be rejected');
      return {
        entries: group,
        change: () =>
          group.map((e) => ({
            entry_no: e.entry_no,
            line_no: e.entry_no,
            status: unpaired(e),
            remark: kind === 'reject' ? 'suggestion rejected' : 'unmatched by hand',
            remark2: '',
            match_id: null,
            rule: 'manual.unmatch',
            reason: kind === 'reject' ? 'The suggestion was rejected by hand' : 'Unmatched by hand',
          })),
      };
    }
    case 'accept': {
      if (group.some((e) => !SUGGESTED.has(e.status)))
        throw conflict('Only a suggested pair can be accepted');
      return {
        entries: group,
        change: () =>
          group.map((e) => ({
            entry_no: e.entry_no,
            line_no: e.line_no,
            status: matched,
            remark: 'suggestion accepted',
            remark2: e.remark2,
            match_id: e.match_id,
            rule: e.rule,
            reason: `${e.reason}; accepted by hand`,
          })),
      };
    }
  }
}

/** The summary, bridge and figures of the iteration, computed again from its entries. */
export async function refreshSummary(trx: CompanyDb, iteration: IterationRow): Promise<void> {
  const closing = await trx
    .selectFrom('reco_iterations')
    .select(['books_closing_minor', 'counterparty_closing_minor'])
    .where('iteration_id', '=', iteration.iteration_id)
    .executeTakeFirstOrThrow();
  const rows = await summaryInputs(trx, iteration.iteration_id);
  // buildSummary and buildBridge read side, status, category, remark, amount and matchId.
  const entries = rows.map(
    (r) =>
      ({
        side: r.side,
        status: r.status,
        category: r.category,
        remark: r.remark,
        amountMinor: signedMinor(r.amount),
        matchId: r.match_id,
      }) as EntryResult,
  );
  const summary = buildSummary(entries);
  const bridge = buildBridge(entries, {
    books: closing.books_closing_minor === null ? null : Number(closing.books_closing_minor),
    counterparty:
      closing.counterparty_closing_minor === null
        ? null
        : Number(closing.counterparty_closing_minor),
  });
  await trx
    .updateTable('reco_iterations')
    .set({
      summary: JSON.stringify(summary),
      bridge: JSON.stringify(bridge),
      ...resultFigures(summary, bridge, entries.length),
    })
    .where('iteration_id', '=', iteration.iteration_id)
    .execute();
}

export async function announceEntries(
  trx: CompanyDb,
  caller: Caller,
  recoId: number,
  iterationId: number,
) {
  await publishEvent(trx as never, {
    companyId: caller.companyId,
    topic: 'reco.entries',
    id: iterationId,
    data: { recoId },
  });
}

/**
 * Checks a decision against the entries as they are (throwing before anything is written)
 * and applies it: the decision row, then its entries. The caller refreshes the summary.
 */
export async function decideWithin(
  trx: CompanyDb,
  caller: Caller,
  recoRow: RecoRow,
  iterationId: number,
  input: reco.NewDecision,
  source: 'screen' | 'workbook',
): Promise<{ decisionId: number; entries: number }> {
  const entries = await entriesByNo(trx, iterationId, input.entries);
  const missing = input.entries.filter((n) => !entries.some((e) => e.entry_no === n));
  if (missing.length > 0)
    throw badRequest('Some entries are not in this iteration', {
      entries: `Unknown: ${missing.join(', ')}`,
    });
  let group: EntryRow[] = [];
  if (input.kind !== 'match') {
    const ids = new Set(entries.map((e) => e.match_id));
    const [matchId] = ids;
    if (ids.size !== 1 || !matchId)
      throw badRequest('Choose entries of one pair or group', {
        entries: 'All entries must belong to the same pair',
      });
    group = await entriesOfMatch(trx, iterationId, matchId);
  }
  const planned = plan(input.kind, recoRow, entries, group);
  const previous: EntryChange[] = planned.entries.map((e) => ({
    entry_no: e.entry_no,
    line_no: e.line_no,
    status: e.status,
    remark: e.remark,
    remark2: e.remark2,
    match_id: e.match_id,
    rule: e.rule,
    reason: e.reason,
  }));
  const decisionId = await insertDecision(trx, {
    reco_id: recoRow.reco_id,
    iteration_id: iterationId,
    kind: input.kind,
    books: planned.entries.filter((e) => e.side === 'books').map(keyOf),
    counterparty: planned.entries.filter((e) => e.side === 'counterparty').map(keyOf),
    remarks: input.remarks?.trim() || null,
    entry_nos: planned.entries.map((e) => e.entry_no),
    previous,
    source,
    decided_by_user_id: caller.userId,
  });
  await applyEntryChanges(trx, iterationId, planned.change(decisionId));
  return { decisionId, entries: planned.entries.length };
}

/**
 * A manual decision from the drill-down: match entries, unmatch a pair or group, accept or
 * reject a suggestion. The entries change at once, the summary and bridge are computed
 * again, and the decision (who, when, which entries by key) is kept for the next iteration.
 */
export async function createDecision(
  db: Db,
  caller: Caller,
  iterationId: number,
  input: reco.NewDecision,
): Promise<reco.Decision> {
  return inCompany(db, caller, async (trx) => {
    const { iteration, reco: recoRow } = await decidable(trx, caller, iterationId);
    const { decisionId, entries } = await decideWithin(
      trx,
      caller,
      recoRow,
      iterationId,
      input,
      'screen',
    );
    await refreshSummary(trx, iteration);
    await addHistory(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: iterationId,
      action: `manual_${input.kind}`,
      from_state: recoRow.state,
      to_state: recoRow.state,
      remarks: `${entries} entries${input.remarks ? `: ${input.remarks.trim()}` : ''}`,
      user_id: caller.userId,
    });
    await announceEntries(trx, caller, recoRow.reco_id, iterationId);
    return toDecision((await findDecision(trx, decisionId))!);
  });
}

/** Undoes a decision made on this iteration: its entries get back what they were. */
export async function undoDecision(
  db: Db,
  caller: Caller,
  decisionId: number,
): Promise<reco.Decision> {
  return inCompany(db, caller, async (trx) => {
    const decision = await findDecision(trx, decisionId, true);
    if (!decision) throw notFound('Decision not found');
    const { iteration, reco: recoRow } = await decidable(trx, caller, decision.iteration_id);
    if (decision.undone_at) throw conflict('This decision was already undone');
    if (decision.source === 'carried')
      throw conflict(
        'This decision came from an earlier iteration: unmatch or match the entries instead',
      );
    const later = (await decisionsOfIteration(trx, decision.iteration_id)).find(
      (d) =>
        d.decision_id > decisionId &&
        !d.undone_at &&
        d.entry_nos.some((n) => decision.entry_nos.includes(n)),
    );
    if (later) throw conflict('A later decision changed these entries: undo that one first');
    await applyEntryChanges(trx, decision.iteration_id, decision.previous as EntryChange[]);
    await markUndone(trx, decisionId, caller.userId);
    await refreshSummary(trx, iteration);
    await addHistory(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: decision.iteration_id,
      action: 'manual_undone',
      from_state: recoRow.state,
      to_state: recoRow.state,
      remarks: `decision ${decisionId} (${decision.kind})`,
      user_id: caller.userId,
    });
    await announceEntries(trx, caller, recoRow.reco_id, decision.iteration_id);
    return toDecision((await findDecision(trx, decisionId))!);
  });
}

export async function listDecisions(db: Db, caller: Caller, iterationId: number) {
  return inCompany(db, caller, async (trx) => {
    await requireIteration(trx, iterationId);
    return (await decisionsOfIteration(trx, iterationId)).map(toDecision);
  });
}

/**
 * What the run of an iteration did with the decisions of the iteration before: how many it
 * carried, and each it could not with the entries that are no longer in the files.
 */
export async function carryReport(
  db: Db,
  caller: Caller,
  iterationId: number,
): Promise<reco.CarryReport> {
  return inCompany(db, caller, async (trx) => {
    const { iteration } = await requireIteration(trx, iterationId);
    const stored = iteration.carry_report as {
      from_iteration_id: number;
      carried: number;
      not_carried: { decision_id: number; missing: string[] }[];
    } | null;
    if (!stored) return { from_iteration_id: null, carried: 0, not_carried: [] };
    const notCarried: reco.CarryReport['not_carried'] = [];
    for (const item of stored.not_carried) {
      const row = await findDecision(trx, item.decision_id);
      if (!row) continue;
      const missing = new Set(item.missing);
      notCarried.push({
        decision: toDecision(row),
        missing: [...row.books, ...row.counterparty].filter((e) => missing.has(e.key)),
      });
    }
    return {
      from_iteration_id: stored.from_iteration_id,
      carried: stored.carried,
      not_carried: notCarried,
    };
  });
}
