import { compareAmounts, parseDecimalInput } from './money';

export type DecimalRule = {
  maxDecimals: number;
  /** Smallest allowed value, and whether it is allowed itself. */
  min: { value: string; inclusive: boolean };
  max?: string;
};

export type DecimalIssue =
  'required' | 'invalid' | 'tooManyDecimals' | 'tooLarge' | 'notPositive' | 'outOfRange';

/** Rules of the poso service (services/poso/src/shared/validation.ts), a little stricter. */
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
