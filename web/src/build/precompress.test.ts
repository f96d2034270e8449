import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-precompress-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Concord</p>'.repeat(50)}`);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(dir, 'assets', 'inter-latin.woff2'), Buffer.alloc(2048, 7));
    await writeFile(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{"a":1}'.repeat(100));
    await precompressDir(dir);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip siblings that decompress to the original bytes', async () => {
    for (const file of ['index.html', 'assets/app-abc123.js']) {
      const original = await readFile(path.join(dir, file));
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('leaves fonts, the build manifest and files compression would grow alone', () => {
    expect(existsSync(path.join(dir, 'assets', 'inter-latin.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
  });
});
