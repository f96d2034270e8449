import type { FastifyInstance } from 'fastify';
import { registerErrorHandling } from './error-handler.js';
import { registerHealthRoutes, type HealthOptions } from './health.js';
import { concordAuth, type ConcordAuthOptions } from './plugin.js';
import { registerResponseValidation } from './response-contract.js';

export type ServiceFoundationOptions = ConcordAuthOptions & {
  readinessTimeoutMs?: number;
  readinessChecks?: HealthOptions['checks'];
  /** Check every answer against its route's response schema (tests turn this on). */
  validateResponses?: boolean;
};

/**
 * Everything a Concord service needs before its own routes: the REST error body,
 * /healthz and /readyz, and token + session + tenant checks on every other route.
 *
 *   const app = Fastify(serviceFastifyOptions({ name: 'poso' }));
 *   await registerServiceFoundation(app, { db, publicKey });
 *   app.get('/po/', { preHandler: [requireCompany, requireScopes('po:read')] }, handler);
 */
export async function registerServiceFoundation(
  app: FastifyInstance,
  options: ServiceFoundationOptions,
): Promise<void> {
  registerErrorHandling(app);
  if (options.validateResponses) registerResponseValidation(app);
  await app.register(concordAuth, options);
  registerHealthRoutes(app, {
    db: options.db,
    ...(options.readinessTimeoutMs !== undefined ? { timeoutMs: options.readinessTimeoutMs } : {}),
    ...(options.readinessChecks ? { checks: options.readinessChecks } : {}),
  });
}
