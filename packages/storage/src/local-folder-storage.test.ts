import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStorage } from './local-folder-storage.js';

let dir: string;
let storage: LocalFolderStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  storage = new LocalFolderStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('local folder storage', () => {
  it('stores, reads back and removes a file under its key', async () => {
    await storage.put('co_1/quote_ab12.pdf', Buffer.from('%PDF-1.4 hello'));
    const stored = await storage.open('co_1/quote_ab12.pdf');
    expect(stored?.size).toBe(14);
    expect(await text(stored!.stream)).toBe('%PDF-1.4 hello');
    await storage.remove('co_1/quote_ab12.pdf');
    expect(await storage.open('co_1/quote_ab12.pdf')).toBeUndefined();
    await storage.remove('co_1/quote_ab12.pdf');
  });

  it('never replaces a stored file', async () => {
    await storage.put('co_2/a.csv', Buffer.from('a'));
    await expect(storage.put('co_2/a.csv', Buffer.from('b'))).rejects.toThrow();
    expect(await text((await storage.open('co_2/a.csv'))!.stream)).toBe('a');
  });

  it('refuses keys that leave the folder', async () => {
    for (const key of ['../x.pdf', '/etc/passwd', 'co_1/../../x', 'co_1//x', 'a b.pdf', ''])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    expect(await storage.open('../etc/passwd')).toBeUndefined();
  });
});
