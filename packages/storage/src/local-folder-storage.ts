import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.js';

/** Files under one folder, a key being a relative path inside it. */
export class LocalFolderStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, assertStorageKey(key));
    if (!file.startsWith(this.root + path.sep)) throw new Error('invalid storage key');
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async open(key: string): Promise<StoredObject | undefined> {
    let file: string;
    try {
      file = this.pathOf(key);
    } catch {
      return undefined;
    }
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { size: info.size, stream: createReadStream(file) };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
