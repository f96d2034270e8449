import { describe, expect, it } from 'vitest';
import { isIsoDate, localIsoDate } from './dates';

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
