// `npm run bench -w web`: builds the app and an empty shell with the same providers, then
// prints the JavaScript a browser fetches for /login, brotli-compressed: the prerendered page's
// own script, and the app's when it draws /login itself (another language or look).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { loginPageScript } from '../src/build/prerender';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = path.join(tmpdir(), 'concord-web-bench');
const localeChunk = 'src/features/i18n/locales/en.json';

async function buildEntry(
  name: string,
  input: string,
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(outRoot, name);
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: path.join(webRoot, input) },
    },
  });
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return { dir, manifest };
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function measure(dir: string, files: Set<string>) {
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    raw += bytes.length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { files: files.size, raw, brotli };
}

const app = await buildEntry('app', 'index.html');
const shell = await buildEntry('shell', 'bench/shell.html');

const login = measure(app.dir, closure(app.manifest, [loginPageScript]));
const drawnByApp = measure(
  app.dir,
  closure(app.manifest, ['index.html', 'src/features/session/Login.tsx', localeChunk]),
);
const empty = measure(shell.dir, closure(shell.manifest, ['bench/shell.html', localeChunk]));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nInitial JavaScript (entry + static imports + route chunk + en messages)\n');
const columns = ['', '/login', '/login drawn by the app', 'empty shell', 'app minus shell'];
console.log(columns.map((c) => c.padEnd(26)).join(''));
for (const [label, key] of [
  ['chunks', 'files'],
  ['raw bytes', 'raw'],
  ['brotli bytes', 'brotli'],
] as const) {
  const fmt = (n: number) => (key === 'files' ? String(n) : `${n} (${kb(n)})`);
  const [a, b, c] = [login[key], drawnByApp[key], empty[key]];
  console.log([label, fmt(a), fmt(b), fmt(c), fmt(b - c)].map((x) => x.padEnd(26)).join(''));
}
