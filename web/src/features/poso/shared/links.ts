import { generatePath, type PathParam } from 'react-router';
import type { PosoPath } from '../../../app/routes';

type Params<Path extends string> = { [Key in PathParam<Path>]: string | number };

/**
 * The URL of a poso screen of one company, e.g.
 * `posoHref(7, 'view-po/:poId', { poId: 12 })` -> `/dashboard/default/7/poso/view-po/12`.
 */
export function posoHref<Path extends PosoPath>(
  companyId: number | string,
  path: Path,
  ...params: Path extends `${string}:${string}` ? [Params<Path>] : []
): string {
  const values: Record<string, string | number> = params[0] ?? {};
  const encoded = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, String(value)]),
  );
  return `/dashboard/default/${encodeURIComponent(String(companyId))}/poso/${generatePath(path, encoded as never)}`;
}

/** A poso route without parameters. */
type PlainPath = Exclude<PosoPath, `${string}:${string}`>;

/** Where each poso screen of one company lives (spec section 2), by document. */
export function posoLinks(companyId: number) {
  const at = (path: PlainPath) => posoHref<PlainPath>(companyId, path);
  return {
    dashboard: at('DashBoard'),
    // purchase orders: the customer's, then the vendor's received ones (sales orders)
    purchaseOrders: at('po/list'),
    addPurchaseOrder: at('AddPo'),
    purchaseOrder: (poId: number) => posoHref(companyId, 'view-po/:poId', { poId }),
    editPurchaseOrder: (poId: number) => posoHref(companyId, 'edit-po/:poId', { poId }),
    poApprovals: at('approve-po'),
    approvePurchaseOrder: (id: number) => posoHref(companyId, 'approve-po/:id', { id }),
    receivedOrders: at('po/received'),
    receivedOrder: (poReceivedId: number) =>
      posoHref(companyId, 'view-received-po/:poReceivedId', { poReceivedId }),
    salesOrders: at('sales'),
    // invoices: the vendor's sales invoices, then the customer's purchase invoices
    chooseSalesOrder: at('AddInvoice'),
    addInvoice: (salesPOId: number) => posoHref(companyId, 'AddInvoice/:salesPOId', { salesPOId }),
    editInvoice: (salesPOId: number, invoiceId: number) =>
      posoHref(companyId, 'EditInvoice/:salesPOId/:invoiceId', { salesPOId, invoiceId }),
    salesInvoice: (invoiceId: number) =>
      posoHref(companyId, 'view-invoice/:invoiceId', { invoiceId }),
    salesInvoices: at('sales/invoice'),
    raisedInvoices: at('invoice/raised'),
    purchaseInvoices: at('purchase/po/invoice'),
    purchaseInvoice: (purchaseInvoiceId: number) =>
      posoHref(companyId, 'view-purchase-invoice/:purchaseInvoiceId', { purchaseInvoiceId }),
    financeApprovals: at('invoice/approve'),
    invoiceApproval: (invoiceReceivedId: number) =>
      posoHref(companyId, 'view-invoice-approval/:invoiceReceivedId', { invoiceReceivedId }),
    payable: at('tables/payable'),
    // payments: made by the customer, received by the vendor
    pendingPayments: at('tables/pending-payments'),
    paymentsReceived: at('payments/received'),
    confirmedPayments: at('tables/confirmed-payments'),
    collections: at('sales/collection'),
    // advances
    advancesPaid: at('purchase/po/advance'),
    advancesReceived: at('payments/advance'),
  };
}

export type PosoLinks = ReturnType<typeof posoLinks>;
