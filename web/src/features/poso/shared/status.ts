import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { StatusLook } from '../../../ui/display/StatusChip';
import type {
  AdvanceStatus,
  InvoiceStatus,
  PaymentStatus,
  PurchaseOrderStatus,
} from '../../../gql/graphql';

/** Each document type's status enum, by the kind name the parts use. */
export type StatusOf = {
  po: PurchaseOrderStatus;
  invoice: InvoiceStatus;
  payment: PaymentStatus;
  advance: AdvanceStatus;
};
export type DocumentKind = keyof StatusOf;

const labels = defineMessages({
  poDraft: { id: 'poso.status.po.draft', defaultMessage: 'Draft' },
  poWaiting: { id: 'poso.status.po.waitingForApproval', defaultMessage: 'Waiting for Approval' },
  poRaised: { id: 'poso.status.po.raised', defaultMessage: 'Raised' },
  poSent: { id: 'poso.status.po.sentToVendor', defaultMessage: 'Sent to Vendor' },
  poApproverRejected: {
    id: 'poso.status.po.approverRejected',
    defaultMessage: 'Approver Rejected',
  },
  poVendorRejected: { id: 'poso.status.po.vendorRejected', defaultMessage: 'Vendor Rejected' },
  invoiceDraft: { id: 'poso.status.invoice.draft', defaultMessage: 'Draft' },
  invoiceSent: { id: 'poso.status.invoice.sent', defaultMessage: 'Sent' },
  invoiceAccepted: { id: 'poso.status.invoice.accepted', defaultMessage: 'Accepted' },
  invoiceWaiting: {
    id: 'poso.status.invoice.waitingForFinanceApproval',
    defaultMessage: 'Waiting for Finance Approval',
  },
  paymentClaimed: { id: 'poso.status.paymentClaimed', defaultMessage: 'Payment Claimed' },
  paymentConfirmed: { id: 'poso.status.paymentConfirmed', defaultMessage: 'Payment Confirmed' },
  invoiceRejected: {
    id: 'poso.status.invoice.customerRejected',
    defaultMessage: 'Customer Rejected',
  },
  invoicePartlyPaid: { id: 'poso.status.invoice.partlyPaid', defaultMessage: 'Partly paid' },
  invoicePaidInFull: { id: 'poso.status.invoice.paidInFull', defaultMessage: 'Paid in full' },
});

const claimed: StatusLook = { tone: 'blue', label: labels.paymentClaimed };
const confirmed: StatusLook = { tone: 'green', label: labels.paymentConfirmed };

/** Every status of every document type, with its colour and name; the types keep it complete. */
const looks: { [Kind in DocumentKind]: Record<StatusOf[Kind], StatusLook> } = {
  po: {
    DRAFT: { tone: 'gray', label: labels.poDraft },
    WAITING_FOR_APPROVAL: { tone: 'orange', label: labels.poWaiting },
    RAISED: { tone: 'green', label: labels.poRaised },
    SENT_TO_VENDOR: { tone: 'orange', label: labels.poSent },
    APPROVER_REJECTED: { tone: 'red', label: labels.poApproverRejected },
    VENDOR_REJECTED: { tone: 'red', label: labels.poVendorRejected },
  },
  invoice: {
    DRAFT: { tone: 'gray', label: labels.invoiceDraft },
    SENT: { tone: 'orange', label: labels.invoiceSent },
    ACCEPTED: { tone: 'green', label: labels.invoiceAccepted },
    WAITING_FOR_FINANCE_APPROVAL: { tone: 'orange', label: labels.invoiceWaiting },
    PAYMENT_CLAIMED: claimed,
    PAYMENT_CONFIRMED: confirmed,
    CUSTOMER_REJECTED: { tone: 'red', label: labels.invoiceRejected },
  },
  payment: { CLAIMED: claimed, CONFIRMED: confirmed },
  advance: { CLAIMED: claimed, CONFIRMED: confirmed },
};

/** An invoice's statuses once it is sent: all the customer ever sees of it. */
export const sentInvoiceStatuses: readonly InvoiceStatus[] = [
  'SENT',
  'WAITING_FOR_FINANCE_APPROVAL',
  'ACCEPTED',
  'PAYMENT_CLAIMED',
  'PAYMENT_CONFIRMED',
  'CUSTOMER_REJECTED',
];

export function statusLook<Kind extends DocumentKind>(
  kind: Kind,
  status: StatusOf[Kind],
): StatusLook {
  return looks[kind][status];
}

/**
 * An invoice's status as the user reads it: once payments are confirmed, "Payment Confirmed"
 * would read as fully paid, so a confirmed invoice with something still pending is "Partly
 * paid" and one with nothing pending "Paid in full". The enum value stays the spec's status.
 */
export function invoiceStatusLook(status: InvoiceStatus, pendingAmount?: string): StatusLook {
  if (status !== 'PAYMENT_CONFIRMED' || pendingAmount === undefined) return looks.invoice[status];
  return Number(pendingAmount) > 0
    ? { tone: 'blue', label: labels.invoicePartlyPaid }
    : { tone: 'green', label: labels.invoicePaidInFull };
}

export function statusLabel<Kind extends DocumentKind>(
  kind: Kind,
  status: StatusOf[Kind],
): MessageDescriptor {
  return looks[kind][status].label;
}

/** Every status of a document type, in the order documents go through them. */
export const allStatuses: { [Kind in DocumentKind]: readonly StatusOf[Kind][] } = {
  po: [
    'DRAFT',
    'WAITING_FOR_APPROVAL',
    'APPROVER_REJECTED',
    'SENT_TO_VENDOR',
    'RAISED',
    'VENDOR_REJECTED',
  ],
  invoice: ['DRAFT', ...sentInvoiceStatuses],
  payment: ['CLAIMED', 'CONFIRMED'],
  advance: ['CLAIMED', 'CONFIRMED'],
};
