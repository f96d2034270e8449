// Build step: /login's HTML with its screen already in #root (web/src/features/session/prerender.tsx),
// written beside index.html as login.html, which the BFF serves for /stage/login. Its first
// paint then needs the page, its CSS and its fonts, not the app's JavaScript.
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

export const prerenderedPages = { '/login': 'login.html' } as const;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The script that starts the app on a prerendered page: once the page has been drawn (the frame
 * after the first, or at once in a hidden tab), it preloads the entry's imports and imports it.
 * Fetched in parallel with the CSS, the app's ~250 KB of JavaScript would share the slow
 * network the first paint waits on, for nothing it draws.
 */
export function bootScript(entry: string, preloads: string[]): string {
  return `const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
}

/**
 * index.html with the screen's markup in #root, its styles at the end of <head>, and the app's
 * entry and module preloads replaced by the boot script at `bootSrc`.
 */
export function withPrerendered(
  indexHtml: string,
  page: { markup: string; styles: string; bootSrc: string },
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>') || !ENTRY.test(indexHtml))
    throw new Error('index.html has no entry script, empty #root or </head> to prerender into');
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, `\n    <script type="module" crossorigin src="${page.bootSrc}"></script>`)
    .replace('</head>', `${page.styles}</head>`)
    .replace(root, `<div id="root" data-prerendered="">${page.markup}</div>`);
}

export function prerenderLogin(): Plugin {
  let root = '';
  let base = '/';
  let configFile: string | undefined;
  return {
    name: 'concord-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        // Other entries (the bench's empty shell) have no /login to prerender.
        if (!index || index.type !== 'asset') return;
        const indexHtml = String(index.source);
        const entry = ENTRY.exec(indexHtml)?.[1];
        if (!entry) throw new Error('index.html has no entry script');
        const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
        const boot = this.emitFile({
          type: 'asset',
          name: 'login-boot.js',
          source: bootScript(entry, preloads),
        });
        // The screen's modules are loaded the way the dev server loads them, in Node.
        const server = await createServer({
          root,
          configFile,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const module = (await server.ssrLoadModule(
            path.join(root, 'src/features/session/prerender.tsx'),
          )) as typeof import('../features/session/prerender');
          this.emitFile({
            type: 'asset',
            fileName: prerenderedPages['/login'],
            source: withPrerendered(indexHtml, {
              ...module.renderLoginPage(),
              bootSrc: `${base}${this.getFileName(boot)}`,
            }),
          });
        } finally {
          await server.close();
        }
      },
    },
  };
}
