// Document numbers are compared through a key: uppercase tokens, fiscal-year tokens removed,
// leading zeros stripped from numeric tokens, tokens joined by '-'. A hand-written scanner
// over character codes (no regex, no string per row) keeps this cheap for millions of rows.

import { charsToString } from '../columns/text-column.js';

const SEP_NONE = 0;
const SEP_DASH = 1;
const SEP_SLASH = 2;
const SEP_OTHER = 3;

const OTHER = 0;
const DIGIT = 1;
const LETTER = 2;
/** Character class of each ASCII code; every code above 127 counts as a letter. */
const CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) CLASS[c] = DIGIT;
for (let c = 65; c <= 90; c++) CLASS[c] = LETTER;
for (let c = 97; c <= 122; c++) CLASS[c] = LETTER;

/** Token scratch space reused across calls: no allocation per token. */
class Tokens {
  start = new Int32Array(64);
  end = new Int32Array(64);
  numeric = new Uint8Array(64);
  sep = new Uint8Array(64);
  keep = new Uint8Array(64);

  grow() {
    const n = this.start.length * 2;
    const copy = <T extends Int32Array | Uint8Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.start = copy(this.start, new Int32Array(n));
    this.end = copy(this.end, new Int32Array(n));
    this.numeric = copy(this.numeric, new Uint8Array(n));
    this.sep = copy(this.sep, new Uint8Array(n));
    this.keep = new Uint8Array(n);
  }
}

const T = new Tokens();

/** Splits src[from, to) into letter and digit runs; returns the number of tokens. */
function tokenize(src: Uint16Array, from: number, to: number): number {
  // Locals, not T's fields, in the loop: they are re-read only when the arrays grow.
  let tStart = T.start;
  let tEnd = T.end;
  let tNumeric = T.numeric;
  let tSep = T.sep;
  let cap = tStart.length;
  let count = 0;
  let start = -1;
  let numeric = 0;
  let sep = SEP_NONE;
  for (let i = from; i <= to; i++) {
    // One past the end acts as a separator that closes the last token.
    const c = i < to ? src[i]! : 32;
    const k = c < 128 ? CLASS[c]! : LETTER;
    const digit = k === DIGIT ? 1 : 0;
    if (start >= 0 && (k === OTHER || numeric !== digit)) {
      if (count === cap) {
        T.grow();
        tStart = T.start;
        tEnd = T.end;
        tNumeric = T.numeric;
        tSep = T.sep;
        cap = tStart.length;
      }
      tStart[count] = start;
      tEnd[count] = i;
      tNumeric[count] = numeric;
      tSep[count] = sep;
      count++;
      start = -1;
      sep = SEP_NONE;
    }
    if (k === OTHER) {
      if (sep === SEP_NONE && i < to) sep = c === 45 ? SEP_DASH : c === 47 ? SEP_SLASH : SEP_OTHER;
    } else if (start < 0) {
      start = i;
      numeric = digit;
    }
  }
  return count;
}

function numberAt(src: Uint16Array, t: number): number {
  let v = 0;
  for (let i = T.start[t]!; i < T.end[t]!; i++) v = v * 10 + (src[i]! - 48);
  return v;
}

function isYearPair(src: Uint16Array, a: number, b: number): boolean {
  if (!T.numeric[a] || !T.numeric[b]) return false;
  const sep = T.sep[b];
  if (sep !== SEP_DASH && sep !== SEP_SLASH) return false;
  const lenA = T.end[a]! - T.start[a]!;
  const lenB = T.end[b]! - T.start[b]!;
  if (lenA === 4) {
    if (lenB !== 2 && lenB !== 4) return false;
    const x = numberAt(src, a);
    if (x < 1990 || x > 2099) return false;
    return numberAt(src, b) === (lenB === 2 ? (x + 1) % 100 : x + 1);
  }
  // '23-24' only with a dash: '12/13' is too often a real document number.
  return (
    lenA === 2 &&
    lenB === 2 &&
    sep === SEP_DASH &&
    numberAt(src, b) === (numberAt(src, a) + 1) % 100
  );
}

function isFiscalYearMarker(src: Uint16Array, t: number): boolean {
  if (T.numeric[t] || T.end[t]! - T.start[t]! !== 2) return false;
  const s = T.start[t]!;
  return (src[s]! | 32) === 102 && (src[s + 1]! | 32) === 121;
}

/**
 * Writes the comparison key of the document number in src[from, to) into `out` from `at`;
 * returns the end offset. `out` must have room for 2 * (to - from) characters after `at`.
 */
