/**
 * Status ids per document type, as the spec uses them on the wire: a PO accepted by the
 * vendor is Raised (3) and rejected is Vendor Rejected (10); an invoice accept goes through
 * Waiting for Finance Approval (4) to Accepted (3); Payment Claimed is 10, Payment Confirmed
 * 11, Customer Rejected 14.
 */
export const PO_STATUS = {
  DRAFT: 1,
  WAITING_FOR_APPROVAL: 2,
  RAISED: 3,
  SENT_TO_VENDOR: 4,
  APPROVER_REJECTED: 5,
  VENDOR_REJECTED: 10,
} as const;

export const INVOICE_STATUS = {
  DRAFT: 1,
  SENT: 2,
  ACCEPTED: 3,
  WAITING_FOR_FINANCE_APPROVAL: 4,
  PAYMENT_CLAIMED: 10,
  PAYMENT_CONFIRMED: 11,
  CUSTOMER_REJECTED: 14,
} as const;

export const PAYMENT_STATUS = {
  PAYMENT_CLAIMED: 10,
  PAYMENT_CONFIRMED: 11,
} as const;

export type PoStatusId = (typeof PO_STATUS)[keyof typeof PO_STATUS];
export type InvoiceStatusId = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export type PaymentStatusId = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export type DocumentType = 'po' | 'invoice' | 'payment';
