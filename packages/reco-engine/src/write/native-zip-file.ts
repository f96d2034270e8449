import { once } from 'node:events';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate';

/**
 * A zip entry for fflate's Zip whose bytes are deflated by Node's native zlib: fflate lays
 * out the archive (headers, data descriptors, directory) while the compression itself runs
 * several times faster than a JavaScript deflater.
 */
export class NativeZipDeflate implements ZipInputFile {
  size = 0;
  crc = 0;
  readonly compression = 8;
  readonly flag = 0;
  readonly mtime = new Date();
  ondata?: AsyncFlateStreamHandler;
  private readonly z: DeflateRaw;
  private failed: Error | null = null;
  private ended = false;

  constructor(
    readonly filename: string,
    level = 1,
  ) {
    this.z = createDeflateRaw({ level, chunkSize: 256 * 1024 });
    this.z.on('data', (chunk: Uint8Array) =>
      this.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, false),
    );
    this.z.on('end', () => {
      this.ended = true;
      this.ondata?.(null, new Uint8Array(0), true);
    });
    this.z.on('error', (err) => {
      this.failed = err;
    });
  }

  push(data: Uint8Array, final = false): void {
    if (this.failed) throw this.failed;
    if (data.length > 0) {
      this.size += data.length;
      this.crc = crc32(data, this.crc);
      this.z.write(data);
    }
    if (final) this.z.end();
  }

  /** Resolves once zlib has taken what it was given (backpressure). */
  async drain(): Promise<void> {
    if (this.z.writableNeedDrain) await once(this.z, 'drain');
    if (this.failed) throw this.failed;
  }

  async finished(): Promise<void> {
    if (!this.ended) await once(this.z, 'end');
    if (this.failed) throw this.failed;
  }

  terminate(): void {
    this.z.destroy();
  }
}
