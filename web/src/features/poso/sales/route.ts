import { useParams } from 'react-router';
import { useSession } from '../../session/useSession';
import { posoHref } from '../shared';

/** Where each poso document and list of one company lives (spec section 2). */
export function posoLinks(companyId: number) {
  return {
    dashboard: posoHref(companyId, 'DashBoard'),
    receivedOrders: posoHref(companyId, 'po/received'),
    receivedOrder: (id: number) =>
      posoHref(companyId, 'view-received-po/:poReceivedId', { poReceivedId: id }),
    salesOrders: posoHref(companyId, 'sales'),
    chooseSalesOrder: posoHref(companyId, 'AddInvoice'),
    addInvoice: (salesOrderId: number) =>
      posoHref(companyId, 'AddInvoice/:salesPOId', { salesPOId: salesOrderId }),
    editInvoice: (salesOrderId: number, invoiceId: number) =>
      posoHref(companyId, 'EditInvoice/:salesPOId/:invoiceId', {
        salesPOId: salesOrderId,
        invoiceId,
      }),
    salesInvoice: (id: number) => posoHref(companyId, 'view-invoice/:invoiceId', { invoiceId: id }),
    salesInvoices: posoHref(companyId, 'sales/invoice'),
    raisedInvoices: posoHref(companyId, 'invoice/raised'),
    paymentsReceived: posoHref(companyId, 'payments/received'),
    confirmedPayments: posoHref(companyId, 'tables/confirmed-payments'),
    collections: posoHref(companyId, 'sales/collection'),
    advancesReceived: posoHref(companyId, 'payments/advance'),
    // The customer side's screens, linked from the dashboard.
    purchaseOrders: posoHref(companyId, 'po/list'),
    purchaseOrder: (id: number) => posoHref(companyId, 'view-po/:poId', { poId: id }),
    purchaseInvoices: posoHref(companyId, 'purchase/po/invoice'),
    purchaseInvoice: (id: number) =>
      posoHref(companyId, 'view-received-invoice/:invoiceReceivedId', { invoiceReceivedId: id }),
  };
}

export type PosoLinks = ReturnType<typeof posoLinks>;

export type PosoRoute = {
  companyId: number;
  /** The company token is in place, so queries run in this company's tenant. */
  ready: boolean;
  links: PosoLinks;
};

/** The company of the current poso URL; screens skip their queries until `ready`. */
export function usePosoRoute(): PosoRoute {
  const companyId = Number(useParams().companyId);
  const session = useSession();
  return { companyId, ready: session.companyId === companyId, links: posoLinks(companyId) };
}

/** A numeric id from the URL, or null when the segment is not a positive integer. */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
