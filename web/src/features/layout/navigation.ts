import { defineMessages, type MessageDescriptor } from 'react-intl';

export type NavItem = { label: MessageDescriptor; path: string };
export type NavGroup = { title: MessageDescriptor; items: NavItem[] };
export type WorkArea = 'reconciliation' | 'poso';

const labels = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  reconciliation: { id: 'nav.reconciliation', defaultMessage: 'Reconciliation' },
  latestRecos: { id: 'nav.latestRecos', defaultMessage: 'Latest Recos' },
  communicationTemplates: {
    id: 'nav.communicationTemplates',
    defaultMessage: 'Communication Templates',
  },
  gstReconciliation: { id: 'nav.gstReconciliation', defaultMessage: 'GST Reconciliation' },
  taxReconciliation: { id: 'nav.taxReconciliation', defaultMessage: 'TAX Reconciliation' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  recent: { id: 'nav.recent', defaultMessage: 'Recent' },
  purchases: { id: 'nav.purchases', defaultMessage: 'Purchases' },
  purchaseOrders: { id: 'nav.purchaseOrders', defaultMessage: 'Purchase Orders' },
  invoices: { id: 'nav.invoices', defaultMessage: 'Invoices' },
  advance: { id: 'nav.advance', defaultMessage: 'Advance' },
  sales: { id: 'nav.sales', defaultMessage: 'Sales' },
  salesOrders: { id: 'nav.salesOrders', defaultMessage: 'Sales Orders' },
  collection: { id: 'nav.collection', defaultMessage: 'Collection' },
});

const vc = 'reconciliation/vendor-customer/full-version-1';

/** Sidebars of spec section 2, paths relative to /dashboard/default/{companyId}/. */
export const sidebars: Record<WorkArea, NavGroup[]> = {
  reconciliation: [
    { title: labels.dashboard, items: [{ label: labels.home, path: `${vc}/home` }] },
    {
      title: labels.reconciliation,
      items: [
        { label: labels.latestRecos, path: `${vc}/vendor/latest-recos/vendorReco` },
        { label: labels.communicationTemplates, path: `${vc}/communication-template` },
      ],
    },
    {
      title: labels.gstReconciliation,
      items: [{ label: labels.latestRecos, path: `${vc}/gst/gst-latest-recos` }],
    },
    {
      title: labels.taxReconciliation,
      items: [{ label: labels.latestRecos, path: `${vc}/vendor/latest-recos/taxReco` }],
    },
  ],
  poso: [
    { title: labels.dashboard, items: [{ label: labels.recent, path: 'poso/DashBoard' }] },
    {
      title: labels.purchases,
      items: [
        { label: labels.purchaseOrders, path: 'poso/po/list' },
        { label: labels.invoices, path: 'poso/purchase/po/invoice' },
        { label: labels.advance, path: 'poso/purchase/po/advance' },
      ],
    },
    {
      title: labels.sales,
      items: [
        { label: labels.salesOrders, path: 'poso/sales' },
        { label: labels.invoices, path: 'poso/sales/invoice' },
        { label: labels.collection, path: 'poso/sales/collection' },
      ],
    },
  ],
};

/** The work area a path belongs to: only these pages have a sidebar and a menu button. */
export function workAreaOf(pathname: string): WorkArea | null {
  const match = /^\/dashboard\/default\/\d+\/(reconciliation|poso)(\/|$)/.exec(pathname);
  return (match?.[1] as WorkArea | undefined) ?? null;
}

export function companyIdOf(pathname: string): number | null {
  const match = /^\/(?:dashboard\/default\/(?:[a-z-]+\/)?|reco-dashboard\/)(\d+)(\/|$)/.exec(
    pathname,
  );
  return match ? Number(match[1]) : null;
}
