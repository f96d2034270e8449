import { defineMessages } from 'react-intl';

// The words of the purchase/sales screens, on both sides: each is translated once. A screen
// keeps only the sentences no other screen says.

/** Names of fields and figures, in tables, summaries, forms and dialogs. */
export const fieldLabels = defineMessages({
  material: { id: 'poso.field.material', defaultMessage: 'Material' },
  attachments: { id: 'poso.field.attachments', defaultMessage: 'Attachments' },
  ratePerUnit: { id: 'poso.field.ratePerUnit', defaultMessage: 'Rate per unit' },
  quantity: { id: 'poso.field.quantity', defaultMessage: 'Quantity' },
  tax: { id: 'poso.field.tax', defaultMessage: 'Tax %' },
  lineTotal: { id: 'poso.field.lineTotal', defaultMessage: 'Line total' },
  itemsTotal: { id: 'poso.field.itemsTotal', defaultMessage: 'Items total' },
  grandTotal: { id: 'poso.field.grandTotal', defaultMessage: 'Grand total' },
  chargeType: { id: 'poso.field.chargeType', defaultMessage: 'Charge' },
  amount: { id: 'poso.field.amount', defaultMessage: 'Amount' },
  poNumber: { id: 'poso.field.poNumber', defaultMessage: 'PO number' },
  poDate: { id: 'poso.field.poDate', defaultMessage: 'PO date' },
  invoiceNumber: { id: 'poso.field.invoiceNumber', defaultMessage: 'Invoice number' },
  invoiceDate: { id: 'poso.field.invoiceDate', defaultMessage: 'Invoice date' },
  dueDate: { id: 'poso.field.dueDate', defaultMessage: 'Due date' },
  vendor: { id: 'poso.field.vendor', defaultMessage: 'Vendor' },
  customer: { id: 'poso.field.customer', defaultMessage: 'Customer' },
  currency: { id: 'poso.field.currency', defaultMessage: 'Currency' },
  exchangeRate: { id: 'poso.field.exchangeRate', defaultMessage: 'Exchange rate' },
  description: { id: 'poso.field.description', defaultMessage: 'Description' },
  status: { id: 'poso.field.status', defaultMessage: 'Status' },
  total: { id: 'poso.field.invoiceTotal', defaultMessage: 'Invoice total' },
  paid: { id: 'poso.field.paid', defaultMessage: 'Paid' },
  pending: { id: 'poso.field.pending', defaultMessage: 'Pending amount' },
  referenceNumber: { id: 'poso.field.referenceNumber', defaultMessage: 'Reference number' },
  remarks: { id: 'poso.field.remarks', defaultMessage: 'Remarks' },
  paymentDate: { id: 'poso.field.paymentDate', defaultMessage: 'Payment date' },
  date: { id: 'poso.field.date', defaultMessage: 'Date' },
  approver: { id: 'poso.field.approver', defaultMessage: 'Approver' },
  rejectRemarks: { id: 'poso.field.rejectRemarks', defaultMessage: 'Reject remarks' },
  items: { id: 'poso.field.items', defaultMessage: 'Items' },
  paidBy: { id: 'poso.field.paidBy', defaultMessage: 'Paid by' },
  payments: { id: 'poso.field.payments', defaultMessage: 'Payments' },
  purchaseOrder: { id: 'poso.field.purchaseOrder', defaultMessage: 'Purchase order' },
  invoice: { id: 'poso.field.invoice', defaultMessage: 'Invoice' },
  advancePaid: { id: 'poso.field.advancePaid', defaultMessage: 'Advance paid' },
  advanceReceived: { id: 'poso.field.advanceReceived', defaultMessage: 'Advance received' },
  leftToAdvance: { id: 'poso.field.leftToAdvance', defaultMessage: 'Left to advance' },
  advanceTotal: { id: 'poso.field.advanceTotal', defaultMessage: 'Advances on the order' },
});

/** Buttons. */
export const actionLabels = defineMessages({
  accept: { id: 'poso.action.accept', defaultMessage: 'Accept' },
  reject: { id: 'poso.action.reject', defaultMessage: 'Reject' },
  approve: { id: 'poso.action.approve', defaultMessage: 'Approve' },
  review: { id: 'poso.action.review', defaultMessage: 'Review' },
  edit: { id: 'poso.action.edit', defaultMessage: 'Edit' },
  send: { id: 'poso.action.send', defaultMessage: 'Send' },
  sendForApproval: { id: 'poso.action.sendForApproval', defaultMessage: 'Send for approval' },
  confirm: { id: 'poso.action.confirm', defaultMessage: 'Confirm' },
  pay: { id: 'poso.action.pay', defaultMessage: 'Pay' },
  payAdvance: { id: 'poso.action.payAdvance', defaultMessage: 'Pay advance' },
  newPo: { id: 'poso.action.newPo', defaultMessage: 'New purchase order' },
  addInvoice: { id: 'poso.action.addInvoice', defaultMessage: 'Add invoice' },
  newInvoice: { id: 'poso.action.newInvoice', defaultMessage: 'New invoice' },
  choose: { id: 'poso.action.choose', defaultMessage: 'Choose' },
  saveDraft: { id: 'poso.action.saveDraft', defaultMessage: 'Save draft' },
  saveChanges: { id: 'poso.action.saveChanges', defaultMessage: 'Save changes' },
  viewAll: { id: 'poso.action.viewAll', defaultMessage: 'View all' },
});

/** What list filters say. */
export const filterLabels = defineMessages({
  status: { id: 'poso.filter.status', defaultMessage: 'Show' },
  allVendors: { id: 'poso.filter.allVendors', defaultMessage: 'All vendors' },
  searchPoNumber: { id: 'poso.filter.poNumber', defaultMessage: 'Search PO number' },
  searchInvoiceNumber: { id: 'poso.filter.invoiceNumber', defaultMessage: 'Search invoice number' },
});

/** Screen titles that also name tabs and links. */
export const titles = defineMessages({
  purchaseOrders: { id: 'poso.title.purchaseOrders', defaultMessage: 'Purchase orders' },
  poApprovals: { id: 'poso.title.poApprovals', defaultMessage: 'Awaiting my approval' },
  purchaseInvoices: { id: 'poso.title.purchaseInvoices', defaultMessage: 'Purchase invoices' },
  financeApprovals: { id: 'poso.title.financeApprovals', defaultMessage: 'Finance approval' },
  payable: { id: 'poso.title.payable', defaultMessage: 'Payable' },
  pendingPayments: { id: 'poso.title.pendingPayments', defaultMessage: 'Pending payments' },
  advancesPaid: { id: 'poso.title.advancesPaid', defaultMessage: 'Advances paid' },
});

/** Said on a document page whose address names no document of this company. */
export const documentNotFound = defineMessages({
  message: {
    id: 'poso.document.notFound',
    defaultMessage: 'This document does not exist or belongs to another company.',
  },
}).message;
