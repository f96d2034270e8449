import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import request from 'supertest';
import { generateSigningKeys, type SigningKeys } from '@concord/auth';
import { createDemoTestDatabase, type DemoIds, type TestDatabase } from '@concord/db';
import { buildPosoApp } from '@concord/poso';
import { buildUsersApp } from '@concord/users';
import {
  bossMailQueue,
  bossRunQueue,
  buildRecoApp,
  startBoss,
  startRunWorker,
  type RunWorker,
} from '@concord/reco';
import pg from 'pg';
import { LocalFolderStorage } from '@concord/storage';
import { buildBff, type Bff } from '../app.js';

export type GraphQLBody<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
};

export type Session = {
  headers: Record<string, string>;
  token: string;
  schemaName: string;
};

/** Requests that reached a service, as `METHOD /path` without the query string. */
export type CallLog = { users: string[]; poso: string[]; reco: string[] };

/**
 * The real users and poso services on a fresh, seeded database, each on its own port,
 * behind a real BFF: the same wiring as `npm start`, with a log of upstream calls.
 */
export type PosoKit = {
  database: TestDatabase;
  ids: DemoIds;
  keys: SigningKeys;
  bff: Bff;
  calls: CallLog;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLBody<T>>;
  /** Signs in through GraphQL and chooses a company: the headers the web app sends. */
  signIn(userName: string, companyId?: number): Promise<Session>;
  /** The reco service's storage and run pool, when it runs (benchmarks drive runs directly). */
  reco?: { storage: LocalFolderStorage; pool: pg.Pool };
  /** A new member of a company with a role, password `concord-demo`. */
  addMember(userName: string, companyId: number, role: string): Promise<number>;
  /**
   * A second BFF process on the same services and database (replicas stay in step);
   * `requestDeadlineMs` shortens its deadline for one request's upstream work.
   */
  replica(options?: { requestDeadlineMs?: number }): Promise<Bff>;
  /**
   * A poso process holding actions for the undo grace period (`graceMs`), behind its own BFF,
   * on the same database: documents made through `graphql` are brought to the point of the
   * action without a period, and the action is then taken through `graphql` of this one.
   */
  withUndoGrace(graceMs: number): Promise<{
    graphql: PosoKit['graphql'];
    heldActions: NonNullable<FastifyInstance['heldActions']>;
  }>;
  close(): Promise<void>;
};

const DEMO_PASSWORD = 'concord-demo';

function recordCalls(app: FastifyInstance, log: string[]) {
  app.addHook('onRequest', async (req) => {
    log.push(`${req.method} ${req.url.split('?')[0]}`);
  });
}

export type KitOptions = {
  /** PostgreSQL server to create the database on; default DATABASE_URL's. */
  serverUrl?: string;
  /** Also run the reco service and its worker (else the reco upstream is unreachable). */
  reco?: boolean;
};

