/**
 * Buffers of one size handed back once their bytes are no longer needed: a fresh buffer
 * for every few MiB of XML would cost a page fault per 4 KiB on first touch.
 */
export class BufferPool {
  private readonly free: Buffer[] = [];

  constructor(
    readonly size: number,
    private readonly keep = 8,
  ) {}

  get(): Buffer {
    return this.free.pop() ?? Buffer.allocUnsafe(this.size);
  }

  /** Takes back a buffer from `get` (or a view of one) whose bytes have been consumed. */
  release(bytes: Uint8Array): void {
    if (bytes.buffer.byteLength !== this.size || this.free.length >= this.keep) return;
    this.free.push(Buffer.from(bytes.buffer, 0, this.size));
  }
}

/**
 * Appends XML as UTF-8 bytes to a buffer, escaping text on the way: no intermediate
 * strings, so writing a million rows costs no garbage. When the buffer is full, `onFull`
 * receives the bytes written so far and a buffer from the pool takes their place (or,
 * without `onFull`, the buffer grows). Whoever consumes the bytes handed on returns their
 * buffer to the pool.
 */
export class XmlBytes {
  buf: Buffer;
  pos = 0;
  private scratch = new Uint16Array(256);
  private readonly pool: BufferPool;

  constructor(
    size = 1 << 20,
    private readonly onFull?: (bytes: Buffer) => void,
    pool?: BufferPool,
  ) {
    this.pool = pool ?? new BufferPool(size, 0);
    this.buf = this.pool.get();
  }

  /** Makes room for n more bytes. */
  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.onFull && n <= this.pool.size) {
      if (this.pos > 0) this.onFull(this.buf.subarray(0, this.pos));
      // The bytes handed on may still be in use (queued for deflate): the pool gives
      // another buffer until they are released.
      this.buf = this.pool.get();
      this.pos = 0;
      return;
    }
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(grown, 0, 0, this.pos);
    this.buf = grown;
  }

  /** The bytes written since the last take, leaving the writer empty. */
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = this.pool.get();
    this.pos = 0;
    return out;
  }

  /** ASCII markup, written as is. */
  ascii(s: string): void {
    const n = s.length;
    this.ensure(n);
    const b = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) b[p++] = s.charCodeAt(i);
    this.pos = p;
  }

  /** Pre-encoded bytes. */
  bytes(src: Uint8Array): void {
    const n = src.length;
    this.ensure(n);
    const b = this.buf;
    let p = this.pos;
    if (n < 32) for (let i = 0; i < n; i++) b[p++] = src[i]!;
    else {
      b.set(src, p);
      p += n;
    }
    this.pos = p;
  }

  /** A non-negative integer below 2^53 in decimal. */
  uint(v: number): void {
    this.ensure(16);
    this.pos = putUint(this.buf, this.pos, v);
  }

  /** Signed minor units as a decimal with two places ('-1234.05'). */
  minor(v: number): void {
    this.ensure(24);
    const b = this.buf;
    let p = this.pos;
    let abs = v;
    if (v < 0) {
      b[p++] = 45;
      abs = -v;
    }
    const cents = abs % 100;
    p = putUint(b, p, (abs - cents) / 100);
    b[p++] = 46;
    b[p++] = 48 + ((cents / 10) | 0);
    b[p++] = 48 + (cents % 10);
    this.pos = p;
  }

  /** Escaped text of a string. */
  text(s: string): void {
    const n = s.length;
    if (this.scratch.length < n) this.scratch = new Uint16Array(n * 2);
    const c = this.scratch;
    for (let i = 0; i < n; i++) c[i] = s.charCodeAt(i);
    this.textChars(c, 0, n);
  }

  /**
   * Escaped text of src[from, to): & < > " as entities, CR as a character reference, other
   * control characters and a literal `_xHHHH_` in the OOXML `_xHHHH_` form (so readers do
   * not decode them), everything else as UTF-8 (a lone surrogate as U+FFFD).
   */
  textChars(src: Uint16Array, from: number, to: number): void {
    this.ensure((to - from) * 7);
    const b = this.buf;
    let p = this.pos;
    for (let i = from; i < to; i++) {
      const c = src[i]!;
      if (c < 0x80) {
        if (c >= 0x20) {
          if (c === 38) p = put(b, p, AMP);
          else if (c === 60) p = put(b, p, LT);
          else if (c === 62) p = put(b, p, GT);
          else if (c === 34) p = put(b, p, QUOT);
          else if (c === 95 && isHexEscape(src, i, to)) p = put(b, p, UNDERSCORE);
          else b[p++] = c;
        } else if (c === 9 || c === 10) b[p++] = c;
        else if (c === 13) p = put(b, p, CR);
        else {
          p = put(b, p, ESCAPE_START);
          b[p++] = HEX[c >> 4]!;
          b[p++] = HEX[c & 15]!;
          b[p++] = 95;
        }
      } else if (c < 0x800) {
        b[p++] = 0xc0 | (c >> 6);
        b[p++] = 0x80 | (c & 63);
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const d = i + 1 < to ? src[i + 1]! : 0;
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          b[p++] = 0xf0 | (cp >> 18);
          b[p++] = 0x80 | ((cp >> 12) & 63);
          b[p++] = 0x80 | ((cp >> 6) & 63);
          b[p++] = 0x80 | (cp & 63);
          i++;
        } else {
          b[p++] = 0xef;
          b[p++] = 0xbf;
          b[p++] = 0xbd;
        }
      } else {
        b[p++] = 0xe0 | (c >> 12);
        b[p++] = 0x80 | ((c >> 6) & 63);
        b[p++] = 0x80 | (c & 63);
      }
    }
    this.pos = p;
  }
}

