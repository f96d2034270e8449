import { defineMessages } from 'react-intl';

/** Titles of the purchases screens; also the labels of the purchases tabs. */
export const titles = defineMessages({
  purchaseOrders: { id: 'purchases.title.purchaseOrders', defaultMessage: 'Purchase orders' },
  poApprovals: { id: 'purchases.title.poApprovals', defaultMessage: 'Awaiting my approval' },
  invoices: { id: 'purchases.title.invoices', defaultMessage: 'Purchase invoices' },
  financeApprovals: { id: 'purchases.title.financeApprovals', defaultMessage: 'Finance approval' },
  payable: { id: 'purchases.title.payable', defaultMessage: 'Payable' },
  pendingPayments: { id: 'purchases.title.pendingPayments', defaultMessage: 'Pending payments' },
  advances: { id: 'purchases.title.advances', defaultMessage: 'Advances paid' },
  addPo: { id: 'purchases.title.addPo', defaultMessage: 'New purchase order' },
  editPo: { id: 'purchases.title.editPo', defaultMessage: 'Edit purchase order {number}' },
  viewPo: { id: 'purchases.title.viewPo', defaultMessage: 'Purchase order {number}' },
  approvePo: { id: 'purchases.title.approvePo', defaultMessage: 'Approve purchase order {number}' },
  viewInvoice: { id: 'purchases.title.viewInvoice', defaultMessage: 'Purchase invoice {number}' },
  invoiceApproval: {
    id: 'purchases.title.invoiceApproval',
    defaultMessage: 'Finance approval of invoice {number}',
  },
});

/** Buttons of the purchases screens. */
export const actions = defineMessages({
  edit: { id: 'purchases.action.edit', defaultMessage: 'Edit' },
  newPo: { id: 'purchases.action.newPo', defaultMessage: 'New purchase order' },
  sendForApproval: { id: 'purchases.action.sendForApproval', defaultMessage: 'Send for approval' },
  approve: { id: 'purchases.action.approve', defaultMessage: 'Approve' },
  reject: { id: 'purchases.action.reject', defaultMessage: 'Reject' },
  accept: { id: 'purchases.action.accept', defaultMessage: 'Accept' },
  pay: { id: 'purchases.action.pay', defaultMessage: 'Pay' },
  payAdvance: { id: 'purchases.action.payAdvance', defaultMessage: 'Pay advance' },
  saveDraft: { id: 'purchases.action.saveDraft', defaultMessage: 'Save draft' },
  saveChanges: { id: 'purchases.action.saveChanges', defaultMessage: 'Save changes' },
  cancel: { id: 'purchases.action.cancel', defaultMessage: 'Cancel' },
  clearFilters: { id: 'purchases.action.clearFilters', defaultMessage: 'Clear filters' },
});

/** Labels the purchases screens add to the kit's field labels. */
export const purchasesLabels = defineMessages({
  allStatuses: { id: 'purchases.filter.allStatuses', defaultMessage: 'All statuses' },
  allVendors: { id: 'purchases.filter.allVendors', defaultMessage: 'All vendors' },
  searchPoNumber: { id: 'purchases.filter.poNumber', defaultMessage: 'Search PO number' },
  searchInvoiceNumber: {
    id: 'purchases.filter.invoiceNumber',
    defaultMessage: 'Search invoice number',
  },
  approver: { id: 'purchases.field.approver', defaultMessage: 'Approver' },
  rejectRemarks: { id: 'purchases.field.rejectRemarks', defaultMessage: 'Reject remarks' },
  items: { id: 'purchases.field.items', defaultMessage: 'Items' },
  paidBy: { id: 'purchases.field.paidBy', defaultMessage: 'Paid by' },
  payments: { id: 'purchases.field.payments', defaultMessage: 'Payments' },
  noPayments: { id: 'purchases.field.noPayments', defaultMessage: 'No payments yet' },
  purchaseOrder: { id: 'purchases.field.purchaseOrder', defaultMessage: 'Purchase order' },
  advanceAmount: { id: 'purchases.field.advanceAmount', defaultMessage: 'Advance paid' },
  leftToAdvance: { id: 'purchases.field.leftToAdvance', defaultMessage: 'Left to advance' },
  notFound: {
    id: 'purchases.notFound',
    defaultMessage: 'This document does not exist or belongs to another company.',
  },
  backToList: { id: 'purchases.backToList', defaultMessage: 'Back to the list' },
});
