import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Dec,
  formatAmount,
  formatDecimal,
  formatExact,
  formatExactMoney,
  formatMoney,
  formatPercent,
  groupIndian,
} from './amount-format';
import { requireAmount } from '../poso/shared/money';
import { divideHalfUp, scaled } from './decimal-fixtures';

const indian = new Intl.NumberFormat('en-IN');

describe('formatAmount', () => {
  it('groups amounts Indian style after applying the exchange rate', () => {
    expect(formatAmount('12345678')).toBe('1,23,45,678');
    expect(formatAmount('1000.60', '2')).toBe('2,001');
    expect(formatAmount('1234.56', '83.25')).toBe('1,02,777');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('100000')).toBe('1,00,000');
  });

  it('rounds half-up to whole units without binary float error', () => {
    expect(formatAmount('0.5')).toBe('1');
    expect(formatAmount('1.005', '100')).toBe('101');
    expect(formatAmount('2.675', '1')).toBe('3');
    expect(formatAmount('0.1', '0.3')).toBe('0');
    expect(formatAmount('1.15', '10')).toBe('12');
  });

  it('shows zero and negative amounts', () => {
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('0.00', '83.2')).toBe('0');
    expect(formatAmount('-0.4')).toBe('0');
    expect(formatAmount('-1234567.5')).toBe('-12,34,568');
    expect(formatAmount('-250', '2')).toBe('-500');
  });

  it('matches an integer computation for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
        fc.bigInt({ min: 1n, max: 10n ** 7n }),
        (cents, rateTenThousandths) => {
          const expected = divideHalfUp(cents * rateTenThousandths, 100n * 10000n);
          expect(formatAmount(scaled(cents, 2), scaled(rateTenThousandths, 4))).toBe(
            indian.format(expected),
          );
        },
      ),
    );
  });
});

describe('groupIndian', () => {
  it('agrees with Intl en-IN for every digit string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        expect(groupIndian(n.toString())).toBe(indian.format(n));
      }),
    );
  });
});

describe('formatDecimal', () => {
  it('keeps the document currency figure exact with fixed decimals', () => {
    expect(formatDecimal('100000.5')).toBe('1,00,000.50');
    expect(formatDecimal('12.345')).toBe('12.35');
    expect(formatDecimal('-0.001')).toBe('0.00');
    expect(formatDecimal('2.5', 0)).toBe('3');
  });
});

describe('formatExact', () => {
  it('shows quantities and percentages without trailing zeros', () => {
    expect(formatExact('2.500000')).toBe('2.5');
    expect(formatExact('18.00')).toBe('18');
    expect(formatExact('1234567.125')).toBe('12,34,567.125');
  });
});

describe('the amount rule on screen (docs/decisions.md)', () => {
  it('shows a document amount x exchange rate in whole units with the company currency', () => {
    expect(formatMoney('90760.24', '1', 'INR')).toBe('90,760 INR');
    expect(formatMoney('90760.50', '1', 'INR')).toBe('90,761 INR');
    expect(formatMoney('1089.12', '83.3333', 'INR')).toBe('90,760 INR');
    expect(formatMoney('12345678', '1', null)).toBe('1,23,45,678');
  });

  it('keeps the paise of an exact sum, with its own currency', () => {
    expect(formatExactMoney('40760.24', 'INR')).toBe('40,760.24 INR');
    expect(formatExactMoney('50000', 'INR')).toBe('50,000.00 INR');
    expect(formatExactMoney('1089.1', 'USD')).toBe('1,089.10 USD');
    expect(formatExactMoney('-1200000.5', undefined)).toBe('-12,00,000.50');
  });

  it('gives a money input a start it reads back as the same amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), (paise) => {
        const amount = scaled(paise, 2);
        expect(requireAmount(formatDecimal(amount))).toBe(new Dec(amount).toFixed(2));
      }),
    );
  });
});

describe('formatPercent', () => {
  // French and Romanian put a no-break space before the sign (narrow in newer CLDR data).
  const spaced = (figure: string) => new RegExp(`^${figure}[\u00a0\u202f]%$`);

  it("writes a percentage as the reader's language does, with one decimal", () => {
    expect(formatPercent('87.50', 'en')).toBe('87.5%');
    expect(formatPercent('87.50', 'fr')).toMatch(spaced('87,5'));
    expect(formatPercent('87.50', 'ro')).toMatch(spaced('87,5'));
    expect(formatPercent('87.50', 'zh')).toBe('87.5%');
    expect(formatPercent('100', 'en')).toBe('100.0%');
    expect(formatPercent('0', 'fr')).toMatch(spaced('0,0'));
  });

  it('rounds half-up on the decimal, as the amounts do, not on its binary approximation', () => {
    // Number('1.15').toFixed(1) is "1.1": the double is 1.149999...
    expect(formatPercent('1.15', 'en')).toBe('1.2%');
    expect(formatPercent('99.95', 'en')).toBe('100.0%');
    expect(formatPercent('33.333', 'en')).toBe('33.3%');
    expect(formatPercent('12.345', 'en', 2)).toBe('12.35%');
  });

  it('never shows a negative zero', () => {
    expect(formatPercent('-0.04', 'en')).toBe('0.0%');
    expect(formatPercent('-0.05', 'en')).toBe('-0.1%');
  });

  it('agrees with a decimal rounding for any percentage and language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('en', 'fr', 'ro', 'zh'),
        (thousandths, locale) => {
          const value = new Dec(thousandths).dividedBy(1000);
          const shown = formatPercent(value.toFixed(3), locale);
          const tenths = Number(shown.replace(/[^\d]/g, ''));
          expect(tenths).toBe(value.toDecimalPlaces(1).times(10).toNumber());
        },
      ),
    );
  });
});
