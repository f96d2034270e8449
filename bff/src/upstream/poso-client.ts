import {
  poso,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@concord/contracts';
import {
  invoiceFieldNames,
  paymentFieldNames,
  poFieldNames,
  rateFieldNames,
} from './poso-field-names.js';
import type { ServiceClient } from './service-client.js';

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
export type RestHeldAction = poso.HeldAction;
export type RestPendingPayment = poso.PendingPayment;
export type RestPendingAdvance = poso.PendingAdvance;

// What the calls send, from the same contract: a wrong name or type fails to compile.
type ListParams = 'page' | 'size' | 'sort' | 'order';
type FiltersOf<C extends RouteContract> = Omit<NonNullable<QueryOf<C>>, ListParams>;

export type RestItemInput = poso.LineItemInputValue;
export type RestChargeInput = poso.ChargeInputValue;
export type NewPurchaseOrder = poso.NewPurchaseOrder;
export type PurchaseOrderChanges = Omit<poso.PurchaseOrderChanges, 'po_id'>;
export type NewSalesInvoice = poso.NewSalesInvoice;
export type SalesInvoiceChanges = poso.SalesInvoiceChanges;
/** What the payer enters for a payment or an advance. */
export type RestPayerInput = Pick<
  poso.NewAdvance,
  'reference_number' | 'amount' | 'remarks' | 'date'
> & { reference_number: string };

export type PoFilters = FiltersOf<typeof poso.listPurchaseOrders>;
export type ReceivedPoFilters = FiltersOf<typeof poso.listReceivedPurchaseOrders>;
export type SalesInvoiceFilters = FiltersOf<typeof poso.listSalesInvoices>;
export type PurchaseInvoiceFilters = FiltersOf<typeof poso.listPurchaseInvoices>;

export type PageQuery = { page: number; size: number };

/** Paging and, when the user chose one, the sort of a list (keys checked by the contract). */
export type ListQuery<K extends string = string> = PageQuery & { sort?: SortQuery<K> | undefined };

/** A list's order: one of the keys the list allows, ascending unless `order` is desc. */
export type SortQuery<K extends string = string> = { sort: K; order: 'asc' | 'desc' };

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

type SortKeyOf<C extends RouteContract> =
  NonNullable<QueryOf<C>> extends { sort?: infer K } ? Extract<K, string> : never;

/** Typed calls to the poso service; every method is one route of its contract. */
export class PosoClient {
  constructor(private readonly http: ServiceClient) {}

  /** One page of a list: filters, paging and the optional sort in the query string. */
  private page<C extends RouteContract & { method: 'GET' }>(
    contract: C,
    filters: FiltersOf<C>,
    list: ListQuery<SortKeyOf<C>>,
    fieldAliases: Record<string, string>,
  ): Promise<ResponseOf<C>> {
    const { sort, ...paging } = list;
    const query = { ...filters, ...paging, ...sort } as QueryOf<C>;
    return this.http.call(contract, { query, fieldAliases });
  }

  // ---- purchase orders (customer side) ----

  purchaseOrders(filters: PoFilters, list: ListQuery<poso.PoSortKey>) {
    return this.page(poso.listPurchaseOrders, filters, list, poFieldNames.list);
  }

  purchaseOrder(poId: number): Promise<RestPurchaseOrder> {
    return this.http.call(poso.getPurchaseOrder, {
      query: { po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  createPurchaseOrder(body: NewPurchaseOrder): Promise<RestPurchaseOrder> {
    return this.http.call(poso.createPurchaseOrder, {
      body,
      fieldAliases: poFieldNames.document,
    });
  }

  updatePurchaseOrder(poId: number, changes: PurchaseOrderChanges): Promise<RestPurchaseOrder> {
    return this.http.call(poso.updatePurchaseOrder, {
      body: { ...changes, po_id: poId },
      fieldAliases: poFieldNames.document,
    });
  }

  addPurchaseOrderItems(poId: number, items: RestItemInput[]): Promise<RestPurchaseOrder> {
    return this.http.call(poso.addPurchaseOrderItems, {
      query: { po_id: poId },
      body: { po_items: items },
      fieldAliases: poFieldNames.items,
    });
  }

  removePurchaseOrderItems(poId: number, itemIds: number[]): Promise<RestPurchaseOrder> {
    return this.http.call(poso.removePurchaseOrderItems, {
      query: { po_id: poId, po_item_id: [itemIds.join(',')] },
      fieldAliases: poFieldNames.items,
    });
  }

  sendPurchaseOrderForApproval(
    poId: number,
    approverUserId: number,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.http.call(poso.sendPurchaseOrderForApproval, {
      body: { po_id: poId, user_id: approverUserId, ...fromStatus(action) },
      headers: keyHeader(action),
      fieldAliases: poFieldNames.action,
    });
  }

  approvePurchaseOrder(
    poId: number,
    remarks: string | undefined,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.http.call(poso.approvePurchaseOrder, {
      body: { po_id: poId, ...fromStatus(action), ...(remarks === undefined ? {} : { remarks }) },
      headers: keyHeader(action),
      fieldAliases: poFieldNames.action,
    });
  }

  rejectPurchaseOrderApproval(
    poId: number,
    remarks: string,
    action: Action,
  ): Promise<RestPurchaseOrder> {
    return this.http.call(poso.rejectPurchaseOrderApproval, {
      body: { po_id: poId, ...fromStatus(action), reject_remarks: remarks },
      headers: keyHeader(action),
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- received purchase orders (vendor side, sales orders) ----

  receivedPurchaseOrders(filters: ReceivedPoFilters, list: ListQuery<poso.SoSortKey>) {
    return this.page(poso.listReceivedPurchaseOrders, filters, list, poFieldNames.list);
  }

  receivedPurchaseOrder(poReceivedId: number): Promise<RestReceivedPurchaseOrder> {
    return this.http.call(poso.getReceivedPurchaseOrder, {
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
    return this.http.call(contract, {
      body: { po_received_id: poReceivedId, ...decisionBody(options) } as BodyOf<
        typeof poso.rejectReceivedPurchaseOrder
      >,
      headers: keyHeader(options),
      fieldAliases: poFieldNames.action,
    });
  }

  // ---- sales invoices (vendor side) ----

  salesInvoices(
    filters: SalesInvoiceFilters,
    list: ListQuery<poso.SalesInvoiceSortKey>,
    raisedOnly: boolean,
  ) {
    return this.page(
      raisedOnly ? poso.listRaisedSalesInvoices : poso.listSalesInvoices,
      filters,
      list,
      invoiceFieldNames.list,
    );
  }

  salesInvoice(invoiceId: number): Promise<RestSalesInvoice> {
    return this.http.call(poso.getSalesInvoice, {
      params: { id: invoiceId },
      fieldAliases: invoiceFieldNames.document,
    });
  }

  createSalesInvoice(body: NewSalesInvoice): Promise<RestSalesInvoice> {
    return this.http.call(poso.createSalesInvoice, {
      body,
      fieldAliases: invoiceFieldNames.document,
    });
  }

  updateSalesInvoice(invoiceId: number, body: SalesInvoiceChanges): Promise<RestSalesInvoice> {
    return this.http.call(poso.updateSalesInvoice, {
      params: { id: invoiceId },
      body,
      fieldAliases: invoiceFieldNames.document,
    });
  }

  addSalesInvoiceCharge(invoiceId: number, charge: RestChargeInput): Promise<RestSalesInvoice> {
    return this.http.call(poso.addSalesInvoiceCharge, {
      body: { ...charge, invoice_id: invoiceId },
      fieldAliases: invoiceFieldNames.charge,
    });
  }

  sendSalesInvoice(invoiceId: number, action: Action): Promise<RestSalesInvoice> {
    return this.http.call(poso.sendSalesInvoice, {
      body: { invoice_id: invoiceId, ...fromStatus(action) },
      headers: keyHeader(action),
      fieldAliases: invoiceFieldNames.action,
    });
  }

  additionalChargeMasters(): Promise<RestChargeMaster[]> {
    return this.http.call(poso.additionalChargeMasters);
  }

  // ---- purchase invoices (customer side) ----

  purchaseInvoices(filters: PurchaseInvoiceFilters, list: ListQuery<poso.PurchaseInvoiceSortKey>) {
    return this.page(poso.listPurchaseInvoices, filters, list, invoiceFieldNames.list);
  }

  purchaseInvoice(invoiceReceivedId: number): Promise<RestPurchaseInvoice> {
    return this.http.call(poso.getPurchaseInvoice, {
      params: { id: invoiceReceivedId },
      fieldAliases: invoiceFieldNames.action,
    });
  }

  purchaseInvoicesAwaitingFinanceApproval(
    userId: number | undefined,
    list: ListQuery<poso.PurchaseInvoiceSortKey>,
  ) {
    return this.page(
      poso.listInvoicesAwaitingFinanceApproval,
      { user_id: userId },
      list,
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
    return this.http.call(contract, {
      body: { invoice_received_id: invoiceReceivedId, ...decisionBody(options) } as BodyOf<
        typeof poso.rejectPurchaseInvoice
      >,
      headers: keyHeader(options),
      fieldAliases: invoiceFieldNames.action,
    });
  }

  // ---- payments and advances ----

  paymentsMade(
    filters: Pick<
      FiltersOf<typeof poso.listPaymentsMade>,
      'invoice_received_id' | 'payment_status_id' | 'reference_number'
    >,
    list: ListQuery<poso.PaymentSortKey>,
  ) {
    return this.page(poso.listPaymentsMade, filters, list, paymentFieldNames.list);
  }

  paymentsReceived(
    filters: Pick<
      FiltersOf<typeof poso.listPaymentsReceived>,
      'invoice_id' | 'payment_status_id' | 'reference_number'
    >,
    list: ListQuery<poso.PaymentSortKey>,
  ) {
    return this.page(poso.listPaymentsReceived, filters, list, paymentFieldNames.list);
  }

  claimPayment(
    input: RestPayerInput & { invoice_received_id: number },
    action: Action,
  ): Promise<RestPaymentMade | RestPendingPayment> {
    return this.http.call(poso.claimPayment, {
      body: input,
      headers: keyHeader(action),
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmPayment(paymentReceivedId: number, action: Action): Promise<RestPaymentReceived> {
    return this.http.call(poso.confirmPayment, {
      body: { payment_received_id: paymentReceivedId, ...fromStatus(action) },
      headers: keyHeader(action),
      fieldAliases: paymentFieldNames.action,
    });
  }

  advancesPaid(
    filters: Pick<
      FiltersOf<typeof poso.listAdvancesPaid>,
      'po_id' | 'payment_status_id' | 'reference_number'
    >,
    list: ListQuery<poso.AdvanceSortKey>,
  ) {
    return this.page(poso.listAdvancesPaid, filters, list, paymentFieldNames.list);
  }

  advancesReceived(
    filters: Pick<
      FiltersOf<typeof poso.listAdvancesReceived>,
      'sales_po_id' | 'payment_status_id' | 'reference_number'
    >,
    list: ListQuery<poso.AdvanceSortKey>,
  ) {
    return this.page(poso.listAdvancesReceived, filters, list, paymentFieldNames.list);
  }

  payAdvance(
    input: RestPayerInput & { po_id: number },
    action: Action,
  ): Promise<RestAdvancePaid | RestPendingAdvance> {
    return this.http.call(poso.payAdvance, {
      body: input,
      headers: keyHeader(action),
      fieldAliases: paymentFieldNames.payer,
    });
  }

  confirmAdvance(advanceReceivedId: number, action: Action): Promise<RestAdvanceReceived> {
    return this.http.call(poso.confirmAdvance, {
      body: { advance_received_id: advanceReceivedId, ...fromStatus(action) },
      headers: keyHeader(action),
      fieldAliases: paymentFieldNames.action,
    });
  }

  // ---- reference data ----

  statuses(documentType: StatusDocumentType): Promise<RestStatus[]> {
    const contract = {
      po: poso.purchaseOrderStatuses,
      invoice: poso.invoiceStatuses,
      payment: poso.paymentStatuses,
    };
    return this.http.call(contract[documentType]);
  }

  // ---- settings ----

  heldAction(heldActionId: number): Promise<RestHeldAction> {
    return this.http.call(poso.getHeldAction, { params: { held_action_id: heldActionId } });
  }

  undoHeldAction(heldActionId: number): Promise<RestHeldAction> {
    return this.http.call(poso.undoHeldAction, { params: { held_action_id: heldActionId } });
  }

  settings(): Promise<RestPosoSettings> {
    return this.http.call(poso.getPosoSettings);
  }

  updateSettings(change: poso.PosoSettingsChange): Promise<RestPosoSettings> {
    return this.http.call(poso.updatePosoSettings, {
      body: change,
      fieldAliases: { separation_of_duties: 'separationOfDuties' },
    });
  }

  exchangeRate(from: string, to: string, date: string | undefined): Promise<RestExchangeRate> {
    return this.http.call(poso.exchangeRate, {
      query: { rate: from, exchange: to, ...(date === undefined ? {} : { date }) },
      fieldAliases: rateFieldNames,
    });
  }
}
