import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PosoPath } from '../../app/routes';

/**
 * Built poso screens by route (spec section 2); every path not listed here shows the
 * coming-soon page. Add a screen with one line, as a lazy chunk:
 *
 *   'po/list': lazy(() => import('./purchase-orders/PurchaseOrderList')),
 */
type Screen = LazyExoticComponent<ComponentType>;

/** A screen that is a named export of its module (one module, several routes). */
function named<Module>(load: () => Promise<Module>, name: keyof Module): Screen {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const PurchaseOrderList = lazy(() => import('./purchase-orders/PurchaseOrderList'));
const AddPurchaseOrder = lazy(() => import('./purchase-orders/AddPurchaseOrder'));
const PurchaseOrderApprovals = lazy(() => import('./purchase-orders/PurchaseOrderApprovals'));
const ViewPurchaseInvoice = lazy(() => import('./invoices/ViewPurchaseInvoice'));
const PurchaseInvoiceList = lazy(() => import('./invoices/PurchaseInvoiceList'));
const receivedOrders = () => import('./purchase-orders/ReceivedOrderList');
const salesInvoices = () => import('./invoices/SalesInvoiceList');
const paymentsReceived = () => import('./payments/PaymentsReceivedList');

export const posoScreens: Partial<Record<PosoPath, Screen>> = {
  DashBoard: lazy(() => import('./dashboard/DashBoard')),
  // Purchase orders: the customer's, then those the vendor received (sales orders).
  po: PurchaseOrderList,
  'po/list': PurchaseOrderList,
  'tables/list-po': PurchaseOrderList,
  AddPo: AddPurchaseOrder,
  'po/Add': AddPurchaseOrder,
  'edit-po/:poId': lazy(() => import('./purchase-orders/EditPurchaseOrder')),
  'view-po/:poId': lazy(() => import('./purchase-orders/ViewPurchaseOrder')),
  'po/approve': PurchaseOrderApprovals,
  'approve-po': PurchaseOrderApprovals,
  'approve-po/:id': lazy(() => import('./purchase-orders/ApprovePurchaseOrder')),
  'po/received': lazy(receivedOrders),
  sales: named(receivedOrders, 'SalesOrders'),
  AddInvoice: named(receivedOrders, 'ChooseSalesOrder'),
  'view-received-po/:poReceivedId': lazy(() => import('./purchase-orders/ViewReceivedOrder')),
  // Invoices: the vendor's sales invoices, then the customer's purchase invoices.
  'AddInvoice/:salesPOId': lazy(() => import('./invoices/AddInvoice')),
  'EditInvoice/:salesPOId/:invoiceId': lazy(() => import('./invoices/EditInvoice')),
  'view-invoice/:invoiceId': lazy(() => import('./invoices/ViewSalesInvoice')),
  'sales/invoice': lazy(salesInvoices),
  'invoice/raised': named(salesInvoices, 'RaisedInvoices'),
  'tables/raised': named(salesInvoices, 'RaisedInvoicesTable'),
  'purchase/po/invoice': PurchaseInvoiceList,
  'invoice/received': PurchaseInvoiceList,
  'view-purchase-invoice/:purchaseInvoiceId': ViewPurchaseInvoice,
  'view-received-invoice/:invoiceReceivedId': ViewPurchaseInvoice,
  'invoice/approve': lazy(() => import('./invoices/FinanceApprovals')),
  'view-invoice-approval/:invoiceReceivedId': named(
    () => import('./invoices/ViewPurchaseInvoice'),
    'InvoiceApproval',
  ),
  // Payments: made by the customer, received by the vendor.
  'tables/payable': lazy(() => import('./payments/PayableInvoices')),
  'tables/pending-payments': lazy(() => import('./payments/PendingPayments')),
  'payments/received': lazy(paymentsReceived),
  'tables/confirmed-payments': named(paymentsReceived, 'ConfirmedPayments'),
  'sales/collection': lazy(() => import('./payments/Collections')),
  // Advances.
  'purchase/po/advance': lazy(() => import('./advances/AdvancesPaid')),
  'payments/advance': lazy(() => import('./advances/AdvancesReceived')),
};
