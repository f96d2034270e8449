import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  Decimal,
  fieldsOf,
  FreeText,
  Id,
  LocalDate,
  Nullable,
  Page,
  route,
} from '../shared/index.js';
import { Attachment, LineItem, Status, customerSide, vendorSide } from './documents.contract.js';
import { heldActionField } from './held-actions.contract.js';
import {
  ChargeInput,
  Clearable,
  ChargesInput,
  DateInput,
  FromStatus,
  LineItemsInput,
  NumberInput,
  Paging,
  PositiveDecimalInput,
  PURCHASE_INVOICE_SORT_KEYS,
  RemarksInput,
  SALES_INVOICE_SORT_KEYS,
  SearchInput,
  Sorting,
} from './inputs.js';

export const ChargeItem = Type.Object({
  additional_charge_id: Nullable(Id),
  additional_charge_master_id: Id,
  charge_name: Type.String(),
  amount: Decimal,
});
export type ChargeItem = Static<typeof ChargeItem>;

export const ChargeMaster = Type.Object({
  additional_charge_master_id: Id,
  charge_name: Type.String(),
});
export type ChargeMaster = Static<typeof ChargeMaster>;

const Opt = Type.Optional;

/**
 * The invoice header the vendor types: stored on both sides, copied to the customer on send,
 * shown by both. The one list of these fields: the repository's columns, the service's wire
 * mapping and copy, and the BFF's mapping, input and field names spread it; a field's GraphQL
 * name is its wire name in camelCase. A new field is added here and in `invoiceHeaderInput`.
 */
export const InvoiceHeader = Type.Object({
  invoice_number: Type.String(),
  invoice_date: LocalDate,
  /** The day payment is due by, when the vendor set one. */
  due_date: Nullable(LocalDate),
  description: Type.String(),
  exchange_rate: Decimal,
});
export type InvoiceHeader = Static<typeof InvoiceHeader>;
export const INVOICE_HEADER_FIELDS = fieldsOf(InvoiceHeader);
/** The header fields that may be empty: null in a change clears them. */
export const CLEARABLE_INVOICE_HEADER_FIELDS = INVOICE_HEADER_FIELDS.filter((field) =>
  Value.Check(InvoiceHeader.properties[field], null),
);

/**
 * The header as the vendor types it; absent fields keep their default (create) or value. A
 * field that may be empty is `Clearable` here (null clears it) and `Nullable` in the header.
 */
const invoiceHeaderInput = {
  invoice_number: Opt(NumberInput(50)),
  invoice_date: Opt(DateInput),
  /** Null clears it. */
  due_date: Opt(Clearable(DateInput)),
  description: Opt(FreeText({ maxLength: 2000 })),
  exchange_rate: Opt(PositiveDecimalInput),
} satisfies Record<keyof InvoiceHeader, TSchema>;

const invoiceFields = {
  ...InvoiceHeader.properties,
  po_number: Nullable(Type.String()),
  invoice_amount: Decimal,
  additional_charges: Decimal,
  invoice_total: Decimal,
  paid_amount: Decimal,
  /** The part of the order's advances set off against this invoice. */
  advance_applied: Decimal,
  pending_amount: Decimal,
  currency: Type.String(),
  /** JSON text of the invoice's lines (the seed's wire). */
  invoice_items: Type.String(),
  additional_charge_items: Type.Array(ChargeItem),
  attachments: Type.Array(Attachment),
  invoice_status_master_id: Id,
  invoice_status: Type.String(),
  vendor_id: Id,
  vendor_company_name: Nullable(Type.String()),
  customer_company_id: Id,
  customer_company_name: Nullable(Type.String()),
  reject_remarks: Nullable(Type.String()),
  is_accept_allowed: Type.Boolean(),
  is_reject_allowed: Type.Boolean(),
  is_payment_allowed: Type.Boolean(),
  is_edit_allowed: Type.Boolean(),
  is_send_allowed: Type.Boolean(),
  ...heldActionField,
};

/** Vendor side: an invoice the company raised against a sales order. */
export const SalesInvoice = Type.Object({
  ...invoiceFields,
  ...vendorSide,
  invoice_id: Id,
  /** The customer's copy, once sent. */
  invoice_received_id: Nullable(Id),
  purchase_invoice_id: Nullable(Id),
  sales_po_id: Id,
  po_id: Type.Null(),
  accepted_by_user_id: Type.Null(),
});
export type SalesInvoice = Static<typeof SalesInvoice>;

/** Customer side: an invoice received from a vendor. */
export const PurchaseInvoice = Type.Object({
  ...invoiceFields,
  ...customerSide,
  /** The vendor's invoice id. */
  invoice_id: Id,
  invoice_received_id: Id,
  purchase_invoice_id: Id,
  sales_po_id: Type.Null(),
  /** The company's purchase order the invoice is against, when it still exists. */
  po_id: Nullable(Id),
  /** Who accepted it (the business approval), once accepted. */
  accepted_by_user_id: Nullable(Id),
});
export type PurchaseInvoice = Static<typeof PurchaseInvoice>;

