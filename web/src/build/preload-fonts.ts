// The font faces the first screen draws with are fetched with the HTML, not once the JavaScript
// has run and its CSS asks for them: a `<link rel="preload">` for each built font file whose
// name matches, added to index.html at build time (the files carry content hashes).
import type { Plugin } from 'vite';

export function preloadFonts(patterns: RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'concord-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => file.endsWith('.woff2') && patterns.some((p) => p.test(file)))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
