import { Type, type Static } from 'typebox';
import { Decimal, Id, Nullable, route } from '../shared/index.js';

/**
 * Actions the service holds for the undo grace period before they reach the other company:
 * hand-overs of documents, and money (a payment, an advance, the vendor's confirmation).
 */
export const HELD_ACTIONS = [
  'po.approve',
  'po.received.accept',
  'invoice.send',
  'invoice.received.accept',
  'payment.claim',
  'advance.pay',
  'payment.confirm',
  'advance.confirm',
] as const;
export type HeldActionName = (typeof HELD_ACTIONS)[number];

export const HELD_ACTION_STATES = ['pending', 'committed', 'cancelled', 'failed'] as const;

/**
 * An action waiting out its grace period (`pending`, undoable until `due_at`), or what became
 * of it: carried out (`committed`), undone (`cancelled`), or refused when its time came
 * (`failed`, the reason in `outcome`).
 */
export const HeldAction = Type.Object({
  held_action_id: Id,
  action: Type.Enum(HELD_ACTIONS),
  state: Type.Enum(HELD_ACTION_STATES),
  /** ISO date-time at which it is carried out. */
  due_at: Type.String(),
  outcome: Nullable(Type.String()),
  /** Whether the caller is its author: only the author may undo it, others just see it wait. */
  mine: Type.Boolean(),
  /** The money it moves (a payment claimed, an advance paid); null for every other action. */
  amount: Nullable(Decimal),
});
export type HeldAction = Static<typeof HeldAction>;

/** On a document's detail: the action held on it, while it waits. */
export const heldActionField = { held_action: Type.Optional(Nullable(HeldAction)) };

const HeldActionParams = Type.Object({ held_action_id: Id });

/** What became of a held action; a due one is carried out before answering. */
export const getHeldAction = route('GET', '/held-actions/:held_action_id/', {
  params: HeldActionParams,
  response: { 200: HeldAction },
});

/** Undo within the grace period (only by whoever acted); later it is a 409 saying so. */
export const undoHeldAction = route('POST', '/held-actions/:held_action_id/undo/', {
  params: HeldActionParams,
  response: { 200: HeldAction },
});
