import type { reco } from '@concord/contracts';
import { publishEvent, type Db, type RecoState } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import {
  badRequest,
  conflict,
  forbidden,
  movedOn,
  notFound,
  stepRefusal,
} from '../shared/errors.js';
import { requireMembersWithScope } from '../shared/members.repository.js';
import { isoTime, isoTimeOrNull, periodFields } from '../shared/wire.js';
import { findProject } from '../projects/project.repository.js';
import { findParty } from '../parties/party.repository.js';
import {
  findIteration,
  insertIteration,
  queueRun,
  type IterationRow,
} from '../iterations/iteration.repository.js';
import type { RunQueue } from '../runs/run-queue.js';
import { notifyAboutReco } from './reco-notifications.js';
import {
  addHistory,
  findReco,
  homeCounts,
  insertReco,
  listHistory,
  listRecos,
  moveState,
  setCurrentIteration,
  setPeople,
  type RecoRow,
} from './reco.repository.js';
import {
  allowedActions,
  isActor,
  refusalFor,
  STATE_WORDS,
  STEPS,
  type StepName,
} from './state-machine.js';

export function toReco(row: RecoRow, caller: Caller): reco.Reco {
  return {
    reco_id: row.reco_id,
    project_id: row.project_id,
    project_name: row.project_name,
    kind: row.kind,
    party_id: row.party_id,
    party_name: row.party_name,
    period_from: row.period_from,
    period_to: row.period_to,
    state: row.state,
    assignee_user_id: row.assignee_user_id,
    reviewer_user_id: row.reviewer_user_id,
    current_iteration_id: row.current_iteration_id,
    iteration_number: row.iteration_number ?? 0,
    run_state: row.run_state ?? 'idle',
    run_error: row.run_error,
    last_run_at: isoTimeOrNull(row.run_finished_at),
    matched_percent: row.matched_percent,
    unexplained_amount: row.unexplained_amount,
    tags: row.tags,
    allowed_actions: allowedActions(caller, row),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

export async function recosPage(db: Db, caller: Caller, query: reco.RecoListQuery) {
  const { page = 1, size = 10, sort = 'updated', order, ...filter } = query;
  const result = await inCompany(db, caller, (trx) =>
    listRecos(
      trx,
      filter,
      { key: sort, order: order ?? (sort === 'updated' ? 'desc' : 'asc') },
      page,
      size,
    ),
  );
  return {
    items: result.items.map((row) => toReco(row, caller)),
    totalCount: result.totalCount,
    page,
    size,
  };
}

export async function getReco(db: Db, caller: Caller, recoId: number) {
  const row = await inCompany(db, caller, (trx) => findReco(trx, recoId));
  if (!row) throw notFound('Reconciliation not found');
  return toReco(row, caller);
}

/** The reco in the caller's company, or 404 (another company's id looks like a missing one). */
export async function requireReco(trx: CompanyDb, recoId: number, lock = false): Promise<RecoRow> {
  const row = await findReco(trx, recoId, { lock });
  if (!row) throw notFound('Reconciliation not found');
  return row;
}

/** 403 unless the caller may take `step` on this reco; 409 unless the reco is in a state it starts from. */
export function requireStep(
  caller: Caller,
  row: RecoRow,
  name: StepName,
  fromState?: RecoState,
): void {
  const step = STEPS[name];
  if (!isActor(step.actor, caller, row)) throw forbidden(refusalFor(step.actor));
  if (fromState !== undefined && fromState !== row.state) throw movedOn();
  if (!(step.from as readonly RecoState[]).includes(row.state))
    throw conflict(`Not possible while the reconciliation is ${STATE_WORDS[row.state]}`);
}

export async function createReco(db: Db, caller: Caller, input: reco.NewReco) {
  const assignee =
    input.assignee_user_id ?? (caller.scopes.includes('reco:write') ? caller.userId : undefined);
  if (assignee !== undefined)
    await requireMembersWithScope(
      db,
      caller.companyId,
      [assignee],
      'reco:write',
      'assignee_user_id',
    );
  if (input.reviewer_user_id !== undefined)
    await requireMembersWithScope(
      db,
      caller.companyId,
      [input.reviewer_user_id],
      'reco:review',
      'reviewer_user_id',
    );
  const row = await inCompany(db, caller, async (trx) => {
    const project = await findProject(trx, input.project_id);
    if (!project) throw notFound('Project not found');
    if (!(await findParty(trx, input.party_id))) throw notFound('Party not found');
    const from = input.period_from ?? project.period_from;
    const to = input.period_to ?? project.period_to;
    const bad = periodFields(from, to);
    if (bad)
      throw badRequest(
        'The period ends before it starts',
        bad,
        stepRefusal('periodEndsBeforeStart'),
      );
    const recoId = await openReco(trx, caller, {
      project_id: project.project_id,
      party_id: input.party_id,
      period_from: from,
      period_to: to,
      assignee_user_id: assignee ?? null,
      reviewer_user_id: input.reviewer_user_id ?? null,
    });
    return requireReco(trx, recoId);
  });
  return toReco(row, caller);
}

/** A new reco with its first iteration, its history line and its live event. */
export async function openReco(
  trx: CompanyDb,
  caller: Caller,
  values: {
    project_id: number;
    party_id: number;
    period_from: string;
    period_to: string;
    assignee_user_id: number | null;
    reviewer_user_id: number | null;
  },
  remarks: string | null = null,
): Promise<number> {
  const recoId = await insertReco(trx, { ...values, created_by_user_id: caller.userId });
  const iterationId = await insertIteration(trx, {
    reco_id: recoId,
    number: 1,
    created_by_user_id: caller.userId,
  });
  await setCurrentIteration(trx, recoId, iterationId);
  await addHistory(trx, {
    reco_id: recoId,
    iteration_id: iterationId,
    action: 'created',
    to_state: 'created',
    remarks,
    user_id: caller.userId,
  });
  await announce(trx, caller.companyId, recoId, 'created', iterationId);
  await notifyAboutReco(trx, caller, await requireReco(trx, recoId), 'reco.assigned', [
    values.assignee_user_id,
    values.reviewer_user_id,
  ]);
  return recoId;
}

export async function announce(
  trx: CompanyDb,
  companyId: number,
  recoId: number,
  state: RecoState,
  iterationId: number | null,
): Promise<void> {
  await publishEvent(trx as never, {
    companyId,
    topic: 'reco.state',
    id: recoId,
    data: { state, iterationId },
  });
}

type Transition = {
  name: StepName;
  recoId: number;
  fromState?: RecoState | undefined;
  remarks?: string | undefined;
  /** History action; defaults to the step's name. */
  action?: string;
  /** Runs after the checks, before the state moves; may pick the target state. */
  body?: (trx: CompanyDb, row: RecoRow) => Promise<RecoState | void>;
  /** Who is told, once the step is taken (the reco as it is after the step). */
  notify?: (trx: CompanyDb, after: RecoRow) => Promise<void>;
};

/**
 * One step of the lifecycle in one transaction: role, then state, then the compare-and-set
 * (the loser of a race gets 409), history and the live event, all committed together.
 */
export async function transition(db: Db, caller: Caller, t: Transition): Promise<reco.Reco> {
  const row = await inCompany(db, caller, async (trx) => {
    const current = await requireReco(trx, t.recoId);
    requireStep(caller, current, t.name, t.fromState);
    const chosen = (await t.body?.(trx, current)) ?? undefined;
    const to = chosen ?? STEPS[t.name].to ?? current.state;
    if (to !== current.state && !(await moveState(trx, current.reco_id, current.state, to)))
      throw movedOn();
    const after = await requireReco(trx, t.recoId);
    await addHistory(trx, {
      reco_id: current.reco_id,
      iteration_id: after.current_iteration_id,
      action: t.action ?? t.name,
      from_state: current.state,
      to_state: to,
      remarks: t.remarks ?? null,
      user_id: caller.userId,
    });
    await announce(trx, caller.companyId, current.reco_id, to, after.current_iteration_id);
    await t.notify?.(trx, after);
    return after;
  });
  return toReco(row, caller);
}

/** What a run of this iteration still lacks, per side, as codes; empty when it can run. */
export function needsForRun(iteration: IterationRow): Partial<Record<reco.Side, reco.RunNeed>> {
  const needs: Partial<Record<reco.Side, reco.RunNeed>> = {};
  if (!iteration.books_file_id) needs.books = 'file';
  else if (!iteration.books_mapping_confirmed) needs.books = 'mapping';
  if (!iteration.counterparty_file_id) needs.counterparty = 'file';
  else if (!iteration.counterparty_mapping_confirmed) needs.counterparty = 'mapping';
  return needs;
}

const NEED_WORDS: Record<reco.Side, Record<reco.RunNeed, string>> = {
  books: {
    file: 'Upload the books file first',
    mapping: 'Confirm the column mapping of the books file first',
  },
  counterparty: {
    file: 'Upload the counterparty file first',
    mapping: 'Confirm the column mapping of the counterparty file first',
  },
};

/** What a run of this iteration still lacks, per side, in words; empty when it can run. */
export function missingForRun(iteration: IterationRow): Partial<Record<reco.Side, string>> {
  const fields: Partial<Record<reco.Side, string>> = {};
  for (const [side, need] of Object.entries(needsForRun(iteration)) as [reco.Side, reco.RunNeed][])
    fields[side] = NEED_WORDS[side][need];
  return fields;
}

/** Queues the run of an iteration that lacks nothing. */
async function queueIterationRun(
  trx: CompanyDb,
  runs: RunQueue,
  tenant: Pick<Caller, 'companyId' | 'schema'>,
  iterationId: number,
): Promise<void> {
  const token = await queueRun(trx, iterationId);
  await runs.enqueue(trx, {
    companyId: tenant.companyId,
    schema: tenant.schema,
    iterationId,
    runToken: token,
  });
}

/** Queues the run of a reco's current iteration, or says what is missing (400 per side). */
async function queueCurrentRun(
  trx: CompanyDb,
  runs: RunQueue,
  tenant: Pick<Caller, 'companyId' | 'schema'>,
  row: RecoRow,
): Promise<void> {
  const iteration = await findIteration(trx, row.current_iteration_id!);
  if (!iteration) throw notFound('Iteration not found');
  const missing = missingForRun(iteration);
  if (Object.keys(missing).length > 0)
    throw badRequest(
      'The reconciliation is not ready to run',
      missing,
      stepRefusal('notReadyToRun', needsForRun(iteration)),
    );
  await queueIterationRun(trx, runs, tenant, iteration.iteration_id);
}

export function startReco(
  db: Db,
  runs: RunQueue,
  caller: Caller,
  recoId: number,
  fromState?: RecoState,
) {
  return transition(db, caller, {
    name: 'start',
    recoId,
    fromState,
    action: 'run_started',
    body: (trx, row) => queueCurrentRun(trx, runs, caller, row),
  });
}

/** Whether a rule's run started, or what it waits for (per side, for the reconciler). */
export type RuleRun =
  | { started: true }
  | {
      started: false;
      missing: Partial<Record<reco.Side, string>>;
      needs: Partial<Record<reco.Side, reco.RunNeed>>;
    };

/**
 * The run a rule starts (`start_run_on_upload`, communications/rule-run.ts), in the
 * transaction of the upload or confirmation: only when the reco is ready to run (both files,
 * both mappings confirmed); otherwise it waits for its reconciler and says for what.
 */
export async function startRunByRule(
  trx: CompanyDb,
  runs: RunQueue,
  tenant: Pick<Caller, 'companyId' | 'schema'>,
  recoId: number,
  note: reco.HistoryNote,
): Promise<RuleRun> {
  const row = await requireReco(trx, recoId, true);
  const iteration = await findIteration(trx, row.current_iteration_id!);
  if (!iteration) throw notFound('Iteration not found');
  const missing = missingForRun(iteration);
  if (Object.keys(missing).length > 0 || row.state !== 'files_uploaded')
    return { started: false, missing, needs: needsForRun(iteration) };
  await queueIterationRun(trx, runs, tenant, iteration.iteration_id);
  if (!(await moveState(trx, recoId, 'files_uploaded', 'running'))) throw movedOn();
  await addHistory(trx, {
    reco_id: recoId,
    iteration_id: row.current_iteration_id,
    action: 'run_started',
    from_state: 'files_uploaded',
    to_state: 'running',
    note,
    user_id: null,
  });
  await announce(trx, tenant.companyId, recoId, 'running', row.current_iteration_id);
  return { started: true };
}

export function continueReco(db: Db, caller: Caller, recoId: number, fromState?: RecoState) {
  return transition(db, caller, {
    name: 'continue',
    recoId,
    fromState,
    action: 'submitted',
    notify: (trx, after) =>
      notifyAboutReco(trx, caller, after, 'reco.review_requested', [after.reviewer_user_id]),
  });
}

export function acceptReco(
  db: Db,
  caller: Caller,
  input: { reco_id: number; from_state?: RecoState | undefined; remarks?: string | undefined },
) {
  return transition(db, caller, {
    name: 'accept',
    recoId: input.reco_id,
    fromState: input.from_state,
    remarks: input.remarks,
    action: 'accepted',
    notify: (trx, after) =>
      notifyAboutReco(trx, caller, after, 'reco.accepted', [after.assignee_user_id]),
  });
}

export function rejectReco(
  db: Db,
  caller: Caller,
  input: { reco_id: number; from_state?: RecoState | undefined; remarks: string },
) {
  if (!input.remarks.trim())
    throw badRequest(
      'Say why the reconciliation is rejected',
      { remarks: 'Required' },
      stepRefusal('remarksRequired'),
    );
  return transition(db, caller, {
    name: 'reject',
    recoId: input.reco_id,
    fromState: input.from_state,
    remarks: input.remarks.trim(),
    action: 'rejected',
    notify: (trx, after) =>
      notifyAboutReco(trx, caller, after, 'reco.rejected', [after.assignee_user_id]),
  });
}

export function restartReco(
  db: Db,
  caller: Caller,
  input: {
    reco_id: number;
    from_state?: RecoState | undefined;
    keep_books?: boolean | undefined;
    keep_counterparty?: boolean | undefined;
    remarks?: string | undefined;
  },
) {
  return transition(db, caller, {
    name: 'restart',
    recoId: input.reco_id,
    fromState: input.from_state,
    remarks: input.remarks,
    action: 'restarted',
    body: async (trx, row) => {
      const previous = await findIteration(trx, row.current_iteration_id!);
      const keepBooks = Boolean(input.keep_books && previous?.books_file_id);
      const keepCounterparty = Boolean(input.keep_counterparty && previous?.counterparty_file_id);
      const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
      const iterationId = await insertIteration(trx, {
        reco_id: row.reco_id,
        number: (previous?.number ?? 0) + 1,
        created_by_user_id: caller.userId,
        ...(keepBooks && previous
          ? {
              books_file_id: previous.books_file_id,
              books_mapping: json(previous.books_mapping),
              books_mapping_confirmed: previous.books_mapping_confirmed,
            }
          : {}),
        ...(keepCounterparty && previous
          ? {
              counterparty_file_id: previous.counterparty_file_id,
              counterparty_mapping: json(previous.counterparty_mapping),
              counterparty_mapping_confirmed: previous.counterparty_mapping_confirmed,
            }
          : {}),
      });
      await setCurrentIteration(trx, row.reco_id, iterationId);
      return keepBooks && keepCounterparty ? 'files_uploaded' : 'created';
    },
  });
}

export function inactivateReco(
  db: Db,
  caller: Caller,
  input: { reco_id: number; from_state?: RecoState | undefined; remarks?: string | undefined },
) {
  return transition(db, caller, {
    name: 'inactivate',
    recoId: input.reco_id,
    fromState: input.from_state,
    remarks: input.remarks,
    action: 'made_inactive',
  });
}

export async function changePerson(
  db: Db,
  caller: Caller,
  who: 'assignee' | 'reviewer',
  input: { reco_id: number; from_state?: RecoState | undefined; user_id: number },
) {
  return transition(db, caller, {
    name: who === 'assignee' ? 'change_assignee' : 'change_reviewer',
    recoId: input.reco_id,
    fromState: input.from_state,
    remarks: `user ${input.user_id}`,
    action: who === 'assignee' ? 'assignee_changed' : 'reviewer_changed',
    body: async (trx, row) => {
      await requireMembersWithScope(
        db,
        caller.companyId,
        [input.user_id],
        who === 'assignee' ? 'reco:write' : 'reco:review',
        'user_id',
      );
      const people =
        who === 'assignee'
          ? { assignee_user_id: input.user_id }
          : { reviewer_user_id: input.user_id };
      if (!(await setPeople(trx, row.reco_id, row.state, people))) throw movedOn();
    },
    notify: (trx, after) => notifyAboutReco(trx, caller, after, 'reco.assigned', [input.user_id]),
  });
}

export async function recoHistory(db: Db, caller: Caller, recoId: number) {
  const rows = await inCompany(db, caller, async (trx) => {
    await requireReco(trx, recoId);
    return listHistory(trx, recoId);
  });
  return rows.map((r) => ({ ...r, occurred_at: isoTime(r.occurred_at) }));
}

export async function home(db: Db, caller: Caller): Promise<reco.Home> {
  return inCompany(db, caller, async (trx) => {
    const counts = await homeCounts(trx, caller.userId);
    const recent = await listRecos(trx, {}, { key: 'updated', order: 'desc' }, 1, 10);
    return {
      assigned_to_me: counts.assigned.map((a) => ({ state: a.state, count: a.count })),
      waiting_for_my_review: counts.waiting,
      failed_runs: counts.failed,
      open_recos: counts.open,
      unexplained_total: counts.unexplained,
      recently_changed: recent.items.map((row) => toReco(row, caller)),
    };
  });
}
