import Fastify, { type FastifyInstance } from 'fastify';
import type { CryptoKey } from 'jose';
import { registerServiceFoundation, serviceFastifyOptions } from '@concord/auth';
import type { Db } from '@concord/db';

export type BuildRecoAppOptions = {
  db: Db;
  publicKey: CryptoKey;
  logger?: boolean;
  logLevel?: string;
};

/**
 * The reco REST service. It carries the shared foundation (token, session and tenant checks,
 * error body, health) that the reconciliation lifecycle routes of spec section 7 build on.
 */
export async function buildRecoApp(opts: BuildRecoAppOptions): Promise<FastifyInstance> {
  const app = Fastify(
    serviceFastifyOptions({
      name: 'reco',
      ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
      ...(opts.logLevel ? { logLevel: opts.logLevel } : {}),
    }),
  );
  await registerServiceFoundation(app, { db: opts.db, publicKey: opts.publicKey });
  return app;
}
