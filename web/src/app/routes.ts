/**
 * The reconciliation routes of spec section 2, each the screen of features/reco/screens.ts or
 * features/reco-results/screens.ts (reconciliation/vendor-customer and /programs lead to the
 * home and the projects, /rules is the engine's rule table: docs/decisions.md, "Reconciliation
 * area entries").
 */
const vc = 'reconciliation/vendor-customer/full-version-1';

export const reconciliationRoutes = [
  'reconciliation/vendor-customer',
  'reconciliation/rules',
  'reconciliation/programs',
  `${vc}/home`,
  `${vc}/vendor/latest-recos/:recoType`,
  `${vc}/vendor/shared-recos`,
  `${vc}/vendor/projects`,
  `${vc}/vendor/projects/:projectId`,
  `${vc}/gst/gst-latest-recos`,
  `${vc}/vendor/latest-recos/history/:recoId`,
  `${vc}/vendor/history/:recoId`,
  'reconciliation/vendor-customer/history/:recoId',
  `${vc}/vendor/old-recos`,
  'reconciliation/vendor-customer/tags/:recoId/:tagId',
  `${vc}/tags/:recoId/:tagId`,
  'reconciliation/vendor-customer/period/:recoIterationId',
  `${vc}/:recoType/latest-recos/summary/:recoIterationId/:getFrom`,
  `${vc}/:recoType/latest-recos/summary/:recoId/:getFrom/:status/:category/:remark/:remark2`,
  `${vc}/gst-summary/:id/:getFrom/:status/:category/:remark/:remark2`,
  `${vc}/:recoId/:status/:category/:remark/:remark2`,
];

/** The communications screen: mails, sender, templates and rules. */
export const communicationTemplatePath = `${vc}/communication-template`;

/** Purchase/sales screens under /dashboard/default/{companyId}/poso/. */
export const posoPaths = [
  'DashBoard',
  'DashBoardPo/TimeLine',
  'po',
  'po/list',
  'po/approve',
  'po/received',
  'po/Add',
  'tables/list-po',
  'approve-po',
  'approve-po/:id',
  'AddPo',
  'edit-po/:poId',
  'view-po/:poId',
  'view-received-po/:poReceivedId',
  'purchase/po/invoice',
  'purchase/po/advance',
  'view-purchase-invoice/:purchaseInvoiceId',
  'sales',
  'sales/invoice',
  'sales/collection',
  'AddInvoice',
  'AddInvoice/:salesPOId',
  'EditInvoice/:salesPOId/:invoiceId',
  'view-invoice/:invoiceId',
  'invoice/raised',
  'invoice/received',
  'view-received-invoice/:invoiceReceivedId',
  'invoice/approve',
  'view-invoice-approval/:invoiceReceivedId',
  'tables/confirmed-payments',
  'tables/pending-payments',
  'tables/payable',
  'tables/raised',
  'payments/received',
  'payments/advance',
  'ChatOfAccounts',
  'reports',
  'reports/report-1',
  'reports/report-2',
  'settings',
] as const;
export type PosoPath = (typeof posoPaths)[number];

export const companyAdminRoutes = [
  'create-profile/:companyId',
  'invite-users/:companyId',
  'invite-user-form/:companyId',
  'invite-company/:companyId',
  'customer-vendor-details/:companyId',
];

/** Public pages from the template that are not part of this release. */
export const publicPlaceholderRoutes = [
  ...[1, 2, 3].flatMap((n) => [
    `/pages/register/register${n}`,
    `/pages/forgot-password/forgot-password${n}`,
    `/pages/check-mail/check-mail${n}`,
    `/pages/reset-password/reset-password${n}`,
    `/pages/code-verification/code-verification${n}`,
  ]),
  '/pages/reset-password/:accessToken',
  '/signup/:inviteId',
  '/invite/activate/:inviteId',
  '/verify/:accessToken',
];
