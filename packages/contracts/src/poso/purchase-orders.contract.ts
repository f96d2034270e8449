import { Type, type Static } from 'typebox';
import { Decimal, FreeText, Id, LocalDate, Nullable, Page, route } from '../shared/index.js';
import { Attachment, Status, customerSide, vendorSide } from './documents.contract.js';
import { heldActionField } from './held-actions.contract.js';
import {
  CurrencyInput,
  DateInput,
  FromStatus,
  LineItemInput,
  LineItemsInput,
  NumberInput,
  Paging,
  PO_SORT_KEYS,
  PositiveDecimalInput,
  RemarksInput,
  SO_SORT_KEYS,
  SearchInput,
  Sorting,
} from './inputs.js';

const orderFields = {
  po_number: Type.String(),
  po_date: LocalDate,
  po_amount: Decimal,
  exchange_rate: Decimal,
  currency: Type.String(),
  description: Type.String(),
  vendor_company_id: Id,
  vendor_company_name: Nullable(Type.String()),
  customer_company_id: Id,
  customer_company_name: Nullable(Type.String()),
  po_status_master_id: Id,
  po_status: Type.String(),
  /** JSON text of the order's lines (the seed's wire). */
  po_items: Type.String(),
  attachments: Type.Array(Attachment),
  /** Advances paid against the order so far. */
  advance_amount: Decimal,
  reject_remarks: Nullable(Type.String()),
  is_accept_allowed: Type.Boolean(),
  is_reject_allowed: Type.Boolean(),
  is_invoice_create_allowed: Type.Boolean(),
  is_edit_allowed: Type.Boolean(),
  is_send_allowed: Type.Boolean(),
  is_advance_allowed: Type.Boolean(),
  ...heldActionField,
};

/** Customer side: the company's own purchase order. */
export const PurchaseOrder = Type.Object({
  ...orderFields,
  ...customerSide,
  po_id: Id,
  /** The vendor's copy, once approved and sent. */
  po_received_id: Nullable(Id),
  sales_po_id: Type.Null(),
  spi_sales_po_id: Type.Null(),
  approver_user_id: Nullable(Id),
  /** The approver's sign-in name, beside the id, so a list needs no user lookups. */
  approver_user_name: Nullable(Type.String()),
  /** Who wrote the order: never offered as its approver while separation of duties is on. */
  created_by_user_id: Nullable(Id),
});
export type PurchaseOrder = Static<typeof PurchaseOrder>;

/** Vendor side: a purchase order received from a customer (a sales order). */
export const ReceivedPurchaseOrder = Type.Object({
  ...orderFields,
  ...vendorSide,
  /** The customer's purchase order id. */
  po_id: Id,
  po_received_id: Id,
  sales_po_id: Id,
  spi_sales_po_id: Id,
  approver_user_id: Type.Null(),
  approver_user_name: Type.Null(),
  created_by_user_id: Type.Null(),
});
export type ReceivedPurchaseOrder = Static<typeof ReceivedPurchaseOrder>;

const PoPage = Page(PurchaseOrder);
const ReceivedPage = Page(ReceivedPurchaseOrder);
const Opt = Type.Optional;

export const PurchaseOrderListQuery = Type.Object({
  po_id: Opt(Id),
  po_status_master_id: Opt(Id),
  vendor_company_id: Opt(Id),
  approver_user_id: Opt(Id),
  po_number: Opt(SearchInput),
  from_date: Opt(DateInput),
  to_date: Opt(DateInput),
  ...Paging,
  ...Sorting(PO_SORT_KEYS),
});

export const ReceivedPurchaseOrderListQuery = Type.Object({
  po_received_id: Opt(Id),
  po_status_master_id: Opt(Id),
  customer_company_id: Opt(Id),
  po_number: Opt(SearchInput),
  ...Paging,
  ...Sorting(SO_SORT_KEYS),
});

/** The header the customer types; absent fields keep their default (create) or value. */
const orderHeader = {
  po_number: Opt(NumberInput(50)),
  po_date: Opt(DateInput),
  description: Opt(FreeText({ maxLength: 2000 })),
  currency: Opt(CurrencyInput),
  exchange_rate: Opt(PositiveDecimalInput),
};

