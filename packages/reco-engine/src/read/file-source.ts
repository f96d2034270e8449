import { open, type FileHandle } from 'node:fs/promises';

/** Random-access bytes of an input, either a file on disk or a Buffer already in memory. */
export type ByteSource = {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

export async function openByteSource(file: string | Uint8Array): Promise<ByteSource> {
  if (typeof file !== 'string') {
    const buf = file;
    return {
      size: buf.length,
      read: async (pos, len) => buf.subarray(pos, Math.min(buf.length, pos + len)),
      close: async () => {},
    };
  }
  const fh: FileHandle = await open(file, 'r');
  const { size } = await fh.stat();
  return {
    size,
    read: async (pos, len) => {
      const n = Math.max(0, Math.min(len, size - pos));
      const out = Buffer.allocUnsafe(n);
      let off = 0;
      while (off < n) {
        const { bytesRead } = await fh.read(out, off, n - off, pos + off);
        if (bytesRead === 0) break;
        off += bytesRead;
      }
      return off === n ? out : out.subarray(0, off);
    },
    close: () => fh.close(),
  };
}
