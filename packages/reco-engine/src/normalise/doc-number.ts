// Document numbers are compared through a key: uppercase tokens, fiscal-year tokens removed,
// leading zeros stripped from numeric tokens, tokens joined by '-'. A hand-written scanner
// (no regex) keeps this cheap enough for millions of rows.

const SEP_NONE = 0;
const SEP_DASH = 1;
const SEP_SLASH = 2;
const SEP_OTHER = 3;

// Token scratch space reused across calls: no allocation per token.
let capacity = 64;
let tokStart = new Int32Array(capacity);
let tokEnd = new Int32Array(capacity);
let tokNumeric = new Uint8Array(capacity);
let tokSep = new Uint8Array(capacity);
let tokKeep = new Uint8Array(capacity);

function grow() {
  capacity *= 2;
  const copy = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
    const b = make(capacity);
    b.set(a);
    return b;
  };
  tokStart = copy(tokStart, (n) => new Int32Array(n));
  tokEnd = copy(tokEnd, (n) => new Int32Array(n));
  tokNumeric = copy(tokNumeric, (n) => new Uint8Array(n));
  tokSep = copy(tokSep, (n) => new Uint8Array(n));
  tokKeep = new Uint8Array(capacity);
}

function tokenize(raw: string): number {
  let count = 0;
  let start = -1;
  let numeric = false;
  let sep = SEP_NONE;
  for (let i = 0; i <= raw.length; i++) {
    const c = i < raw.length ? raw.charCodeAt(i) : 32;
    const isDigit = c >= 48 && c <= 57;
    const isLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
    if (start >= 0 && (!(isDigit || isLetter) || numeric !== isDigit)) {
      if (count === capacity) grow();
      tokStart[count] = start;
      tokEnd[count] = i;
      tokNumeric[count] = numeric ? 1 : 0;
      tokSep[count] = sep;
      count++;
      start = -1;
      sep = SEP_NONE;
    }
    if (isDigit || isLetter) {
      if (start < 0) {
        start = i;
        numeric = isDigit;
      }
    } else if (sep === SEP_NONE && i < raw.length) {
      sep = c === 45 ? SEP_DASH : c === 47 ? SEP_SLASH : SEP_OTHER;
    }
  }
  return count;
}

function numberAt(raw: string, t: number): number {
  let v = 0;
  for (let i = tokStart[t]!; i < tokEnd[t]!; i++) v = v * 10 + (raw.charCodeAt(i) - 48);
  return v;
}

function isYearPair(raw: string, a: number, b: number): boolean {
  if (!tokNumeric[a] || !tokNumeric[b]) return false;
  const sep = tokSep[b];
  if (sep !== SEP_DASH && sep !== SEP_SLASH) return false;
  const lenA = tokEnd[a]! - tokStart[a]!;
  const lenB = tokEnd[b]! - tokStart[b]!;
  if (lenA === 4) {
    const x = numberAt(raw, a);
    if (x < 1990 || x > 2099) return false;
    if (lenB === 2) return numberAt(raw, b) === (x + 1) % 100;
    if (lenB === 4) return numberAt(raw, b) === x + 1;
    return false;
  }
  // '23-24' only with a dash: '12/13' is too often a real document number.
  return (
    lenA === 2 &&
    lenB === 2 &&
    sep === SEP_DASH &&
    numberAt(raw, b) === (numberAt(raw, a) + 1) % 100
  );
}

function isFiscalYearMarker(raw: string, t: number): boolean {
  if (tokNumeric[t] || tokEnd[t]! - tokStart[t]! !== 2) return false;
  const s = tokStart[t]!;
  return (raw.charCodeAt(s) | 32) === 102 && (raw.charCodeAt(s + 1) | 32) === 121;
}

/**
 * Writes the comparison key of `raw` into `out` from `at`; returns the end offset.
 * `out` must have room for 2 * raw.length characters after `at`.
 */
export function normaliseDocNoInto(raw: string, out: Uint16Array, at: number): number {
  if (raw.length === 0) return at;
  const count = tokenize(raw);
  let kept = 0;
  for (let t = 0; t < count; t++) {
    if (isFiscalYearMarker(raw, t) && t + 1 < count && tokNumeric[t + 1]) {
      tokKeep[t] = 0;
      tokKeep[t + 1] = 0;
      if (t + 2 < count && isYearPair(raw, t + 1, t + 2)) {
        tokKeep[t + 2] = 0;
        t += 2;
      } else t += 1;
      continue;
    }
    if (t + 1 < count && isYearPair(raw, t, t + 1)) {
      tokKeep[t] = 0;
      tokKeep[t + 1] = 0;
      t += 1;
      continue;
    }
    tokKeep[t] = 1;
    kept++;
  }
  // A number that is nothing but a year stays as it is.
  const keepAll = kept === 0;
  let w = at;
  for (let t = 0; t < count; t++) {
    if (!keepAll && !tokKeep[t]) continue;
    if (w !== at) out[w++] = 45;
    let s = tokStart[t]!;
    const e = tokEnd[t]!;
    if (tokNumeric[t]) {
      while (s < e - 1 && raw.charCodeAt(s) === 48) s++;
      for (; s < e; s++) out[w++] = raw.charCodeAt(s);
    } else {
      for (; s < e; s++) {
        const c = raw.charCodeAt(s);
        if (c >= 97 && c <= 122) out[w++] = c - 32;
        else if (c > 127) {
          const u = String.fromCharCode(c).toUpperCase();
          out[w++] = u.length === 1 ? u.charCodeAt(0) : c;
        } else out[w++] = c;
      }
    }
  }
  return w;
}

let scratch = new Uint16Array(256);

/** Characters of a Uint16Array range as a string. */
export function charsToString(chars: Uint16Array, from: number, to: number): string {
  let s = '';
  // Short keys (nearly all): a plain loop beats `apply` on a typed-array view.
  if (to - from <= 48) {
    for (let i = from; i < to; i++) s += String.fromCharCode(chars[i]!);
    return s;
  }
  for (let i = from; i < to; i += 4096) {
    s += String.fromCharCode.apply(null, chars.subarray(i, Math.min(to, i + 4096)) as never);
  }
  return s;
}

/**
 * The comparison key of a document number: `inv/2023-24/0045` -> `INV-45`.
 * Returns '' when the text has no letters or digits.
 */
export function normaliseDocNo(raw: string): string {
  if (scratch.length < raw.length * 2) scratch = new Uint16Array(raw.length * 2);
  return charsToString(scratch, 0, normaliseDocNoInto(raw, scratch, 0));
}

/** True when both keys hold the same digits, in order, and at least `min` of them. */
function sameDigits(a: string, b: string, min: number): boolean {
  let i = 0;
  let j = 0;
  let count = 0;
  for (;;) {
    while (i < a.length && (a.charCodeAt(i) < 48 || a.charCodeAt(i) > 57)) i++;
    while (j < b.length && (b.charCodeAt(j) < 48 || b.charCodeAt(j) > 57)) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length && count >= min;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    i++;
    j++;
    count++;
  }
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Edit distance, giving up (returning limit + 1) once it exceeds limit. */
function boundedLevenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let prev = rowA;
  let curr = rowB;
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
    const t = prev;
    prev = curr;
    curr = t;
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
  // Same significant digits with a different prefix ('INV-1234' vs 'BILL-1234').
  const byDigits = sameDigits(a, b, 3) ? 0.9 : 0;
  return Math.max(byEdits, byDigits);
}
