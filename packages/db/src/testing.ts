import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type CreateDbOptions, type Db } from './database.js';
import { migrateAll } from './migrate.js';
import { seedDemo, type DemoIds } from './seed.js';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = {
  /** Connection string of the new database. */
  connectionString: string;
  /** Kysely on the new, migrated database. */
  db: Db;
  /** Closes `db` and drops the database. */
  drop: () => Promise<void>;
};

/**
 * Databases built once per test run that each file's database is copied from: copying one
 * takes about a quarter of the time of migrating a fresh one and seeding the demo companies
 * (their schemas are most of the work). Set by the suite's global setup (`testTemplates`);
 * without it every database is migrated and seeded from scratch.
 */
const TEMPLATES_ENV = 'CONCORD_TEST_TEMPLATES';

type Templates = { serverUrl: string; migrated: string; demo: string };

type Options = CreateDbOptions & { serverUrl?: string };

function templatesOn(serverUrl: string): Templates | undefined {
  const given = process.env[TEMPLATES_ENV];
  if (!given) return undefined;
  const templates = JSON.parse(given) as Templates;
  return templates.serverUrl === serverUrl ? templates : undefined;
}

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** A new database, empty or copied from `template`; `prepare` runs on it when it is new. */
async function newDatabase(
  options: Options,
  template: keyof Omit<Templates, 'serverUrl'>,
  prepare: (db: Db) => Promise<unknown>,
): Promise<TestDatabase> {
  const { serverUrl: givenServer, ...dbOptions } = options;
  const serverUrl = givenServer || process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const copyOf = templatesOn(serverUrl)?.[template];
  const name = uniqueName('concord_test');
  await onServer(serverUrl, (admin) =>
    admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)}` +
        (copyOf ? ` TEMPLATE ${admin.escapeIdentifier(copyOf)}` : ''),
    ),
  );
  const connectionString = databaseUrl(serverUrl, name);
  const db = createDb(connectionString, dbOptions);
  if (!copyOf) {
    try {
      await prepare(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
  }

  let dropped = false;
  return {
    connectionString,
    db,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * A fresh, uniquely named and fully migrated database on the server of DATABASE_URL
 * (default: local PostgreSQL on 5432), with no companies. Use one per test file:
 *
 *   let t: TestDatabase;
 *   beforeAll(async () => { t = await createTestDatabase(); });
 *   afterAll(() => t.drop());
 */
export function createTestDatabase(options: Options = {}): Promise<TestDatabase> {
  return newDatabase(options, 'migrated', migrateAll);
}

export type DemoTestDatabase = TestDatabase & { ids: DemoIds };

/** Like `createTestDatabase`, with the demo companies, people and tools of `seedDemo`. */
export async function createDemoTestDatabase(options: Options = {}): Promise<DemoTestDatabase> {
  const t = await newDatabase(options, 'demo', async (db) => {
    await migrateAll(db);
    await seedDemo(db);
  });
  // On a copy nothing is added: seedDemo keeps what exists and only reads the ids back.
  return { ...t, ids: await seedDemo(t.db) };
}

/**
 * Builds the two templates on `serverUrl` and names them in the environment the test workers
 * inherit; returns what drops them. Called by the suite's global setup.
 */
export async function testTemplates(serverUrl: string): Promise<() => Promise<void>> {
  const run = uniqueName('concord_template');
  const templates: Templates = { serverUrl, migrated: `${run}_migrated`, demo: `${run}_demo` };
  const drop = async () => {
    await dropDatabase(serverUrl, templates.migrated);
    await dropDatabase(serverUrl, templates.demo);
  };
  try {
    for (const [name, prepare] of [
      [templates.migrated, migrateAll],
      [templates.demo, (db: Db) => migrateAll(db).then(() => seedDemo(db))],
    ] as const) {
      await onServer(serverUrl, (admin) =>
        admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`),
      );
      // A template is copied only while nobody is connected to it: the pool closes here.
      const db = createDb(databaseUrl(serverUrl, name));
      try {
        await prepare(db);
      } finally {
        await db.destroy();
      }
    }
  } catch (err) {
    await drop();
    throw err;
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return drop;
}

/**
 * A TCP port on 127.0.0.1 that nothing uses now, chosen by the system. A port drawn at random
 * from the ephemeral range may be the local end of one of the suite's own connections, and a
 * server cannot listen there.
 */
export async function freeLoopbackPort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
