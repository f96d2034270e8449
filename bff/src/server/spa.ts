import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA under /stage, with index.html for client-side routes. */
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
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readIndex(root));
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' });
  });
}

async function readIndex(root: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path.join(root, 'index.html'));
}
