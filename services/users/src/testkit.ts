import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  createDb,
  createDemoTestDatabase,
  type Db,
  type DemoIds,
  type TestDatabase,
} from '@concord/db';
import { generateSigningKeys, type SigningKeys } from '@concord/auth';
import { buildUsersApp, type UsersAppOptions } from './app.js';

export type UsersTestContext = {
  database: TestDatabase;
  ids: DemoIds;
  keys: SigningKeys;
  /** SQL text of every query the app ran, in order. */
  queries: string[];
  /** Database handle whose queries are recorded in `queries`. */
  db: Db;
  app: FastifyInstance;
  close: () => Promise<void>;
};

/** A seeded test database and a users app on it, with every query recorded. */
export async function startUsersTest(
  options: Partial<Omit<UsersAppOptions, 'db' | 'keys'>> = {},
): Promise<UsersTestContext> {
  const database = await createDemoTestDatabase();
  const { ids } = database;
  const keys = await generateSigningKeys();
  const queries: string[] = [];
  const db = createDb(database.connectionString, {
    log: (event) => {
      queries.push(event.query.sql);
    },
  });
  const app = await buildUsersApp({ db, keys, logger: false, validateResponses: true, ...options });
  return {
    database,
    ids,
    keys,
    queries,
    db,
    app,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/users/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password = 'concord-demo',
): Promise<string> {
  const res = await login(
    app,
    username,
    password,
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  if (res.statusCode !== 200)
    throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

export async function companyTokenFor(
  app: FastifyInstance,
  token: string,
  companyId: number,
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/users/current-user-to-company-resources/?company_id=${companyId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200)
    throw new Error(`company switch failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...extra };
}
