import {
  invoiceFieldNames,
  paymentFieldNames,
  poFieldNames,
  rateFieldNames,
} from './poso-field-names.js';
import type { RequestOptions, ServiceClient } from './service-client.js';

// Wire shapes of the poso service (services/poso/README.md, "Routes").

export type RestPage<T> = { items: T[]; totalCount: number; page: number; size: number };

export type RestAttachment = {
  attachment_id: number;
  file_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  created_at?: string;
};

export type RestItem = {
  po_item_id?: number | null;
  invoice_item_id?: number | null;
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
  line_total: string;
};

export type RestPurchaseOrder = {
  po_id: number | null;
  po_received_id: number | null;
  sales_po_id: number | null;
  po_number: string;
  po_date: string;
  po_amount: string;
  advance_amount: string;
  exchange_rate: string;
  currency: string;
  description: string;
  vendor_company_id: number;
  vendor_company_name: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  po_status_master_id: number;
  po_status: string;
  /** JSON text of RestItem[] */
  po_items: string;
  attachments: RestAttachment[];
  approver_user_id: number | null;
  reject_remarks: string | null;
  is_accept_allowed: boolean;
  is_reject_allowed: boolean;
  is_invoice_create_allowed: boolean;
  is_edit_allowed: boolean;
  is_send_allowed: boolean;
  is_advance_allowed: boolean;
};

export type RestChargeItem = {
  additional_charge_id?: number | null;
  additional_charge_master_id: number;
  charge_name: string;
  amount: string;
};

export type RestInvoice = {
  invoice_id: number | null;
  invoice_received_id: number | null;
  sales_po_id: number | null;
  po_id: number | null;
  po_number: string | null;
  invoice_number: string;
  invoice_date: string;
  invoice_amount: string;
  additional_charges: string;
  invoice_total: string;
  paid_amount: string;
  /** The part of the order's advances set off against the invoice. */
  advance_applied: string;
  pending_amount: string;
  currency: string;
  exchange_rate: string;
  description: string;
  /** JSON text of RestItem[] */
  invoice_items: string;
  additional_charge_items: RestChargeItem[];
  attachments: RestAttachment[];
  invoice_status_master_id: number;
  invoice_status: string;
  vendor_id: number;
  vendor_company_name: string | null;
  customer_company_id: number;
  customer_company_name: string | null;
  reject_remarks: string | null;
  is_accept_allowed: boolean;
  is_reject_allowed: boolean;
  is_payment_allowed: boolean;
  is_edit_allowed: boolean;
  is_send_allowed: boolean;
};

export type RestPayment = {
  payment_id: number | null;
  payment_received_id: number | null;
  invoice_received_id: number | null;
  invoice_id: number | null;
  invoice_number: string;
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency: string;
  /** The rate of the invoice or order paid. */
  exchange_rate: string;
  payment_status_id: number;
  payment_status: string;
  counterparty_company_id: number;
  counterparty_company_name: string | null;
  user_id: number | null;
  invoice_total: string;
  paid_amount: string;
  pending_amount: string;
  is_confirm_allowed: boolean;
};

export type RestAdvance = {
  advance_id: number | null;
  advance_received_id: number | null;
  po_id: number | null;
  sales_po_id: number | null;
  po_number: string;
  reference_number: string;
  remarks: string;
  date: string;
  amount: string;
  currency: string;
  /** The rate of the invoice or order paid. */
  exchange_rate: string;
  payment_status_id: number;
  payment_status: string;
  counterparty_company_id: number;
  counterparty_company_name: string | null;
  user_id: number | null;
  po_amount: string;
  advance_total: string;
  is_confirm_allowed: boolean;
};

export type RestStatus = { status_master_id: number; status_name: string };

export type RestChargeMaster = { additional_charge_master_id: number; charge_name: string };

export type RestExchangeRate = {
  rate: string;
  exchange: string;
  date: string;
  exchange_rate: string;
  rate_date: string;
};

