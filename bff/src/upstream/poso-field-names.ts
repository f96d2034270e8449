// The poso service names a refused field by its wire name (`po_items.0.rate_per_unit`);
// GraphQL clients know only the argument they sent (`items.0.ratePerUnit`). Each map below
// covers every wire field of one kind of call, so `extensions.fields` keys are always
// GraphQL argument names, written as class-validator writes them: the input object's own
// field path, without the argument's name (`referenceNumber`, not `input.referenceNumber`).
// A nested path is renamed segment by segment; an exact entry wins over the segments. An
// empty name keeps a field out of `fields`: the service refused something the call did not
// send (the order's lines when it is sent), and its message says what.

import { camelCaseNames, poso } from '@concord/contracts';

type FieldNames = Readonly<Record<string, string>>;

const itemFields = {
  material_description: 'materialDescription',
  rate_per_unit: 'ratePerUnit',
  quantity: 'quantity',
  tax: 'tax',
} as const;

const actionFields = {
  from_status_master_id: 'fromStatus',
  'Idempotency-Key': 'idempotencyKey',
} as const;

const listFields = { page: 'page', size: 'size', sort: 'sort.field', order: 'sort.direction' };

export const poFieldNames = {
  list: {
    ...listFields,
    po_status_master_id: 'status',
    vendor_company_id: 'vendorId',
    customer_company_id: 'customerId',
    approver_user_id: 'approverUserId',
    po_number: 'poNumber',
    from_date: 'fromDate',
    to_date: 'toDate',
  },
  /** Create and update: `updatePurchaseOrder(id, input)`. */
  document: {
    ...itemFields,
    po_id: 'id',
    vendor_company_id: 'vendorId',
    po_number: 'poNumber',
    po_date: 'poDate',
    description: 'description',
    currency: 'currency',
    exchange_rate: 'exchangeRate',
    po_items: 'items',
  },
  /** `addPurchaseOrderItems` / `removePurchaseOrderItems(purchaseOrderId, ...)`. */
  items: { ...itemFields, po_id: 'purchaseOrderId', po_items: 'items', po_item_id: 'itemIds' },
  action: {
    ...actionFields,
    po_id: 'id',
    po_received_id: 'id',
    sales_po_id: 'id',
    user_id: 'approverUserId',
    remarks: 'remarks',
    reject_remarks: 'remarks',
    po_items: '',
  },
} as const satisfies Record<string, FieldNames>;

export const invoiceFieldNames = {
  list: {
    ...listFields,
    invoice_status_master_id: 'status',
    invoice_number: 'invoiceNumber',
    sales_po_id: 'receivedPurchaseOrderId',
    customer_company_id: 'customerId',
    po_id: 'purchaseOrderId',
    vendor_company_id: 'vendorId',
    payable: 'payableOnly',
  },
  /** Create and update: `updateSalesInvoice(id, input)`. */
  document: {
    ...itemFields,
    invoice_id: 'id',
    sales_po_id: 'receivedPurchaseOrderId',
    ...camelCaseNames(poso.INVOICE_HEADER_FIELDS),
    invoice_items: 'items',
    additional_charges: 'additionalCharges',
    additional_charge_master_id: 'masterId',
    amount: 'amount',
  },
  /** `addSalesInvoiceCharge(invoiceId, charge)`. */
  charge: {
    invoice_id: 'invoiceId',
    additional_charges: 'charge.masterId',
    additional_charge_master_id: 'charge.masterId',
    amount: 'charge.amount',
  },
  action: {
    ...actionFields,
    invoice_id: 'id',
    invoice_received_id: 'id',
    purchase_invoice_id: 'id',
    reject_remarks: 'remarks',
    invoice_items: '',
    invoice_total: '',
  },
} as const satisfies Record<string, FieldNames>;

export const paymentFieldNames = {
  list: {
    ...listFields,
    payment_status_id: 'status',
    invoice_received_id: 'purchaseInvoiceId',
    invoice_id: 'salesInvoiceId',
    po_id: 'purchaseOrderId',
    sales_po_id: 'receivedPurchaseOrderId',
  },
  /** `claimPayment(input)` and `payAdvance(input)`: what the payer entered. */
  payer: {
    'Idempotency-Key': 'idempotencyKey',
    invoice_received_id: 'purchaseInvoiceId',
    po_id: 'purchaseOrderId',
    reference_number: 'referenceNumber',
    reference: 'referenceNumber',
    remarks: 'remarks',
    date: 'date',
    amount: 'amount',
    currency: '',
  },
  action: { ...actionFields, payment_received_id: 'id', advance_received_id: 'id' },
} as const satisfies Record<string, FieldNames>;

export const rateFieldNames = {
  rate: 'from',
  exchange: 'to',
  date: 'date',
} as const satisfies FieldNames;
