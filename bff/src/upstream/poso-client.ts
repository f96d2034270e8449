import { pathOf, poso } from '@concord/contracts';
import {
  invoiceFieldNames,
  paymentFieldNames,
  poFieldNames,
  rateFieldNames,
} from './poso-field-names.js';
import type { RequestOptions, ServiceClient } from './service-client.js';

// Wire shapes of the poso service, from its contract (@concord/contracts `poso`).

export type RestPage<T> = { items: T[]; totalCount: number; page: number; size: number };
export type RestAttachment = poso.Attachment;
export type RestItem = poso.LineItem;
/** Customer side. */
export type RestPurchaseOrder = poso.PurchaseOrder;
/** Vendor side: a sales order. */
export type RestReceivedPurchaseOrder = poso.ReceivedPurchaseOrder;
export type RestChargeItem = poso.ChargeItem;
/** Vendor side. */
export type RestSalesInvoice = poso.SalesInvoice;
/** Customer side. */
export type RestPurchaseInvoice = poso.PurchaseInvoice;
export type RestPaymentMade = poso.PaymentMade;
export type RestPaymentReceived = poso.PaymentReceived;
export type RestAdvancePaid = poso.AdvancePaid;
export type RestAdvanceReceived = poso.AdvanceReceived;
export type RestStatus = poso.Status;
export type RestChargeMaster = poso.ChargeMaster;
export type RestExchangeRate = poso.ExchangeRate;
export type RestPosoSettings = poso.PosoSettings;

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

