import { badRequest, forbidden } from '../shared/errors.js';

// Separation of duties (docs/decisions.md): with the company's setting on, a purchase order's
// author is never its approver, and the person who accepted an invoice does not also give its
// finance approval. These checks run in the service, inside the transition's transaction; the
// is_*_allowed flags use the same predicates so the screens never offer a refused step.

export const AUTHOR_MAY_NOT_APPROVE =
  'Separation of duties: the author of a purchase order cannot approve it. Choose another approver, or ask a company administrator to allow one person to do both.';
export const ACCEPTOR_MAY_NOT_FINANCE_APPROVE =
  'Separation of duties: you accepted this invoice, so its finance approval must come from someone else. A company administrator can allow one person to do both.';

/** The user would approve a purchase order they wrote. */
export function isOwnPurchaseOrder(
  duties: boolean,
  po: { created_by_user_id: number | null },
  userId: number,
): boolean {
  return duties && po.created_by_user_id === userId;
}

/** The user would give the finance approval of an invoice they accepted themselves. */
export function acceptedItThemselves(
  duties: boolean,
  invoice: { accepted_by_user_id: number | null },
  userId: number,
): boolean {
  return duties && invoice.accepted_by_user_id === userId;
}

/** At send for approval: the approver named may be neither the author nor the sender. */
export function assertApproverIsNotAuthor(
  duties: boolean,
  po: { created_by_user_id: number | null },
  approverUserId: number,
  senderUserId: number,
): void {
  if (duties && (approverUserId === senderUserId || isOwnPurchaseOrder(duties, po, approverUserId)))
    throw badRequest(AUTHOR_MAY_NOT_APPROVE, { user_id: AUTHOR_MAY_NOT_APPROVE });
}

export function assertNotOwnPurchaseOrder(
  duties: boolean,
  po: { created_by_user_id: number | null },
  userId: number,
): void {
  if (isOwnPurchaseOrder(duties, po, userId))
    throw forbidden(AUTHOR_MAY_NOT_APPROVE, 'authorMayNotApprove');
}

export function assertNotAcceptedByThemselves(
  duties: boolean,
  invoice: { accepted_by_user_id: number | null },
  userId: number,
): void {
  if (acceptedItThemselves(duties, invoice, userId))
    throw forbidden(ACCEPTOR_MAY_NOT_FINANCE_APPROVE, 'acceptorMayNotFinanceApprove');
}
