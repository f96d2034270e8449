import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from './format';

describe('formatting', () => {
  it('shows dates as day, short month, year', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 Mar 2026');
  });

  it('groups amounts Indian style after applying the exchange rate', () => {
    expect(formatAmount(12345678)).toBe('1,23,45,678');
    expect(formatAmount(1000.6, 2)).toBe('2,001');
  });
});