export type StatusDocumentType = poso.DocumentType;

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
    return this.page(poso.listPurchaseOrders.url, filters, page, poFieldNames.list);
  }

  purchaseOrder(poId: number): Promise<RestPurchaseOrder> {
    return this.http.get(poso.getPurchaseOrder.url, {
      query: { po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  createPurchaseOrder(
    input: RestPoHeader & { vendor_company_id: number; po_items: RestItemInput[] },
  ): Promise<RestPurchaseOrder> {
    return this.http.post(poso.createPurchaseOrder.url, {
      json: input,
      fieldAliases: poFieldNames.document,
    });
  }

  updatePurchaseOrder(
    poId: number,
    changes: RestPoHeader & { vendor_company_id?: number; po_items?: RestItemInput[] },
  ): Promise<RestPurchaseOrder> {
    return this.http.patch(poso.updatePurchaseOrder.url, {
      json: { ...changes, po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  addPurchaseOrderItems(poId: number, items: RestItemInput[]): Promise<RestPurchaseOrder> {
    return this.http.post(poso.addPurchaseOrderItems.url, {
      query: { po_id: poId },
      json: { po_items: items },
      fieldAliases: poFieldNames.items,
    });
  }

  removePurchaseOrderItems(poId: number, itemIds: number[]): Promise<RestPurchaseOrder> {
    return this.http.request('DELETE', poso.removePurchaseOrderItems.url, {
      query: { po_id: poId, po_item_id: itemIds.join(',') },
      fieldAliases: poFieldNames.items,
    });
  }

  sendPurchaseOrderForApproval(
    poId: number,
    approverUserId: number,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.act('POST', poso.sendPurchaseOrderForApproval.url, action, {
      query: { po_id: poId, user_id: approverUserId, ...fromStatus(action) },
      fieldAliases: poFieldNames.action,
    });
  }

  approvePurchaseOrder(
    poId: number,
    remarks: string | undefined,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.act('PATCH', poso.approvePurchaseOrder.url, action, {
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
    return this.act('PATCH', poso.rejectPurchaseOrderApproval.url, action, {
      query: { po_id: poId },
      json: { ...fromStatus(action), reject_remarks: remarks },
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- received purchase orders (vendor side, sales orders) ----

  receivedPurchaseOrders(
    filters: ReceivedPoFilters,
    page: ListQuery,
  ): Promise<RestPage<RestReceivedPurchaseOrder>> {
    return this.page(poso.listReceivedPurchaseOrders.url, filters, page, poFieldNames.list);
  }

  receivedPurchaseOrder(poReceivedId: number): Promise<RestReceivedPurchaseOrder> {
    return this.http.get(poso.getReceivedPurchaseOrder.url, {
      query: { po_received_id: poReceivedId },
      fieldAliases: poFieldNames.action,
    });
  }

  decideReceivedPurchaseOrder(
    decision: 'accept' | 'reject',
    poReceivedId: number,
    options: Decision,
  ): Promise<RestReceivedPurchaseOrder> {
    const contract =
      decision === 'accept' ? poso.acceptReceivedPurchaseOrder : poso.rejectReceivedPurchaseOrder;
    return this.act('PATCH', contract.url, options, {
      json: { po_received_id: poReceivedId, ...decisionBody(options) },
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- sales invoices (vendor side) ----

  salesInvoices(
    filters: SalesInvoiceFilters,
    page: ListQuery,
    raisedOnly: boolean,
  ): Promise<RestPage<RestSalesInvoice>> {
    return this.page(
      raisedOnly ? poso.listRaisedSalesInvoices.url : poso.listSalesInvoices.url,
      filters,
      page,
      invoiceFieldNames.list,
    );
  }

  salesInvoice(invoiceId: number): Promise<RestSalesInvoice> {
    return this.http.get(pathOf(poso.getSalesInvoice.url, { id: invoiceId }), {
      fieldAliases: invoiceFieldNames.document,
    });
  }

  createSalesInvoice(
    input: RestInvoiceHeader & {
      sales_po_id: number;
      invoice_items: RestItemInput[];
      additional_charges: RestChargeInput[];
    },
  ): Promise<RestSalesInvoice> {
    return this.http.post(poso.createSalesInvoice.url, {
      json: input,
      fieldAliases: invoiceFieldNames.document,
    });
  }

  updateSalesInvoice(
    invoiceId: number,
    changes: RestInvoiceHeader & {
      invoice_items?: RestItemInput[];
      additional_charges?: RestChargeInput[];
    },
  ): Promise<RestSalesInvoice> {
    return this.http.patch(pathOf(poso.updateSalesInvoice.url, { id: invoiceId }), {
      json: changes,
      fieldAliases: invoiceFieldNames.document,
    });
  }

  addSalesInvoiceCharge(invoiceId: number, charge: RestChargeInput): Promise<RestSalesInvoice> {
    return this.http.post(poso.addSalesInvoiceCharge.url, {
      query: { invoice_id: invoiceId },
      json: charge,
      fieldAliases: invoiceFieldNames.charge,
    });
  }

  sendSalesInvoice(invoiceId: number, action: Action): Promise<RestSalesInvoice> {
    return this.act('POST', poso.sendSalesInvoice.url, action, {
      query: { invoice_id: invoiceId, ...fromStatus(action) },
      fieldAliases: invoiceFieldNames.action,
    });
  }

  additionalChargeMasters(): Promise<RestChargeMaster[]> {
    return this.http.get(poso.additionalChargeMasters.url);
  }

  // ---- purchase invoices (customer side) ----

  purchaseInvoices(
    filters: PurchaseInvoiceFilters,
    page: ListQuery,
  ): Promise<RestPage<RestPurchaseInvoice>> {
    return this.page(poso.listPurchaseInvoices.url, filters, page, invoiceFieldNames.list);
  }

  purchaseInvoice(invoiceReceivedId: number): Promise<RestPurchaseInvoice> {
    return this.http.get(pathOf(poso.getPurchaseInvoice.url, { id: invoiceReceivedId }), {
      fieldAliases: invoiceFieldNames.action,
    });
  }

  purchaseInvoicesAwaitingFinanceApproval(
    userId: number | undefined,
    page: ListQuery,
  ): Promise<RestPage<RestPurchaseInvoice>> {
    return this.page(
      poso.listInvoicesAwaitingFinanceApproval.url,
      { user_id: userId },
      page,
      invoiceFieldNames.list,
    );
  }

  decidePurchaseInvoice(
    decision: 'accept' | 'reject',
    invoiceReceivedId: number,
    options: Decision,
  ): Promise<RestPurchaseInvoice> {
    const contract =
      decision === 'accept' ? poso.acceptPurchaseInvoice : poso.rejectPurchaseInvoice;
    return this.act('PATCH', contract.url, options, {
      json: { invoice_received_id: invoiceReceivedId, ...decisionBody(options) },
      fieldAliases: invoiceFieldNames.action,
    });
  }

  // ---- payments and advances ----

  paymentsMade(
    filters: { invoice_received_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestPaymentMade>> {
    return this.page(poso.listPaymentsMade.url, filters, page, paymentFieldNames.list);
  }

  paymentsReceived(
    filters: { invoice_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestPaymentReceived>> {
    return this.page(poso.listPaymentsReceived.url, filters, page, paymentFieldNames.list);
  }

  claimPayment(
    input: RestPayerInput & { invoice_received_id: number },
    action: Action,
  ): Promise<RestPaymentMade> {
    return this.act('POST', poso.claimPayment.url, action, {
      json: input,
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmPayment(paymentReceivedId: number, action: Action): Promise<RestPaymentReceived> {
    return this.act('PATCH', poso.confirmPayment.url, action, {
      query: { payment_received_id: paymentReceivedId, ...fromStatus(action) },
      fieldAliases: paymentFieldNames.action,
    });
  }

  advancesPaid(
    filters: { po_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestAdvancePaid>> {
    return this.page(poso.listAdvancesPaid.url, filters, page, paymentFieldNames.list);
  }

  advancesReceived(
    filters: { sales_po_id?: number; payment_status_id?: number },
    page: ListQuery,
  ): Promise<RestPage<RestAdvanceReceived>> {
    return this.page(poso.listAdvancesReceived.url, filters, page, paymentFieldNames.list);
  }

  payAdvance(input: RestPayerInput & { po_id: number }, action: Action): Promise<RestAdvancePaid> {
    return this.act('POST', poso.payAdvance.url, action, {
      json: input,
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmAdvance(advanceReceivedId: number, action: Action): Promise<RestAdvanceReceived> {
    return this.act('PATCH', poso.confirmAdvance.url, action, {
      query: { advance_received_id: advanceReceivedId, ...fromStatus(action) },
      fieldAliases: paymentFieldNames.action,
    });
  }

  // ---- reference data ----

  statuses(documentType: StatusDocumentType): Promise<RestStatus[]> {
    const path = {
      po: poso.purchaseOrderStatuses.url,
      invoice: poso.invoiceStatuses.url,
      payment: poso.paymentStatuses.url,
    };
    return this.http.get(path[documentType]);
  }

  // ---- settings ----

  settings(): Promise<RestPosoSettings> {
    return this.http.get(poso.getPosoSettings.url);
  }

  updateSettings(change: poso.PosoSettingsChange): Promise<RestPosoSettings> {
    return this.http.patch(poso.updatePosoSettings.url, {
      json: change,
      fieldAliases: { separation_of_duties: 'separationOfDuties' },
    });
  }

  exchangeRate(from: string, to: string, date: string | undefined): Promise<RestExchangeRate> {
    return this.http.get(poso.exchangeRate.url, {
      query: { rate: from, exchange: to, date },
      fieldAliases: rateFieldNames,
    });
  }
}
