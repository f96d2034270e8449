import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file contents live (ARCHITECTURE 3): a local folder by default, S3-compatible object
 * storage in production. Keys are relative paths made of safe segments
 * (`co_1/reco/books_ab12cd34.xlsx`); metadata and the sha256 live in SQL beside them.
 */
export type FileStorage = {
  /** Stores the stream under `key`; the key is visible only once the whole content is written. */
  put(key: string, content: Readable): Promise<{ sizeBytes: number }>;
  /** The content under `key`; rejects with code ENOENT when there is none. */
  get(key: string): Promise<Readable>;
  /** A local path holding the content, for readers that need one (a temporary copy for remote stores). */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}){0,7}$/;

export function assertStorageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.'))
    throw new Error('invalid storage key');
  return key;
}

/** Files in a folder; writes go to a temporary name first so a reader never sees half a file. */
export class LocalFolderStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, assertStorageKey(key));
  }

  async put(key: string, content: Readable): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { sizeBytes: (await stat(target)).size };
  }

  async get(key: string): Promise<Readable> {
    const target = this.pathOf(key);
    await stat(target);
    return createReadStream(target);
  }

  async localPath(key: string) {
    const target = this.pathOf(key);
    await stat(target);
    return { path: target, release: async () => undefined };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
