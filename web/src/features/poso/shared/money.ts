import { Dec, type DecimalInput, type DecimalValue } from '../../i18n/amount-format';

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

/** -1, 0 or 1, comparing exact values ("10.50" equals "10.5"). */
export function compareAmounts(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return new Dec(a).comparedTo(b) as -1 | 0 | 1;
}

/** The wire form of an amount: plain digits with exactly 2 decimals ("100000.50"). */
export function toAmountString(value: DecimalInput): string {
  return new Dec(value).toFixed(AMOUNT_SCALE);
}

export type ParseFailure = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge';
export type ParsedNumber = { ok: true; value: string } | { ok: false; reason: ParseFailure };

/** The poso service takes at most 14 integer digits. */
const MAX_INTEGER_DIGITS = 14;
const spaces = /[\s\u00a0\u202f]/g;

/** No commas, or Western (1,234,567) or Indian (12,34,567) groups. */
function validGrouping(whole: string): boolean {
  const groups = whole.split(',');
  if (groups.length === 1) return true;
  const [first = '', ...rest] = groups;
  const last = rest.pop() ?? '';
  if (last.length !== 3 || first.length < 1 || first.length > 3) return false;
  if (rest.length === 0) return true;
  if (rest.every((group) => group.length === 3)) return true;
  return first.length <= 2 && rest.every((group) => group.length === 2);
}

/**
 * Reads a number typed by a user: "1,00,000.50", "100 000.5", "  42 " or "-3". Spaces are
 * ignored; commas must group Western or Indian style; a decimal point appears at most once. Returns the canonical decimal string ("100000.50" -> "100000.5"), or why it failed.
 */
export function parseDecimalInput(input: string, maxDecimals = 6): ParsedNumber {
  const compact = input.replace(spaces, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const match = /^([+-]?)(\d[\d,]*)?(?:\.(\d*))?$/.exec(compact);
  if (!match || (!match[2] && !match[3]) || (match[2] && !validGrouping(match[2]))) {
    return { ok: false, reason: 'invalid' };
  }
  const [, sign = '', wholeWithCommas = '0', rawFraction = ''] = match;
  const whole = wholeWithCommas.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > maxDecimals) return { ok: false, reason: 'tooManyDecimals' };
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'tooLarge' };
  const value = new Dec(`${sign}${whole}${fraction ? `.${fraction}` : ''}`);
  return { ok: true, value: value.isZero() ? '0' : value.toFixed() };
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
