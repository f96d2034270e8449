// The whole app in one process: database (embedded or given), migrations, demo data, the
// users, poso and reco services and the BFF, each listening on its own port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateKeyFiles } from '@concord/auth';
import { buildBff } from '@concord/bff';
import { createDb, migrateAll, seedDemo, startEmbeddedPostgres, type Db } from '@concord/db';
import pg from 'pg';
import { LocalFolderStorage } from '@concord/storage';
import { buildPosoApp, seedPosoDemo } from '@concord/poso';
import {
  bossRunQueue,
  bossMailQueue,
  buildRecoApp,
  createMailQueues,
  DEFAULT_SMTP_TIMEOUTS,
  loadSecretKey,
  SecretBox,
  startMailWorker,
  seedCommsDemo,
  seedRecoDemo,
  startBoss,
  startRunWorker,
} from '@concord/reco';
import { buildUsersApp } from '@concord/users';
import type { FastifyInstance } from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ConcordPorts = { bff: number; users: number; poso: number; reco: number };

export type StartConcordOptions = {
  /** Use this server; when absent an embedded PostgreSQL runs from `dataDir`. */
  databaseUrl?: string | undefined;
  /** Embedded database, signing keys and uploaded files. */
  dataDir: string;
  host?: string;
  /** Port 0 picks a free port. */
  ports: ConcordPorts;
  /** Port of the embedded PostgreSQL (ignored with `databaseUrl`). */
  embeddedPostgresPort?: number;
  /** `auto` builds web/dist when it is missing. */
  buildWeb?: 'auto' | 'always' | 'never';
  logLevel?: string;
  /** COMMS_SECRET_KEY (base64, 32 bytes); else a key kept in the data folder. */
  commsSecretKey?: string | undefined;
  progress?: (message: string) => void;
  /** Undo grace period of hand-overs (docs/decisions.md "Undo"); 8 s unless given, 0 turns it off. */
  undoGraceMs?: number;
};

export type RunningConcord = {
  urls: { app: string; graphql: string; graphiql: string; bff: string };
  databaseLabel: string;
  stop(): Promise<void>;
};

/**
 * The clients are built as they ship, whoever asks: a test runner sets NODE_ENV=test, which
 * Vite passes on to the code, and the browser journeys then ran React's development build.
 */
function runNpm(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const webDist = path.join(root, 'web', 'dist');

/** The web client and the GraphQL playground, built when missing (or always, when asked). */
export async function buildClients(
  mode: 'auto' | 'always' | 'never',
  progress: (message: string) => void = () => undefined,
): Promise<void> {
  if (mode === 'always' || (mode === 'auto' && !existsSync(webDist))) {
    progress('building the web client (first run only)...');
    await runNpm(['run', 'build', '-w', 'web']);
  }
  if (!existsSync(path.join(root, 'bff', 'graphiql', 'dist')) && mode !== 'never') {
    progress('building GraphiQL (first run only)...');
    await runNpm(['run', 'build:graphiql', '-w', 'bff']);
  }
}

async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://${host}:${address.port}`;
}

