/** Sentinel day number for a missing or unreadable date. */
export const NO_DAY = -2147483648;

/** The number written by `count` digits of s from `from`, or -1 when one is not a digit. */
export function digitsAt(s: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** Days since 1970-01-01 of an ISO 'yyyy-mm-dd' date; NO_DAY for null or malformed text. */
export function isoToDay(iso: string | null): number {
  if (iso === null || iso.length < 10) return NO_DAY;
  if (iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return NO_DAY;
  const y = digitsAt(iso, 0, 4);
  const m = digitsAt(iso, 5, 2);
  const d = digitsAt(iso, 8, 2);
  if (y < 0 || m < 1 || m > 12 || d < 1 || d > 31) return NO_DAY;
  return daysFromCivil(y, m, d);
}

/** Days since 1970-01-01 of a proleptic Gregorian date, after Howard Hinnant. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** True for a real calendar date written as 'yyyy-mm-dd'. */
export function isValidIsoDate(text: string): boolean {
  if (text.length !== 10) return false;
  const day = isoToDay(text);
  if (day === NO_DAY) return false;
  return new Date(day * 86_400_000).toISOString().slice(0, 10) === text;
}

/** Indian fiscal year (April to March) as its starting year: 2024-03-31 -> 2023. -1 if none. */
export function fiscalYearOf(iso: string | null): number {
  if (iso === null || isoToDay(iso) === NO_DAY) return -1;
  const y = digitsAt(iso, 0, 4);
  const m = digitsAt(iso, 5, 2);
  return m >= 4 ? y : y - 1;
}

const isoCache = new Map<number, string>();

/** 'yyyy-mm-dd' of a day number (days since 1970-01-01); null for NO_DAY. Cached: ledgers repeat dates. */
export function dayToIso(day: number): string | null {
  if (day === NO_DAY) return null;
  let s = isoCache.get(day);
  if (s === undefined) {
    s = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (isoCache.size < 200_000) isoCache.set(day, s);
  }
  return s;
}
