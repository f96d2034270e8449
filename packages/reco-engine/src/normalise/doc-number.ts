// Document numbers are compared through a key: uppercase tokens, fiscal-year tokens removed,
// leading zeros stripped from numeric tokens, tokens joined by '-'. A hand-written scanner
// (no regex) keeps this cheap enough for millions of rows.

const SEP_NONE = 0;
const SEP_DASH = 1;
const SEP_SLASH = 2;
const SEP_OTHER = 3;

type Token = { text: string; numeric: boolean; sepBefore: number };

function isYearPair(a: Token, b: Token): boolean {
  if (!a.numeric || !b.numeric) return false;
  if (b.sepBefore !== SEP_DASH && b.sepBefore !== SEP_SLASH) return false;
  const x = Number(a.text);
  const y = Number(b.text);
  if (a.text.length === 4 && x >= 1990 && x <= 2099) {
    if (b.text.length === 2) return y === (x + 1) % 100;
    if (b.text.length === 4) return y === x + 1;
    return false;
  }
  // '23-24' only with a dash: '12/13' is too often a real document number.
  return (
    a.text.length === 2 && b.text.length === 2 && b.sepBefore === SEP_DASH && y === (x + 1) % 100
  );
}

function isFiscalYearMarker(t: Token): boolean {
  return !t.numeric && t.text === 'FY';
}

function tokenize(raw: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  let numeric = false;
  let sep = SEP_NONE;
  let upper = '';
  const flush = (end: number) => {
    if (start < 0) return;
    upper = raw.slice(start, end);
    tokens.push({ text: numeric ? upper : upper.toUpperCase(), numeric, sepBefore: sep });
    start = -1;
    sep = SEP_NONE;
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    const isDigit = c >= 48 && c <= 57;
    const isLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
    if (isDigit || isLetter) {
      if (start >= 0 && numeric !== isDigit) flush(i);
      if (start < 0) {
        start = i;
        numeric = isDigit;
      }
    } else {
      flush(i);
      if (sep === SEP_NONE) sep = c === 45 ? SEP_DASH : c === 47 ? SEP_SLASH : SEP_OTHER;
    }
  }
  flush(raw.length);
  return tokens;
}

function stripLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return i === 0 ? digits : digits.slice(i);
}

function removeFiscalYears(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (isFiscalYearMarker(t) && next?.numeric) {
      const after = tokens[i + 2];
      i += after && isYearPair(next, after) ? 2 : 1;
      continue;
    }
    if (next && isYearPair(t, next)) {
      i += 1;
      continue;
    }
    kept.push(t);
  }
  // A number that is nothing but a year stays as it is.
  return kept.length === 0 ? tokens : kept;
}

/**
 * The comparison key of a document number: `inv/2023-24/0045` -> `INV-45`.
 * Returns '' when the text has no letters or digits.
 */
export function normaliseDocNo(raw: string): string {
  if (raw.length === 0) return '';
  const tokens = removeFiscalYears(tokenize(raw));
  let key = '';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (i > 0) key += '-';
    key += t.numeric ? stripLeadingZeros(t.text) : t.text;
  }
  return key;
}

function digitsOf(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c >= 48 && c <= 57) out += key[i];
  }
  return out;
}

/** Edit distance, giving up (returning limit + 1) once it exceeds limit. */
function boundedLevenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = new Array<number>(b.length + 1);
  let curr = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

/** Minimum similarity (0..1) for a fuzzy document-number suggestion. */
export const FUZZY_DOC_THRESHOLD = 0.75;

/**
 * Similarity (0..1) of two normalised keys. Used only to suggest pairs: two different keys
 * are never treated as the same document, however similar ('1234' vs '12345').
 */
export function docSimilarity(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  if (a === b) return 1;
  const maxLen = Math.max(a.length, b.length);
  const limit = Math.floor(maxLen * (1 - FUZZY_DOC_THRESHOLD));
  const d = boundedLevenshtein(a, b, limit);
  const byEdits = d > limit ? 0 : 1 - d / maxLen;
  const da = digitsOf(a);
  // Same significant digits with a different prefix ('INV-1234' vs 'BILL-1234').
  const byDigits = da.length >= 3 && da === digitsOf(b) ? 0.9 : 0;
  return Math.max(byEdits, byDigits);
}
