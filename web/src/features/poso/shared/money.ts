import { Dec, type DecimalInput, type DecimalValue } from '../../i18n/amount-format';
import { parseDecimalInput, type ParsedNumber } from '../../../ui/forms/decimal-input';

/** Amounts are kept with 2 decimals, as the poso service stores them (numeric(16,2)). */
export const AMOUNT_SCALE = 2;

export type ItemFigures = { ratePerUnit: DecimalInput; quantity: DecimalInput; tax: DecimalInput };

export function toDecimal(value: DecimalInput): DecimalValue {
  return new Dec(value);
}

/** Line total = rate x quantity x (1 + tax/100), rounded half-up to 2 decimals. */
export function lineTotal({ ratePerUnit, quantity, tax }: ItemFigures): DecimalValue {
  return new Dec(ratePerUnit)
    .times(quantity)
    .times(new Dec(tax).dividedBy(100).plus(1))
    .toDecimalPlaces(AMOUNT_SCALE);
}

export function sumAmounts(values: Iterable<DecimalInput>): DecimalValue {
  let total = new Dec(0);
  for (const value of values) total = total.plus(value);
  return total.toDecimalPlaces(AMOUNT_SCALE);
}

/** What is still to pay; negative when more was paid than invoiced. */
export function pendingAmount(total: DecimalInput, paid: DecimalInput): DecimalValue {
  return new Dec(total).minus(paid);
}

/** The wire form of an amount: plain digits with exactly 2 decimals ("100000.50"). */
export function toAmountString(value: DecimalInput): string {
  return new Dec(value).toFixed(AMOUNT_SCALE);
}

/** An amount typed by a user: at most 2 decimals, returned in its wire form ("100000.50"). */
export function parseAmountInput(input: string): ParsedNumber {
  const parsed = parseDecimalInput(input, AMOUNT_SCALE);
  return parsed.ok ? { ok: true, value: toAmountString(parsed.value) } : parsed;
}

/** The wire form of an amount that already passed validation; anything else is a bug. */
export function requireAmount(input: string): string {
  const parsed = parseAmountInput(input);
  if (!parsed.ok) throw new Error(`Not an amount: "${input}" (validate the form first)`);
  return parsed.value;
}
