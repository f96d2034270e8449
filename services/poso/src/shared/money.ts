import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export { D as Money };
export type MoneyValue = InstanceType<typeof D>;

/** Amounts are kept with 2 decimals, up to 14 integer digits (numeric(16,2)). */
export const AMOUNT_SCALE = 2;
export const MAX_AMOUNT = new D('99999999999999.99');

export const DECIMAL_PATTERN = /^\d{1,14}(\.\d{1,6})?$/;

export type LineInput = { rate_per_unit: string; quantity: string; tax: string };

/** Line total = rate x quantity x (1 + tax/100), rounded half-up to 2 decimals. */
export function lineTotal(line: LineInput): MoneyValue {
  const rate = new D(line.rate_per_unit);
  const quantity = new D(line.quantity);
  const tax = new D(line.tax);
  return rate.times(quantity).times(tax.dividedBy(100).plus(1)).toDecimalPlaces(AMOUNT_SCALE);
}

export function sumAmounts(values: Iterable<MoneyValue | string>): MoneyValue {
  let total = new D(0);
  for (const v of values) total = total.plus(v);
  return total.toDecimalPlaces(AMOUNT_SCALE);
}

export function toAmountString(value: MoneyValue | string): string {
  return new D(value).toFixed(AMOUNT_SCALE);
}

export function money(value: string | number): MoneyValue {
  return new D(value);
}

/** What is still to be paid on an invoice: total - paid - advance set off, never below 0. */
export function pendingOf(invoice: {
  invoice_total: string;
  paid_amount: string;
  advance_applied: string;
}): string {
  const pending = money(invoice.invoice_total)
    .minus(invoice.paid_amount)
    .minus(invoice.advance_applied);
  return toAmountString(D.max(pending, 0));
}
