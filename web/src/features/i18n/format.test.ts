import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMonth } from './format';

// What a reader sees: the date without its bidi isolation marks.
const shown = (text: string) => text.replace(/[\u2066\u2069]/g, '');

describe('formatDate', () => {
  it('shows dates as day, short month, year', () => {
    expect(shown(formatDate('2026-03-05T10:00:00Z'))).toBe('5 Mar 2026');
    expect(shown(formatDate(new Date(2026, 0, 31)))).toBe('31 Jan 2026');
  });

  it('reads a bare date as that calendar day', () => {
    expect(shown(formatDate('2026-12-01'))).toBe('1 Dec 2026');
  });

  it('isolates the date left to right, so a right-to-left page keeps its order', () => {
    expect(formatDate('2026-11-24')).toBe('\u206624 Nov 2026\u2069');
  });
});

describe('formatDateTime', () => {
  it('writes the date as everywhere, then the time, isolated as one piece', () => {
    const at = new Date(2026, 10, 24, 9, 5);
    expect(shown(formatDateTime(at))).toMatch(/^24 Nov 2026, 09:05\s?am$/i);
    expect(formatDateTime(at)).toMatch(/^\u2066.*\u2069$/);
  });
});

describe('formatCount', () => {
  it('groups a count as the amounts are, in lakhs and crores', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1971551)).toBe('19,71,551');
  });
});

describe('formatMonth', () => {
  it('writes a YYYY-MM month as short month and year', () => {
    expect(formatMonth('2024-06')).toBe('Jun 2024');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
  });
});
