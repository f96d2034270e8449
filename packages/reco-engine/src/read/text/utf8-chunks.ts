import { isAscii } from 'node:buffer';

/**
 * Decodes a UTF-8 byte stream chunk by chunk. A chunk of pure ASCII that does not continue
 * a character cut at the end of the previous chunk is taken byte for byte (a one-byte
 * string, no decoding work: sheet XML is nearly always ASCII); anything else goes through
 * a streaming TextDecoder, which keeps a cut character for the next chunk.
 */
export class Utf8Chunks {
  private readonly decoder = new TextDecoder('utf-8');
  /** True while the decoder may hold the first bytes of a character cut by a chunk end. */
  private pending = false;

  decode(chunk: Uint8Array): string {
    if (!this.pending && isAscii(chunk)) {
      return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    }
    this.pending = endsInsideCharacter(chunk);
    return this.decoder.decode(chunk, { stream: true });
  }

  /** What the decoder still holds (a cut character at the very end becomes U+FFFD). */
  end(): string {
    this.pending = false;
    return this.decoder.decode();
  }
}

/** True when the last bytes of `b` start a UTF-8 sequence that is not complete. */
function endsInsideCharacter(b: Uint8Array): boolean {
  let i = b.length - 1;
  let continuation = 0;
  while (i >= 0 && continuation < 3 && (b[i]! & 0xc0) === 0x80) {
    i--;
    continuation++;
  }
  if (i < 0) return continuation > 0;
  const lead = b[i]!;
  const need = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
  return need > continuation;
}
