import {
  chargeInputs,
  itemDrafts,
  itemInputs,
  type ChargeDraft,
  type ItemDraft,
} from '../../shared/drafts';
import { toAmountString } from '../../shared/money';
import type { DocumentItem } from '../../shared/types';

/** The invoice form's values: every figure is the text typed in its input. */
export type InvoiceFormValues = {
  invoiceNumber: string;
  invoiceDate: string;
  description: string;
  items: ItemDraft[];
  charges: ChargeDraft[];
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
    description: '',
    items: drafts(order.items),
    charges: [],
  };
}

/** A draft invoice as it was saved. */
export function savedInvoiceForm(invoice: {
  invoiceNumber: string;
  invoiceDate: string;
  description: string;
  items: readonly ItemRow[];
  additionalCharges: readonly { masterId: number; amount: string }[];
}): InvoiceFormValues {
  return {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    description: invoice.description,
    items: drafts(invoice.items),
    charges: invoice.additionalCharges.map((charge) => ({
      chargeTypeId: String(charge.masterId),
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
    description: values.description.trim(),
    items: itemInputs(values.items).map(({ materialDescription, ratePerUnit, quantity, tax }) => ({
      materialDescription,
      ratePerUnit,
      quantity,
      tax,
    })),
    additionalCharges: chargeInputs(values.charges).map((charge) => ({
      masterId: charge.chargeTypeId,
      amount: charge.amount,
    })),
  };
}

type ItemField = 'materialDescription' | 'ratePerUnit' | 'quantity' | 'tax';
export type InvoiceFormField =
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'description'
  | `items.${number}.${ItemField}`
  | `charges.${number}.${'chargeTypeId' | 'amount'}`;

const itemFields: readonly string[] = ['materialDescription', 'ratePerUnit', 'quantity', 'tax'];

/**
 * The form field a server message belongs to (`additionalCharges.0.masterId` ->
 * `charges.0.chargeTypeId`), or null when no single field shows it.
 */
export function invoiceFormField(path: string): InvoiceFormField | null {
  if (path === 'invoiceNumber' || path === 'invoiceDate' || path === 'description') return path;
  const item = /^items\.(\d+)\.(\w+)$/.exec(path);
  if (item && itemFields.includes(item[2] ?? '')) {
    return `items.${Number(item[1])}.${item[2] as ItemField}`;
  }
  const charge = /^additionalCharges\.(\d+)\.(masterId|amount)$/.exec(path);
  if (charge) {
    return `charges.${Number(charge[1])}.${charge[2] === 'masterId' ? 'chargeTypeId' : 'amount'}`;
  }
  return null;
}
