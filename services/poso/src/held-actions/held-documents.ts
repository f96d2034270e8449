import type { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import type { Caller } from '../shared/scopes.js';
import { conflict } from '../shared/errors.js';
import * as repo from './held-action.repository.js';
import { heldActionToWire } from './held-action.service.js';

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
  docs: readonly T[],
  idOf: (doc: T) => number,
): Promise<(T & { held_action: poso.HeldAction | null })[]> {
  const rows = await repo.pendingOn(db, caller.schema, type, docs.map(idOf));
  const byDocument = new Map(rows.map((row) => [row.document_id, row]));
  return docs.map((doc) => markHeld(doc, byDocument.get(idOf(doc)), caller.userId));
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
