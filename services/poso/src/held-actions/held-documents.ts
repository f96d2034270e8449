import type { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { conflict } from '../shared/errors.js';
import * as repo from './held-action.repository.js';
import { heldActionToWire } from './held-action.service.js';

/** The documents an action can be held on; each has one pending action at most. */
export type HeldDocumentType =
  'purchase_order' | 'sales_order' | 'sales_invoice' | 'purchase_invoice';

type Flags = { [K in `is_${string}_allowed`]?: boolean };

/**
 * A document's detail with the action held on it: while one waits, every action flag is off,
 * since the document is about to move (or, on undo, stays where it is).
 */
export async function withHeldAction<T extends Flags>(
  db: Db,
  schema: string,
  type: HeldDocumentType,
  id: number,
  doc: T,
): Promise<T & { held_action: poso.HeldAction | null }> {
  const [row] = await repo.pendingOn(db, schema, type, [id]);
  if (!row) return { ...doc, held_action: null };
  const flagsOff = Object.fromEntries(
    Object.keys(doc)
      .filter((k) => k.startsWith('is_') && k.endsWith('_allowed'))
      .map((k) => [k, false]),
  );
  return { ...doc, ...flagsOff, held_action: heldActionToWire(row) };
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
