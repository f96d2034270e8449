import { defineMessages } from 'react-intl';

/** Field names shared by tables, summaries, editors and dialogs, so each is translated once. */
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
});

/** Buttons every poso part shares. */
export const actionLabels = defineMessages({
  retry: { id: 'poso.action.retry', defaultMessage: 'Retry' },
  cancel: { id: 'poso.action.cancel', defaultMessage: 'Cancel' },
  close: { id: 'poso.action.close', defaultMessage: 'Close' },
});
