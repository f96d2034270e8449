import { defineMessages, type MessageDescriptor } from 'react-intl';
import { generatePath, matchRoutes, type Params } from 'react-router';
import {
  communicationTemplatePath,
  companyAdminRoutes,
  posoPaths,
  reconciliationRoutes,
  type PosoPath,
} from '../../app/routes';

const words = defineMessages({
  companies: { id: 'breadcrumb.companies', defaultMessage: 'Companies' },
  poso: { id: 'breadcrumb.poso', defaultMessage: 'Purchases & Sales' },
  reconciliation: { id: 'breadcrumb.reconciliation', defaultMessage: 'Reconciliation' },
  profile: { id: 'breadcrumb.profile', defaultMessage: 'Account Settings' },
  admin: { id: 'breadcrumb.admin', defaultMessage: 'Admin' },
  company: { id: 'page.company', defaultMessage: 'Company' },
  timeline: { id: 'page.timeline', defaultMessage: 'Timeline' },
  purchaseOrders: { id: 'page.purchaseOrders', defaultMessage: 'Purchase orders' },
  purchaseOrder: { id: 'page.purchaseOrder', defaultMessage: 'Purchase order' },
  newPurchaseOrder: { id: 'page.newPurchaseOrder', defaultMessage: 'New purchase order' },
  editPurchaseOrder: { id: 'page.editPurchaseOrder', defaultMessage: 'Edit purchase order' },
  editPurchaseOrderNamed: { id: 'page.editPurchaseOrder.named', defaultMessage: 'Edit {name}' },
  poApprovals: { id: 'page.poApprovals', defaultMessage: 'Awaiting my approval' },
  approvePurchaseOrder: { id: 'page.approvePurchaseOrder', defaultMessage: 'Approve order' },
  approveNamed: { id: 'page.approve.named', defaultMessage: 'Approve {name}' },
  receivedOrders: { id: 'page.receivedOrders', defaultMessage: 'Purchase orders received' },
  salesOrders: { id: 'page.salesOrders', defaultMessage: 'Sales orders' },
  purchaseInvoices: { id: 'page.purchaseInvoices', defaultMessage: 'Purchase invoices' },
  purchaseInvoice: { id: 'page.purchaseInvoice', defaultMessage: 'Purchase invoice' },
  advancesPaid: { id: 'page.advancesPaid', defaultMessage: 'Advances paid' },
  salesInvoices: { id: 'page.salesInvoices', defaultMessage: 'Sales invoices' },
  salesInvoice: { id: 'page.salesInvoice', defaultMessage: 'Invoice' },
  newInvoice: { id: 'page.newInvoice', defaultMessage: 'New invoice' },
  newInvoiceNamed: { id: 'page.newInvoice.named', defaultMessage: 'New invoice for {name}' },
  editInvoice: { id: 'page.editInvoice', defaultMessage: 'Edit invoice' },
  editInvoiceNamed: { id: 'page.editInvoice.named', defaultMessage: 'Edit {name}' },
  invoicesRaised: { id: 'page.invoicesRaised', defaultMessage: 'Invoices raised' },
  financeApprovals: { id: 'page.financeApprovals', defaultMessage: 'Finance approval' },
  collections: { id: 'page.collections', defaultMessage: 'Collections' },
  confirmedPayments: { id: 'page.confirmedPayments', defaultMessage: 'Confirmed payments' },
  pendingPayments: { id: 'page.pendingPayments', defaultMessage: 'Pending payments' },
  payable: { id: 'page.payable', defaultMessage: 'Payable' },
  paymentsReceived: { id: 'page.paymentsReceived', defaultMessage: 'Payments received' },
  advancesReceived: { id: 'page.advancesReceived', defaultMessage: 'Advances received' },
  chartOfAccounts: { id: 'page.chartOfAccounts', defaultMessage: 'Chart of accounts' },
  reports: { id: 'page.reports', defaultMessage: 'Reports' },
  report1: { id: 'page.report1', defaultMessage: 'Report 1' },
  report2: { id: 'page.report2', defaultMessage: 'Report 2' },
  settings: { id: 'page.settings', defaultMessage: 'Settings' },
  vendorCustomer: { id: 'page.vendorCustomer', defaultMessage: 'Vendor & customer' },
  rules: { id: 'page.rules', defaultMessage: 'Rules' },
  programs: { id: 'page.programs', defaultMessage: 'Programs' },
  latestRecos: { id: 'page.latestRecos', defaultMessage: 'Latest recos' },
  sharedRecos: { id: 'page.sharedRecos', defaultMessage: 'Shared recos' },
  oldRecos: { id: 'page.oldRecos', defaultMessage: 'Old recos' },
  gstLatestRecos: { id: 'page.gstLatestRecos', defaultMessage: 'GST latest recos' },
  projects: { id: 'page.projects', defaultMessage: 'Projects' },
  project: { id: 'page.project', defaultMessage: 'Project' },
  history: { id: 'page.history', defaultMessage: 'History' },
  historyNamed: { id: 'page.history.named', defaultMessage: '{name} · history' },
  tag: { id: 'page.tag', defaultMessage: 'Tag' },
  period: { id: 'page.period', defaultMessage: 'Reconciliation period' },
  summary: { id: 'page.summary', defaultMessage: 'Summary' },
  summaryNamed: { id: 'page.summary.named', defaultMessage: '{name} · summary' },
  drillDown: { id: 'page.drillDown', defaultMessage: 'Entries' },
  communications: { id: 'page.communications', defaultMessage: 'Communications' },
  createProfile: { id: 'page.createProfile', defaultMessage: 'Company profile' },
  inviteUsers: { id: 'page.inviteUsers', defaultMessage: 'Invite users' },
  inviteUser: { id: 'page.inviteUser', defaultMessage: 'Invite a user' },
  inviteCompany: { id: 'page.inviteCompany', defaultMessage: 'Invite a company' },
  customersVendors: { id: 'page.customersVendors', defaultMessage: 'Customers & vendors' },
  recoDashboard: { id: 'page.recoDashboard', defaultMessage: 'Reconciliation dashboard' },
  editProfile: { id: 'page.editProfile', defaultMessage: 'Edit profile' },
  adminCompanies: { id: 'page.adminCompanies', defaultMessage: 'Companies' },
  adminTools: { id: 'page.adminTools', defaultMessage: 'Tools' },
  comingSoon: { id: 'page.comingSoon', defaultMessage: 'Coming soon' },
});

