import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DocumentKind, DocumentStatus } from './types';

export type StatusTone = 'gray' | 'orange' | 'green' | 'red' | 'blue';

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
});

type Known = { tone: StatusTone; label: MessageDescriptor };

/** Status ids are per document type (services/poso/README.md, "Statuses"). */
const known: Record<DocumentKind, Record<number, Known>> = {
  po: {
    1: { tone: 'gray', label: labels.poDraft },
    2: { tone: 'orange', label: labels.poWaiting },
    3: { tone: 'green', label: labels.poRaised },
    4: { tone: 'orange', label: labels.poSent },
    5: { tone: 'red', label: labels.poApproverRejected },
    10: { tone: 'red', label: labels.poVendorRejected },
  },
  invoice: {
    1: { tone: 'gray', label: labels.invoiceDraft },
    2: { tone: 'orange', label: labels.invoiceSent },
    3: { tone: 'green', label: labels.invoiceAccepted },
    4: { tone: 'orange', label: labels.invoiceWaiting },
    10: { tone: 'blue', label: labels.paymentClaimed },
    11: { tone: 'green', label: labels.paymentConfirmed },
    14: { tone: 'red', label: labels.invoiceRejected },
  },
  payment: {
    10: { tone: 'blue', label: labels.paymentClaimed },
    11: { tone: 'green', label: labels.paymentConfirmed },
  },
};

/** Statuses this client does not know yet still get a sensible colour from their name. */
const byName: [RegExp, StatusTone][] = [
  [/reject|cancel/i, 'red'],
  [/claim/i, 'blue'],
  [/raised|accept|confirm|approved|paid/i, 'green'],
  [/wait|pending|sent|review/i, 'orange'],
];

export function statusTone(kind: DocumentKind, status: DocumentStatus): StatusTone {
  const entry = known[kind][status.id];
  if (entry) return entry.tone;
  return byName.find(([pattern]) => pattern.test(status.name))?.[1] ?? 'gray';
}

/** The status in the user's language, or null to show the server's name as it is. */
export function statusLabel(kind: DocumentKind, status: DocumentStatus): MessageDescriptor | null {
  return known[kind][status.id]?.label ?? null;
}