export function normaliseDocNoChars(
  src: Uint16Array,
  from: number,
  to: number,
  out: Uint16Array,
  at: number,
): number {
  if (from === to) return at;
  const count = tokenize(src, from, to);
  const keep = T.keep;
  const tStart = T.start;
  const tEnd = T.end;
  const tNumeric = T.numeric;
  let kept = 0;
  for (let t = 0; t < count; t++) {
    if (isFiscalYearMarker(src, t) && t + 1 < count && tNumeric[t + 1]) {
      keep[t] = 0;
      keep[t + 1] = 0;
      if (t + 2 < count && isYearPair(src, t + 1, t + 2)) {
        keep[t + 2] = 0;
        t += 2;
      } else t += 1;
      continue;
    }
    if (t + 1 < count && isYearPair(src, t, t + 1)) {
      keep[t] = 0;
      keep[t + 1] = 0;
      t += 1;
      continue;
    }
    keep[t] = 1;
    kept++;
  }
  // A number that is nothing but a year stays as it is.
  const keepAll = kept === 0;
  let w = at;
  for (let t = 0; t < count; t++) {
    if (!keepAll && !keep[t]) continue;
    if (w !== at) out[w++] = 45;
    let s = tStart[t]!;
    const e = tEnd[t]!;
    if (tNumeric[t]) {
      while (s < e - 1 && src[s] === 48) s++;
      for (; s < e; s++) out[w++] = src[s]!;
    } else {
      for (; s < e; s++) {
        const c = src[s]!;
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

/** FNV-1a hash of chars[from, to): the hash keys are interned by. */
export function keyHash(chars: Uint16Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let k = from; k < to; k++) h = Math.imul(h ^ chars[k]!, 0x01000193);
  return h | 0;
}

let scratchIn = new Uint16Array(256);
let scratchOut = new Uint16Array(512);

/**
 * The comparison key of a document number: `inv/2023-24/0045` -> `INV-45`.
 * Returns '' when the text has no letters or digits.
 */
export function normaliseDocNo(raw: string): string {
  const n = raw.length;
  if (scratchIn.length < n) {
    scratchIn = new Uint16Array(n * 2);
    scratchOut = new Uint16Array(n * 4);
  }
  for (let i = 0; i < n; i++) scratchIn[i] = raw.charCodeAt(i);
  return charsToString(scratchOut, 0, normaliseDocNoChars(scratchIn, 0, n, scratchOut, 0));
}

/** True when keys a[a0, a1) and b[b0, b1) hold the same digits, in order, and at least `min`. */
function sameDigits(
  a: Uint16Array,
  a0: number,
  a1: number,
  b: Uint16Array,
  b0: number,
  b1: number,
  min: number,
): boolean {
  let i = a0;
  let j = b0;
  let count = 0;
  for (;;) {
    while (i < a1 && (a[i]! < 48 || a[i]! > 57)) i++;
    while (j < b1 && (b[j]! < 48 || b[j]! > 57)) j++;
    if (i === a1 || j === b1) return i === a1 && j === b1 && count >= min;
    if (a[i] !== b[j]) return false;
    i++;
    j++;
    count++;
  }
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Edit distance of a[a0, a1) and b[b0, b1), or limit + 1 once it exceeds limit. Only the
 * band of cells within `limit` of the diagonal can hold a value <= limit, so only the band
 * is computed (cells outside it count as limit + 1).
 */
function boundedLevenshtein(
  a: Uint16Array,
  a0: number,
  a1: number,
  b: Uint16Array,
  b0: number,
  b1: number,
  limit: number,
): number {
  const la = a1 - a0;
  const lb = b1 - b0;
  if (Math.abs(la - lb) > limit) return limit + 1;
  if (rowA.length <= lb + 1) {
    rowA = new Int32Array(lb * 2 + 2);
    rowB = new Int32Array(lb * 2 + 2);
  }
  const far = limit + 1;
  let prev = rowA;
  let curr = rowB;
  for (let j = 0; j <= lb; j++) prev[j] = j <= limit ? j : far;
  for (let i = 1; i <= la; i++) {
    const lo = Math.max(1, i - limit);
    const hi = Math.min(lb, i + limit);
    curr[lo - 1] = lo === 1 && i <= limit ? i : far;
    let rowMin = curr[lo - 1]!;
    const ca = a[a0 + i - 1];
    for (let j = lo; j <= hi; j++) {
      const cost = ca === b[b0 + j - 1] ? 0 : 1;
      let v = prev[j - 1]! + cost;
      const up = prev[j]! + 1;
      const left = curr[j - 1]! + 1;
      if (up < v) v = up;
      if (left < v) v = left;
      if (v > far) v = far;
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < lb) curr[hi + 1] = far;
    if (rowMin > limit) return far;
    const t = prev;
    prev = curr;
    curr = t;
  }
  return prev[lb]!;
}

/** Minimum similarity (0..1) for a fuzzy document-number suggestion. */
export const FUZZY_DOC_THRESHOLD = 0.75;

/**
 * Similarity (0..1) of two normalised keys held as characters a[a0, a1) and b[b0, b1).
 * Used only to suggest pairs: two different keys are never treated as the same document,
 * however similar ('1234' vs '12345').
 */
export function docSimilarityChars(
  a: Uint16Array,
  a0: number,
  a1: number,
  b: Uint16Array,
  b0: number,
  b1: number,
): number {
  const la = a1 - a0;
  const lb = b1 - b0;
  if (la === 0 || lb === 0) return 0;
  // Same significant digits with a different prefix ('INV-1234' vs 'BILL-1234').
  const byDigits = sameDigits(a, a0, a1, b, b0, b1, 3) ? 0.9 : 0;
  const maxLen = Math.max(la, lb);
  const limit = Math.floor(maxLen * (1 - FUZZY_DOC_THRESHOLD));
  if (la === lb) {
    let k = 0;
    while (k < la && a[a0 + k] === b[b0 + k]) k++;
    if (k === la) return 1;
  }
  const d = boundedLevenshtein(a, a0, a1, b, b0, b1, limit);
  const byEdits = d > limit ? 0 : 1 - d / maxLen;
  return Math.max(byEdits, byDigits);
}

let simA = new Uint16Array(64);
let simB = new Uint16Array(64);

/** docSimilarityChars of two keys given as strings. */
export function docSimilarity(a: string, b: string): number {
  if (simA.length < a.length) simA = new Uint16Array(a.length * 2);
  if (simB.length < b.length) simB = new Uint16Array(b.length * 2);
  for (let i = 0; i < a.length; i++) simA[i] = a.charCodeAt(i);
  for (let i = 0; i < b.length; i++) simB[i] = b.charCodeAt(i);
  return docSimilarityChars(simA, 0, a.length, simB, 0, b.length);
}
