import { describe, expect, it } from 'vitest';
import { checkDecimal, decimalRules } from './decimal-input';

describe('checkDecimal', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    expect(checkDecimal('1,00,000.50', decimalRules.amount)).toBeNull();
    expect(checkDecimal('0.01', decimalRules.amount)).toBeNull();
  });

  it('says what is wrong with an amount', () => {
    expect(checkDecimal('', decimalRules.amount)).toBe('required');
    expect(checkDecimal('12abc', decimalRules.amount)).toBe('invalid');
    expect(checkDecimal('1.005', decimalRules.amount)).toBe('tooManyDecimals');
    expect(checkDecimal('0', decimalRules.amount)).toBe('notPositive');
    expect(checkDecimal('-5', decimalRules.amount)).toBe('notPositive');
    expect(checkDecimal('999999999999999', decimalRules.amount)).toBe('tooLarge');
  });

  it('allows quantities with up to 6 decimals', () => {
    expect(checkDecimal('2.125', decimalRules.quantity)).toBeNull();
    expect(checkDecimal('0.0000001', decimalRules.quantity)).toBe('tooManyDecimals');
  });

  it('keeps tax between 0 and 100', () => {
    expect(checkDecimal('0', decimalRules.taxPercent)).toBeNull();
    expect(checkDecimal('100', decimalRules.taxPercent)).toBeNull();
    expect(checkDecimal('100.01', decimalRules.taxPercent)).toBe('outOfRange');
    expect(checkDecimal('-1', decimalRules.taxPercent)).toBe('outOfRange');
    expect(checkDecimal('12.125', decimalRules.taxPercent)).toBe('tooManyDecimals');
  });
});
