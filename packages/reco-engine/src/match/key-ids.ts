import type { DocKeys } from '../columns/ledger-columns.js';
import { charsToString, type TextColumn } from '../columns/text-column.js';
import { docSimilarityChars, keyHash, normaliseDocNoChars } from '../normalise/doc-number.js';

/** Entries per partition while interning: small enough for the partition's table to stay in cache. */
const PARTITION_TARGET = 4096;

/**
 * Comparison keys of many entries interned to small integers: entry i's key is `id[i]`
 * (-1 for an empty key, which never pairs), and two entries share a key exactly when they
 * share an id. Every string comparison happens once, while building; the rules then join,
 * chain and group on integers.
 *
 * Building is a radix-partitioned hash join: keys are written with their hash in one
 * sequential pass, entries are grouped by the top bits of the hash, and each group is
 * interned through a small table that stays in cache. One table over a million keys would
 * pay a cache and TLB miss per key instead.
 */
export class KeyIds {
  readonly id: Int32Array;
  private count_ = 0;
  private chars: Uint16Array;
  private readonly offsets: Int32Array;
  private readonly hashes: Int32Array;
  private filled = 0;
  private readonly strings = new Map<number, string>();

  private constructor(
    readonly size: number,
    charsHint: number,
  ) {
    this.id = new Int32Array(size).fill(-1);
    this.offsets = new Int32Array(size + 1);
    this.hashes = new Int32Array(size);
    this.chars = new Uint16Array(Math.max(1024, charsHint));
  }

  /**
   * Keys of the normalised document numbers of the tables, entry after entry: the keys a
   * reader already computed are taken as they are, the others are computed here.
   */
  static docNos(tables: readonly { docNo: TextColumn; docKeys?: DocKeys }[]): KeyIds {
    let size = 0;
    let chars = 0;
    for (const t of tables) {
      const c = t.docKeys?.keys ?? t.docNo;
      size += c.offsets.length - 1;
      chars += c.offsets[c.offsets.length - 1]! - c.offsets[0]!;
    }
    const keys = new KeyIds(size, chars + (chars >> 1));
    for (const t of tables) {
      if (t.docKeys) keys.take(t.docKeys);
      else keys.normalise(t.docNo);
    }
    keys.build();
    return keys;
  }

  private take({ keys, hash }: DocKeys) {
    const n = keys.offsets.length - 1;
    const base = keys.offsets[0]!;
    const at = this.offsets[this.filled]!;
    const len = keys.offsets[n]! - base;
    this.reserve(at + len);
    this.chars.set(keys.chars.subarray(base, base + len), at);
    for (let k = 0; k < n; k++) {
      const i = this.filled + k;
      this.offsets[i + 1] = at + keys.offsets[k + 1]! - base;
      this.hashes[i] = hash[k]!;
    }
    this.filled += n;
  }

  private normalise(col: TextColumn) {
    const src = col.chars;
    for (let k = 0; k + 1 < col.offsets.length; k++) {
      const from = col.offsets[k]!;
      const to = col.offsets[k + 1]!;
      const at = this.offsets[this.filled]!;
      this.reserve(at + 2 * (to - from));
      this.seal(normaliseDocNoChars(src, from, to, this.chars, at));
    }
  }

  /** Keys taken verbatim from strings. */
  static strings(values: readonly string[]): KeyIds {
    let chars = 0;
    for (const v of values) chars += v.length;
    const keys = new KeyIds(values.length, chars);
    for (const v of values) {
      const at = keys.offsets[keys.filled]!;
      keys.reserve(at + v.length);
      for (let k = 0; k < v.length; k++) keys.chars[at + k] = v.charCodeAt(k);
      keys.seal(at + v.length);
    }
    keys.build();
    return keys;
  }

  /** Number of distinct non-empty keys; ids run from 0 to count - 1. */
  get count(): number {
    return this.count_;
  }

  private reserve(end: number) {
    if (end <= this.chars.length) return;
    const grown = new Uint16Array(Math.max(this.chars.length * 2, end));
    grown.set(this.chars.subarray(0, this.offsets[this.filled]));
    this.chars = grown;
  }

  /** Closes the next entry's key, written up to `end`, and hashes it. */
  private seal(end: number) {
    const i = this.filled++;
    this.hashes[i] = keyHash(this.chars, this.offsets[i]!, end);
    this.offsets[i + 1] = end;
  }

