import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { fewerChunks } from './chunks';

// A small app shaped like ours: an entry with lazy screens, a login screen the entry can draw,
// a public page, and a page script of its own that shares a module with the entry.
const files: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script type="module" src="/main.js"></script></head><body></body></html>',
  'main.js': `import { settings } from './settings.js';
import { shell } from './shell.js';
console.log(settings, shell);
globalThis.screens = [() => import('./login.js'), () => import('./a.js'), () => import('./b.js'), () => import('./c.js'), () => import('./public.js')];`,
  'settings.js': `export function settings() { return 'settings' + Math.random(); }`,
  'shell.js': `export function shell() { return 'shell' + Math.random(); }`,
  'page.js': `import { settings } from './settings.js';
console.log(settings);
export const start = () => import('./main.js');`,
  'login.js': `import { field } from './field.js'; export default () => field;`,
  'field.js': `export function field() { return 'field' + Math.random(); }`,
  'common.js': `export function common() { return 'common' + Math.random(); }`,
  'a.js': `import { common } from './common.js'; import { field } from './field.js'; import { aOnly } from './a-only.js'; export default () => [common, field, aOnly];`,
  'a-only.js': `export function aOnly() { return 'a only' + Math.random(); }`,
  'b.js': `import { common } from './common.js'; export default () => common;`,
  'c.js': `import { told } from './told.js'; export default () => told;`,
  'public.js': `import { told } from './told.js'; export default () => told;`,
  'told.js': `export function told() { return 'told' + Math.random(); }`,
};

let root = '';
let chunks: Rolldown.OutputChunk[] = [];

/** The chunk that holds a fixture's module. */
function chunkOf(file: string): Rolldown.OutputChunk {
  const id = path.join(root, file);
  const chunk = chunks.find((c) => c.moduleIds.includes(id));
  if (!chunk) throw new Error(`no chunk holds ${file}`);
  return chunk;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'concord-chunks-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(root, name), source);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      fewerChunks({ pageScript: 'page.js', firstScreen: 'login.js', publicScreens: ['public.js'] }),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: { index: path.join(root, 'index.html'), page: path.join(root, 'page.js') },
      },
    },
  })) as Rolldown.RolldownOutput;
  chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the app in a few large chunks', () => {
  it("puts the entry's modules and the login screen's in one chunk", () => {
    expect(chunkOf('shell.js').name).toBe('app');
    expect(chunkOf('field.js')).toBe(chunkOf('shell.js'));
  });

  it('keeps each entry module in an entry chunk of its own', () => {
    expect(chunkOf('main.js').isEntry).toBe(true);
    expect(chunkOf('page.js').isEntry).toBe(true);
    expect(chunkOf('login.js')).not.toBe(chunkOf('shell.js'));
  });

  it("loads nothing of the app's with the page script, only what they share", () => {
    const page = chunkOf('page.js');
    expect(chunkOf('settings.js').name).toBe('login-page');
    expect(page.imports).toEqual([chunkOf('settings.js').fileName]);
    const shared = chunkOf('settings.js');
    expect(shared.imports).toEqual([]);
    expect(shared.moduleIds.map((id) => path.basename(id))).not.toContain('shell.js');
  });

  it("puts what two screens share in the workspace chunk, and a screen's own code in its chunk", () => {
    expect(chunkOf('common.js').name).toBe('workspace');
    expect(chunkOf('a-only.js')).toBe(chunkOf('a.js'));
    expect(chunkOf('a.js').imports).toContain(chunkOf('common.js').fileName);
    expect(chunkOf('c.js').moduleIds).toEqual([path.join(root, 'c.js')]);
  });

  it("gives a public page what it shares in a chunk of its own, not the workspace's", () => {
    expect(chunkOf('told.js').name).toBe('public');
    expect(chunkOf('public.js').imports).toEqual([chunkOf('told.js').fileName]);
    expect(chunkOf('c.js').imports).toEqual([chunkOf('told.js').fileName]);
  });
});
