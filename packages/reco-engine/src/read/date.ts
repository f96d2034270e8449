import { daysFromCivil, digitsAt, isoToDay } from '../normalise/date';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const YMD = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const DMONY = /^(\d{1,2})[\s\-/.]*([A-Za-z]{3,9})[\s\-/.,]*(\d{2}|\d{4})$/;
const MONDY = /^([A-Za-z]{3,9})[\s\-/.]*(\d{1,2}),?[\s\-/.]*(\d{4})$/;
const SERIAL = /^\d{1,6}(\.\d+)?$/;

/** Excel 1900-system serials we accept as dates: 1950-01-01 .. 2099-12-31. */
const SERIAL_MIN = 18264;
const SERIAL_MAX = 73050;

/**
 * The order of day and month in a column's numeric dates: dd/mm/yyyy nearly everywhere,
 * mm/dd/yyyy in US-locale exports (Odoo, QuickBooks in en_US).
 */
export type DateOrder = 'dmy' | 'mdy';

/**
 * The order a column's dates are written in, from its values: a first number above 12 can
 * only be a day, a second one above 12 only a day too. Null when no value settles it (every
 * day so far at most 12) or when the values contradict each other.
 */
export function inferDateOrder(values: Iterable<string>): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const v of values) {
    const vote = dateOrderVote(v);
    if (vote === 'dmy') dmy++;
    else if (vote === 'mdy') mdy++;
  }
  if (dmy > 0 && mdy === 0) return 'dmy';
  if (mdy > 0 && dmy === 0) return 'mdy';
  return null;
}

/** What one value says about the order: 'dmy', 'mdy', or null when both read (or neither). */
export function dateOrderVote(text: string): DateOrder | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const a = +m[1]!;
  const b = +m[2]!;
  const y = year(m[3]!);
  const asDmy = valid(y, b, a);
  const asMdy = valid(y, a, b);
  if (asDmy && !asMdy) return 'dmy';
  if (asMdy && !asDmy) return 'mdy';
  return null;
}

/**
 * Parses a ledger date into ISO yyyy-mm-dd. Accepts dd/mm/yyyy (also - and .; mm/dd/yyyy
 * with `order` 'mdy'), dd-mmm-yy, dd mmm yyyy, mmm dd, yyyy, yyyy-mm-dd and Excel serial
 * numbers. Returns null for an empty cell and undefined for text that is not a date.
 */
export function parseDateIso(
  text: string,
  date1904 = false,
  order: DateOrder = 'dmy',
): string | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  let m = YMD.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = DMY.exec(s);
  if (m)
    return order === 'mdy' ? iso(year(m[3]!), +m[1]!, +m[2]!) : iso(year(m[3]!), +m[2]!, +m[1]!);
  m = DMONY.exec(s);
  if (m) {
    const mon = MONTHS[m[2]!.toLowerCase()];
    return mon ? iso(year(m[3]!), mon, +m[1]!) : undefined;
  }
  m = MONDY.exec(s);
  if (m) {
    const mon = MONTHS[m[1]!.toLowerCase()];
    return mon ? iso(+m[3]!, mon, +m[2]!) : undefined;
  }
  if (SERIAL.test(s)) return serialToIso(Number(s), date1904);
  return undefined;
}

/**
 * Like parseDateIso, as a day number (days since 1970-01-01). The common 10-character forms
 * (dd/mm/yyyy with / - or ., and yyyy-mm-dd) are read without a regular expression.
 */
export function parseDateDay(
  text: string,
  date1904 = false,
  order: DateOrder = 'dmy',
): number | null | undefined {
  if (text.length === 10) {
    const c2 = text.charCodeAt(2);
    const c5 = text.charCodeAt(5);
    if (isSep(c2) && isSep(c5)) {
      const a = digitsAt(text, 0, 2);
      const b = digitsAt(text, 3, 2);
      const y = digitsAt(text, 6, 4);
      if (a >= 0 && b >= 0 && y >= 0)
        return order === 'mdy' ? validDay(y, a, b) : validDay(y, b, a);
    } else if (isSep(text.charCodeAt(4)) && isSep(text.charCodeAt(7))) {
      const y = digitsAt(text, 0, 4);
      const m = digitsAt(text, 5, 2);
      const d = digitsAt(text, 8, 2);
      if (d >= 0 && m >= 0 && y >= 0) return validDay(y, m, d);
    }
  }
  const iso = parseDateIso(text, date1904, order);
  return typeof iso === 'string' ? isoToDay(iso) : iso;
}

function isSep(c: number): boolean {
  return c === 47 || c === 45 || c === 46;
}

function validDay(y: number, m: number, d: number): number | undefined {
  return valid(y, m, d) ? daysFromCivil(y, m, d) : undefined;
}

/** An Excel serial as a day number (days since 1970-01-01), or undefined outside 1950-2099. */
export function serialToDay(serial: number, date1904 = false): number | undefined {
  const day = Math.floor(serial) + (date1904 ? 1462 : 0);
  if (!(day >= SERIAL_MIN && day <= SERIAL_MAX)) return undefined;
  return day - 25569;
}

const serialCache: (string | undefined)[] = [];

export function serialToIso(serial: number, date1904 = false): string | undefined {
  const day = Math.floor(serial) + (date1904 ? 1462 : 0);
  if (!(day >= SERIAL_MIN && day <= SERIAL_MAX)) return undefined;
  const k = day - SERIAL_MIN;
  let iso = serialCache[k];
  if (iso === undefined) {
    // Serial 25569 is 1970-01-01 (the 1900 system counts a non-existent 1900-02-29).
    iso = new Date((day - 25569) * 86_400_000).toISOString().slice(0, 10);
    serialCache[k] = iso;
  }
  return iso;
}

function year(y: string): number {
  const n = +y;
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2199) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

function iso(y: number, m: number, d: number): string | undefined {
  if (!valid(y, m, d)) return undefined;
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}
