/**
 * Many short texts in one UTF-16 character array: text i is chars[offsets[i] .. offsets[i+1]).
 * Two typed arrays instead of a string per row, so a million document numbers cost two
 * allocations, cross a worker boundary without copying and never load the garbage collector.
 */
export type TextColumn = { chars: Uint16Array; offsets: Int32Array };

export function textLength(col: TextColumn, i: number): number {
  return col.offsets[i + 1]! - col.offsets[i]!;
}

/** Text i as a string (allocates; for display and the object API, not for hot loops). */
export function textAt(col: TextColumn, i: number): string {
  return charsToString(col.chars, col.offsets[i]!, col.offsets[i + 1]!);
}

/** Characters of a Uint16Array range as a string. */
export function charsToString(chars: Uint16Array, from: number, to: number): string {
  // Short texts (nearly all): a plain loop beats `apply` on a typed-array view.
  if (to - from <= 48) {
    let s = '';
    for (let i = from; i < to; i++) s += String.fromCharCode(chars[i]!);
    return s;
  }
  let s = '';
  for (let i = from; i < to; i += 4096) {
    s += String.fromCharCode.apply(null, chars.subarray(i, Math.min(to, i + 4096)) as never);
  }
  return s;
}

/** -1, 0 or 1 as texts i of `a` and j of `b` compare by UTF-16 code units (like `<` on strings). */
export function compareTexts(a: TextColumn, i: number, b: TextColumn, j: number): number {
  let p = a.offsets[i]!;
  const pe = a.offsets[i + 1]!;
  let q = b.offsets[j]!;
  const qe = b.offsets[j + 1]!;
  for (; p < pe && q < qe; p++, q++) {
    const d = a.chars[p]! - b.chars[q]!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  const la = pe - a.offsets[i]!;
  const lb = qe - b.offsets[j]!;
  return la === lb ? 0 : p === pe && q !== qe ? -1 : 1;
}

/** Appends texts one by one; `finish` trims the arrays to size. */
export class TextColumnBuilder {
  private chars: Uint16Array;
  private offsets: Int32Array;
  private used = 0;
  private count = 0;

  constructor(expectedRows = 1024, charsPerRow = 16) {
    this.chars = new Uint16Array(Math.max(256, expectedRows * charsPerRow));
    this.offsets = new Int32Array(Math.max(16, expectedRows + 1));
  }

  get length(): number {
    return this.count;
  }

  push(s: string): void {
    const n = s.length;
    if (this.used + n > this.chars.length) this.growChars(n);
    if (this.count + 2 > this.offsets.length) this.growOffsets();
    const chars = this.chars;
    const at = this.used;
    for (let k = 0; k < n; k++) chars[at + k] = s.charCodeAt(k);
    this.used = at + n;
    this.offsets[++this.count] = this.used;
  }

  /** Replaces the text pushed last. */
  replaceLast(s: string): void {
    this.used = this.offsets[this.count - 1]!;
    this.count--;
    this.push(s);
  }

  /**
   * Starts a text written straight into `array` from the returned position, with room for
   * `maxLength` characters; `commit` closes it at its end.
   */
  begin(maxLength: number): number {
    if (this.used + maxLength > this.chars.length) this.growChars(maxLength);
    if (this.count + 2 > this.offsets.length) this.growOffsets();
    return this.used;
  }

  commit(end: number): void {
    this.used = end;
    this.offsets[++this.count] = end;
  }

  /** The character array being written (replaced when it grows). */
  get array(): Uint16Array {
    return this.chars;
  }

  /** Where text i starts in `array` (i = length: where the next one will). */
  offset(i: number): number {
    return this.offsets[i]!;
  }

  /** Appends text j of another column. */
  pushFrom(col: TextColumn, j: number): void {
    const from = col.offsets[j]!;
    const n = col.offsets[j + 1]! - from;
    if (this.used + n > this.chars.length) this.growChars(n);
    if (this.count + 2 > this.offsets.length) this.growOffsets();
    this.chars.set(col.chars.subarray(from, from + n), this.used);
    this.used += n;
    this.offsets[++this.count] = this.used;
  }

  /**
   * The column, as views of the builder's arrays (no copy: capacity beyond the end that
   * was never written costs address space, not memory).
   */
  finish(): TextColumn {
    return {
      chars: this.chars.subarray(0, this.used),
      offsets: this.offsets.subarray(0, this.count + 1),
    };
  }

  private growChars(extra: number) {
    const grown = new Uint16Array(Math.max(this.chars.length * 2, this.used + extra));
    grown.set(this.chars.subarray(0, this.used));
    this.chars = grown;
  }

  private growOffsets() {
    const grown = new Int32Array(this.offsets.length * 2);
    grown.set(this.offsets);
    this.offsets = grown;
  }
}

/** A column of texts from an array of strings. */
export function textColumnOf(values: readonly string[]): TextColumn {
  const b = new TextColumnBuilder(values.length);
  for (const v of values) b.push(v);
  return b.finish();
}
