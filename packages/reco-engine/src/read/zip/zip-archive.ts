import { once } from 'node:events';
import { createInflateRaw } from 'node:zlib';
import type { ByteSource } from '../file-source';
import { ReadError } from '../read-error';
import type { ReadLimits } from '../read.types';

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;
const READ_CHUNK = 1 << 20;
const RATIO_FLOOR_BYTES = 1 << 20;

/**
 * Reads the zip's central directory and applies the zip-bomb guard before any entry is
 * inflated: entry count, total declared uncompressed size and per-entry compression ratio.
 * Inflating then enforces the actual number of bytes produced, so a lying header is caught too.
 */
export class ZipArchive {
  private inflatedTotal = 0;

  private constructor(
    private readonly src: ByteSource,
    readonly entries: Map<string, ZipEntry>,
    private readonly limits: ReadLimits,
    private readonly fileName: string,
  ) {}

  static async open(src: ByteSource, limits: ReadLimits, fileName: string): Promise<ZipArchive> {
    const corrupt = (why: string) =>
      new ReadError(
        'CORRUPT_FILE',
        `the file is damaged or incomplete (${why}); save it again from the spreadsheet program`,
        {
          file: fileName,
        },
      );
    const tailLen = Math.min(src.size, 65_557);
    const tail = await src.read(src.size - tailLen, tailLen);
    const dv = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (dv.getUint32(i, true) === EOCD_SIG) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw corrupt('zip directory not found');
    const count = dv.getUint16(eocd + 10, true);
    const cdSize = dv.getUint32(eocd + 12, true);
    const cdOffset = dv.getUint32(eocd + 16, true);
    if (count === 0xffff || cdOffset === 0xffffffff)
      throw corrupt('zip64 archives are not supported');
    if (count > limits.maxZipEntries) {
      throw new ReadError(
        'ZIP_BOMB',
        `the workbook holds ${count} zip entries, more than the ${limits.maxZipEntries} allowed; it is not a normal spreadsheet`,
        { file: fileName },
      );
    }
    if (cdOffset + cdSize > src.size)
      throw corrupt('zip directory points past the end of the file');
    const cd = await src.read(cdOffset, cdSize);
    const cdv = new DataView(cd.buffer, cd.byteOffset, cd.byteLength);
    const entries = new Map<string, ZipEntry>();
    const dec = new TextDecoder();
    let p = 0;
    let declaredTotal = 0;
    for (let k = 0; k < count; k++) {
      if (p + 46 > cd.length || cdv.getUint32(p, true) !== CEN_SIG)
        throw corrupt('zip directory is cut short');
      const method = cdv.getUint16(p + 10, true);
      const compressedSize = cdv.getUint32(p + 20, true);
      const uncompressedSize = cdv.getUint32(p + 24, true);
      const nameLen = cdv.getUint16(p + 28, true);
      const extraLen = cdv.getUint16(p + 30, true);
      const commentLen = cdv.getUint16(p + 32, true);
      const localHeaderOffset = cdv.getUint32(p + 42, true);
      const name = dec.decode(cd.subarray(p + 46, p + 46 + nameLen));
      p += 46 + nameLen + extraLen + commentLen;
      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff)
        throw corrupt('zip64 entries are not supported');
      declaredTotal += uncompressedSize;
      if (declaredTotal > limits.maxUncompressedBytes) {
        throw new ReadError(
          'ZIP_BOMB',
          `the workbook would expand to more than ${mb(limits.maxUncompressedBytes)} MB; it is refused as a possible zip bomb`,
          { file: fileName },
        );
      }
      if (
        uncompressedSize > RATIO_FLOOR_BYTES &&
        uncompressedSize > compressedSize * limits.maxCompressionRatio
      ) {
        throw new ReadError(
          'ZIP_BOMB',
          `part "${name}" is compressed ${Math.round(uncompressedSize / Math.max(1, compressedSize))} to 1, more than the ${limits.maxCompressionRatio} to 1 allowed; it is refused as a possible zip bomb`,
          { file: fileName },
        );
      }
      if (method !== 0 && method !== 8)
        throw corrupt(`part "${name}" uses an unsupported compression method`);
      entries.set(name, { name, method, compressedSize, uncompressedSize, localHeaderOffset });
    }
    return new ZipArchive(src, entries, limits, fileName);
  }

  /** Inflates one entry, handing decoded chunks to `onChunk` as they are produced. */
  async stream(name: string, onChunk: (chunk: Uint8Array) => void): Promise<void> {
    const e = this.entries.get(name);
    if (!e)
      throw new ReadError('CORRUPT_FILE', `the workbook has no part "${name}"`, {
        file: this.fileName,
      });
    const head = await this.src.read(e.localHeaderOffset, 30);
    const hv = new DataView(head.buffer, head.byteOffset, head.byteLength);
    if (head.length < 30 || hv.getUint32(0, true) !== LOC_SIG) {
      throw new ReadError(
        'CORRUPT_FILE',
        `the file is damaged or incomplete (part "${name}" not found where the directory says)`,
        {
          file: this.fileName,
        },
      );
    }
    const dataStart = e.localHeaderOffset + 30 + hv.getUint16(26, true) + hv.getUint16(28, true);
    const dataEnd = dataStart + e.compressedSize;
    if (dataEnd > this.src.size) {
      throw new ReadError(
        'CORRUPT_FILE',
        `the file is damaged or incomplete (part "${name}" is cut short)`,
        { file: this.fileName },
      );
    }
    let produced = 0;
    // The declared size may lie; allow no more than it says, and never beyond the global cap.
    const entryCap = e.uncompressedSize;
    const count = (chunk: Uint8Array) => {
      produced += chunk.length;
      this.inflatedTotal += chunk.length;
      if (produced > entryCap || this.inflatedTotal > this.limits.maxUncompressedBytes) {
        throw new ReadError(
          'ZIP_BOMB',
          `part "${name}" expands to more than its declared size; it is refused as a possible zip bomb`,
          {
            file: this.fileName,
          },
        );
      }
      onChunk(chunk);
    };
    if (e.method === 0) {
      for (let pos = dataStart; pos < dataEnd; pos += READ_CHUNK) {
        count(await this.src.read(pos, Math.min(READ_CHUNK, dataEnd - pos)));
      }
    } else {
      // Native inflate: about five times faster than a JavaScript inflater on sheet XML.
      const z = createInflateRaw({ chunkSize: 256 * 1024 });
      const stop = new AbortController();
      const feed = (async () => {
        for (let pos = dataStart; pos < dataEnd && !stop.signal.aborted; pos += READ_CHUNK) {
          const part = await this.src.read(pos, Math.min(READ_CHUNK, dataEnd - pos));
          if (!z.write(part)) await once(z, 'drain', { signal: stop.signal });
        }
        z.end();
      })().catch(() => {});
      try {
        for await (const chunk of z) count(chunk as Buffer);
      } catch (err) {
        if (err instanceof ReadError) throw err;
        throw new ReadError(
          'CORRUPT_FILE',
          `the file is damaged or incomplete (part "${name}" cannot be decompressed)`,
          {
            file: this.fileName,
          },
        );
      } finally {
        stop.abort();
        z.destroy();
        await feed;
      }
    }
    if (produced !== e.uncompressedSize) {
      throw new ReadError(
        'CORRUPT_FILE',
        `the file is damaged (part "${name}" has the wrong size)`,
        { file: this.fileName },
      );
    }
  }
}

function mb(n: number): number {
  return Math.round(n / (1024 * 1024));
}
