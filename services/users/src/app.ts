import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '@concord/db';
import {
  registerServiceFoundation,
  serviceFastifyOptions,
  ACCESS_TOKEN_TTL_SECONDS,
  type SigningKeys,
} from '@concord/auth';
import { companyRoutes } from './companies/companies.routes.js';
import type { UsersDeps } from './deps.js';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleConfig } from './sessions/login-throttle.js';
import {
  DEFAULT_HOUSEKEEPING_INTERVAL_MS,
  DEFAULT_MAX_SESSIONS_PER_USER,
  scheduleSessionHousekeeping,
} from './sessions/session-housekeeping.js';
import { sessionRoutes } from './sessions/sessions.routes.js';
import { staticRoutes } from './static/static.routes.js';
import { toolRoutes } from './tools/tools.routes.js';
import { userRoutes } from './users/users.routes.js';
import { notificationRoutes } from './notifications/notifications.routes.js';

export type UsersAppOptions = {
  db: Db;
  /** Ed25519 keys; the private key signs, the public key verifies. */
  keys: SigningKeys;
  /** Pino logging; off when false. */
  logger?: boolean;
  logLevel?: string;
  /** Access token lifetime; default 8 hours. */
  tokenTtlSeconds?: number;
  /** Session/user check cache; default and maximum 30 000 ms. */
  sessionCacheTtlMs?: number;
  /** Login throttle; default 5 per account / 20 per address in 15 minutes. */
  loginThrottle?: Partial<LoginThrottleConfig>;
  /**
   * Secret shared with the BFF: a sign-in whose client address carries a valid signature made
   * with it is throttled by that address. Without it (or without a valid signature) the
   * socket address counts; X-Forwarded-For is never believed.
   */
  clientAddressSecret?: string;
  /** Live sessions one user may hold; the oldest are revoked beyond it. Default 10. */
  maxSessionsPerUser?: number;
  /** How often ended sessions and old sign-in attempts are deleted; 0 = never. Default 10 min. */
  housekeepingIntervalMs?: number;
  /** Check every answer against its contract (on in tests). */
  validateResponses?: boolean;
};

export async function buildUsersApp(options: UsersAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serviceFastifyOptions({
      name: 'users',
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    }),
    trustProxy: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(formbody, { bodyLimit: 16_384 });
  await registerServiceFoundation(app, {
    db: options.db,
    publicKey: options.keys.publicKey,
    validateResponses: options.validateResponses ?? false,
    ...(options.sessionCacheTtlMs !== undefined
      ? { sessionCacheTtlMs: options.sessionCacheTtlMs }
      : {}),
  });

  const deps: UsersDeps = {
    db: options.db,
    tokens: {
      keys: options.keys,
      ttlSeconds: options.tokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
      maxSessionsPerUser: options.maxSessionsPerUser ?? DEFAULT_MAX_SESSIONS_PER_USER,
    },
    throttle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
    clientAddressSecret: options.clientAddressSecret,
  };
  await app.register(sessionRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(companyRoutes, deps);
  await app.register(toolRoutes, deps);
  await app.register(staticRoutes, deps);
  await app.register(notificationRoutes, deps);
  scheduleSessionHousekeeping(app, options.db, {
    intervalMs: options.housekeepingIntervalMs ?? DEFAULT_HOUSEKEEPING_INTERVAL_MS,
    attemptRetentionSeconds: Math.max(24 * 60 * 60, deps.throttle.windowSeconds),
  });
  return app;
}
