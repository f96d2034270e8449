/**
 * Status master. Ids are per document type, as the spec uses them: a PO accepted by the
 * vendor is Raised (3) and rejected is Vendor Rejected (10); an invoice accept uses 3
 * (Accepted), going through Waiting for Finance Approval (4) first; Payment Claimed is 10,
 * Payment Confirmed 11, Customer Rejected 14.
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

export type DocumentType = 'po' | 'invoice' | 'payment';

export type StatusMasterRow = {
  document_type: DocumentType;
  status_master_id: number;
  status_name: string;
};

export const STATUS_MASTER: readonly StatusMasterRow[] = [
  { document_type: 'po', status_master_id: PO_STATUS.DRAFT, status_name: 'Draft' },
  {
    document_type: 'po',
    status_master_id: PO_STATUS.WAITING_FOR_APPROVAL,
    status_name: 'Waiting for Approval',
  },
  { document_type: 'po', status_master_id: PO_STATUS.RAISED, status_name: 'Raised' },
  {
    document_type: 'po',
    status_master_id: PO_STATUS.SENT_TO_VENDOR,
    status_name: 'Sent to Vendor',
  },
  {
    document_type: 'po',
    status_master_id: PO_STATUS.APPROVER_REJECTED,
    status_name: 'Approver Rejected',
  },
  {
    document_type: 'po',
    status_master_id: PO_STATUS.VENDOR_REJECTED,
    status_name: 'Vendor Rejected',
  },
  { document_type: 'invoice', status_master_id: INVOICE_STATUS.DRAFT, status_name: 'Draft' },
  { document_type: 'invoice', status_master_id: INVOICE_STATUS.SENT, status_name: 'Sent' },
  { document_type: 'invoice', status_master_id: INVOICE_STATUS.ACCEPTED, status_name: 'Accepted' },
  {
    document_type: 'invoice',
    status_master_id: INVOICE_STATUS.WAITING_FOR_FINANCE_APPROVAL,
    status_name: 'Waiting for Finance Approval',
  },
  {
    document_type: 'invoice',
    status_master_id: INVOICE_STATUS.PAYMENT_CLAIMED,
    status_name: 'Payment Claimed',
  },
  {
    document_type: 'invoice',
    status_master_id: INVOICE_STATUS.PAYMENT_CONFIRMED,
    status_name: 'Payment Confirmed',
  },
  {
    document_type: 'invoice',
    status_master_id: INVOICE_STATUS.CUSTOMER_REJECTED,
    status_name: 'Customer Rejected',
  },
  {
    document_type: 'payment',
    status_master_id: PAYMENT_STATUS.PAYMENT_CLAIMED,
    status_name: 'Payment Claimed',
  },
  {
    document_type: 'payment',
    status_master_id: PAYMENT_STATUS.PAYMENT_CONFIRMED,
    status_name: 'Payment Confirmed',
  },
];

export function statusName(documentType: DocumentType, id: number): string {
  return (
    STATUS_MASTER.find((s) => s.document_type === documentType && s.status_master_id === id)
      ?.status_name ?? 'Unknown'
  );
}
