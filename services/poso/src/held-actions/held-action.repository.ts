import { clockTimestamp, now, secondsFromNow } from '@concord/db';
import type { Db } from '../shared/db.js';

// All SQL of held actions (core.held_actions). A row leaves `pending` exactly once, by an
// UPDATE ... WHERE state = 'pending': the undo and the commit race on that row and only one
// of them changes it.

const COLUMNS = [
  'held_action_id',
  'company_id',
  'company_schema',
  'user_id',
  'scopes',
  'action',
  'document_type',
  'document_id',
  'input',
  'state',
  'outcome',
  'due_at',
] as const;

export type HeldActionRow = {
  held_action_id: number;
  company_id: number;
  company_schema: string;
  user_id: number;
  scopes: string[];
  action: string;
  document_type: string;
  document_id: number;
  input: unknown;
  state: 'pending' | 'committed' | 'cancelled' | 'failed';
  outcome: string | null;
  due_at: Date;
};

/** What a committed action answered; undefined when it answered nothing or is not committed. */
export async function resultOf(db: Db, heldActionId: number): Promise<unknown> {
  const row = await db
    .selectFrom('core.held_actions')
    .select('result')
    .where('held_action_id', '=', heldActionId)
    .where('state', '=', 'committed')
    .executeTakeFirst();
  return row?.result ?? undefined;
}

export type NewHeldAction = {
  company_id: number;
  company_schema: string;
  user_id: number;
  scopes: readonly string[];
  action: string;
  document_type: string;
  document_id: number;
  input: unknown;
  graceMs: number;
};

/** Records a held action; undefined when the document already has one pending. */
export async function insertHeldAction(db: Db, row: NewHeldAction) {
  const { graceMs, scopes, input, ...rest } = row;
  return await db
    .insertInto('core.held_actions')
    .values({
      ...rest,
      scopes: JSON.stringify(scopes),
      input: JSON.stringify(input ?? {}),
      due_at: secondsFromNow(graceMs / 1000),
    })
    .onConflict((oc) =>
      oc
        .columns(['company_schema', 'document_type', 'document_id'])
        .where('state', '=', 'pending')
        .doNothing(),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function findHeldAction(db: Db, companyId: number, heldActionId: number) {
  return await db
    .selectFrom('core.held_actions')
    .select(COLUMNS)
    .where('held_action_id', '=', heldActionId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The pending actions held on some documents of one company schema. */
export async function pendingOn(
  db: Db,
  schema: string,
  documentType: string,
  documentIds: readonly number[],
) {
  if (documentIds.length === 0) return [];
  return (await db
    .selectFrom('core.held_actions')
    .select(COLUMNS)
    .where('company_schema', '=', schema)
    .where('document_type', '=', documentType)
    .where('document_id', 'in', documentIds)
    .where('state', '=', 'pending')
    .execute()) as HeldActionRow[];
}

/** Cancels a pending action of its author whose grace period has not ended. */
export async function cancelHeldAction(db: Db, companyId: number, userId: number, id: number) {
  return await db
    .updateTable('core.held_actions')
    .set({ state: 'cancelled', decided_at: now() })
    .where('held_action_id', '=', id)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .where('due_at', '>', clockTimestamp())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * Claims a pending action for its commit, in the caller's transaction: the row stays locked
 * until that transaction ends, so a concurrent undo waits and then finds it no longer pending.
 */
export async function claimHeldAction(trx: Db, id: number) {
  return await trx
    .updateTable('core.held_actions')
    .set({ state: 'committed', decided_at: now() })
    .where('held_action_id', '=', id)
    .where('state', '=', 'pending')
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function recordResult(trx: Db, id: number, result: unknown) {
  if (result === undefined) return;
  await trx
    .updateTable('core.held_actions')
    .set({ result: JSON.stringify(result) })
    .where('held_action_id', '=', id)
    .execute();
}

export async function markFailed(trx: Db, id: number, outcome: string) {
  await trx
    .updateTable('core.held_actions')
    .set({ state: 'failed', outcome: outcome.slice(0, 500) })
    .where('held_action_id', '=', id)
    .execute();
}

/** Ids of pending actions whose grace period is over, oldest first. */
export async function dueHeldActions(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('core.held_actions')
    .select('held_action_id')
    .where('state', '=', 'pending')
    .where('due_at', '<=', clockTimestamp())
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.held_action_id);
}
