import { posoHref } from '../shared/links';

/** Links between the purchases screens, all under /dashboard/default/{companyId}/poso/. */
export function purchasesPaths(companyId: number) {
  return {
    poList: posoHref(companyId, 'po/list'),
    addPo: posoHref(companyId, 'AddPo'),
    viewPo: (poId: number) => posoHref(companyId, 'view-po/:poId', { poId }),
    editPo: (poId: number) => posoHref(companyId, 'edit-po/:poId', { poId }),
    poApprovals: posoHref(companyId, 'approve-po'),
    approvePo: (id: number) => posoHref(companyId, 'approve-po/:id', { id }),
    invoices: posoHref(companyId, 'purchase/po/invoice'),
    viewInvoice: (purchaseInvoiceId: number) =>
      posoHref(companyId, 'view-purchase-invoice/:purchaseInvoiceId', { purchaseInvoiceId }),
    financeApprovals: posoHref(companyId, 'invoice/approve'),
    invoiceApproval: (invoiceReceivedId: number) =>
      posoHref(companyId, 'view-invoice-approval/:invoiceReceivedId', { invoiceReceivedId }),
    payable: posoHref(companyId, 'tables/payable'),
    pendingPayments: posoHref(companyId, 'tables/pending-payments'),
    advances: posoHref(companyId, 'purchase/po/advance'),
  };
}

export type PurchasesPaths = ReturnType<typeof purchasesPaths>;
