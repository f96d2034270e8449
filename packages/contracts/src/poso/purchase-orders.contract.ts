import { Type, type Static } from 'typebox';
import { Decimal, Id, LocalDate, Nullable, Page, route } from '../shared/index.js';
import { Attachment, Status, customerSide, vendorSide } from './documents.contract.js';

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
  created_by_user_id: Type.Null(),
});
export type ReceivedPurchaseOrder = Static<typeof ReceivedPurchaseOrder>;

const PoPage = Page(PurchaseOrder);
const ReceivedPage = Page(ReceivedPurchaseOrder);

export const listPurchaseOrders = route('GET', '/po/', { response: { 200: PoPage } });
export const getPurchaseOrder = route('GET', '/po/by/', { response: { 200: PurchaseOrder } });
export const createPurchaseOrder = route('POST', '/po/', { response: { 201: PurchaseOrder } });
export const updatePurchaseOrder = route('PATCH', '/po/', { response: { 200: PurchaseOrder } });
export const addPurchaseOrderItems = route('POST', '/po/items/', {
  response: { 200: PurchaseOrder },
});
export const removePurchaseOrderItems = route('DELETE', '/po/items/', {
  response: { 200: PurchaseOrder },
});
export const sendPurchaseOrderForApproval = route('POST', '/po/send/', {
  response: { 200: PurchaseOrder },
});
export const approvePurchaseOrder = route('PATCH', '/po/approve/', {
  response: { 200: PurchaseOrder },
});
export const rejectPurchaseOrderApproval = route('PATCH', '/po/approve/reject/', {
  response: { 200: PurchaseOrder },
});
export const listReceivedPurchaseOrders = route('GET', '/po/received/', {
  response: { 200: ReceivedPage },
});
export const getReceivedPurchaseOrder = route('GET', '/po/received/by/', {
  response: { 200: ReceivedPurchaseOrder },
});
export const acceptReceivedPurchaseOrder = route('PATCH', '/po/received/accept/', {
  response: { 200: ReceivedPurchaseOrder },
});
export const rejectReceivedPurchaseOrder = route('PATCH', '/po/received/reject/', {
  response: { 200: ReceivedPurchaseOrder },
});
export const purchaseOrderStatuses = route('GET', '/po/status/', {
  response: { 200: Type.Array(Status) },
});
