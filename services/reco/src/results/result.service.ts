import type { reco } from '@concord/contracts';
import type { Bridge, Summary } from '@concord/reco-engine';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { conflict } from '../shared/errors.js';
import { requireIteration } from '../iterations/iteration.service.js';
import type { IterationRow } from '../iterations/iteration.repository.js';
import { pageOfLines, type EntryRow } from './result.repository.js';
import { activeDecisionsByEntry } from '../decisions/decision.repository.js';
import { answersByEntry } from '../shares/share.service.js';

/** The result of an iteration exists once its run succeeded. */
export function requireResult(iteration: IterationRow): void {
  if (iteration.run_state !== 'succeeded')
    throw conflict('There is no result yet: the run of this iteration has not finished');
}

export function toWireSummary(summary: Summary): reco.SummaryLine[] {
  return summary.lines.map((l) => ({
    status: l.status,
    category: l.category,
    remark: l.remark,
    count: l.count,
    amount: l.amount,
    books_count: l.booksCount,
    books_amount: l.booksAmount,
    counterparty_count: l.counterpartyCount,
    counterparty_amount: l.counterpartyAmount,
  }));
}

export function toWireBridge(bridge: Bridge): reco.Bridge {
  return {
    books_closing: bridge.booksClosing,
    counterparty_closing: bridge.counterpartyClosing,
    adjustments: bridge.adjustments.map((a) => ({
      label: a.label,
      status: a.status,
      category: a.category,
      remark: a.remark,
      count: a.count,
      amount: a.amount,
    })),
    residual: bridge.residual,
  };
}

async function summaryRow(trx: CompanyDb, iterationId: number) {
  return trx
    .selectFrom('reco_iterations')
    .select(['summary', 'bridge'])
    .where('iteration_id', '=', iterationId)
    .executeTakeFirstOrThrow();
}

export async function getSummary(
  db: Db,
  caller: Caller,
  iterationId: number,
): Promise<reco.IterationSummary> {
  return inCompany(db, caller, async (trx) => {
    const { iteration } = await requireIteration(trx, iterationId);
    return summaryOf(trx, iteration);
  });
}

/** The summary of an iteration of `trx`'s company; 409 until its run succeeded. */
export async function summaryOf(
  trx: CompanyDb,
  iteration: IterationRow,
): Promise<reco.IterationSummary> {
  requireResult(iteration);
  const row = await summaryRow(trx, iteration.iteration_id);
  return {
    iteration_id: iteration.iteration_id,
    lines: toWireSummary(row.summary as Summary),
    bridge: toWireBridge(row.bridge as Bridge),
    entry_count: iteration.entry_count,
    matched_percent: iteration.matched_percent,
    unexplained_amount: iteration.unexplained_amount,
  };
}

export function toWireEntry(row: EntryRow): Omit<reco.Entry, 'decision' | 'answer'> {
  return {
    entry_no: row.entry_no,
    line_no: row.line_no,
    side: row.side,
    sheet: row.sheet,
    row: row.row_no,
    doc_no: row.doc_no,
    doc_type: row.doc_type,
    narration: row.narration,
    date: row.doc_date,
    amount: row.amount,
    status: row.status,
    category: row.category,
    remark: row.remark,
    remark2: row.remark2,
    match_id: row.match_id,
    rule: row.rule,
    reason: row.reason,
    reason_by_rule: row.reason_by_rule,
  };
}

/**
 * A drill-down page: lines of one summary cell (status x category x remark, optionally
 * remark2) after `after_line`, each pair or group with every one of its entries, who decided
 * on an entry by hand, and what the company it was shared with answered.
 */
export async function listEntries(
  db: Db,
  caller: Caller,
  iterationId: number,
  query: reco.EntryQuery,
): Promise<reco.EntryPage> {
  return inCompany(db, caller, async (trx) => {
    const { iteration } = await requireIteration(trx, iterationId);
    return entriesOf(trx, iteration, query, { decisions: true });
  });
}

/** A drill-down page of an iteration of `trx`'s company; `decisions: false` leaves them out. */
export async function entriesOf(
  trx: CompanyDb,
  iteration: IterationRow,
  query: reco.EntryQuery,
  show: { decisions: boolean },
): Promise<reco.EntryPage> {
  requireResult(iteration);
  const iterationId = iteration.iteration_id;
  const size = query.size ?? 50;
  const page = await pageOfLines(trx, iterationId, query, query.after_line ?? -1, size);
  const decided = show.decisions
    ? await activeDecisionsByEntry(trx, iterationId)
    : new Map<number, NonNullable<reco.Entry['decision']>>();
  const answers = await answersByEntry(
    trx,
    iterationId,
    page.entries.map((e) => e.entry_no),
  );
  let total: number | null = null;
  if (query.status === undefined && query.category === undefined && query.remark === undefined)
    total = query.remark2 === undefined ? iteration.entry_count : null;
  else if (query.remark2 === undefined) {
    const { summary } = await summaryRow(trx, iterationId);
    total = (summary as Summary).lines
      .filter(
        (l) =>
          (query.status === undefined || l.status === query.status) &&
          (query.category === undefined || l.category === query.category) &&
          (query.remark === undefined || l.remark === query.remark),
      )
      .reduce((n, l) => n + l.count, 0);
  }
  return {
    items: page.entries.map((row) => ({
      ...toWireEntry(row),
      decision: decided.get(row.entry_no) ?? null,
      answer: answers.get(row.entry_no) ?? null,
    })),
    total_entries: total,
    next_after_line: page.nextAfterLine,
  };
}
