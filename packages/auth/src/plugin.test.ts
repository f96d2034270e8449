import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDemoTestDatabase, type DemoIds, type DemoTestDatabase } from '@concord/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKeys, type SigningKeys } from './keys.js';
import { requireCompany, requireScopes, tenantOf } from './plugin.js';
import { scopesForMembership } from './roles.js';
import { registerServiceFoundation } from './service.js';
import { serviceFastifyOptions } from './logging.js';
import { signAccessToken } from './tokens.js';

let t: DemoTestDatabase;
let ids: DemoIds;
let keys: SigningKeys;
let app: FastifyInstance;
const logLines: string[] = [];

async function tokenFor(
  userId: number,
  companyId?: number,
  scopes: string[] = ['profile'],
): Promise<string> {
  const session = await t.db
    .insertInto('core.sessions')
    .values({ user_id: userId })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  const signed = await signAccessToken(keys.privateKey, {
    userId,
    sessionId: session.session_id,
    userName: 'u',
    scopes,
    ...(companyId !== undefined ? { companyId } : {}),
  });
  return signed.token;
}

beforeAll(async () => {
  t = await createDemoTestDatabase();
  ids = t.ids;
  keys = await generateSigningKeys();
  const options = serviceFastifyOptions({ name: 'test', logLevel: 'info' });
  app = Fastify({
    ...options,
    logger: {
      ...(options.logger as object),
      stream: { write: (line: string) => logLines.push(line) },
    },
  });
  await registerServiceFoundation(app, { db: t.db, publicKey: keys.publicKey });
  app.get('/boom', async () => {
    await sql`SELECT * FROM no_such_table WHERE secret = 'x'`.execute(t.db);
  });
  app.get('/po', { preHandler: [requireCompany, requireScopes('po:read')] }, async (request) =>
    tenantOf(request),
  );
  app.get('/public', { config: { auth: false } }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('service foundation', () => {
  it('masks unexpected errors, logs them with the request id and never logs the token', async () => {
    const token = await tokenFor(ids.users.alice);
    const res = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'req-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: 'Internal error (request req-123)' });
    expect(res.body).not.toMatch(/no_such_table|select|secret|at /i);
    const logged = logLines.join('\n');
    expect(logged).toContain('no_such_table');
    expect(logged).toContain('req-123');
    expect(logged).not.toContain(token);
  });

  it('checks company and scopes on routes that ask for them', async () => {
    const acmeScopes = scopesForMembership('approver');
    const withCompany = await tokenFor(ids.users.fiona, ids.companies.acme, acmeScopes);
    const ok = await app.inject({
      method: 'GET',
      url: '/po',
      headers: { authorization: `Bearer ${withCompany}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      companyId: ids.companies.acme,
      schema: `co_${ids.companies.acme}`,
      database: 'concord',
    });

    const noScope = await tokenFor(ids.users.fiona, ids.companies.acme, ['company:read']);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/po',
          headers: { authorization: `Bearer ${noScope}` },
        })
      ).statusCode,
    ).toBe(403);
    const signIn = await tokenFor(ids.users.fiona);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/po',
          headers: { authorization: `Bearer ${signIn}` },
        })
      ).statusCode,
    ).toBe(403);
    // A validly signed token for a company the user does not belong to is refused.
    const notMember = await tokenFor(ids.users.fiona, ids.companies.bharat, acmeScopes);
    const refused = await app.inject({
      method: 'GET',
      url: '/po',
      headers: { authorization: `Bearer ${notMember}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/public' })).json()).toEqual({ ok: true });
  });
});
