import { scopesForMembership } from '@concord/auth';
import type { poso } from '@concord/contracts';
import { companyTables, notifyUsers } from '@concord/db';
import type { Db } from '../shared/db.js';
import type { Caller, Scope } from '../shared/scopes.js';

// The loop's events in the header bell, through the one notification mechanism
// (`notifyUsers`, docs/decisions.md "Notifications"), each in the transaction of its change:
// a PO or invoice received and a payment claimed tell the other company's people who act on
// it, an approval request tells the approver(s), a decision tells the author of the document.

const page = (companyId: number, path: string) => `/dashboard/default/${companyId}/poso/${path}`;

/** Active members of a company holding one of `scopes`: who can act on what arrived. */
async function membersWith(db: Db, companyId: number, scopes: readonly Scope[]) {
  const rows = await db
    .selectFrom('core.memberships as m')
    .innerJoin('core.users as u', 'u.user_id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'm.scopes'])
    .where('m.company_id', '=', companyId)
    .where('u.user_status', '=', true)
    .execute();
  return rows
    .filter((row) =>
      scopesForMembership(row.role, row.scopes).some((s) => scopes.includes(s as Scope)),
    )
    .map((row) => row.user_id);
}

/** The customer's purchase order was sent to `approverUserId`. */
export async function notifyApprovalRequested(
  db: Db,
  caller: Caller,
  po: poso.PurchaseOrder,
  approverUserId: number,
) {
  await notifyUsers(db as never, {
    userIds: [approverUserId],
    companyId: caller.companyId,
    kind: 'poso.approval_requested',
    actorUserId: caller.userId,
    subject: { type: 'purchase_order', id: po.po_id },
    text: po.po_number,
    link: page(caller.companyId, `approve-po/${po.po_id}`),
  });
}

/** The approver approved: the vendor's people receive the order, its author hears of it. */
export async function notifyPurchaseOrderApproved(db: Db, caller: Caller, po: poso.PurchaseOrder) {
  if (po.po_received_id !== null)
    await notifyUsers(db as never, {
      userIds: await membersWith(db, po.vendor_company_id, ['po:write', 'po:approve']),
      companyId: po.vendor_company_id,
      kind: 'poso.received',
      actorUserId: caller.userId,
      subject: { type: 'received_purchase_order', id: po.po_received_id },
      text: `${po.po_number} (${po.customer_company_name ?? ''})`,
      link: page(po.vendor_company_id, `view-received-po/${po.po_received_id}`),
    });
  await notifyAuthorOfPurchaseOrder(db, caller, po);
}

/** A decision on a customer's purchase order (approver or vendor) reaches its author. */
export async function notifyAuthorOfPurchaseOrder(
  db: Db,
  caller: Caller,
  po: Pick<poso.PurchaseOrder, 'po_id' | 'po_number' | 'po_status' | 'created_by_user_id'> & {
    customer_company_id: number;
  },
) {
  if (po.created_by_user_id === null) return;
  await notifyUsers(db as never, {
    userIds: [po.created_by_user_id],
    companyId: po.customer_company_id,
    kind: 'poso.status_changed',
    actorUserId: caller.userId,
    subject: { type: 'purchase_order', id: po.po_id },
    text: `${po.po_number} · ${po.po_status}`,
    link: page(po.customer_company_id, `view-po/${po.po_id}`),
  });
}

/** The vendor accepted or rejected a received order: the customer's author hears of it. */
export async function notifyVendorDecision(
  db: Db,
  caller: Caller,
  order: poso.ReceivedPurchaseOrder,
  customerSchema: string,
) {
  const author = await companyTables(db, customerSchema)
    .selectFrom('purchase_orders')
    .select('created_by_user_id')
    .where('po_id', '=', order.po_id)
    .executeTakeFirst();
  await notifyAuthorOfPurchaseOrder(db, caller, {
    po_id: order.po_id,
    po_number: order.po_number,
    po_status: order.po_status,
    created_by_user_id: author?.created_by_user_id ?? null,
    customer_company_id: order.customer_company_id,
  });
}

/** The vendor sent an invoice: the customer's people who accept invoices receive it. */
export async function notifyInvoiceReceived(db: Db, caller: Caller, invoice: poso.SalesInvoice) {
  if (invoice.invoice_received_id === null) return;
  await notifyUsers(db as never, {
    userIds: await membersWith(db, invoice.customer_company_id, [
      'invoice:write',
      'invoice:approve',
    ]),
    companyId: invoice.customer_company_id,
    kind: 'poso.received',
    actorUserId: caller.userId,
    subject: { type: 'purchase_invoice', id: invoice.invoice_received_id },
    text: `${invoice.invoice_number} (${invoice.vendor_company_name ?? ''})`,
    link: page(invoice.customer_company_id, `view-received-invoice/${invoice.invoice_received_id}`),
  });
}

/**
 * The customer decided on an invoice: accepted, it asks the finance approvers (other than the
 * person who accepted it) for their approval; every decision reaches the vendor's author.
 */
export async function notifyInvoiceDecision(
  db: Db,
  caller: Caller,
  invoice: poso.PurchaseInvoice,
  vendorSchema: string,
) {
  if (invoice.invoice_status_master_id === 4)
    await notifyUsers(db as never, {
      userIds: await membersWith(db, caller.companyId, ['invoice:approve']),
      companyId: caller.companyId,
      kind: 'poso.approval_requested',
      actorUserId: caller.userId,
      subject: { type: 'purchase_invoice', id: invoice.invoice_received_id },
      text: invoice.invoice_number,
      link: page(caller.companyId, `view-invoice-approval/${invoice.invoice_received_id}`),
    });
  const author = await companyTables(db, vendorSchema)
    .selectFrom('invoices')
    .select('created_by_user_id')
    .where('invoice_id', '=', invoice.invoice_id)
    .executeTakeFirst();
  if (author)
    await notifyUsers(db as never, {
      userIds: [author.created_by_user_id],
      companyId: invoice.vendor_id,
      kind: 'poso.status_changed',
      actorUserId: caller.userId,
      subject: { type: 'sales_invoice', id: invoice.invoice_id },
      text: `${invoice.invoice_number} · ${invoice.invoice_status}`,
      link: page(invoice.vendor_id, `view-invoice/${invoice.invoice_id}`),
    });
}

/** The customer claimed a payment: the vendor's people who confirm payments receive it. */
export async function notifyPaymentClaimed(db: Db, caller: Caller, payment: poso.PaymentMade) {
  await notifyUsers(db as never, {
    userIds: await membersWith(db, payment.counterparty_company_id, ['payment:write']),
    companyId: payment.counterparty_company_id,
    kind: 'poso.received',
    actorUserId: caller.userId,
    subject: { type: 'payment_received', id: payment.payment_received_id ?? payment.payment_id },
    text: `${payment.reference_number} · ${payment.amount} ${payment.currency} · ${payment.invoice_number}`,
    link: page(payment.counterparty_company_id, 'payments/received?status=CLAIMED'),
  });
}

/** The vendor confirmed a payment: whoever claimed it hears of it. */
export async function notifyPaymentConfirmed(
  db: Db,
  caller: Caller,
  payment: poso.PaymentReceived,
  customerSchema: string,
  customerPaymentId: number,
) {
  const payer = await companyTables(db, customerSchema)
    .selectFrom('payments_made')
    .select(['created_by_user_id', 'invoice_received_id'])
    .where('payment_id', '=', customerPaymentId)
    .executeTakeFirst();
  if (!payer) return;
  await notifyUsers(db as never, {
    userIds: [payer.created_by_user_id],
    companyId: payment.counterparty_company_id,
    kind: 'poso.status_changed',
    actorUserId: caller.userId,
    subject: { type: 'payment_made', id: customerPaymentId },
    text: `${payment.reference_number} · ${payment.payment_status}`,
    link: page(
      payment.counterparty_company_id,
      `view-purchase-invoice/${payer.invoice_received_id}`,
    ),
  });
}
