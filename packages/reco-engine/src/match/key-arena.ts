import { charsToString, normaliseDocNoInto } from '../normalise/doc-number.js';

/**
 * Comparison keys of many entries kept in one character arena with a 32-bit hash each:
 * no string per entry, so building and joining a million keys stays cheap. An empty key
 * (length 0) never pairs.
 */
export class KeyArena {
  private chars: Uint16Array;
  private used = 0;
  readonly offset: Int32Array;
  readonly length: Int32Array;
  readonly hash: Int32Array;
  private readonly strings: (string | undefined)[];

  constructor(readonly size: number) {
    this.chars = new Uint16Array(Math.max(1024, size * 12));
    this.offset = new Int32Array(size);
    this.length = new Int32Array(size);
    this.hash = new Int32Array(size);
    this.strings = new Array<string | undefined>(size);
  }

  private reserve(extra: number) {
    if (this.used + extra <= this.chars.length) return;
    const grown = new Uint16Array(Math.max(this.chars.length * 2, this.used + extra));
    grown.set(this.chars.subarray(0, this.used));
    this.chars = grown;
  }

  private seal(i: number, start: number, end: number) {
    let h = 0x811c9dc5;
    for (let k = start; k < end; k++) h = Math.imul(h ^ this.chars[k]!, 0x01000193);
    this.offset[i] = start;
    this.length[i] = end - start;
    this.hash[i] = h;
    this.used = end;
  }

  /** Stores the normalised document number of `raw` as entry i's key. */
  setDocNo(i: number, raw: string) {
    this.reserve(raw.length * 2);
    this.seal(i, this.used, normaliseDocNoInto(raw, this.chars, this.used));
  }

  /** Stores `key` verbatim as entry i's key. */
  setKey(i: number, key: string) {
    this.reserve(key.length);
    const start = this.used;
    for (let k = 0; k < key.length; k++) this.chars[start + k] = key.charCodeAt(k);
    this.seal(i, start, start + key.length);
    this.strings[i] = key;
  }

  isEmpty(i: number): boolean {
    return this.length[i] === 0;
  }

  equals(i: number, j: number): boolean {
    const n = this.length[i]!;
    if (n !== this.length[j] || this.hash[i] !== this.hash[j]) return false;
    const a = this.offset[i]!;
    const b = this.offset[j]!;
    for (let k = 0; k < n; k++) if (this.chars[a + k] !== this.chars[b + k]) return false;
    return true;
  }

  string(i: number): string {
    let s = this.strings[i];
    if (s === undefined) {
      s = charsToString(this.chars, this.offset[i]!, this.offset[i]! + this.length[i]!);
      this.strings[i] = s;
    }
    return s;
  }
}

/**
 * Entries of one side chained by key (open addressing on the key hash), each chain in
 * canonical order. Entries assigned after the build stay in their chain; walkers skip them.
 */
export class KeyChains {
  private readonly slots: Int32Array;
  private readonly mask: number;
  readonly next: Int32Array;

  /** Chains entries from..to-1 whose `skip` flag is 0 and whose key is not empty. */
  constructor(
    private readonly keys: KeyArena,
    from: number,
    to: number,
    skip: Uint8Array,
  ) {
    let count = 0;
    for (let i = from; i < to; i++) if (skip[i] === 0 && keys.length[i] !== 0) count++;
    let size = 16;
    while (size < count * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.next = new Int32Array(keys.size).fill(-1);
    for (let i = to - 1; i >= from; i--) {
      if (skip[i] !== 0 || keys.length[i] === 0) continue;
      const p = this.slotOf(i);
      const head = this.slots[p]!;
      if (head !== -1) this.next[i] = head;
      this.slots[p] = i;
    }
  }

  /** The slot holding entry i's key, or the empty slot where it would go. */
  private slotOf(i: number): number {
    let p = this.keys.hash[i]! & this.mask;
    for (;;) {
      const head = this.slots[p]!;
      if (head === -1 || this.keys.equals(head, i)) return p;
      p = (p + 1) & this.mask;
    }
  }

  /** First entry of the chain holding entry i's key (possibly from the other side), or -1. */
  headFor(i: number): number {
    return this.slots[this.slotOf(i)]!;
  }

  /** Heads of every chain, in slot order (deterministic for the same input). */
  *heads(): Iterable<number> {
    for (let p = 0; p < this.slots.length; p++) {
      const h = this.slots[p]!;
      if (h !== -1) yield h;
    }
  }
}