const enc = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0));
const AMP = enc('&amp;');
const LT = enc('&lt;');
const GT = enc('&gt;');
const QUOT = enc('&quot;');
const CR = enc('&#13;');
const UNDERSCORE = enc('_x005F_');
const ESCAPE_START = enc('_x00');
const HEX = enc('0123456789ABCDEF');

/** Copies src into b at p; returns the position after it. */
export function put(b: Uint8Array, p: number, src: Uint8Array): number {
  for (let k = 0; k < src.length; k++) b[p++] = src[k]!;
  return p;
}

/** Writes a non-negative integer below 2^53 in decimal into b at p; returns the position after it. */
export function putUint(b: Uint8Array, p: number, v: number): number {
  if (v < 10) {
    b[p] = 48 + v;
    return p + 1;
  }
  if (v < 2147483648) {
    let digits = 1;
    for (let x = v; x >= 10; x = (x / 10) | 0) digits++;
    const end = p + digits;
    for (let x = v, q = end; q > p; x = (x / 10) | 0) b[--q] = 48 + (x % 10);
    return end;
  }
  let digits = 1;
  for (let x = v; x >= 10; x = Math.floor(x / 10)) digits++;
  const end = p + digits;
  for (let x = v, q = end; q > p; x = Math.floor(x / 10)) b[--q] = 48 + (x % 10);
  return end;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** True when src[i] starts `_xHHHH_`, which readers would decode as an escape. */
function isHexEscape(src: Uint16Array, i: number, to: number): boolean {
  return (
    i + 6 < to &&
    src[i + 1] === 120 &&
    isHex(src[i + 2]!) &&
    isHex(src[i + 3]!) &&
    isHex(src[i + 4]!) &&
    isHex(src[i + 5]!) &&
    src[i + 6] === 95
  );
}

/** True for the characters JavaScript's \s matches: text with them at an end needs xml:space. */
export function isSpace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    c === 32 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Escapes text for XML as `XmlBytes.text` does, as a string (for small parts). */
export function escapeXml(s: string): string {
  const w = new XmlBytes(Math.max(64, s.length * 7));
  w.text(s);
  return w.take().toString('utf8');
}
