import type { FastifyReply, FastifyRequest } from 'fastify';
import type { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import type { Caller } from '../shared/scopes.js';
import { conflict } from '../shared/errors.js';
import { callerOf, sendIdempotent } from '../shared/http.js';
import type { Page } from '../shared/validation.js';
import * as repo from './held-action.repository.js';
import { heldActionToWire, type HeldActionService, type Hold } from './held-action.service.js';

/** The documents an action can be held on; each has one pending action at most. */
export type HeldDocumentType =
  | 'purchase_order'
  | 'sales_order'
  | 'sales_invoice'
  | 'purchase_invoice'
  | 'payment_received'
  | 'advance_received';

type Flags = { [K in `is_${string}_allowed`]?: boolean };

/**
 * A document's detail with the action held on it: while one waits, every action flag is off,
 * since the document is about to move (or, on undo, stays where it is).
 */
export async function withHeldAction<T extends Flags>(
  db: Db,
  caller: Caller,
  type: HeldDocumentType,
  id: number,
  doc: T,
): Promise<T & { held_action: poso.HeldAction | null }> {
  const [row] = await repo.pendingOn(db, caller.schema, type, [id]);
  return markHeld(doc, row, caller.userId);
}

/** A page of documents, each with the action held on it (see `withHeldAction`). */
export async function withHeldActions<T extends Flags>(
  db: Db,
  caller: Caller,
  type: HeldDocumentType,
  page: Page<T>,
  idOf: (doc: T) => number,
): Promise<Page<T & { held_action: poso.HeldAction | null }>> {
  const rows = await repo.pendingOn(db, caller.schema, type, page.items.map(idOf));
  const byDocument = new Map(rows.map((row) => [row.document_id, row]));
  return {
    ...page,
    items: page.items.map((doc) => markHeld(doc, byDocument.get(idOf(doc)), caller.userId)),
  };
}

function markHeld<T extends Flags>(
  doc: T,
  row: repo.HeldActionRow | undefined,
  viewerId: number,
): T & { held_action: poso.HeldAction | null } {
  if (!row) return { ...doc, held_action: null };
  const flagsOff = Object.fromEntries(
    Object.keys(doc)
      .filter((k) => k.startsWith('is_') && k.endsWith('_allowed'))
      .map((k) => [k, false]),
  );
  return { ...doc, ...flagsOff, held_action: heldActionToWire(row, viewerId) };
}

/** Refuses an immediate action on a document whose held action is still waiting. */
export async function assertNothingHeld(
  db: Db,
  schema: string,
  type: HeldDocumentType,
  id: number,
): Promise<void> {
  const [row] = await repo.pendingOn(db, schema, type, [id]);
  if (row) throw conflict('Another action on this document is waiting to be carried out');
}

/** The status of a call that creates a document: 202 when it was held instead, else 201. */
export const createdOrHeld = (body: unknown): number =>
  typeof body === 'object' && body !== null && 'held_action' in body ? 202 : 201;

type HeldRouteDeps = { db: Db; held: HeldActionService };

/**
 * Money for the other company (a payment claimed, an advance paid) waits out the undo grace
 * period, held on the document it pays: 202 with the held action and `pending` (what was
 * paid, against what), or, without a grace period, 201 with the movement carried out. The
 * Idempotency-Key is required; its replay answers the same held action as it stands, or the
 * movement once it was carried out.
 */
export async function sendHeldMoney<Done, Pending extends object>(
  { db, held }: HeldRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  move: Hold & { pending: Pending },
) {
  const caller = callerOf(request);
  const { pending, ...hold } = move;
  return sendIdempotent(
    db,
    request,
    reply,
    {
      operation: hold.action,
      input: hold.input,
      required: true,
      status: createdOrHeld,
      replay: (stored) => held.replay(caller, stored),
    },
    async (trx): Promise<Done | (Pending & { held_action: poso.HeldAction })> => {
      const outcome = await held.holdOrRun<Done>(trx, caller, hold);
      if ('done' in outcome) return outcome.done;
      return { held_action: outcome.held, ...pending };
    },
  );
}

/**
 * A confirmation of money received reaches the payer only after the undo grace period: the
 * decision is held on the money received, and the answer is that document (`read`) with its
 * held confirmation. `input` is the request as the Idempotency-Key remembers it.
 */
export async function sendHeldConfirmation(
  { db, held }: HeldRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  confirm: { input: unknown; hold: Hold; read: (trx: Db) => Promise<unknown> },
) {
  const caller = callerOf(request);
  return sendIdempotent(
    db,
    request,
    reply,
    { operation: confirm.hold.action, input: confirm.input },
    async (trx) => {
      await held.hold(trx, caller, confirm.hold);
      return confirm.read(trx);
    },
  );
}
