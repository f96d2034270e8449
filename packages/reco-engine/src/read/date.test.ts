import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoToDay } from '../normalise/date';
import { parseDateDay, parseDateIso, serialToDay, serialToIso } from './date';

describe('parseDateIso', () => {
  it.each([
    ['01/04/2024', '2024-04-01'],
    ['1/4/2024', '2024-04-01'],
    ['31-03-2025', '2025-03-31'],
    ['31.03.2025', '2025-03-31'],
    ['05-Apr-24', '2024-04-05'],
    ['5-apr-2024', '2024-04-05'],
    ['05 April 2024', '2024-04-05'],
    ['Apr 5, 2024', '2024-04-05'],
    ['2024-04-05', '2024-04-05'],
    ['2024/04/05', '2024-04-05'],
    ['2024-04-05T00:00:00', '2024-04-05'],
    ['29/02/2024', '2024-02-29'],
    ['45383', '2024-04-01'],
  ])('%s -> %s', (text, iso) => {
    expect(parseDateIso(text)).toBe(iso);
  });

  it('refuses impossible dates and text', () => {
    expect(parseDateIso('29/02/2023')).toBeUndefined();
    expect(parseDateIso('31/04/2024')).toBeUndefined();
    expect(parseDateIso('13/13/2024')).toBeUndefined();
    expect(parseDateIso('Opening Balance')).toBeUndefined();
    expect(parseDateIso('')).toBeNull();
  });

  it('reads Excel serials in both date systems', () => {
    expect(serialToIso(45383)).toBe('2024-04-01');
    expect(serialToIso(45383.75)).toBe('2024-04-01');
    expect(serialToIso(43921, true)).toBe('2024-04-01');
    expect(serialToIso(12)).toBeUndefined();
  });
});

describe('parseDateDay', () => {
  it('gives the day number of what parseDateIso reads, for every 10-character form', () => {
    const two = fc.integer({ min: 0, max: 39 }).map((n) => String(n).padStart(2, '0'));
    const year = fc.integer({ min: 1890, max: 2210 }).map(String);
    const sep = fc.constantFrom('/', '-', '.', ':', ' ');
    const text = fc.oneof(
      fc.tuple(two, sep, two, sep, year).map((p) => p.join('')),
      fc.tuple(year, sep, two, sep, two).map((p) => p.join('')),
      fc.string({ minLength: 0, maxLength: 12 }),
    );
    fc.assert(
      fc.property(text, (s) => {
        const iso = parseDateIso(s);
        expect(parseDateDay(s)).toBe(typeof iso === 'string' ? isoToDay(iso) : iso);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads serials as day numbers', () => {
    expect(serialToDay(45383)).toBe(isoToDay('2024-04-01'));
    expect(serialToDay(45383 - 1462, true)).toBe(isoToDay('2024-04-01'));
    expect(serialToDay(12)).toBeUndefined();
  });
});
