import { Dec, type DecimalInput } from '../../features/i18n/amount-format';

/** -1, 0 or 1, comparing exact values ("10.50" equals "10.5"). */
export function compareAmounts(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return new Dec(a).comparedTo(b) as -1 | 0 | 1;
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

export type DecimalRule = {
  maxDecimals: number;
  /** Smallest allowed value, and whether it is allowed itself. */
  min: { value: string; inclusive: boolean };
  max?: string;
};

export type DecimalIssue =
  'required' | 'invalid' | 'tooManyDecimals' | 'tooLarge' | 'notPositive' | 'outOfRange';

/** Number rules of the services' money columns, a little stricter than the services. */
export const decimalRules = {
  /** Rates, charges and payments: positive, 2 decimals. */
  amount: { maxDecimals: 2, min: { value: '0', inclusive: false } },
  quantity: { maxDecimals: 6, min: { value: '0', inclusive: false } },
  taxPercent: { maxDecimals: 2, min: { value: '0', inclusive: true }, max: '100' },
} satisfies Record<string, DecimalRule>;

/** Why a typed number breaks its rule, or null when it is fine. */
export function checkDecimal(input: string, rule: DecimalRule): DecimalIssue | null {
  const parsed = parseDecimalInput(input, rule.maxDecimals);
  if (!parsed.ok) return parsed.reason === 'empty' ? 'required' : parsed.reason;
  const belowMin = compareAmounts(parsed.value, rule.min.value);
  if (belowMin < 0 || (belowMin === 0 && !rule.min.inclusive)) {
    return rule.max === undefined ? 'notPositive' : 'outOfRange';
  }
  if (rule.max !== undefined && compareAmounts(parsed.value, rule.max) > 0) return 'outOfRange';
  return null;
}
