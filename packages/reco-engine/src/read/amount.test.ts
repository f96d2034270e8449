import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatMinor, numberToMinor, parseAmountMinor } from './amount';

describe('parseAmountMinor', () => {
  it.each([
    ['1,00,000.00', 10_000_000],
    ['12,34,56,789.50', 123_456_789_50],
    ['100,000.25', 10_000_025],
    ['1234.5', 123_450],
    ['0.10', 10],
    ['(1,500.00)', -150_000],
    ['-1,500.00', -150_000],
    ['1,500.00-', -150_000],
    ['1,500.00 Cr', -150_000],
    ['1,500.00 Dr', 150_000],
    ['1500Cr.', -150_000],
    ['Cr 1500', -150_000],
    ['₹ 1,00,000.00', 10_000_000],
    ['Rs. 2,500', 250_000],
    ['INR 99.99', 9_999],
    ['$1,234.56', 123_456],
    ['(₹ 10.00) Cr', 1_000],
    ['1234.5599999999999', 123_456],
    ['0.005', 1],
    ['1.2345E+3', 123_450],
    ['1E-2', 1],
  ])('%s -> %d', (text, minor) => {
    expect(parseAmountMinor(text)).toBe(minor);
  });

  it('is exact where float arithmetic is not (0.1 + 0.2, 1.005, 4.35)', () => {
    expect(parseAmountMinor('4.35')).toBe(435);
    expect(parseAmountMinor('1.005')).toBe(101);
    expect(parseAmountMinor('0.30')).toBe(30);
    expect(parseAmountMinor('90071992547409.91')).toBe(9_007_199_254_740_991);
  });

  it('returns null for empty cells and NaN for text', () => {
    expect(parseAmountMinor('')).toBeNull();
    expect(parseAmountMinor('  ')).toBeNull();
    expect(parseAmountMinor('-')).toBeNull();
    expect(parseAmountMinor('abc')).toBeNaN();
    expect(parseAmountMinor('12/04/2024')).toBeNaN();
    expect(parseAmountMinor('1,2,3')).toBeNaN();
  });

  it('converts binary numbers through their shortest decimal form', () => {
    expect(numberToMinor(0.1 + 0.2)).toBe(30);
    expect(numberToMinor(1234.56)).toBe(123_456);
    expect(numberToMinor(-0.07)).toBe(-7);
    expect(decimalToMinor('-0.004')).toBe(0);
    expect(formatMinor(-123_456)).toBe('-1234.56');
    expect(formatMinor(5)).toBe('0.05');
  });
});

describe('the plain-decimal fast path', () => {
  it('agrees with the general decimal parser on every plain decimal', () => {
    const plain = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,16}$/),
        fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
      )
      .map(
        ([neg, whole, frac]) => `${neg ? '-' : ''}${whole}${frac === undefined ? '' : `.${frac}`}`,
      );
    fc.assert(
      fc.property(plain, (s) => {
        const expected = decimalToMinor(s);
        const got = parseAmountMinor(s);
        if (Number.isNaN(expected)) expect(got).toBeNaN();
        else expect(got).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
