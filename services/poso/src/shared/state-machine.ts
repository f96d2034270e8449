import { conflict, forbidden } from './errors.js';
import { hasScope, type Caller, type Scope } from './scopes.js';
import { INVOICE_STATUS as I, PAYMENT_STATUS as P, PO_STATUS as PO } from './statuses.js';

export type Edge = { from: number; to: number; anyScope: readonly Scope[] };

/** Every allowed transition; anything else is refused by the server. */
export const PO_EDGES = {
  /** customer sends a draft (or an approver-rejected PO) to an approver */
  sendForApproval: [
    { from: PO.DRAFT, to: PO.WAITING_FOR_APPROVAL, anyScope: ['po:write'] },
    { from: PO.APPROVER_REJECTED, to: PO.WAITING_FOR_APPROVAL, anyScope: ['po:write'] },
  ],
  /** approver approves; the PO goes to the vendor in the same transaction */
  approve: [{ from: PO.WAITING_FOR_APPROVAL, to: PO.SENT_TO_VENDOR, anyScope: ['po:approve'] }],
  approverReject: [
    { from: PO.WAITING_FOR_APPROVAL, to: PO.APPROVER_REJECTED, anyScope: ['po:approve'] },
  ],
  /** vendor side */
  vendorAccept: [{ from: PO.SENT_TO_VENDOR, to: PO.RAISED, anyScope: ['po:write', 'po:approve'] }],
  vendorReject: [
    { from: PO.SENT_TO_VENDOR, to: PO.VENDOR_REJECTED, anyScope: ['po:write', 'po:approve'] },
  ],
} as const satisfies Record<string, readonly Edge[]>;

export const PO_EDITABLE: readonly number[] = [PO.DRAFT, PO.APPROVER_REJECTED];

export const INVOICE_EDGES = {
  /** vendor sends a draft invoice to the customer */
  send: [{ from: I.DRAFT, to: I.SENT, anyScope: ['invoice:write'] }],
  /** customer accept (status id 3): first to finance approval, then by finance to Accepted */
  accept: [
    {
      from: I.SENT,
      to: I.WAITING_FOR_FINANCE_APPROVAL,
      anyScope: ['invoice:write', 'invoice:approve'],
    },
    { from: I.WAITING_FOR_FINANCE_APPROVAL, to: I.ACCEPTED, anyScope: ['invoice:approve'] },
  ],
  reject: [
    { from: I.SENT, to: I.CUSTOMER_REJECTED, anyScope: ['invoice:write', 'invoice:approve'] },
    {
      from: I.WAITING_FOR_FINANCE_APPROVAL,
      to: I.CUSTOMER_REJECTED,
      anyScope: ['invoice:approve'],
    },
  ],
  /** customer claims a payment against an accepted invoice; partial payments allowed */
  claimPayment: [
    { from: I.ACCEPTED, to: I.PAYMENT_CLAIMED, anyScope: ['payment:write'] },
    { from: I.PAYMENT_CLAIMED, to: I.PAYMENT_CLAIMED, anyScope: ['payment:write'] },
    { from: I.PAYMENT_CONFIRMED, to: I.PAYMENT_CLAIMED, anyScope: ['payment:write'] },
  ],
} as const satisfies Record<string, readonly Edge[]>;

export const INVOICE_EDITABLE: readonly number[] = [I.DRAFT];

/** Invoice statuses a payment may start from: accepted, with earlier payments or not. */
export const INVOICE_PAYABLE: readonly number[] = INVOICE_EDGES.claimPayment.map((e) => e.from);

export const PAYMENT_EDGES = {
  confirm: [{ from: P.PAYMENT_CLAIMED, to: P.PAYMENT_CONFIRMED, anyScope: ['payment:write'] }],
} as const satisfies Record<string, readonly Edge[]>;

export const ADVANCE_EDGES = {
  /** customer pays an advance: `from` is the order's status, `to` the new advance's */
  pay: [{ from: PO.RAISED, to: P.PAYMENT_CLAIMED, anyScope: ['payment:write'] }],
  /** vendor confirms an advance received */
  confirm: PAYMENT_EDGES.confirm,
} as const satisfies Record<string, readonly Edge[]>;

/** The edge the caller may take from `status`, or null. Used for the is_*_allowed flags. */
export function allowedEdge(
  edges: readonly Edge[],
  status: number,
  caller: Pick<Caller, 'scopes'>,
): Edge | null {
  return edges.find((e) => e.from === status && hasScope(caller, ...e.anyScope)) ?? null;
}

/**
 * The edge for an action, or the reason it is refused: 409 when the document is not in a
 * state the action starts from (or not in the status the caller acted on), 403 when the caller
 * lacks the scope for that step.
 */
export function requireEdge(
  edges: readonly Edge[],
  status: number,
  caller: Pick<Caller, 'scopes'>,
  what: string,
  expectedStatus?: number,
): Edge {
  if (expectedStatus !== undefined && expectedStatus !== status)
    throw conflict('The document changed meanwhile');
  const fromHere = edges.filter((e) => e.from === status);
  if (fromHere.length === 0) throw conflict(`${what} is not possible in the current status`);
  const edge = fromHere.find((e) => hasScope(caller, ...e.anyScope));
  if (!edge) throw forbidden(`Missing scope for ${what}`);
  return edge;
}