  private build() {
    const n = this.size;
    const { offsets, hashes, chars, id } = this;
    let bits = 0;
    while (bits < 12 && n >> bits > PARTITION_TARGET) bits++;
    const parts = 1 << bits;
    const shift = 32 - bits;
    const part = (h: number) => (bits === 0 ? 0 : h >>> shift);
    // Entries and characters per partition, then where each partition starts.
    const starts = new Int32Array(parts + 1);
    const charStarts = new Int32Array(parts + 1);
    for (let i = 0; i < n; i++) {
      const len = offsets[i + 1]! - offsets[i]!;
      if (len === 0) continue;
      const p = part(hashes[i]!);
      starts[p + 1]!++;
      charStarts[p + 1]! += len;
    }
    let largest = 0;
    for (let p = 0; p < parts; p++) {
      largest = Math.max(largest, starts[p + 1]!);
      starts[p + 1]! += starts[p]!;
      charStarts[p + 1]! += charStarts[p]!;
    }
    // Each partition's entries (ascending) with hash and characters copied next to each
    // other: the interning below then only touches memory of one partition.
    const total = starts[parts]!;
    const entry = new Int32Array(total);
    const hash = new Int32Array(total);
    const at = new Int32Array(total + 1);
    const text = new Uint16Array(charStarts[parts]!);
    const fill = starts.slice(0, parts);
    const charFill = charStarts.slice(0, parts);
    for (let i = 0; i < n; i++) {
      const a = offsets[i]!;
      const e = offsets[i + 1]!;
      if (a === e) continue;
      const h = hashes[i]!;
      const p = part(h);
      const o = fill[p]!++;
      entry[o] = i;
      hash[o] = h;
      let w = charFill[p]!;
      at[o] = w;
      for (let k = a; k < e; k++) text[w++] = chars[k]!;
      charFill[p] = w;
    }
    at[total] = text.length;
    const ids = new Int32Array(total);
    let cap = 16;
    while (cap < largest * 2) cap *= 2;
    // Per slot: position of the key's first entry + 1 (0 = free), then its hash.
    const slots = new Int32Array(cap * 2);
    for (let p = 0; p < parts; p++) {
      const from = starts[p]!;
      const to = starts[p + 1]!;
      if (from === to) continue;
      let size = 16;
      while (size < (to - from) * 2) size *= 2;
      const mask = size - 1;
      slots.fill(0, 0, size * 2);
      for (let o = from; o < to; o++) {
        const h = hash[o]!;
        const a = at[o]!;
        const len = at[o + 1]! - a;
        let q = h & mask;
        for (;;) {
          const rep = slots[2 * q]! - 1;
          if (rep < 0) {
            slots[2 * q] = o + 1;
            slots[2 * q + 1] = h;
            ids[o] = this.count_++;
            break;
          }
          if (slots[2 * q + 1] === h) {
            const b = at[rep]!;
            if (at[rep + 1]! - b === len) {
              let k = 0;
              while (k < len && text[a + k] === text[b + k]) k++;
              if (k === len) {
                ids[o] = ids[rep]!;
                break;
              }
            }
          }
          q = (q + 1) & mask;
        }
      }
    }
    for (let o = 0; o < total; o++) id[entry[o]!] = ids[o]!;
  }

  isEmpty(i: number): boolean {
    return this.id[i]! < 0;
  }

  /** True when both entries have the same non-empty key. */
  equals(i: number, j: number): boolean {
    const a = this.id[i]!;
    return a >= 0 && a === this.id[j];
  }

  /** Entry i's key as text ('' when empty). */
  string(i: number): string {
    const id = this.id[i]!;
    if (id < 0) return '';
    let s = this.strings.get(id);
    if (s === undefined) {
      s = charsToString(this.chars, this.offsets[i]!, this.offsets[i + 1]!);
      this.strings.set(id, s);
    }
    return s;
  }

  /** docSimilarity of the keys of entries i and j, on the stored characters. */
  similarity(i: number, j: number): number {
    const o = this.offsets;
    return docSimilarityChars(this.chars, o[i]!, o[i + 1]!, this.chars, o[j]!, o[j + 1]!);
  }
}
