import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, scaled } from '../../i18n/decimal-fixtures';
import { formatAmount, formatDecimal } from '../../i18n/amount-format';
import { compareAmounts, parseDecimalInput } from '../../../ui/forms/decimal-input';
import { lineTotal, parseAmountInput, pendingAmount, sumAmounts, toAmountString } from './money';

describe('lineTotal', () => {
  it('is rate x quantity x (1 + tax/100), rounded half-up to 2 decimals', () => {
    expect(lineTotal({ ratePerUnit: '100', quantity: '3', tax: '18' }).toFixed(2)).toBe('354.00');
    expect(lineTotal({ ratePerUnit: '0.10', quantity: '3', tax: '0' }).toFixed(2)).toBe('0.30');
    expect(lineTotal({ ratePerUnit: '10.05', quantity: '1', tax: '50' }).toFixed(2)).toBe('15.08');
    expect(lineTotal({ ratePerUnit: '1.11', quantity: '0.5', tax: '0' }).toFixed(2)).toBe('0.56');
    expect(lineTotal({ ratePerUnit: '99999.99', quantity: '1000', tax: '28' }).toFixed(2)).toBe(
      '127999987.20',
    );
  });

  it('agrees with an integer computation in cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 11n }), // rate in cents
        fc.bigInt({ min: 1n, max: 10n ** 9n }), // quantity in thousandths
        fc.bigInt({ min: 0n, max: 10000n }), // tax in hundredths of a percent
        (rateCents, quantityMilli, taxHundredths) => {
          // cents = rate/100 * qty/1000 * (10000 + tax)/10000 * 100
          const expectedCents = divideHalfUp(
            rateCents * quantityMilli * (10000n + taxHundredths),
            1000n * 10000n,
          );
          const total = lineTotal({
            ratePerUnit: scaled(rateCents, 2),
            quantity: scaled(quantityMilli, 3),
            tax: scaled(taxHundredths, 2),
          });
          expect(total.toFixed(2)).toBe(scaled(expectedCents, 2));
        },
      ),
    );
  });
});

describe('sums and comparisons', () => {
  it('adds without float drift and compares exact values', () => {
    expect(sumAmounts(['0.1', '0.2']).toFixed(2)).toBe('0.30');
    expect(sumAmounts([]).toFixed(2)).toBe('0.00');
    expect(compareAmounts('10.50', '10.5')).toBe(0);
    expect(compareAmounts('10.51', '10.5')).toBe(1);
    expect(compareAmounts('-1', '0')).toBe(-1);
  });

  it('leaves the pending amount after partial payments', () => {
    expect(pendingAmount('1000.00', '400.50').toFixed(2)).toBe('599.50');
    expect(pendingAmount('1000', '1000').isZero()).toBe(true);
    expect(pendingAmount('100', '150').toFixed(2)).toBe('-50.00');
  });

  it('keeps pending + paid = total for any amounts', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 15n });
    fc.assert(
      fc.property(cents, cents, (total, paid) => {
        const pending = pendingAmount(scaled(total, 2), scaled(paid, 2));
        expect(sumAmounts([pending, scaled(paid, 2)]).toFixed(2)).toBe(scaled(total, 2));
        expect(compareAmounts(pending, '0')).toBe(total > paid ? 1 : total === paid ? 0 : -1);
      }),
    );
  });
});

describe('parseDecimalInput and parseAmountInput', () => {
  it('reads grouped input with spaces', () => {
    expect(parseAmountInput('1,00,000.50')).toEqual({ ok: true, value: '100000.50' });
    expect(parseAmountInput('1,000,000')).toEqual({ ok: true, value: '1000000.00' });
    expect(parseAmountInput(' 12 345.5 ')).toEqual({ ok: true, value: '12345.50' });
    expect(parseAmountInput('.5')).toEqual({ ok: true, value: '0.50' });
    expect(parseAmountInput('7.')).toEqual({ ok: true, value: '7.00' });
    expect(parseAmountInput('007')).toEqual({ ok: true, value: '7.00' });
    expect(parseDecimalInput('-2.50')).toEqual({ ok: true, value: '-2.5' });
    expect(parseDecimalInput('1.123456')).toEqual({ ok: true, value: '1.123456' });
    expect(parseDecimalInput('-0')).toEqual({ ok: true, value: '0' });
  });

  it('says why input is refused', () => {
    expect(parseAmountInput('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmountInput('   ')).toEqual({ ok: false, reason: 'empty' });
    for (const bad of [
      'abc',
      '1.2.3',
      '.',
      '1,2,3',
      '12,34',
      ',100',
      '100,',
      '1e5',
      '₹100',
      '--1',
    ]) {
      expect([bad, parseAmountInput(bad)]).toEqual([bad, { ok: false, reason: 'invalid' }]);
    }
    expect(parseAmountInput('1.005')).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(parseAmountInput('1.500')).toEqual({ ok: true, value: '1.50' });
    expect(parseAmountInput('123456789012345')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('reads back every formatted amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const amount = scaled(cents, 2);
        expect(parseAmountInput(formatDecimal(amount))).toEqual({
          ok: true,
          value: toAmountString(amount),
        });
        const whole = parseDecimalInput(formatAmount(amount));
        expect(whole).toEqual({ ok: true, value: divideHalfUp(cents, 100n).toString() });
      }),
    );
  });
});
