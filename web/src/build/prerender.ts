// Build step: what the browser would otherwise work out on every start, rendered once.
// - /login's HTML with its screen already in #root (web/src/features/session/prerender.tsx),
//   written beside index.html as login.html, which the BFF serves for /stage/login. Its first
//   paint then needs the page, its CSS and its fonts, not the app's JavaScript.
// - The default look's global CSS (features/customisation/prerender-look.tsx), a stylesheet of
//   index.html, so that the app neither computes nor inserts it when it starts.
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { APP_CODE_TEMPLATE } from '../features/session/app-code';

export const prerenderedPages = { '/login': 'login.html' } as const;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the screen's markup in #root, its styles at the end of <head>, and the app's
 * entry replaced by the page's own script at `bootSrc`. The entry and its imports become
 * prefetch links inside a <template>, inert until the page's script adds them after the page
 * has loaded: fetched while the network is idle, evaluated only when the app starts. (Links
 * in the page itself would share the slow network with the fonts the first paint waits on.)
 */
export function withPrerendered(
  indexHtml: string,
  page: { markup: string; styles: string; bootSrc: string },
): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  const imports = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>') || !ENTRY.test(indexHtml))
    throw new Error('index.html has no entry script, empty #root or </head> to prerender into');
  const links = [entry, ...imports]
    .map((href) => `<link rel="prefetch" crossorigin href="${href}">`)
    .join('');
  const prefetch = `\n    <template id="${APP_CODE_TEMPLATE}">${links}</template>`;
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY,
      `\n    <script type="module" crossorigin src="${page.bootSrc}"></script>${prefetch}`,
    )
    .replace('</head>', `${page.styles}</head>`)
    .replace(root, `<div id="root" data-prerendered="">${page.markup}</div>`);
}

/** index.html with a look's prebuilt global CSS as a stylesheet, named by `attributes`. */
export function withPrebuiltLook(indexHtml: string, href: string, attributes: string): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const link = `<link rel="stylesheet" crossorigin href="${href}" ${attributes}>`;
  return indexHtml.replace('</head>', `  ${link}\n  </head>`);
}

/** The prerendered /login's own script, a chunk of its own beside the app's entry. */
export const loginPageScript = 'src/features/session/login-page.ts';

/** Whether the build's input is the app's index.html (the bench also builds an empty shell). */
export function buildsTheApp(input: unknown): boolean {
  const inputs =
    typeof input === 'string' ? [input] : Object.values(input as Record<string, string>);
  return inputs.some((file) => path.basename(file) === 'index.html');
}

export function prerender(): Plugin {
  let root = '';
  let base = '/';
  let configFile: string | undefined;
  let loginChunk: string | undefined;
  return {
    name: 'concord-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile;
    },
    buildStart(options) {
      loginChunk = buildsTheApp(options.input)
        ? this.emitFile({ type: 'chunk', id: path.join(root, loginPageScript), name: 'login' })
        : undefined;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!loginChunk || !index || index.type !== 'asset') return;
        const indexHtml = String(index.source);
        // The screen's modules are loaded the way the dev server loads them, in Node.
        const server = await createServer({
          root,
          configFile,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const login = (await server.ssrLoadModule(
            path.join(root, 'src/features/session/prerender.tsx'),
          )) as typeof import('../features/session/prerender');
          // /login carries its own styles, the global ones among them: no stylesheet to wait on.
          this.emitFile({
            type: 'asset',
            fileName: prerenderedPages['/login'],
            source: withPrerendered(indexHtml, {
              ...login.renderLoginPage(),
              bootSrc: `${base}${this.getFileName(loginChunk)}`,
            }),
          });
          const look = (await server.ssrLoadModule(
            path.join(root, 'src/features/customisation/prerender-look.tsx'),
          )) as typeof import('../features/customisation/prerender-look');
          const { css, attributes } = look.renderDefaultLook();
          const stylesheet = this.emitFile({ type: 'asset', name: 'look.css', source: css });
          index.source = withPrebuiltLook(
            indexHtml,
            `${base}${this.getFileName(stylesheet)}`,
            attributes,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
