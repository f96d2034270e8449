import {
  chargeInputs,
  itemDrafts,
  itemInputs,
  type ChargeDraft,
  type ItemDraft,
} from '../shared/drafts';
import { toAmountString } from '../shared/money';
import type { DocumentItem } from '../shared/types';
import { isIsoDate } from '../../../ui/forms/dates';

/**
 * The invoice form's values: every figure is the text typed in its input; fields are named
 * as CreateSalesInvoiceInput names them, so the server's messages find them.
 */
export type InvoiceFormValues = {
  invoiceNumber: string;
  invoiceDate: string;
  /** Empty: no due date. */
  dueDate: string;
  description: string;
  items: ItemDraft[];
  additionalCharges: ChargeDraft[];
};

type ItemRow = Omit<DocumentItem, 'id' | 'lineTotal'>;

// Saved lines are replaced as a whole on save, so the form never carries their ids.
function drafts(items: readonly ItemRow[]): ItemDraft[] {
  return itemDrafts(
    items.map((item) => ({
      materialDescription: item.materialDescription,
      ratePerUnit: item.ratePerUnit,
      quantity: item.quantity,
      tax: item.tax,
    })),
  );
}

/** A new invoice starts with the sales order's lines, today's date and no charges. */
export function newInvoiceForm(
  order: { items: readonly ItemRow[] },
  today: string,
): InvoiceFormValues {
  return {
    invoiceNumber: '',
    invoiceDate: today,
    dueDate: '',
    description: '',
    items: drafts(order.items),
    additionalCharges: [],
  };
}

/** A draft invoice as it was saved. */
export function savedInvoiceForm(invoice: {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string | null;
  description: string;
  items: readonly ItemRow[];
  additionalCharges: readonly { masterId: number; amount: string }[];
}): InvoiceFormValues {
  return {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate ?? '',
    description: invoice.description,
    items: drafts(invoice.items),
    additionalCharges: invoice.additionalCharges.map((charge) => ({
      masterId: String(charge.masterId),
      amount: toAmountString(charge.amount),
    })),
  };
}

/**
 * Validated form values in the wire shape of CreateSalesInvoiceInput/UpdateSalesInvoiceInput.
 * An empty invoice number is left out: the server numbers a new invoice (INV-00007) and keeps
 * a saved one's number.
 */
export function invoiceInput(values: InvoiceFormValues) {
  const invoiceNumber = values.invoiceNumber.trim();
  return {
    ...(invoiceNumber ? { invoiceNumber } : {}),
    invoiceDate: values.invoiceDate,
    // Emptied on a saved draft: null clears it.
    dueDate: values.dueDate || null,
    description: values.description.trim(),
    items: itemInputs(values.items).map(({ materialDescription, ratePerUnit, quantity, tax }) => ({
      materialDescription,
      ratePerUnit,
      quantity,
      tax,
    })),
    additionalCharges: chargeInputs(values.additionalCharges),
  };
}

/** What is wrong with the due date, if anything: optional, never before the invoice date. */
export function dueDateIssue(
  values: Pick<InvoiceFormValues, 'invoiceDate' | 'dueDate'>,
): 'invalid' | 'beforeInvoiceDate' | null {
  if (!values.dueDate) return null;
  if (!isIsoDate(values.dueDate)) return 'invalid';
  // ISO dates compare as text.
  return isIsoDate(values.invoiceDate) && values.dueDate < values.invoiceDate
    ? 'beforeInvoiceDate'
    : null;
}
