/** Longest text kept back while waiting for a closing tag. */
export const MAX_CARRY = 32 * 1024 * 1024;

/**
 * Cuts text arriving in chunks into pieces that end right after a closing tag (`</row>`,
 * `</si>`), so a scanner only ever sees whole elements. Only the element cut by a chunk
 * boundary is joined to its rest: the chunk itself is handed on in place, never copied
 * into a longer string. `tooLong` is called when more than MAX_CARRY characters pass
 * without the closing tag.
 */
export class ClosedPieces {
  private carry = '';

  constructor(
    private close: string,
    private readonly take: (s: string, end: number) => void,
    private readonly tooLong: () => never,
  ) {}

  setClose(close: string): void {
    this.close = close;
  }

  write(chunk: string): void {
    let s = chunk;
    const close = this.close;
    if (this.carry.length > 0) {
      const first = s.indexOf(close);
      if (first < 0) {
        this.carry += s;
        if (this.carry.length > MAX_CARRY) this.tooLong();
        return;
      }
      const head = this.carry + s.slice(0, first + close.length);
      this.carry = '';
      this.take(head, head.length);
      s = s.slice(first + close.length);
    }
    const last = s.lastIndexOf(close);
    if (last < 0) {
      this.carry = s;
      if (s.length > MAX_CARRY) this.tooLong();
      return;
    }
    const cut = last + close.length;
    this.take(s, cut);
    this.carry = s.slice(cut);
  }

  end(): void {
    if (this.carry.length > 0) this.take(this.carry, this.carry.length);
    this.carry = '';
  }
}
