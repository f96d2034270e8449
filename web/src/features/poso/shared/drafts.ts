import { parseDecimalInput } from '../../../ui/forms/decimal-input';
import { requireAmount, toAmountString, toDecimal } from './money';
import type { DocumentItem } from './types';

/** An item row as typed in a form: every figure is the text in its input. */
export type ItemDraft = {
  /** The saved item's id when editing; absent on new rows. */
  id?: string | number;
  materialDescription: string;
  ratePerUnit: string;
  quantity: string;
  tax: string;
};

/** A charge row as typed; named as AdditionalChargeInput names its fields. */
export type ChargeDraft = { masterId: string; amount: string };

/**
 * Forms that use ItemsEditor keep their rows under `items`, and charges under
 * `additionalCharges`, as the GraphQL inputs do, so server messages find their fields.
 */
export type ItemsFormValues = { items: ItemDraft[] };
export type ChargesFormValues = { additionalCharges: ChargeDraft[] };

export function emptyItem(): ItemDraft {
  return { materialDescription: '', ratePerUnit: '', quantity: '', tax: '' };
}

export function emptyCharge(): ChargeDraft {
  return { masterId: '', amount: '' };
}

/** Saved items into form rows, for edit screens. */
export function itemDrafts(items: readonly DocumentItem[]): ItemDraft[] {
  return items.map((item) => ({
    ...(item.id === undefined ? {} : { id: item.id }),
    materialDescription: item.materialDescription,
    ratePerUnit: toAmountString(item.ratePerUnit),
    quantity: toDecimal(item.quantity).toFixed(),
    tax: toDecimal(item.tax).toFixed(),
  }));
}

function canonical(text: string): string {
  const parsed = parseDecimalInput(text);
  if (!parsed.ok) throw new Error(`Not a number: "${text}" (validate the form first)`);
  return parsed.value;
}

/** Validated form rows into the wire shape: trimmed text, canonical decimals ("1,000.5" -> "1000.50"). */
export function itemInputs(drafts: readonly ItemDraft[]) {
  return drafts.map((draft) => ({
    ...(draft.id === undefined ? {} : { id: draft.id }),
    materialDescription: draft.materialDescription.trim(),
    ratePerUnit: requireAmount(draft.ratePerUnit),
    quantity: canonical(draft.quantity),
    tax: canonical(draft.tax),
  }));
}

/** Validated charge rows in the wire shape of AdditionalChargeInput. */
export function chargeInputs(drafts: readonly ChargeDraft[]) {
  return drafts.map((draft) => ({
    masterId: Number(draft.masterId),
    amount: requireAmount(draft.amount),
  }));
}
