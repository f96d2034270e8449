import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * A sidebar entry; `also` lists the other pages (path prefixes) that belong to it. `href`: an
 * entry outside /dashboard/default/{companyId}/ (the company's /reco-dashboard/{id}).
 */
export type NavItem = {
  label: MessageDescriptor;
  path: string;
  also?: readonly string[];
  href?: (companyId: number) => string;
};
export type NavGroup = { title: MessageDescriptor; items: NavItem[] };
export type WorkArea = 'reconciliation' | 'poso';

const labels = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  recoDashboard: { id: 'nav.recoDashboard', defaultMessage: 'Overview' },
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
const recoDashboardPath = 'reco-dashboard';

/** /reco-dashboard/{id}: the company's reconciliations in charts (spec section 2). */
export function recoDashboardHref(companyId: number): string {
  return `/reco-dashboard/${companyId}`;
}

/** Sidebars of spec section 2, paths relative to /dashboard/default/{companyId}/. */
export const sidebars: Record<WorkArea, NavGroup[]> = {
  reconciliation: [
    {
      title: labels.dashboard,
      items: [
        { label: labels.home, path: `${vc}/home` },
        { label: labels.recoDashboard, path: recoDashboardPath, href: recoDashboardHref },
      ],
    },
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
        {
          label: labels.purchaseOrders,
          path: 'poso/po/list',
          also: ['poso/po', 'poso/AddPo', 'poso/view-po/', 'poso/edit-po/', 'poso/approve-po'],
        },
        {
          label: labels.invoices,
          path: 'poso/purchase/po/invoice',
          also: [
            'poso/invoice/received',
            'poso/invoice/approve',
            'poso/view-purchase-invoice/',
            'poso/view-received-invoice/',
            'poso/view-invoice-approval/',
          ],
        },
        { label: labels.advance, path: 'poso/purchase/po/advance' },
      ],
    },
    {
      title: labels.sales,
      items: [
        {
          label: labels.salesOrders,
          path: 'poso/sales',
          also: ['poso/po/received', 'poso/view-received-po/', 'poso/AddInvoice'],
        },
        {
          label: labels.invoices,
          path: 'poso/sales/invoice',
          also: ['poso/invoice/raised', 'poso/view-invoice/', 'poso/EditInvoice/'],
        },
        {
          label: labels.collection,
          path: 'poso/sales/collection',
          also: ['poso/payments/received', 'poso/payments/advance'],
        },
      ],
    },
  ],
};

/**
 * The one sidebar entry a page belongs to (its path), or null: the entry whose path or `also`
 * prefix matches most of the page's path, so a page never lights up two entries.
 */
export function activeNavPath(area: WorkArea, pathname: string): string | null {
  if (area === 'reconciliation' && /^\/reco-dashboard\/\d+\/?$/.test(pathname))
    return recoDashboardPath;
  const relative = pathname.replace(/^\/dashboard\/default\/\d+\//, '');
  // The approval queues are inbox entries of their own.
  if (area === 'poso' && /^poso\/(approve-po|invoice\/approve)\/?$/.test(relative))
    return relative.replace(/\/$/, '');
  let best: { path: string; length: number } | null = null;
  for (const item of sidebars[area].flatMap((group) => group.items)) {
    for (const prefix of [item.path, ...(item.also ?? [])]) {
      const exact = relative === prefix || relative === `${prefix}/`;
      const under = prefix.endsWith('/')
        ? relative.startsWith(prefix)
        : relative.startsWith(`${prefix}/`);
      if ((exact || under) && (!best || prefix.length > best.length))
        best = { path: item.path, length: exact ? prefix.length + 1 : prefix.length };
    }
  }
  return best?.path ?? null;
}

/** The work area a path belongs to: only these pages have a sidebar and a menu button. */
export function workAreaOf(pathname: string): WorkArea | null {
  if (/^\/reco-dashboard\/\d+\/?$/.test(pathname)) return 'reconciliation';
  const match = /^\/dashboard\/default\/\d+\/(reconciliation|poso)(\/|$)/.exec(pathname);
  return (match?.[1] as WorkArea | undefined) ?? null;
}

/**
 * A company page whose company id is not a positive whole number (`/dashboard/default/abc/poso`):
 * no company can match it, so it is the not-found page rather than a screen waiting forever.
 */
export function hasBadCompanyId(pathname: string): boolean {
  const match = /^\/dashboard\/default\/([^/]+)\/(reconciliation|poso)(\/|$)/.exec(pathname);
  return match !== null && !/^[1-9]\d{0,9}$/.test(match[1]!);
}

export function companyIdOf(pathname: string): number | null {
  const match = /^\/(?:dashboard\/default\/(?:[a-z-]+\/)?|reco-dashboard\/)(\d+)(\/|$)/.exec(
    pathname,
  );
  return match ? Number(match[1]) : null;
}
