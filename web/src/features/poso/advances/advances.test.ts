import { describe, expect, it } from 'vitest';
import { remainingAdvance } from './advances';

describe('advances', () => {
  it('leaves the order amount less the advances, exactly and never below zero', () => {
    expect(remainingAdvance('257546.80', '75000.00').toFixed(2)).toBe('182546.80');
    expect(remainingAdvance('0.30', '0.10').toFixed(2)).toBe('0.20');
    expect(remainingAdvance('100.00', '100.00').toFixed(2)).toBe('0.00');
    expect(remainingAdvance('100.00', '120.00').toFixed(2)).toBe('0.00');
  });
});
