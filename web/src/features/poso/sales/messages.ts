import { defineMessages } from 'react-intl';

/** Buttons and labels the sales screens share. */
export const salesActions = defineMessages({
  accept: { id: 'sales.action.accept', defaultMessage: 'Accept' },
  reject: { id: 'sales.action.reject', defaultMessage: 'Reject' },
  addInvoice: { id: 'sales.action.addInvoice', defaultMessage: 'Add invoice' },
  newInvoice: { id: 'sales.action.newInvoice', defaultMessage: 'New invoice' },
  send: { id: 'sales.action.send', defaultMessage: 'Send' },
  edit: { id: 'sales.action.edit', defaultMessage: 'Edit' },
  confirm: { id: 'sales.action.confirm', defaultMessage: 'Confirm' },
  choose: { id: 'sales.action.choose', defaultMessage: 'Choose' },
  viewAll: { id: 'sales.action.viewAll', defaultMessage: 'View all' },
});

export const salesLabels = defineMessages({
  advanceReceived: { id: 'sales.label.advanceReceived', defaultMessage: 'Advance received' },
  rejectRemarks: { id: 'sales.label.rejectRemarks', defaultMessage: 'Reject remarks' },
  purchaseOrder: { id: 'sales.label.purchaseOrder', defaultMessage: 'Purchase order' },
  invoice: { id: 'sales.label.invoice', defaultMessage: 'Invoice' },
  items: { id: 'sales.label.items', defaultMessage: 'Items' },
  all: { id: 'sales.filter.all', defaultMessage: 'All' },
  statusFilter: { id: 'sales.filter.status', defaultMessage: 'Show' },
});
