import { readFile } from 'node:fs/promises';
import { buildBff, createLogger } from './app.js';
import { loadEnv } from './env.js';
import { buildGraphiqlInBackground } from './server/graphiql.js';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const bff = await buildBff({
  upstreams: { users: env.USERS_URL, poso: env.POSO_URL, reco: env.RECO_URL },
  playground: env.BFF_PLAYGROUND,
  corsOrigins: env.BFF_CORS_ORIGINS,
  webDist: env.BFF_WEB_DIST,
  tokenPublicKeyPem: env.BFF_TOKEN_PUBLIC_KEY_FILE
    ? await readFile(env.BFF_TOKEN_PUBLIC_KEY_FILE, 'utf8')
    : undefined,
  upstreamTimeoutMs: env.BFF_UPSTREAM_TIMEOUT_MS,
  requestDeadlineMs: env.BFF_REQUEST_DEADLINE_MS,
  trustProxy: env.BFF_TRUST_PROXY,
  clientAddressSecret: env.CLIENT_ADDRESS_SECRET,
  eventsDatabaseUrl: env.BFF_EVENTS_DATABASE_URL,
  logger,
});
const url = await bff.listen({ port: env.BFF_PORT, host: env.BFF_HOST });
logger.info(
  { url, graphiql: env.BFF_PLAYGROUND ? `${url}/graphiql/` : undefined },
  'BFF listening',
);
if (env.BFF_PLAYGROUND) void buildGraphiqlInBackground(logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bff.close().then(() => process.exit(0));
  });
}