export async function startConcord(options: StartConcordOptions): Promise<RunningConcord> {
  const progress = options.progress ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const logLevel = options.logLevel ?? 'warn';
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };

  try {
    let databaseUrl = options.databaseUrl;
    let databaseLabel = 'DATABASE_URL';
    if (!databaseUrl) {
      const embeddedPort = options.embeddedPostgresPort ?? 54329;
      progress('starting embedded PostgreSQL...');
      const pg = await startEmbeddedPostgres({
        dataDir: path.join(options.dataDir, 'postgres'),
        port: embeddedPort,
      });
      stops.push(pg.stop);
      databaseUrl = pg.connectionString;
      databaseLabel = `embedded PostgreSQL on 127.0.0.1:${embeddedPort} (${path.join(options.dataDir, 'postgres')})`;
    }

    const db: Db = createDb(databaseUrl);
    stops.push(() => db.destroy());
    progress('migrating...');
    // Migrations and demo data may take longer than the 5 s a request's statement gets.
    const setupDb = createDb(databaseUrl, { statementTimeoutMillis: 0 });
    try {
      await migrateAll(setupDb);
      progress('loading demo data...');
      await seedDemo(setupDb);
      await seedPosoDemo(setupDb);
    } finally {
      await setupDb.destroy();
    }

    await buildClients(options.buildWeb ?? 'auto', progress);

    const keys = await loadOrCreateKeyFiles(path.join(options.dataDir, 'keys'));
    // One process: the BFF and the users service share a fresh secret for the client address.
    const clientAddressSecret = randomBytes(32).toString('base64url');
    progress('starting services...');
    const users = await buildUsersApp({ db, keys, logLevel, clientAddressSecret });
    stops.push(() => users.close());
    const usersUrl = await listen(users, host, options.ports.users);
    const poso = await buildPosoApp({
      db,
      publicKey: keys.publicKey,
      filesDir: path.join(options.dataDir, 'files', 'poso'),
      logLevel,
      heldActions: { graceMs: options.undoGraceMs ?? 8000 },
    });
    stops.push(() => poso.close());
    const posoUrl = await listen(poso, host, options.ports.poso);
    // The reco service and, in the same process, the worker role that executes its runs.
    const recoStorage = new LocalFolderStorage(path.join(options.dataDir, 'files', 'reco'));
    const boss = await startBoss({ connectionString: databaseUrl });
    stops.push(() => boss.stop({ graceful: true, wait: true, timeout: 10_000 }));
    const runPool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    runPool.on('error', () => undefined);
    stops.push(() => runPool.end());
    const worker = await startRunWorker(boss, {
      db,
      pool: runPool,
      storage: recoStorage,
      log: { info: () => undefined, warn: (obj, msg) => console.warn(msg, obj) },
    });
    stops.push(() => worker.stop());
    const mailSecretKey = await loadSecretKey(
      options.commsSecretKey,
      path.join(options.dataDir, 'keys', 'comms-secret.key'),
    );
    let publicBaseUrl = 'http://127.0.0.1/stage';
    const reco = await buildRecoApp({
      db,
      publicKey: keys.publicKey,
      storage: recoStorage,
      runs: bossRunQueue(boss),
      mailQueue: bossMailQueue(boss),
      // The BFF listens later; its address is known by the time anyone sends mail.
      publicBaseUrl: () => publicBaseUrl,
      mailSecretKey,
      logLevel,
    });
    stops.push(() => reco.close());
    progress('loading reconciliation demo data (first run only)...');
    await seedRecoDemo({ app: reco, db, keys });
    const recoUrl = await listen(reco, host, options.ports.reco);

    const bff = await buildBff({
      upstreams: { users: usersUrl, poso: posoUrl, reco: recoUrl },
      playground: true,
      webDist,
      tokenPublicKeyPem: keys.publicKeyPem,
      clientAddressSecret,
      eventsDatabaseUrl: databaseUrl,
      logLevel,
    });
    stops.push(() => bff.close());
    const bffUrl = await bff.listen({ port: options.ports.bff, host });
    publicBaseUrl = `${bffUrl}/stage`;

    // Reminder rules run every minute; their links point at this app's public pages.
    await createMailQueues(boss);
    const scheduler = {
      db,
      mail: { secrets: new SecretBox(mailSecretKey), timeouts: DEFAULT_SMTP_TIMEOUTS },
      queue: bossMailQueue(boss),
      publicBaseUrl,
    };
    await seedCommsDemo({ app: reco, db, keys, scheduler });
    const mailWorker = await startMailWorker(boss, {
      ...scheduler,
      storage: recoStorage,
      now: () => new Date(),
    });
    stops.push(() => mailWorker.stop());

    return {
      urls: {
        bff: bffUrl,
        app: `${bffUrl}/stage/`,
        graphql: `${bffUrl}/graphql`,
        graphiql: `${bffUrl}/graphiql`,
      },
      databaseLabel,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
