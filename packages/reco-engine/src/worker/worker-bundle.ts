import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./read.worker.ts', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/concord-reco/', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const d of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...(await sourceFiles(p)));
    else if (d.name.endsWith('.ts') && !d.name.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

/** Names the engine's sources as they are now: any edit gives another bundle. */
async function sourceKey(esbuildVersion: string): Promise<string> {
  const h = createHash('sha256').update(esbuildVersion);
  for (const f of await sourceFiles(SRC)) {
    const s = await stat(f);
    h.update(`${relative(SRC, f)}\0${s.size}\0${s.mtimeMs}\0`);
  }
  return h.digest('hex').slice(0, 16);
}

async function build(): Promise<URL> {
  const esbuild = await import('esbuild');
  const file = join(CACHE, `read-worker-${await sourceKey(esbuild.version)}.mjs`);
  if (await stat(file).catch(() => null)) return pathToFileURL(file);
  await mkdir(CACHE, { recursive: true });
  // Several processes may build at once: each writes its own file, then renames it into place.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await esbuild.build({
    entryPoints: [ENTRY],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  await rename(tmp, file);
  for (const old of await readdir(CACHE)) {
    if (old.startsWith('read-worker-') && join(CACHE, old) !== file && !old.endsWith('.tmp')) {
      await rm(join(CACHE, old), { force: true });
    }
  }
  return pathToFileURL(file);
}

let bundled: Promise<URL | null> | null = null;

/**
 * The parsing worker as one plain JavaScript module, bundled by esbuild on first use and
 * kept in node_modules/.cache/concord-reco (keyed by the sources' names, sizes and times).
 * A worker started from it loads in milliseconds, where registering tsx in every worker
 * and transpiling each module there costs hundreds. Null when it cannot be built (no
 * esbuild, read-only tree) or when CONCORD_RECO_WORKER_BUNDLE=off: callers then start the
 * worker through tsx.
 */
export function bundledWorker(): Promise<URL | null> {
  if (process.env.CONCORD_RECO_WORKER_BUNDLE === 'off') return Promise.resolve(null);
  bundled ??= build().catch(() => null);
  return bundled;
}
