import { constants, crc32, deflateRaw } from 'node:zlib';
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate';

/** Pieces compressed at once; more only queue up in the thread pool. */
const IN_FLIGHT = 4;
/** Room for a compressed piece in one go (sheet XML deflates to about a sixth). */
const OUT_CHUNK = 1 << 20;
/** An empty final block (fixed Huffman, BFINAL set): ends a stream of sync-flushed pieces. */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

/**
 * A zip entry for fflate's Zip whose bytes are deflated by Node's native zlib: fflate lays
 * out the archive (headers, data descriptors, directory) while the compression runs in
 * the thread pool. Each pushed piece is deflated on its own and ends with a sync flush,
 * so pieces compress in parallel on every core and their outputs, concatenated in order
 * and closed by an empty final block, form one valid deflate stream (as pigz does).
 */
export class NativeZipDeflate implements ZipInputFile {
  size = 0;
  crc = 0;
  readonly compression = 8;
  readonly flag = 0;
  readonly mtime = new Date();
  ondata?: AsyncFlateStreamHandler;
  private readonly queue: Promise<Uint8Array>[] = [];
  private emitting: Promise<void> = Promise.resolve();
  private failed: Error | null = null;
  private done: Promise<void> | null = null;

  constructor(
    readonly filename: string,
    private readonly level = 1,
    /** Called with each pushed piece once it is compressed (to reuse its buffer). */
    private readonly consumed?: (data: Uint8Array) => void,
  ) {}

  push(data: Uint8Array, final = false): void {
    if (this.failed) throw this.failed;
    if (data.length > 0) {
      this.size += data.length;
      this.crc = crc32(data, this.crc);
      const piece = new Promise<Uint8Array>((resolve, reject) =>
        // memLevel 9: slightly faster than the default 8 at the same ratio on sheet XML.
        deflateRaw(
          data,
          // One output chunk per piece: zlib's default 16 KiB chunks mean a trip back to
          // the main thread for every 16 KiB of output.
          {
            level: this.level,
            memLevel: 9,
            chunkSize: OUT_CHUNK,
            finishFlush: constants.Z_SYNC_FLUSH,
          },
          (err, out) => {
            if (err) return reject(err);
            this.consumed?.(data);
            resolve(out);
          },
        ),
      );
      // Handled here so that a failure surfaces through drain/finished, not as unhandled.
      piece.catch((err: Error) => (this.failed ??= err));
      this.queue.push(piece);
      this.emitting = this.emitting.then(() => this.emitNext());
    }
    if (final) {
      this.done = this.emitting.then(() => {
        if (this.failed) throw this.failed;
        this.ondata?.(null, FINAL_BLOCK, true);
      });
      this.done.catch(() => {});
    }
  }

  private async emitNext(): Promise<void> {
    const piece = this.queue[0]!;
    const out = await piece.catch(() => null);
    void this.queue.shift();
    if (out && !this.failed) this.ondata?.(null, out as Uint8Array<ArrayBuffer>, false);
  }

  /** Resolves once few enough pieces are in flight (backpressure). */
  async drain(): Promise<void> {
    while (this.queue.length >= IN_FLIGHT) await this.queue[0]!.catch(() => {});
    if (this.failed) throw this.failed;
  }

  async finished(): Promise<void> {
    await (this.done ?? this.emitting);
    if (this.failed) throw this.failed;
  }

  terminate(): void {
    this.queue.length = 0;
  }
}
