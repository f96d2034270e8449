// `npm start`: the whole app in one Node process, each server on its own port with real
// HTTP between them. Without DATABASE_URL it runs an embedded PostgreSQL whose data stays in
// .data/ across runs. Ctrl-C stops everything.
import { startConcord } from './concord.js';
import { loadStartEnv } from './start.env.js';

const env = loadStartEnv();
const t0 = Date.now();
const concord = await startConcord({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.CONCORD_DATA_DIR,
  host: env.CONCORD_HOST,
  ports: { bff: env.BFF_PORT, users: env.USERS_PORT, poso: env.POSO_PORT, reco: env.RECO_PORT },
  embeddedPostgresPort: env.EMBEDDED_PG_PORT,
  buildWeb: env.CONCORD_BUILD_WEB,
  logLevel: env.LOG_LEVEL,
  commsSecretKey: env.COMMS_SECRET_KEY,
  progress: (message) => console.log(`  ${message}`),
}).catch((err: unknown) => {
  const error = err as NodeJS.ErrnoException & { port?: number };
  if (error.code === 'EADDRINUSE') {
    console.error(
      `\nPort ${error.port} is already in use. Stop the other process or choose other ports with BFF_PORT, USERS_PORT, POSO_PORT and RECO_PORT.`,
    );
  } else {
    console.error(`\nConcord could not start: ${error.message}`);
  }
  process.exit(1);
});

console.log(`
Concord is running (started in ${((Date.now() - t0) / 1000).toFixed(1)} s)

  App       ${concord.urls.app}
  GraphiQL  ${concord.urls.graphiql}
  GraphQL   ${concord.urls.graphql}
  Database  ${concord.databaseLabel}

  Demo logins (password concord-demo):
    alice   Acme Retail Pvt Ltd, owner
    fiona   Acme Retail Pvt Ltd, finance approver
    kiran   Acme Retail Pvt Ltd, reconciler
    meera   Acme Retail Pvt Ltd, reviewer
    victor  Bharat Steel Supplies, owner
    admin   platform admin

Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Concord...`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await concord.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