export type RestItemInput = {
  material_description: string;
  rate_per_unit: string;
  quantity: string;
  tax: string;
};

export type RestChargeInput = { additional_charge_master_id: number; amount: string };

/** Header fields of a purchase order, as create and update send them. */
export type RestPoHeader = {
  po_number?: string;
  po_date?: string;
  description?: string;
  currency?: string;
  exchange_rate?: string;
};

/** Header fields of a sales invoice, as create and update send them. */
export type RestInvoiceHeader = {
  invoice_number?: string;
  invoice_date?: string;
  description?: string;
  exchange_rate?: string;
};

/** What the payer enters for a payment or an advance. */
export type RestPayerInput = {
  reference_number: string;
  amount: string;
  remarks?: string;
  date?: string;
};

export type PoFilters = {
  po_status_master_id?: number;
  vendor_company_id?: number;
  approver_user_id?: number;
  po_number?: string;
  from_date?: string;
  to_date?: string;
};

export type ReceivedPoFilters = {
  po_status_master_id?: number;
  customer_company_id?: number;
  po_number?: string;
};

export type SalesInvoiceFilters = {
  sales_po_id?: number;
  invoice_status_master_id?: number;
  customer_company_id?: number;
  invoice_number?: string;
};

export type PurchaseInvoiceFilters = {
  po_id?: number;
  invoice_status_master_id?: number;
  vendor_company_id?: number;
  invoice_number?: string;
  payable?: 'true';
};

export type PageQuery = { page: number; size: number };

/** Paging and, when the user chose one, the sort of a list. */
export type ListQuery = PageQuery & { sort?: SortQuery | undefined };

/** A list's order: one of the keys the list allows, ascending unless `order` is desc. */
export type SortQuery = { sort: string; order: 'asc' | 'desc' };

export type StatusDocumentType = 'po' | 'invoice' | 'payment';

/** Every state change carries the user's idempotency key and, optionally, the status they saw. */
export type Action = { idempotencyKey: string; fromStatusId?: number };

const keyHeader = (action: Action) => ({ 'idempotency-key': action.idempotencyKey });
const fromStatus = (action: Action) =>
  action.fromStatusId === undefined ? {} : { from_status_master_id: action.fromStatusId };

/** An accept or reject: the status on screen and, for a reject, the remarks. */
export type Decision = Action & { remarks?: string };
const decisionBody = (decision: Decision) => ({
  ...fromStatus(decision),
  ...(decision.remarks === undefined ? {} : { reject_remarks: decision.remarks }),
});

/** Typed calls to the poso service; every method maps to one REST path. */
export class PosoClient {
  constructor(private readonly http: ServiceClient) {}

  /** One page of a list: filters, paging and the optional sort in the query string. */
  private page<T>(
    path: string,
    filters: object,
    page: ListQuery,
    fieldAliases?: Record<string, string>,
  ): Promise<RestPage<T>> {
    const { sort, ...paging } = page;
    return this.http.get(path, {
      query: { ...filters, ...paging, ...sort },
      ...(fieldAliases ? { fieldAliases } : {}),
    });
  }

  /** A state change: the user's idempotency key travels as the Idempotency-Key header. */
  private act<T>(
    method: 'POST' | 'PATCH',
    path: string,
    action: Action,
    options: Omit<RequestOptions, 'headers'>,
  ): Promise<T> {
    return this.http.request(method, path, { ...options, headers: keyHeader(action) });
  }

  // ---- purchase orders (customer side) ----

  purchaseOrders(filters: PoFilters, page: ListQuery): Promise<RestPage<RestPurchaseOrder>> {
    return this.page('/po/', filters, page, poFieldNames.list);
  }

