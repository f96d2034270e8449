import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

const bffRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultGraphiqlDist = path.join(bffRoot, 'graphiql/dist');

const notBuilt =
  'GraphiQL is not built yet. It is being built now if the BFF was started with the playground on; ' +
  'otherwise run `npm run build:graphiql -w bff`. Reload this page in a few seconds.';

export function isGraphiqlBuilt(dist: string = defaultGraphiqlDist): boolean {
  return existsSync(path.join(dist, 'index.html'));
}

/**
 * The self-hosted GraphiQL playground at /graphiql/, bundled from npm by Vite (no CDN).
 * Files are looked up per request, so a build that finishes after start is picked up.
 */
export async function registerGraphiql(app: FastifyInstance, dist: string): Promise<void> {
  const root = path.resolve(dist);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/graphiql') || isGraphiqlBuilt(root)) return;
    return reply.status(503).type('text/plain; charset=utf-8').send(notBuilt);
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/graphiql/',
    decorateReply: false,
    index: ['index.html'],
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
  app.get('/graphiql', async (_request, reply) => reply.redirect('/graphiql/'));
}

/** Builds the playground in the background when it is missing; resolves when done. */
export function buildGraphiqlInBackground(logger: Logger): Promise<boolean> {
  if (isGraphiqlBuilt()) return Promise.resolve(true);
  logger.info('building GraphiQL (bff/graphiql/dist is missing)');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(bffRoot, '../node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        path.join(bffRoot, 'graphiql/vite.config.ts'),
      ],
      { cwd: bffRoot, stdio: 'ignore' },
    );
    child.on('error', (error) => {
      logger.warn({ err: error }, 'GraphiQL build could not start');
      resolve(false);
    });
    child.on('exit', (code) => {
      if (code === 0) logger.info('GraphiQL built');
      else logger.warn({ code }, 'GraphiQL build failed; run `npm run build:graphiql -w bff`');
      resolve(code === 0);
    });
  });
}
