import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultGraphiqlDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../graphiql/dist',
);

/** The self-hosted GraphiQL playground, built from npm by `npm run build:graphiql -w bff`. */
export async function registerGraphiql(app: FastifyInstance, dist: string): Promise<void> {
  const root = path.resolve(dist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get('/graphiql', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'GraphiQL is not built yet. Run `npm run build:graphiql -w bff` and reload this page.',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/graphiql/',
    decorateReply: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'no-cache');
      res.header('x-content-type-options', 'nosniff');
    },
  });
  app.get('/graphiql', async (_request, reply) => reply.redirect('/graphiql/'));
}
