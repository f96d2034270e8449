import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from './format';

describe('formatDate', () => {
  it('shows dates as day, short month, year', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 Mar 2026');
    expect(formatDate(new Date(2026, 0, 31))).toBe('31 Jan 2026');
  });

  it('reads a bare date as that calendar day', () => {
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  });
});

describe('formatMonth', () => {
  it('writes a YYYY-MM month as short month and year', () => {
    expect(formatMonth('2024-06')).toBe('Jun 2024');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
  });
});