/**
 * A page of the app: its title, the page above it in the trail (an address pattern filled
 * from this page's parameters; always a page that exists), and, for pages showing one record,
 * `named`: how the record's name (a document number, a party) reads once the screen knows it.
 * Without `named` the record's name is the crumb itself.
 */
export type PageDef = {
  title: MessageDescriptor;
  parent?: string | ((params: Params) => string);
  named?: MessageDescriptor | true;
  /** The company the page belongs to is its `:companyId` (its name is a crumb). */
  company?: true;
};

const companies = '/dashboard/default';
const company = `${companies}/:companyId`;
const vc = 'reconciliation/vendor-customer/full-version-1';
const posoRoot = `${company}/poso/DashBoard`;
const recoRoot = `${company}/${vc}/home`;
const latestRecos = (recoType = 'vendorReco') => `${company}/${vc}/vendor/latest-recos/${recoType}`;

const poso = (path: PosoPath) => `${company}/poso/${path}`;

/** Every poso screen (web/src/app/routes.ts posoPaths): title and the page above it. */
const posoPages: Record<PosoPath, Omit<PageDef, 'company'>> = {
  DashBoard: { title: words.poso, parent: company },
  'DashBoardPo/TimeLine': { title: words.timeline },
  po: { title: words.purchaseOrders },
  'po/list': { title: words.purchaseOrders },
  'tables/list-po': { title: words.purchaseOrders },
  'po/approve': { title: words.poApprovals, parent: poso('po/list') },
  'approve-po': { title: words.poApprovals, parent: poso('po/list') },
  'approve-po/:id': {
    title: words.approvePurchaseOrder,
    parent: poso('approve-po'),
    named: words.approveNamed,
  },
  'po/Add': { title: words.newPurchaseOrder, parent: poso('po/list') },
  AddPo: { title: words.newPurchaseOrder, parent: poso('po/list') },
  'edit-po/:poId': {
    title: words.editPurchaseOrder,
    parent: poso('po/list'),
    named: words.editPurchaseOrderNamed,
  },
  'view-po/:poId': { title: words.purchaseOrder, parent: poso('po/list'), named: true },
  'po/received': { title: words.receivedOrders, parent: poso('sales') },
  'view-received-po/:poReceivedId': {
    title: words.purchaseOrder,
    parent: poso('sales'),
    named: true,
  },
  sales: { title: words.salesOrders },
  'purchase/po/invoice': { title: words.purchaseInvoices },
  'invoice/received': { title: words.purchaseInvoices },
  'view-purchase-invoice/:purchaseInvoiceId': {
    title: words.purchaseInvoice,
    parent: poso('purchase/po/invoice'),
    named: true,
  },
  'view-received-invoice/:invoiceReceivedId': {
    title: words.purchaseInvoice,
    parent: poso('purchase/po/invoice'),
    named: true,
  },
  'invoice/approve': { title: words.financeApprovals, parent: poso('purchase/po/invoice') },
  'view-invoice-approval/:invoiceReceivedId': {
    title: words.financeApprovals,
    parent: poso('invoice/approve'),
    named: true,
  },
  'purchase/po/advance': { title: words.advancesPaid },
  'sales/invoice': { title: words.salesInvoices },
  AddInvoice: { title: words.newInvoice, parent: poso('sales/invoice') },
  'AddInvoice/:salesPOId': {
    title: words.newInvoice,
    parent: poso('sales/invoice'),
    named: words.newInvoiceNamed,
  },
  'EditInvoice/:salesPOId/:invoiceId': {
    title: words.editInvoice,
    parent: poso('sales/invoice'),
    named: words.editInvoiceNamed,
  },
  'view-invoice/:invoiceId': {
    title: words.salesInvoice,
    parent: poso('sales/invoice'),
    named: true,
  },
  'invoice/raised': { title: words.invoicesRaised, parent: poso('sales/invoice') },
  'tables/raised': { title: words.invoicesRaised, parent: poso('sales/invoice') },
  'sales/collection': { title: words.collections },
  'tables/confirmed-payments': {
    title: words.confirmedPayments,
    parent: poso('sales/collection'),
  },
  'payments/received': { title: words.paymentsReceived, parent: poso('sales/collection') },
  'payments/advance': { title: words.advancesReceived, parent: poso('sales/collection') },
  'tables/pending-payments': {
    title: words.pendingPayments,
    parent: poso('purchase/po/invoice'),
  },
  'tables/payable': { title: words.payable, parent: poso('purchase/po/invoice') },
  ChatOfAccounts: { title: words.chartOfAccounts },
  reports: { title: words.reports },
  'reports/report-1': { title: words.report1, parent: poso('reports') },
  'reports/report-2': { title: words.report2, parent: poso('reports') },
  settings: { title: words.settings },
};