export async function startPosoKit(options: KitOptions = {}): Promise<PosoKit> {
  const database = await createDemoTestDatabase(
    options.serverUrl === undefined ? {} : { serverUrl: options.serverUrl },
  );
  const { ids } = database;
  const keys = await generateSigningKeys();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'bff-poso-files-'));
  const calls: CallLog = { users: [], poso: [], reco: [] };

  const clientAddressSecret = randomBytes(32).toString('base64url');
  const users = await buildUsersApp({
    db: database.db,
    keys,
    logger: false,
    clientAddressSecret,
    validateResponses: true,
  });
  recordCalls(users, calls.users);
  const poso = await buildPosoApp({
    db: database.db,
    publicKey: keys.publicKey,
    filesDir,
    logger: false,
    validateResponses: true,
  });
  recordCalls(poso, calls.poso);
  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const usersUrl = await listen(users);
  const posoUrl = await listen(poso);
  const closers: (() => Promise<unknown>)[] = [];
  // Without the reco service its upstream is the poso service, which answers its health checks.
  let recoUrl = posoUrl;
  let recoParts: PosoKit['reco'];
  if (options.reco) {
    const storage = new LocalFolderStorage(path.join(filesDir, 'reco'));
    const boss = await startBoss({
      connectionString: database.connectionString,
      retryDelaySeconds: 1,
    });
    const pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
    // As in production: an idle client cut off when the test database is dropped is not a crash.
    pool.on('error', () => undefined);
    const recoApp = await buildRecoApp({
      db: database.db,
      publicKey: keys.publicKey,
      storage,
      runs: bossRunQueue(boss),
      mailQueue: bossMailQueue(boss),
      logger: false,
    });
    recordCalls(recoApp, calls.reco);
    const worker: RunWorker = await startRunWorker(
      boss,
      { db: database.db, pool, storage, log: { info: () => undefined, warn: () => undefined } },
      { pollingIntervalSeconds: 0.5 },
    );
    recoUrl = await listen(recoApp);
    recoParts = { storage, pool };
    closers.push(
      () => worker.stop(),
      () => boss.stop({ graceful: false, wait: true, timeout: 2000 }),
      () => recoApp.close(),
      () => pool.end(),
    );
  }
  const newBff = async (posoUpstream = posoUrl, extra: { requestDeadlineMs?: number } = {}) => {
    const built = await buildBff({
      ...extra,
      upstreams: { users: usersUrl, poso: posoUpstream, reco: recoUrl },
      playground: false,
      tokenPublicKeyPem: keys.publicKeyPem,
      clientAddressSecret,
      ...(options.reco ? { eventsDatabaseUrl: database.connectionString } : {}),
      logger: pino({ level: 'silent' }),
    });
    await built.app.ready();
    return built;
  };
  const bff = await newBff();
  const replicas: Bff[] = [];

  const graphqlOf =
    (target: Bff): PosoKit['graphql'] =>
    async <T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) => {
      const response = await request(target.app.server)
        .post('/graphql')
        .set(headers)
        .send({ query, variables });
      // The caller names the shape of `data` it asked for; supertest types every body as any.
      return response.body as GraphQLBody<T>;
    };
  const graphql = graphqlOf(bff);

  const signIn = async (userName: string, companyId?: number): Promise<Session> => {
    const login = await graphql<{ login: { accessToken: string } }>(
      'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
      { u: userName, p: DEMO_PASSWORD },
    );
    const token = login.data?.login.accessToken;
    if (!token) throw new Error(`login ${userName}: ${JSON.stringify(login.errors)}`);
    if (companyId === undefined)
      return { token, schemaName: '', headers: { authorization: `Bearer ${token}` } };
    const chosen = await graphql<{
      chooseCompany: { accessToken: string; schemaName: string; database: string };
    }>(
      'mutation Choose($id: Int!) { chooseCompany(companyId: $id) { accessToken schemaName database } }',
      { id: companyId },
      { authorization: `Bearer ${token}` },
    );
    const session = chosen.data?.chooseCompany;
    if (!session) throw new Error(`choose ${companyId}: ${JSON.stringify(chosen.errors)}`);
    return {
      token: session.accessToken,
      schemaName: session.schemaName,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'x-dts-schema': session.schemaName,
        'x-dts-database': session.database,
      },
    };
  };

  const addMember = async (userName: string, companyId: number, role: string) => {
    const alice = await sql<{ password_hash: string }>`
      SELECT password_hash FROM core.users WHERE user_name = 'alice'`.execute(database.db);
    const user = await sql<{ user_id: number }>`
      INSERT INTO core.users (user_name, user_email, password_hash, first_name)
      VALUES (${userName}, ${`${userName}@example.test`}, ${alice.rows[0]!.password_hash}, ${userName})
      RETURNING user_id`.execute(database.db);
    const userId = user.rows[0]!.user_id;
    await sql`INSERT INTO core.memberships (user_id, company_id, role) VALUES (${userId}, ${companyId}, ${role})`.execute(
      database.db,
    );
    return userId;
  };

  return {
    database,
    ids,
    keys,
    bff,
    calls,
    graphql,
    signIn,
    addMember,
    async replica(replicaOptions = {}) {
      const other = await newBff(posoUrl, replicaOptions);
      replicas.push(other);
      return other;
    },
    async withUndoGrace(graceMs) {
      const holding = await buildPosoApp({
        db: database.db,
        publicKey: keys.publicKey,
        filesDir,
        logger: false,
        validateResponses: true,
        // The test carries the actions out itself, not a worker.
        heldActions: { graceMs, pollMs: 3_600_000 },
      });
      closers.push(() => holding.close());
      const other = await newBff(await listen(holding));
      replicas.push(other);
      return { graphql: graphqlOf(other), heldActions: holding.heldActions! };
    },
    ...(recoParts ? { reco: recoParts } : {}),
    async close() {
      for (const other of replicas) await other.close();
      await bff.close();
      for (const close of closers) await close().catch(() => undefined);
      await Promise.all([users.close(), poso.close()]);
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A fresh idempotency key, as the web app makes one per user action. */
let keys = 0;
export const actionKey = () => `gql-${Date.now().toString(36)}-${++keys}`;

/** Lines of a purchase order: 1000 x 10 x 1.18 + 50.50 x 4 x 1.05 = 12012.10 */
export const LINES = [
  { materialDescription: 'Steel rods 12mm', ratePerUnit: '1000', quantity: '10', tax: '18' },
  { materialDescription: 'Binding wire', ratePerUnit: '50.50', quantity: '4', tax: '5' },
];
export const LINES_TOTAL = '12012.10';
