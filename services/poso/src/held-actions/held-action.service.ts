import { inspect } from 'node:util';
import { sql } from 'kysely';
import type { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { conflict, forbidden, fromDatabaseError, HttpError, notFound } from '../shared/errors.js';
import type { Caller } from '../shared/scopes.js';
import * as repo from './held-action.repository.js';

// Undo with a server grace period (docs/decisions.md "Undo"). An action that hands a
// document to the other company or starts money is tried at once in the request's
// transaction and rolled back (so every refusal is still answered then), and recorded as held
// until `due_at`; it is carried out for real only when due, by the worker or by the first read
// of it, so nothing reaches the other company during the grace period.

/** Carries out one kind of held action as its author, in the given transaction. */
export type HeldActionRunner = (
  trx: Db,
  caller: Caller,
  documentId: number,
  input: Record<string, unknown>,
) => Promise<unknown>;

export type HeldActionOptions = {
  /** How long an action waits for an undo; 0 carries it out at once (nothing to undo). */
  graceMs: number;
  /** How often the worker looks for due actions. */
  pollMs: number;
};

export type Hold = {
  action: poso.HeldActionName;
  /** Where the action's lock lives: one pending action per document. */
  documentType: string;
  documentId: number;
  input: Record<string, unknown>;
};

/** The actions that move money, whose input carries the amount paid. */
const MOVES_MONEY: ReadonlySet<string> = new Set<poso.HeldActionName>([
  'payment.claim',
  'advance.pay',
]);

/** What a held action pays, from its input; null when it moves no money. */
function amountOf(row: repo.HeldActionRow): string | null {
  if (!MOVES_MONEY.has(row.action)) return null;
  const { amount } = (row.input ?? {}) as { amount?: unknown };
  return typeof amount === 'string' ? amount : null;
}

/** A held action as `viewerId` sees it (`mine` when they acted). */
export function heldActionToWire(row: repo.HeldActionRow, viewerId: number): poso.HeldAction {
  return {
    held_action_id: row.held_action_id,
    action: row.action as poso.HeldActionName,
    state: row.state,
    due_at: new Date(row.due_at).toISOString(),
    outcome: row.outcome,
    mine: row.user_id === viewerId,
    amount: amountOf(row),
  };
}

/** A refusal the action's rules gave (recorded as its outcome), not a fault to retry. */
function refusalOf(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  return fromDatabaseError(err);
}

export class HeldActionService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: HeldActionOptions,
    private readonly runners: Record<poso.HeldActionName, HeldActionRunner>,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  get graceMs() {
    return this.options.graceMs;
  }

  /**
   * Holds an action, or, without a grace period, carries it out. The action runs inside a
   * savepoint that is rolled back, so a refusal (scope, state, separation of duties, a missing
   * connection) is answered now; only an action that would succeed is held.
   */
  async hold(trx: Db, caller: Caller, hold: Hold): Promise<poso.HeldAction | null> {
    const outcome = await this.holdOrRun(trx, caller, hold);
    return 'held' in outcome ? outcome.held : null;
  }

  /**
   * As `hold`, for an action whose own answer is the caller's (a payment that creates rows):
   * the held action, or, without a grace period, what the action answered.
   */
  async holdOrRun<T>(
    trx: Db,
    caller: Caller,
    hold: Hold,
  ): Promise<{ held: poso.HeldAction } | { done: T }> {
    const run = this.runners[hold.action];
    if (this.options.graceMs <= 0) {
      return { done: (await run(trx, caller, hold.documentId, hold.input)) as T };
    }
    await sql`SAVEPOINT held_action_try`.execute(trx);
    let refused: Error | undefined;
    try {
      await run(trx, caller, hold.documentId, hold.input);
    } catch (err) {
      refused = err instanceof Error ? err : new Error(inspect(err));
    }
    await sql`ROLLBACK TO SAVEPOINT held_action_try`.execute(trx);
    if (refused !== undefined) throw refused;
    const row = await repo.insertHeldAction(trx, {
      company_id: caller.companyId,
      company_schema: caller.schema,
      user_id: caller.userId,
      scopes: caller.scopes,
      action: hold.action,
      document_type: hold.documentType,
      document_id: hold.documentId,
      input: hold.input,
      graceMs: this.options.graceMs,
    });
    if (!row) throw conflict('Another action on this document is waiting to be carried out');
    return { held: heldActionToWire(row, caller.userId) };
  }

  /** What became of an action; one that is due is carried out first. */
  async get(caller: Caller, id: number): Promise<poso.HeldAction> {
    let row = await repo.findHeldAction(this.db, caller.companyId, id);
    if (!row) throw notFound('Held action');
    if (row.state === 'pending' && new Date(row.due_at).getTime() <= Date.now()) {
      await this.commit(id);
      row = (await repo.findHeldAction(this.db, caller.companyId, id))!;
    }
    return heldActionToWire(row, caller.userId);
  }

  /**
   * The answer now to the replay of a request that held an action (its stored body carries
   * `held_action`): once committed, what the action answered (201); else the stored body with
   * the held action as it stands (pending, cancelled, or failed with its reason), still 202.
   * A held action that is due is carried out first, as on `get`.
   */
  async replay(
    caller: Caller,
    stored: { status: number; body: unknown },
  ): Promise<{ status: number; body: unknown }> {
    const body = stored.body as { held_action?: poso.HeldAction } | null;
    const heldAction = body?.held_action;
    if (!heldAction || typeof heldAction !== 'object') return stored;
    const now = await this.get(caller, heldAction.held_action_id);
    if (now.state === 'committed') {
      const result = await repo.resultOf(this.db, now.held_action_id);
      if (result !== undefined) return { status: 201, body: result };
    }
    return { status: stored.status, body: { ...body, held_action: now } };
  }

  /** Undo by its author before `due_at`; afterwards a 409 that says it is too late. */
  async undo(caller: Caller, id: number): Promise<poso.HeldAction> {
    const cancelled = await repo.cancelHeldAction(this.db, caller.companyId, caller.userId, id);
    if (cancelled) return heldActionToWire(cancelled, caller.userId);
    const row = await repo.findHeldAction(this.db, caller.companyId, id);
    if (!row) throw notFound('Held action');
    if (row.user_id !== caller.userId) throw forbidden('Only whoever acted can undo it');
    switch (row.state) {
      case 'cancelled':
        return heldActionToWire(row, caller.userId);
      case 'pending':
      case 'committed':
        throw conflict('Too late to undo: the action has been carried out');
      case 'failed':
        throw conflict(`Nothing to undo: the action was refused (${row.outcome ?? ''})`);
      default:
        return assertUnreachable(row.state);
    }
  }

  /**
   * Carries out a pending action, whether due or not (the worker passes only due ones). The
   * claim and the action share one transaction: a crash leaves the row pending for the next
   * try; a refusal is recorded as `failed` with its reason. Answers the state it left, or null
   * when the action was no longer pending (undone, or claimed by another worker).
   */
  async commit(id: number): Promise<'committed' | 'failed' | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.claimHeldAction(trx, id);
      if (!row) return null;
      const caller: Caller = {
        userId: row.user_id,
        companyId: row.company_id,
        schema: row.company_schema,
        scopes: row.scopes,
      };
      await sql`SAVEPOINT held_action_commit`.execute(trx);
      try {
        const result = await this.runners[row.action as poso.HeldActionName](
          trx,
          caller,
          row.document_id,
          row.input as Record<string, unknown>,
        );
        await repo.recordResult(trx, id, result);
        return 'committed';
      } catch (err) {
        const refusal = refusalOf(err);
        if (!refusal) throw err;
        await sql`ROLLBACK TO SAVEPOINT held_action_commit`.execute(trx);
        await repo.markFailed(trx, id, refusal.message);
        return 'failed';
      }
    });
  }

  /** Carries out every due action; answers how many were looked at. */
  async runDue(limit = 50): Promise<number> {
    const ids = await repo.dueHeldActions(this.db, limit);
    for (const id of ids) await this.commit(id);
    return ids.length;
  }

  /** Polls for due actions until `stop`; pending rows survive a restart and are picked up. */
  start(): void {
    if (this.timer || this.options.graceMs <= 0) return;
    const tick = () => {
      this.running = this.runDue()
        .catch(this.onError)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.options.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = undefined;
    if (timer) clearTimeout(timer);
    await this.running;
  }
}

function assertUnreachable(value: never): never {
  throw new Error(`Unexpected held action state ${String(value)}`);
}
