import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinorUnits } from './amount.js';

describe('amounts in minor units', () => {
  it.each([
    ['1.00', 100],
    ['1', 100],
    ['0.4', 40],
    ['0.05', 5],
    ['12345.67', 1234567],
    ['2.500', 250],
  ])('parses %s exactly', (text, minor) => {
    expect(parseMinorUnits(text)).toBe(minor);
  });

  it.each(['', '-1', 'abc', '1.005', '1,00', '.'])('rejects %j', (text) => {
    expect(() => parseMinorUnits(text)).toThrow();
  });

  it('formats signed minor units', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-123450)).toBe('-1234.50');
    expect(formatMinor(100000000)).toBe('1000000.00');
  });
});
