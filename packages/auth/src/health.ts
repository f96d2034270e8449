import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isDatabaseStalled, type Db } from '@concord/db';

export type HealthOptions = {
  db: Db;
  /** How long /readyz waits for the database; default 1000 ms. */
  timeoutMs?: number;
  /** Extra readiness checks (e.g. upstream services); each must resolve to be ready. */
  checks?: Record<string, () => Promise<unknown>>;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** GET /healthz (process alive) and GET /readyz (database and other checks answer). */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? 1_000;
  // One database probe at a time: probes from a load balancer during a stall must not take
  // every pooled connection.
  let databaseProbe: Promise<unknown> | undefined;
  const database = () => {
    if (isDatabaseStalled(options.db)) return Promise.reject(new Error('database stalled'));
    databaseProbe ??= sql`SELECT 1`.execute(options.db).finally(() => {
      databaseProbe = undefined;
    });
    return databaseProbe;
  };
  const checks: Record<string, () => Promise<unknown>> = { database, ...options.checks };

  app.get('/healthz', { config: { auth: false }, logLevel: 'warn' }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { config: { auth: false }, logLevel: 'warn' }, async (request, reply) => {
    const results: Record<string, 'ok' | 'failing'> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), timeoutMs);
          results[name] = 'ok';
        } catch (err) {
          request.log.warn({ check: name, err }, 'readiness check failed');
          results[name] = 'failing';
        }
      }),
    );
    const ready = Object.values(results).every((r) => r === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', checks: results });
  });
}
