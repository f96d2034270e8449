/**
 * Parses an amount as written in a ledger into signed integer minor units (paise/cents),
 * working on the decimal text so that no binary floating-point error creeps in.
 * Accepts Indian and Western grouping (1,00,000.00 / 100,000.00), currency symbols,
 * brackets or a leading/trailing minus for negatives, `Cr`/`Dr` suffixes or prefixes
 * (`Cr` negative) and the `/-` that closes a whole-rupee figure (`₹ 1,18,000/-`).
 * With `decimalComma` the column writes `1.234,56` (a comma before the decimals, dots or
 * spaces grouping): decided per column from its content, never per cell, as `1,234` alone
 * reads either way. Returns null for an empty cell and NaN for text that is not an amount.
 */
export function parseAmountMinor(text: string, decimalComma = false): number | null {
  if (decimalComma) {
    const swapped = commaToDot(text);
    if (swapped === undefined) return Number.NaN;
    text = swapped;
  }
  const fast = plainToMinor(text);
  if (fast !== undefined) return fast;
  let s = text.trim();
  if (s === '' || s === '-' || s === '--') return null;
  // Fast path: plain decimal, as written by spreadsheet programs in numeric cells.
  if (PLAIN.test(s)) return decimalToMinor(s);
  let negative = false;
  if (s.endsWith('/-')) s = s.slice(0, -2).trimEnd();
  s = s.replace(CURRENCY, '').trim();
  const suffix = DRCR_SUFFIX.exec(s) ?? DRCR_PREFIX.exec(s);
  if (suffix) {
    if (suffix[1]!.toLowerCase() === 'cr') negative = !negative;
    s = s.replace(suffix[0], '').trim();
    if (s.endsWith('/-')) s = s.slice(0, -2).trimEnd();
  }
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = !negative;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(CURRENCY, '').trim();
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  }
  s = s.replace(CURRENCY, '').trim();
  if (!GROUPED.test(s)) return Number.NaN;
  const v = decimalToMinor(s.replace(/[,\s\u00a0']/g, ''));
  return negative ? -v : v;
}

/**
 * Minor units of a plain decimal ('-1234.5', '12.345') read digit by digit, as
 * decimalToMinor would give it; undefined for anything else (spaces, grouping, exponents,
 * more than 13 integer digits), which takes the general path.
 */
function plainToMinor(s: string): number | undefined {
  const n = s.length;
  let i = 0;
  let negative = false;
  if (n > 0 && s.charCodeAt(0) === 45) {
    negative = true;
    i = 1;
  }
  let whole = 0;
  const wholeStart = i;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    whole = whole * 10 + (c - 48);
  }
  const wholeDigits = i - wholeStart;
  if (wholeDigits === 0 || wholeDigits > 13) return undefined;
  let cents = 0;
  let up = 0;
  if (i < n) {
    if (s.charCodeAt(i) !== 46) return undefined;
    i++;
    const fracStart = i;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return undefined;
      const k = i - fracStart;
      if (k < 2) cents = cents * 10 + (c - 48);
      else if (k === 2 && c >= 53) up = 1;
    }
    const fracDigits = i - fracStart;
    if (fracDigits === 0) return undefined;
    if (fracDigits === 1) cents *= 10;
  }
  const v = whole * 100 + cents + up;
  return negative && v !== 0 ? -v : v;
}

/**
 * `1.234.567,89` -> `1234567.89` (dots, spaces or apostrophes group); undefined when the text
 * holds a dot after its comma or two commas (not a decimal-comma figure).
 */
function commaToDot(text: string): string | undefined {
  const comma = text.indexOf(',');
  if (comma < 0) {
    // No decimals: every dot groups thousands (`1.234`), unless the column also writes
    // plain numbers from numeric cells (`1234.5`): a single dot followed by other than 3 digits.
    const dots = text.match(/\./g)?.length ?? 0;
    if (dots === 0) return text;
    if (dots === 1 && !/\.\d{3}(?!\d)/.test(text)) return text;
    return text.replace(/[.\s\u00a0']/g, (c) => (c === '.' ? '' : c));
  }
  if (text.indexOf(',', comma + 1) >= 0 || text.indexOf('.', comma) >= 0) return undefined;
  const whole = text.slice(0, comma).replace(/(\d)[.\u00a0' ](?=\d{3}(?!\d))/g, '$1');
  return `${whole}.${text.slice(comma + 1)}`;
}

/**
 * True when a column's amounts are written with a decimal comma: most non-empty values end
 * in `,` and one or two digits, or group thousands with dots, and none end in `.dd`.
 */
export function usesDecimalComma(values: readonly string[]): boolean {
  let comma = 0;
  let dot = 0;
  for (const raw of values) {
    const v = raw.replace(/\s*(cr|dr)\.?$/i, '').replace(/[-)\s]+$/, '');
    if (/,\d{1,2}$/.test(v) || /\d\.\d{3}\.\d{3}(,|$)/.test(v)) comma++;
    else if (/\.\d{1,2}$/.test(v) || /\d,\d{3},\d{3}(\.|$)/.test(v)) dot++;
  }
  return comma > 0 && dot === 0;
}

const PLAIN = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const GROUPED = /^\d{1,3}([,\s\u00a0']?\d{2,3})*(\.\d*)?$|^\.\d+$|^\d+(\.\d*)?([eE][-+]?\d+)?$/;
const CURRENCY = /^(₹|rs\.?|inr|\$|usd|€|eur|£|gbp)\s*|\s*(₹|rs\.?|inr|\$|usd|€|eur|£|gbp)$/i;
const DRCR_SUFFIX = /\s*(cr|dr)\.?$/i;
const DRCR_PREFIX = /^(cr|dr)\.?\s*/i;

/** Exact decimal (optionally with exponent) -> minor units, rounded half away from zero. */
export function decimalToMinor(s: string): number {
  let negative = false;
  if (s.charCodeAt(0) === 45) {
    negative = true;
    s = s.slice(1);
  }
  let exp = 0;
  const e = s.search(/[eE]/);
  if (e >= 0) {
    exp = Number(s.slice(e + 1));
    s = s.slice(0, e);
  }
  const dot = s.indexOf('.');
  let intPart = dot < 0 ? s : s.slice(0, dot);
  let frac = dot < 0 ? '' : s.slice(dot + 1);
  if (exp > 0) {
    const shift = frac.slice(0, exp).padEnd(exp, '0');
    intPart += shift;
    frac = frac.slice(exp);
  } else if (exp < 0) {
    const n = -exp;
    const padded = intPart.padStart(n + 1, '0');
    frac = padded.slice(padded.length - n) + frac;
    intPart = padded.slice(0, padded.length - n);
  }
  const cents = (frac + '00').slice(0, 2);
  let v = Number(intPart || '0') * 100 + Number(cents);
  const third = frac.charCodeAt(2);
  if (third >= 53 && third <= 57) v += 1;
  if (!Number.isSafeInteger(v)) return Number.NaN;
  return negative && v !== 0 ? -v : v;
}

/** A JS number (from a binary spreadsheet) -> minor units via its shortest decimal text. */
export function numberToMinor(n: number): number {
  if (!Number.isFinite(n)) return Number.NaN;
  return decimalToMinor(String(n));
}

/** Minor units -> '1234.50' (no grouping), for JSON and display. */
export function formatMinor(minor: number): string {
  const neg = minor < 0;
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${neg ? '-' : ''}${units}.${cents < 10 ? '0' : ''}${cents}`;
}