/** Every reconciliation screen (routes.ts reconciliationRoutes), by its route. */
const recoPages: Record<string, Omit<PageDef, 'company'>> = {
  'reconciliation/vendor-customer': { title: words.vendorCustomer },
  'reconciliation/rules': { title: words.rules },
  'reconciliation/programs': { title: words.programs },
  [`${vc}/home`]: { title: words.reconciliation, parent: company },
  [`${vc}/vendor/latest-recos/:recoType`]: { title: words.latestRecos },
  [`${vc}/vendor/shared-recos`]: { title: words.sharedRecos, parent: latestRecos() },
  [`${vc}/vendor/projects`]: { title: words.projects },
  [`${vc}/vendor/projects/:projectId`]: {
    title: words.project,
    parent: `${company}/${vc}/vendor/projects`,
    named: true,
  },
  [`${vc}/gst/gst-latest-recos`]: { title: words.gstLatestRecos },
  [`${vc}/vendor/latest-recos/history/:recoId`]: {
    title: words.history,
    parent: latestRecos(),
    named: words.historyNamed,
  },
  [`${vc}/vendor/history/:recoId`]: {
    title: words.history,
    parent: latestRecos(),
    named: words.historyNamed,
  },
  'reconciliation/vendor-customer/history/:recoId': {
    title: words.history,
    parent: latestRecos(),
    named: words.historyNamed,
  },
  [`${vc}/vendor/old-recos`]: { title: words.oldRecos, parent: latestRecos() },
  'reconciliation/vendor-customer/tags/:recoId/:tagId': {
    title: words.tag,
    parent: `${company}/${vc}/vendor/history/:recoId`,
    named: true,
  },
  [`${vc}/tags/:recoId/:tagId`]: {
    title: words.tag,
    parent: `${company}/${vc}/vendor/history/:recoId`,
    named: true,
  },
  'reconciliation/vendor-customer/period/:recoIterationId': {
    title: words.period,
    parent: latestRecos(),
    named: true,
  },
  [`${vc}/:recoType/latest-recos/summary/:recoIterationId/:getFrom`]: {
    title: words.summary,
    parent: `${company}/reconciliation/vendor-customer/period/:recoIterationId`,
    named: words.summaryNamed,
  },
  // The drill-down knows its reconciliation, not the period whose summary led there.
  [`${vc}/:recoType/latest-recos/summary/:recoId/:getFrom/:status/:category/:remark/:remark2`]: {
    title: words.drillDown,
    parent: (params) => latestRecos(params.recoType),
    named: true,
  },
  [`${vc}/gst-summary/:id/:getFrom/:status/:category/:remark/:remark2`]: {
    title: words.drillDown,
    parent: `${company}/${vc}/gst/gst-latest-recos`,
    named: true,
  },
  [`${vc}/:recoId/:status/:category/:remark/:remark2`]: {
    title: words.drillDown,
    parent: latestRecos(),
    named: true,
  },
};

