import type { DecimalValue } from '../../i18n/amount-format';
import {
  checkDecimal,
  decimalRules,
  parseDecimalInput,
  type DecimalRule,
} from '../../../ui/forms/decimal-input';
import { lineTotal, sumAmounts, toDecimal } from './money';

export type DocumentTotals = {
  /** One per item, rounded to 2 decimals; null where the item's figures are not valid yet. */
  lineTotals: (DecimalValue | null)[];
  itemsTotal: DecimalValue;
  chargesTotal: DecimalValue;
  grandTotal: DecimalValue;
};

function valid(input: string, rule: DecimalRule): string | null {
  if (checkDecimal(input, rule) !== null) return null;
  const parsed = parseDecimalInput(input, rule.maxDecimals);
  return parsed.ok ? parsed.value : null;
}

/** A line total for figures that may still be half-typed; null until all three are valid. */
export function draftLineTotal(item: {
  ratePerUnit: string;
  quantity: string;
  tax: string;
}): DecimalValue | null {
  const ratePerUnit = valid(item.ratePerUnit, decimalRules.amount);
  const quantity = valid(item.quantity, decimalRules.quantity);
  const tax = valid(item.tax, decimalRules.taxPercent);
  if (ratePerUnit === null || quantity === null || tax === null) return null;
  return lineTotal({ ratePerUnit, quantity, tax });
}

/** Items, additional charges and the grand total, from saved or half-typed figures. */
export function documentTotals(
  items: readonly {
    ratePerUnit: string;
    quantity: string;
    tax: string;
    lineTotal?: string | null;
  }[],
  charges: readonly { amount: string }[] = [],
): DocumentTotals {
  const lineTotals = items.map((item) =>
    item.lineTotal ? toDecimal(item.lineTotal) : draftLineTotal(item),
  );
  const itemsTotal = sumAmounts(lineTotals.filter((total) => total !== null));
  const chargesTotal = sumAmounts(
    charges.flatMap((charge) => {
      const amount = valid(charge.amount, decimalRules.amount);
      return amount === null ? [] : [amount];
    }),
  );
  return { lineTotals, itemsTotal, chargesTotal, grandTotal: itemsTotal.plus(chargesTotal) };
}
