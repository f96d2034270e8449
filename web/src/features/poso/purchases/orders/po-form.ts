import { isIsoDate } from '../../shared/dates';
import { emptyItem, itemDrafts, itemInputs, type ItemDraft } from '../../shared/drafts';
import { parseDecimalInput } from '../../shared/money';
import { checkDecimal, type DecimalRule } from '../../shared/validation';

/** The PO form as typed: every figure is the text in its input. */
export type PoFormValues = {
  vendorId: string;
  poNumber: string;
  poDate: string;
  currency: string;
  exchangeRate: string;
  description: string;
  items: ItemDraft[];
};

export type PoFormField = Exclude<keyof PoFormValues, 'items'>;

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

const itemPath = /^items\.(\d+)\.(materialDescription|ratePerUnit|quantity|tax)$/;
const formFields: readonly PoFormField[] = [
  'vendorId',
  'poNumber',
  'poDate',
  'currency',
  'exchangeRate',
  'description',
];

export type PoFieldPath = PoFormField | `items.${number}.${keyof Omit<ItemDraft, 'id'>}`;

/** The BFF's per-field messages onto the form's fields; what fits nowhere stays unmatched. */
export function poServerErrors(fields: Record<string, string>): {
  matched: [PoFieldPath, string][];
  unmatched: string[];
} {
  const matched: [PoFieldPath, string][] = [];
  const unmatched: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const item = itemPath.exec(name);
    if (item) matched.push([`items.${Number(item[1])}.${item[2]}` as PoFieldPath, message]);
    else if ((formFields as readonly string[]).includes(name))
      matched.push([name as PoFormField, message]);
    else unmatched.push(message);
  }
  return { matched, unmatched };
}