export const NewPurchaseOrder = Type.Object({
  ...orderHeader,
  vendor_company_id: Id,
  po_items: Opt(LineItemsInput),
});
export type NewPurchaseOrder = Static<typeof NewPurchaseOrder>;

/** The order's id travels in the body or the query string (the seed's wire uses both). */
export const PurchaseOrderChanges = Type.Object({
  ...orderHeader,
  po_id: Id,
  vendor_company_id: Opt(Id),
  po_items: Opt(LineItemsInput),
});
export type PurchaseOrderChanges = Static<typeof PurchaseOrderChanges>;

const PoIdQuery = Type.Object({ po_id: Id });
const ReceivedIdInput = {
  po_received_id: Opt(Id),
  /** Alias of `po_received_id` (the seed's wire). */
  sales_po_id: Opt(Id),
};

export const listPurchaseOrders = route('GET', '/po/', {
  querystring: PurchaseOrderListQuery,
  response: { 200: PoPage },
});
export const getPurchaseOrder = route('GET', '/po/by/', {
  querystring: PoIdQuery,
  response: { 200: PurchaseOrder },
});
export const createPurchaseOrder = route('POST', '/po/', {
  body: NewPurchaseOrder,
  response: { 201: PurchaseOrder },
});
export const updatePurchaseOrder = route('PATCH', '/po/', {
  body: PurchaseOrderChanges,
  response: { 200: PurchaseOrder },
});
/** Lines to add: an array, or `{ po_items }` as the seed sends them. */
export const addPurchaseOrderItems = route('POST', '/po/items/', {
  querystring: PoIdQuery,
  body: Type.Union([
    Type.Array(LineItemInput, { minItems: 1, maxItems: 200 }),
    Type.Object({ po_items: LineItemsInput }),
  ]),
  response: { 200: PurchaseOrder },
});
/** Item ids: repeated, or comma-separated in one parameter. */
export const removePurchaseOrderItems = route('DELETE', '/po/items/', {
  querystring: Type.Object({
    po_id: Id,
    po_item_id: Type.Array(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10})*$' }), {
      minItems: 1,
      maxItems: 200,
    }),
  }),
  response: { 200: PurchaseOrder },
});
export const sendPurchaseOrderForApproval = route('POST', '/po/send/', {
  body: Type.Object({
    po_id: Id,
    /** The approver. */
    user_id: Id,
    approval_information_id: Opt(Id),
    ...FromStatus,
  }),
  response: { 200: PurchaseOrder },
});
export const approvePurchaseOrder = route('PATCH', '/po/approve/', {
  body: Type.Object({
    po_id: Id,
    remarks: Opt(FreeText({ maxLength: 1000 })),
    ...FromStatus,
  }),
  response: { 200: PurchaseOrder },
});
export const rejectPurchaseOrderApproval = route('PATCH', '/po/approve/reject/', {
  body: Type.Object({ po_id: Id, reject_remarks: RemarksInput, ...FromStatus }),
  response: { 200: PurchaseOrder },
});
export const listReceivedPurchaseOrders = route('GET', '/po/received/', {
  querystring: ReceivedPurchaseOrderListQuery,
  response: { 200: ReceivedPage },
});
export const getReceivedPurchaseOrder = route('GET', '/po/received/by/', {
  querystring: Type.Object(ReceivedIdInput),
  response: { 200: ReceivedPurchaseOrder },
});
export const acceptReceivedPurchaseOrder = route('PATCH', '/po/received/accept/', {
  body: Type.Object({ ...ReceivedIdInput, ...FromStatus }),
  response: { 200: ReceivedPurchaseOrder },
});
export const rejectReceivedPurchaseOrder = route('PATCH', '/po/received/reject/', {
  body: Type.Object({ ...ReceivedIdInput, reject_remarks: RemarksInput, ...FromStatus }),
  response: { 200: ReceivedPurchaseOrder },
});
export const purchaseOrderStatuses = route('GET', '/po/status/', {
  response: { 200: Type.Array(Status) },
});