const adminTitles: Record<string, MessageDescriptor> = {
  'create-profile/:companyId': words.createProfile,
  'invite-users/:companyId': words.inviteUsers,
  'invite-user-form/:companyId': words.inviteUser,
  'invite-company/:companyId': words.inviteCompany,
  'customer-vendor-details/:companyId': words.customersVendors,
};

/** Every page of the signed-in app by its full route pattern (router.tsx builds the same). */
export const pages: Record<string, PageDef> = {
  [companies]: { title: words.companies },
  [company]: { title: words.company, parent: companies, named: true, company: true },
  ...Object.fromEntries(
    companyAdminRoutes.map((path) => [
      `${companies}/${path}`,
      { title: adminTitles[path] ?? words.comingSoon, parent: company, company: true },
    ]),
  ),
  ...Object.fromEntries(
    posoPaths.map((path) => [
      poso(path),
      { parent: posoRoot, ...posoPages[path], company: true } satisfies PageDef,
    ]),
  ),
  ...Object.fromEntries(
    reconciliationRoutes.map((path) => [
      `${company}/${path}`,
      // No fallback title: a route added without its entry fails page-titles.test.ts.
      { parent: recoRoot, ...recoPages[path], company: true } as PageDef,
    ]),
  ),
  [`${company}/${communicationTemplatePath}`]: {
    title: words.communications,
    parent: recoRoot,
    company: true,
  },
  '/reco-dashboard/:id': { title: words.recoDashboard, parent: companies },
  '/profile/:userId': { title: words.profile, named: true },
  '/edit-profile/:inviteId': { title: words.editProfile },
  '/admin/companies': { title: words.adminCompanies, parent: '/admin/tools' },
  '/admin/tools': { title: words.adminTools },
  '/user/*': { title: words.comingSoon },
};

const routes = Object.keys(pages).map((path) => ({ path }));

/** One crumb: the page's title, its address, and whether the record's name replaces the title. */
export type TrailStep = {
  pattern: string;
  to: string;
  def: PageDef;
  params: Params;
};

type PageMatch = { pattern: string; params: Params } | null;

// Matching ranks and compiles every page's pattern anew on each call (some three hundred), and
// a trail matches the page and each of its parents, on every render of the breadcrumbs and the
// tab's title: a few milliseconds each time on a phone. The answers are kept by address; a
// session visits few, and the bound keeps a long one from growing without end.
const matched = new Map<string, PageMatch>();

function matchPage(pathname: string): PageMatch {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const found = matchRoutes(routes, pathname)?.at(-1);
  const page = found?.route.path ? { pattern: found.route.path, params: found.params } : null;
  if (matched.size >= 500) matched.clear();
  matched.set(pathname, page);
  return page;
}

/**
 * The trail to a page, from the top: each step a page that exists, each filled from the
 * current page's parameters (`/dashboard/default/7/poso/view-po/12` -> companies, company 7,
 * purchases & sales, purchase orders, the order). Null for an address no page answers.
 */
export function pageTrail(pathname: string): TrailStep[] | null {
  const page = matchPage(pathname);
  if (!page) return null;
  const trail: TrailStep[] = [];
  let step: { pattern: string; params: Params; to: string } | null = { ...page, to: pathname };
  // The chain of parents is finite (no page is its own ancestor); the bound guards a typo.
  while (step && trail.length < 10) {
    const def: PageDef = pages[step.pattern]!;
    trail.unshift({ pattern: step.pattern, to: step.to, def, params: step.params });
    if (!def.parent) break;
    const parent: string = typeof def.parent === 'function' ? def.parent(step.params) : def.parent;
    const to: string = generatePath(parent, step.params as Record<string, string>);
    const next = matchPage(to);
    step = next ? { ...next, to } : null;
  }
  return trail;
}
