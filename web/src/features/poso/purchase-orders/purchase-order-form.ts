import { isIsoDate } from '../../../ui/forms/dates';
import { emptyItem, itemDrafts, itemInputs, type ItemDraft } from '../shared/drafts';
import { checkDecimal, parseDecimalInput, type DecimalRule } from '../../../ui/forms/decimal-input';

/** The PO form as typed: every figure is the text in its input; fields named as the GraphQL input's. */
export type PoFormValues = {
  vendorId: string;
  poNumber: string;
  poDate: string;
  currency: string;
  exchangeRate: string;
  description: string;
  items: ItemDraft[];
};

export const poNumberMaxLength = 50;
export const descriptionMaxLength = 2000;

/** Rates to the base currency: positive, at most 6 decimals (the BFF's rule). */
export const exchangeRateRule: DecimalRule = {
  maxDecimals: 6,
  min: { value: '0', inclusive: false },
};

export function emptyPoForm(today: string, baseCurrency: string): PoFormValues {
  return {
    vendorId: '',
    poNumber: '',
    poDate: today,
    currency: baseCurrency,
    exchangeRate: '1',
    description: '',
    items: [emptyItem()],
  };
}

type SavedPo = {
  vendor: { id: number };
  poNumber: string;
  poDate: string;
  currency: string;
  exchangeRate: string;
  description: string;
  items: readonly {
    itemId?: number | null;
    materialDescription: string;
    ratePerUnit: string;
    quantity: string;
    tax: string;
  }[];
};

/** A saved PO into the form, for edit-po. */
export function poFormFromOrder(po: SavedPo): PoFormValues {
  return {
    vendorId: String(po.vendor.id),
    poNumber: po.poNumber,
    poDate: po.poDate,
    currency: po.currency,
    exchangeRate: plainRate(po.exchangeRate),
    description: po.description,
    items: itemDrafts(
      po.items.map((item) => ({ ...item, id: item.itemId ?? undefined, lineTotal: null })),
    ),
  };
}

/** "97.550000" -> "97.55": a rate as a person would type it. */
export function plainRate(rate: string): string {
  const parsed = parseDecimalInput(rate);
  return parsed.ok ? parsed.value : rate;
}

/** Validated form values into CreatePurchaseOrderInput (item ids stay behind: lines are replaced). */
export function poInput(values: PoFormValues) {
  const rate = parseDecimalInput(values.exchangeRate, exchangeRateRule.maxDecimals);
  if (!rate.ok || checkDecimal(values.exchangeRate, exchangeRateRule) !== null) {
    throw new Error(`Not an exchange rate: "${values.exchangeRate}" (validate the form first)`);
  }
  if (!isIsoDate(values.poDate)) throw new Error(`Not a date: "${values.poDate}"`);
  const poNumber = values.poNumber.trim();
  return {
    vendorId: Number(values.vendorId),
    ...(poNumber ? { poNumber } : {}),
    poDate: values.poDate,
    currency: values.currency,
    exchangeRate: rate.value,
    description: values.description.trim(),
    items: itemInputs(values.items).map(({ id: _id, ...item }) => item),
  };
}
