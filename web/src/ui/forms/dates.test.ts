import { describe, expect, it } from 'vitest';
import { fromDayMonthYear, isIsoDate, localIsoDate, toDayMonthYear } from './dates';

describe('dates', () => {
  it('writes the local calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('accepts only real days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('5/3/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('date fields (dd/mm/yyyy)', () => {
  it('shows the ISO day the form keeps as day/month/year', () => {
    expect(toDayMonthYear('2026-11-24')).toBe('24/11/2026');
    expect(toDayMonthYear('')).toBe('');
  });

  it('reads what is typed as day/month/year, never month/day/year', () => {
    expect(fromDayMonthYear('24/11/2026')).toBe('2026-11-24');
    expect(fromDayMonthYear('4/3/2026')).toBe('2026-03-04');
    expect(fromDayMonthYear(' 05-03-2026 ')).toBe('2026-03-05');
    expect(fromDayMonthYear('05.03.2026')).toBe('2026-03-05');
    expect(fromDayMonthYear('2026-03-05')).toBe('2026-03-05');
  });

  it('keeps text that names no real day, so the rule refuses it', () => {
    expect(fromDayMonthYear('11/24/2026')).toBe('11/24/2026');
    expect(fromDayMonthYear('31/04/2026')).toBe('31/04/2026');
    expect(fromDayMonthYear('24/11')).toBe('24/11');
    expect(isIsoDate(fromDayMonthYear('29/02/2026'))).toBe(false);
  });
});