  purchaseOrder(poId: number): Promise<RestPurchaseOrder> {
    return this.http.get('/po/by/', {
      query: { po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  createPurchaseOrder(
    input: RestPoHeader & { vendor_company_id: number; po_items: RestItemInput[] },
  ): Promise<RestPurchaseOrder> {
    return this.http.post('/po/', { json: input, fieldAliases: poFieldNames.document });
  }

  updatePurchaseOrder(
    poId: number,
    changes: RestPoHeader & { vendor_company_id?: number; po_items?: RestItemInput[] },
  ): Promise<RestPurchaseOrder> {
    return this.http.patch('/po/', {
      json: { ...changes, po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  addPurchaseOrderItems(poId: number, items: RestItemInput[]): Promise<RestPurchaseOrder> {
    return this.http.post('/po/items/', {
      query: { po_id: poId },
      json: { po_items: items },
      fieldAliases: poFieldNames.items,
    });
  }

  removePurchaseOrderItems(poId: number, itemIds: number[]): Promise<RestPurchaseOrder> {
    return this.http.request('DELETE', '/po/items/', {
      query: { po_id: poId, po_item_id: itemIds.join(',') },
      fieldAliases: poFieldNames.items,
    });
  }

  sendPurchaseOrderForApproval(
    poId: number,
    approverUserId: number,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.act('POST', '/po/send/', action, {
      query: { po_id: poId, user_id: approverUserId, ...fromStatus(action) },
      fieldAliases: poFieldNames.action,
    });
  }

  approvePurchaseOrder(
    poId: number,
    remarks: string | undefined,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.act('PATCH', '/po/approve/', action, {
      query: { po_id: poId },
      json: { ...fromStatus(action), ...(remarks === undefined ? {} : { remarks }) },
      fieldAliases: poFieldNames.action,
    });
  }

  rejectPurchaseOrderApproval(
    poId: number,
    remarks: string,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.act('PATCH', '/po/approve/reject/', action, {
      query: { po_id: poId },
      json: { ...fromStatus(action), reject_remarks: remarks },
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- received purchase orders (vendor side, sales orders) ----

  receivedPurchaseOrders(
    filters: ReceivedPoFilters,
    page: ListQuery,
  ): Promise<RestPage<RestPurchaseOrder>> {
    return this.page('/po/received/', filters, page, poFieldNames.list);
  }

  receivedPurchaseOrder(poReceivedId: number): Promise<RestPurchaseOrder> {
    return this.http.get('/po/received/by/', {
      query: { po_received_id: poReceivedId },
      fieldAliases: poFieldNames.action,
    });
  }

  decideReceivedPurchaseOrder(
    decision: 'accept' | 'reject',
    poReceivedId: number,
    options: Decision,
  ): Promise<RestPurchaseOrder> {
    return this.act('PATCH', `/po/received/${decision}/`, options, {
      json: { po_received_id: poReceivedId, ...decisionBody(options) },
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- sales invoices (vendor side) ----

  salesInvoices(
    filters: SalesInvoiceFilters,
    page: ListQuery,
    raisedOnly: boolean,
  ): Promise<RestPage<RestInvoice>> {
    return this.page(
      raisedOnly ? '/invoices/raised/' : '/invoices/',
      filters,
      page,
      invoiceFieldNames.list,
    );
  }

  salesInvoice(invoiceId: number): Promise<RestInvoice> {
    return this.http.get(`/invoices/${invoiceId}/`, { fieldAliases: invoiceFieldNames.document });
  }

  createSalesInvoice(
    input: RestInvoiceHeader & {
      sales_po_id: number;
      invoice_items: RestItemInput[];
      additional_charges: RestChargeInput[];
    },
  ): Promise<RestInvoice> {
    return this.http.post('/invoices/', { json: input, fieldAliases: invoiceFieldNames.document });
  }

  updateSalesInvoice(
    invoiceId: number,
    changes: RestInvoiceHeader & {
      invoice_items?: RestItemInput[];
      additional_charges?: RestChargeInput[];
    },
  ): Promise<RestInvoice> {
    return this.http.patch(`/invoices/${invoiceId}/`, {
      json: changes,
      fieldAliases: invoiceFieldNames.document,
    });
  }

  addSalesInvoiceCharge(invoiceId: number, charge: RestChargeInput): Promise<RestInvoice> {
    return this.http.post('/invoices/additional_charge/', {
      query: { invoice_id: invoiceId },
      json: charge,
      fieldAliases: invoiceFieldNames.charge,
    });
  }

  sendSalesInvoice(invoiceId: number, action: Action): Promise<RestInvoice> {
    return this.act('POST', '/invoices/send/', action, {
      query: { invoice_id: invoiceId, ...fromStatus(action) },
      fieldAliases: invoiceFieldNames.action,
    });
  }

  additionalChargeMasters(): Promise<RestChargeMaster[]> {
    return this.http.get('/invoices/additional_charge_master/');
  }

  // ---- purchase invoices (customer side) ----

  purchaseInvoices(
    filters: PurchaseInvoiceFilters,
    page: ListQuery,
  ): Promise<RestPage<RestInvoice>> {
    return this.page('/invoices/purchase/', filters, page, invoiceFieldNames.list);
  }

  purchaseInvoice(invoiceReceivedId: number): Promise<RestInvoice> {
    return this.http.get(`/invoices/purchase/${invoiceReceivedId}/`, {
      fieldAliases: invoiceFieldNames.action,
    });
  }

  purchaseInvoicesAwaitingFinanceApproval(
    userId: number | undefined,
    page: ListQuery,
  ): Promise<RestPage<RestInvoice>> {
    return this.page(
      '/invoices/pending/approval_procurement/',
      { user_id: userId },
      page,
      invoiceFieldNames.list,
    );
  }

  decidePurchaseInvoice(
    decision: 'accept' | 'reject',
    invoiceReceivedId: number,
    options: Decision,
  ): Promise<RestInvoice> {
    return this.act('PATCH', `/invoices/received/${decision}/`, options, {
      json: { invoice_received_id: invoiceReceivedId, ...decisionBody(options) },
      fieldAliases: invoiceFieldNames.action,
    });
  }

  // ---- payments and advances ----

  paymentsMade(
    filters: { invoice_received_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestPayment>> {
    return this.page('/payment/', filters, page, paymentFieldNames.list);
  }

  paymentsReceived(
    filters: { invoice_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestPayment>> {
    return this.page('/payment/collections/', filters, page, paymentFieldNames.list);
  }

  claimPayment(
    input: RestPayerInput & { invoice_received_id: number },
    action: Action,
  ): Promise<RestPayment> {
    return this.act('POST', '/payment/', action, {
      json: input,
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmPayment(paymentReceivedId: number, action: Action): Promise<RestPayment> {
    return this.act('PATCH', '/invoices/confirm/', action, {
      query: { payment_received_id: paymentReceivedId, ...fromStatus(action) },
      fieldAliases: paymentFieldNames.action,
    });
  }

  advancesPaid(
    filters: { po_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestAdvance>> {
    return this.page('/payment/advance/list/', filters, page, paymentFieldNames.list);
  }

  advancesReceived(
    filters: { sales_po_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestAdvance>> {
    return this.page('/payment/advance/received/', filters, page, paymentFieldNames.list);
  }

  payAdvance(input: RestPayerInput & { po_id: number }, action: Action): Promise<RestAdvance> {
    return this.act('POST', '/payment/advance/', action, {
      json: input,
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmAdvance(advanceReceivedId: number, action: Action): Promise<RestAdvance> {
    return this.act('PATCH', '/payment/advance/confirm/', action, {
      query: { advance_received_id: advanceReceivedId, ...fromStatus(action) },
      fieldAliases: paymentFieldNames.action,
    });
  }

  // ---- reference data ----

  statuses(documentType: StatusDocumentType): Promise<RestStatus[]> {
    const path = { po: '/po/status/', invoice: '/invoices/status/', payment: '/payment/status/' };
    return this.http.get(path[documentType]);
  }

  exchangeRate(from: string, to: string, date: string | undefined): Promise<RestExchangeRate> {
    return this.http.get('/rate/exchange', {
      query: { rate: from, exchange: to, date },
      fieldAliases: rateFieldNames,
    });
  }
}
