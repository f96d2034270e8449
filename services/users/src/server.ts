import path from 'node:path';
import { createDb, migrateAll } from '@concord/db';
import { importSigningKeys, loadOrCreateKeyFiles } from '@concord/auth';
import { buildUsersApp } from './app.js';
import { loadUsersEnv } from './env.js';

const env = loadUsersEnv();
// Migrations may run longer than the 5 s a request's statement gets.
const migrationDb = createDb(env.DATABASE_URL, { statementTimeoutMillis: 0 });
await migrateAll(migrationDb).finally(() => migrationDb.destroy());
const db = createDb(env.DATABASE_URL);
const keys =
  env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY
    ? await importSigningKeys(env.JWT_PRIVATE_KEY, env.JWT_PUBLIC_KEY)
    : await loadOrCreateKeyFiles(path.resolve(env.KEYS_DIR));

const app = await buildUsersApp({
  db,
  keys,
  logLevel: env.LOG_LEVEL,
  tokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
  loginThrottle: {
    windowSeconds: env.LOGIN_THROTTLE_WINDOW_SECONDS,
    maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
  },
  clientAddressSecret: env.CLIENT_ADDRESS_SECRET,
  maxSessionsPerUser: env.MAX_SESSIONS_PER_USER,
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.USERS_PORT, host: env.USERS_HOST });