const SalesPage = Page(SalesInvoice);
const PurchasePage = Page(PurchaseInvoice);
const InvoiceParams = Type.Object({ id: Id });

export const SalesInvoiceListQuery = Type.Object({
  invoice_id: Opt(Id),
  sales_po_id: Opt(Id),
  invoice_status_master_id: Opt(Id),
  customer_company_id: Opt(Id),
  invoice_number: Opt(SearchInput),
  ...Paging,
  ...Sorting(SALES_INVOICE_SORT_KEYS),
});
export type SalesInvoiceListQuery = Static<typeof SalesInvoiceListQuery>;

export const PurchaseInvoiceListQuery = Type.Object({
  invoice_received_id: Opt(Id),
  po_id: Opt(Id),
  invoice_status_master_id: Opt(Id),
  vendor_company_id: Opt(Id),
  invoice_number: Opt(SearchInput),
  /** Only invoices with something left to pay. */
  payable: Opt(Type.Enum(['true', 'false'])),
  ...Paging,
  ...Sorting(PURCHASE_INVOICE_SORT_KEYS),
});

export const NewSalesInvoice = Type.Object({
  ...invoiceHeaderInput,
  sales_po_id: Id,
  invoice_items: Opt(LineItemsInput),
  additional_charges: Opt(ChargesInput),
});
export type NewSalesInvoice = Static<typeof NewSalesInvoice>;

export const SalesInvoiceChanges = Type.Object({
  ...invoiceHeaderInput,
  invoice_items: Opt(LineItemsInput),
  additional_charges: Opt(ChargesInput),
});
export type SalesInvoiceChanges = Static<typeof SalesInvoiceChanges>;

const ReceivedIdInput = {
  invoice_received_id: Opt(Id),
  /** Alias of `invoice_received_id` (the seed's wire). */
  purchase_invoice_id: Opt(Id),
};

export const listSalesInvoices = route('GET', '/invoices/', {
  querystring: SalesInvoiceListQuery,
  response: { 200: SalesPage },
});
export const listRaisedSalesInvoices = route('GET', '/invoices/raised/', {
  querystring: SalesInvoiceListQuery,
  response: { 200: SalesPage },
});
export const getSalesInvoice = route('GET', '/invoices/:id/', {
  params: InvoiceParams,
  response: { 200: SalesInvoice },
});
export const createSalesInvoice = route('POST', '/invoices/', {
  body: NewSalesInvoice,
  response: { 201: SalesInvoice },
});
export const updateSalesInvoice = route('PATCH', '/invoices/:id/', {
  params: InvoiceParams,
  body: SalesInvoiceChanges,
  response: { 200: SalesInvoice },
});
/** The invoice id travels in the body or the query string (the seed's wire uses both). */
export const addSalesInvoiceCharge = route('POST', '/invoices/additional_charge/', {
  body: Type.Object({ ...ChargeInput.properties, invoice_id: Id }),
  response: { 200: SalesInvoice },
});
export const sendSalesInvoice = route('POST', '/invoices/send/', {
  body: Type.Object({
    invoice_id: Id,
    user_id: Opt(Id),
    approval_information_id: Opt(Id),
    ...FromStatus,
  }),
  response: { 200: SalesInvoice },
});
export const listPurchaseInvoices = route('GET', '/invoices/purchase/', {
  querystring: PurchaseInvoiceListQuery,
  response: { 200: PurchasePage },
});
export const listInvoicesAwaitingFinanceApproval = route(
  'GET',
  '/invoices/pending/approval_procurement/',
  {
    querystring: Type.Object({
      user_id: Opt(Id),
      ...Paging,
      ...Sorting(PURCHASE_INVOICE_SORT_KEYS),
    }),
    response: { 200: PurchasePage },
  },
);
export const getPurchaseInvoice = route('GET', '/invoices/purchase/:id/', {
  params: InvoiceParams,
  response: { 200: PurchaseInvoice },
});
/** The lines of a purchase invoice, as the vendor sent them. */
export const purchaseInvoiceItems = route('GET', '/invoices/received/items/', {
  querystring: Type.Object(ReceivedIdInput),
  response: { 200: Type.Array(LineItem) },
});
export const acceptPurchaseInvoice = route('PATCH', '/invoices/received/accept/', {
  body: Type.Object({ ...ReceivedIdInput, ...FromStatus }),
  response: { 200: PurchaseInvoice },
});
export const rejectPurchaseInvoice = route('PATCH', '/invoices/received/reject/', {
  body: Type.Object({ ...ReceivedIdInput, reject_remarks: RemarksInput, ...FromStatus }),
  response: { 200: PurchaseInvoice },
});
export const additionalChargeMasters = route('GET', '/invoices/additional_charge_master/', {
  response: { 200: Type.Array(ChargeMaster) },
});
export const invoiceStatuses = route('GET', '/invoices/status/', {
  response: { 200: Type.Array(Status) },
});
