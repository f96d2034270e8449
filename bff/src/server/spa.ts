import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA under /stage, with index.html for client-side routes, or the route's own
 * page when the build prerendered it (`login.html` for /stage/login: web/src/build/prerender.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const root = webDist ? path.resolve(webDist) : undefined;
  const built = Boolean(root && existsSync(path.join(root, 'index.html')));
  app.get('/', async (_request, reply) => reply.redirect('/stage/'));
  if (!root || !built) {
    app.get('/stage', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` and restart.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/stage/',
    decorateReply: false,
    index: ['index.html'],
    wildcard: true,
    // web/dist holds .br and .gz siblings written at build time (web/src/build/precompress.ts):
    // the plugin picks one by Accept-Encoding, adds Vary, and falls back to the plain file.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/stage', async (_request, reply) => reply.redirect('/stage/'));
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (
      wantsPage &&
      request.url.startsWith('/stage/') &&
      !path.extname(request.url.split('?')[0] ?? '')
    ) {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const file = await pageFile(root, request.url);
      const page = encoding ? await readPage(root, file, encoding) : undefined;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (page) return reply.header('content-encoding', encoding).send(page);
      return reply.send(await readPage(root, file));
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' });
  });
}

type Encoding = 'br' | 'gzip';
const extension: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The best precompressed encoding the client accepts (brotli first), honouring `;q=0`. */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => quality(name) > 0);
}

/** `<route>.html` when the build prerendered the route, else index.html. */
export async function pageFile(root: string, url: string): Promise<string> {
  const route = (url.split(/[?#]/)[0] ?? '').replace(/^\/stage\//, '').replace(/\/$/, '');
  // Plain route names only: nothing a request could turn into another path.
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(route)) return 'index.html';
  const { access } = await import('node:fs/promises');
  const prerendered = `${route}.html`;
  return access(path.join(root, prerendered)).then(
    () => prerendered,
    () => 'index.html',
  );
}

async function readPage(
  root: string,
  page: string,
  encoding?: Encoding,
): Promise<Buffer | undefined> {
  const { readFile } = await import('node:fs/promises');
  const file = path.join(root, `${page}${encoding ? extension[encoding] : ''}`);
  if (!encoding) return readFile(file);
  // An older build without precompressed siblings still serves the plain page.
  return readFile(file).catch(() => undefined);
}
