import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PosoPath } from '../../app/routes';

/**
 * Built poso screens by route (spec section 2); every path not listed here shows the
 * coming-soon page. Add a screen with one line, as a lazy chunk with a default export:
 *
 *   'po/list': lazy(() => import('./purchases/orders/PoList')),
 */
const PoList = lazy(() => import('./purchases/orders/PoList'));
const AddPo = lazy(() => import('./purchases/orders/AddPo'));
const PoApprovals = lazy(() => import('./purchases/approvals/PoApprovals'));
const PurchaseInvoiceList = lazy(() => import('./purchases/invoices/PurchaseInvoiceList'));
const ViewPurchaseInvoice = lazy(() => import('./purchases/invoices/ViewPurchaseInvoice'));

export const posoScreens: Partial<Record<PosoPath, LazyExoticComponent<ComponentType>>> = {
  // Purchases (customer side).
  po: PoList,
  'po/list': PoList,
  'tables/list-po': PoList,
  AddPo,
  'po/Add': AddPo,
  'edit-po/:poId': lazy(() => import('./purchases/orders/EditPo')),
  'view-po/:poId': lazy(() => import('./purchases/orders/ViewPo')),
  'po/approve': PoApprovals,
  'approve-po': PoApprovals,
  'approve-po/:id': lazy(() => import('./purchases/approvals/ApprovePo')),
  'purchase/po/invoice': PurchaseInvoiceList,
  'invoice/received': PurchaseInvoiceList,
  'view-purchase-invoice/:purchaseInvoiceId': ViewPurchaseInvoice,
  'view-received-invoice/:invoiceReceivedId': ViewPurchaseInvoice,
  'invoice/approve': lazy(() => import('./purchases/invoices/FinanceApprovals')),
  'view-invoice-approval/:invoiceReceivedId': lazy(
    () => import('./purchases/invoices/InvoiceApproval'),
  ),
  'tables/payable': lazy(() => import('./purchases/payments/PayableInvoices')),
  'tables/pending-payments': lazy(() => import('./purchases/payments/PendingPayments')),
  'purchase/po/advance': lazy(() => import('./purchases/payments/AdvancesPaid')),
  // Dashboard and sales (vendor side).
  DashBoard: lazy(() => import('./dashboard/DashBoard')),
  'po/received': lazy(() => import('./sales/orders/ReceivedOrderList')),
  'view-received-po/:poReceivedId': lazy(() => import('./sales/orders/ViewReceivedPo')),
  sales: lazy(() => import('./sales/orders/SalesOrders')),
  AddInvoice: lazy(() => import('./sales/invoices/ChooseSalesOrder')),
  'AddInvoice/:salesPOId': lazy(() => import('./sales/invoices/AddInvoice')),
  'EditInvoice/:salesPOId/:invoiceId': lazy(() => import('./sales/invoices/EditInvoice')),
  'view-invoice/:invoiceId': lazy(() => import('./sales/invoices/ViewInvoice')),
  'sales/invoice': lazy(() => import('./sales/invoices/SalesInvoiceList')),
  'invoice/raised': lazy(() => import('./sales/invoices/RaisedInvoices')),
  'tables/raised': lazy(() => import('./sales/invoices/RaisedInvoicesTable')),
  'payments/received': lazy(() => import('./sales/collections/PaymentsReceivedList')),
  'tables/confirmed-payments': lazy(() => import('./sales/collections/ConfirmedPayments')),
  'sales/collection': lazy(() => import('./sales/collections/Collections')),
  'payments/advance': lazy(() => import('./sales/collections/AdvancesReceived')),
};
