import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type CreateDbOptions, type Db } from './database.js';
import { migrateAll } from './migrate.js';

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
 * A fresh, uniquely named and fully migrated database on the server of DATABASE_URL
 * (default: local PostgreSQL on 5432). Use one per test file:
 *
 *   let t: TestDatabase;
 *   beforeAll(async () => { t = await createTestDatabase(); await seedDemo(t.db); });
 *   afterAll(() => t.drop());
 */
export async function createTestDatabase(
  options: CreateDbOptions & { serverUrl?: string } = {},
): Promise<TestDatabase> {
  const { serverUrl: givenServer, ...dbOptions } = options;
  const serverUrl = givenServer || process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `concord_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const db = createDb(connectionString, dbOptions);
  try {
    await migrateAll(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  let dropped = false;
  return {
    connectionString,
    db,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
