// Build-time compression: every text asset of the build gets a .br and a .gz sibling, so the
// server picks one by Accept-Encoding and never compresses per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Fonts (woff2), images and archives are already compressed; a second pass only costs. */
export const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest, which the server never sends.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (compressible.test(entry.name)) yield full;
  }
}

export type Precompressed = { file: string; raw: number; brotli?: number; gzip?: number };

/** Writes `file.br` and `file.gz` beside each compressible file; skips a variant that is not smaller. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const written: Precompressed[] = [];
  for await (const file of files(dir)) {
    const bytes = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const result: Precompressed = { file: path.relative(dir, file), raw: bytes.length };
    if (br.length < bytes.length) {
      await writeFile(`${file}.br`, br);
      result.brotli = br.length;
    }
    if (gzipped.length < bytes.length) {
      await writeFile(`${file}.gz`, gzipped);
      result.gzip = gzipped.length;
    }
    written.push(result);
  }
  return written;
}

/** Vite plugin: precompresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'concord-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
