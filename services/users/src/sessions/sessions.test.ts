import type { ErrorBody, users } from '@concord/contracts';
import {
  signClientIdentity,
  generateSigningKeys,
  signAccessToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccessToken,
} from '@concord/auth';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUsersApp } from '../app.js';
import { deleteStaleSessionData } from './sessions.repository.js';
import {
  bearer,
  companyTokenFor,
  login,
  startUsersTest,
  tokenFor,
  type UsersTestContext,
} from '../testkit.js';

let t: UsersTestContext;

beforeAll(async () => {
  t = await startUsersTest();
});

afterAll(async () => {
  await t?.close();
});

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('POST /users/token/', () => {
  it('signs in with the right password and returns a bearer token and the user', async () => {
    const res = await login(t.app, 'alice', 'concord-demo', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json<users.TokenResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 28800,
      user: { user_name: 'alice', user_status: true },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const claims = await verifyAccessToken(t.keys.publicKey, body.access_token);
    expect(claims.scopes).toEqual(['profile']);
    expect(claims.companyId).toBeUndefined();
  });

  it('gives platform admins the admin scope', async () => {
    const res = await login(t.app, 'admin', 'concord-demo', '10.1.0.2');
    const claims = await verifyAccessToken(
      t.keys.publicKey,
      res.json<users.TokenResponse>().access_token,
    );
    expect(claims.scopes).toContain('platform:admin');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const [user, password] of [
      ['alice', 'wrong-password'],
      ['nobody', 'concord-demo'],
    ]) {
      const res = await login(t.app, user!, password!, '10.1.0.3');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'UNAUTHENTICATED',
        message: 'Invalid username or password',
      });
    }
  });

  it('refuses a disabled user', async () => {
    await t.database.db
      .insertInto('core.users')
      .values({
        user_name: 'dora',
        user_email: 'dora@example.com',
        first_name: 'Dora',
        last_name: 'D',
        password_hash: (
          await t.database.db
            .selectFrom('core.users')
            .select('password_hash')
            .where('user_name', '=', 'alice')
            .executeTakeFirstOrThrow()
        ).password_hash,
        user_status: false,
      })
      .execute();
    const res = await login(t.app, 'dora', 'concord-demo', '10.1.0.4');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error).toBe('FORBIDDEN');
    expect(res.body).not.toContain('access_token');
  });

  it('answers a missing field with 400 and a per-field message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=alice',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Password is required',
      fields: { password: 'Required' },
    });
  });
});

describe('token verification', () => {
  it('refuses missing, expired, tampered and foreign tokens with 401', async () => {
    const good = await tokenFor(t.app, 'alice');
    const { sid, sub } = await verifyAccessToken(t.keys.publicKey, good).then((c) => ({
      sid: c.sessionId,
      sub: String(c.userId),
    }));
    const now = Math.floor(Date.now() / 1000);
    const otherKeys = await generateSigningKeys();
    const claims = { sid, scopes: ['profile'], name: 'alice' };
    const sign = () =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE);

    const expired = await signAccessToken(
      t.keys.privateKey,
      { userId: Number(sub), sessionId: sid, userName: 'alice', scopes: ['profile'] },
      { ttlSeconds: 60, now: new Date(Date.now() - 3600_000) },
    );
    const [header, payload] = good.split('.');
    const elevated = b64url({
      ...(JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object),
      scopes: ['platform:admin'],
    });
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      garbage: 'not-a-token',
      expired: expired.token,
      'alg none': `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'changed payload': `${header}.${elevated}.${good.split('.')[2]}`,
      'wrong key': await sign().setIssuedAt().setExpirationTime('1h').sign(otherKeys.privateKey),
      'wrong audience': await sign()
        .setAudience('someone-else')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(t.keys.privateKey),
      'wrong issuer': await sign()
        .setIssuer('evil')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(t.keys.privateKey),
      'future nbf': await sign()
        .setNotBefore(now + 3600)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(t.keys.privateKey),
      'no exp': await sign().setIssuedAt().sign(t.keys.privateKey),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/users/me/',
        headers: token ? bearer(token) : {},
      });
      expect(res.statusCode, name).toBe(401);
      expect(res.json<ErrorBody>().error, name).toBe('UNAUTHENTICATED');
    }
    const ok = await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(good) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user_name: 'alice', user_id: t.ids.users.alice });
  });
});

describe('GET /users/current-user-to-company-resources/', () => {
  it("issues a token for the same session carrying only that company's scopes", async () => {
    const token = await tokenFor(t.app, 'fiona');
    const res = await t.app.inject({
      method: 'GET',
      url: `/users/current-user-to-company-resources/?company_id=${t.ids.companies.acme}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<users.CompanyTokenResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      user: { user_name: 'fiona' },
      company: {
        company_id: t.ids.companies.acme,
        company_name: 'Acme Retail Pvt Ltd',
        base_currency: 'INR',
      },
      schemaName: `co_${t.ids.companies.acme}`,
      database: 'concord',
    });
    expect(body.permissions).toContain('po:approve');
    expect(body.permissions).toContain('invoice:approve');
    expect(body.permissions).not.toContain('po:write');
    const before = await verifyAccessToken(t.keys.publicKey, token);
    const after = await verifyAccessToken(t.keys.publicKey, body.access_token);
    expect(after.sessionId).toBe(before.sessionId);
    expect(after.companyId).toBe(t.ids.companies.acme);
    expect([...after.scopes].sort()).toEqual([...body.permissions].sort());
  });

  it('refuses a company the user does not belong to', async () => {
    const token = await tokenFor(t.app, 'alice');
    for (const id of [t.ids.companies.bharat, 999_999]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/users/current-user-to-company-resources/?company_id=${id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().error).toBe('FORBIDDEN');
    }
  });

  it("a company token opens only that company's data", async () => {
    const victor = await companyTokenFor(
      t.app,
      await tokenFor(t.app, 'victor'),
      t.ids.companies.bharat,
    );
    const own = await t.app.inject({
      method: 'GET',
      url: `/companies/${t.ids.companies.bharat}/`,
      headers: bearer(victor),
    });
    expect(own.statusCode).toBe(200);
    for (const url of [
      `/companies/${t.ids.companies.acme}/`,
      `/users/by-company/?company_id=${t.ids.companies.acme}`,
      `/companies/get-base-currency/${t.ids.companies.acme}`,
      `/companies/database-details/?company_id=${t.ids.companies.acme}&tool_prefix=reco`,
      `/companies/company-tool-subscription-details/?company_id=${t.ids.companies.acme}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(victor) });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('tenant headers', () => {
  it('accepts headers naming the token company and refuses any other before a company query', async () => {
    const alice = await companyTokenFor(
      t.app,
      await tokenFor(t.app, 'alice'),
      t.ids.companies.acme,
    );
    const ownSchema = `co_${t.ids.companies.acme}`;
    const otherSchema = `co_${t.ids.companies.bharat}`;
    const ok = await t.app.inject({
      method: 'GET',
      url: '/companies/company-context/',
      headers: bearer(alice, {
        'x-dts-schema': ownSchema.toUpperCase(),
        'x-dts-database': 'concord',
      }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      company_id: t.ids.companies.acme,
      schemaName: ownSchema,
      database: 'concord',
    });

    t.queries.length = 0;
    const headerSets: Record<string, string>[] = [
      { 'x-dts-schema': otherSchema },
      { 'x-dts-database': 'other_db' },
      { 'x-dts-schema': otherSchema, 'x-dts-database': 'concord' },
    ];
    for (const headers of headerSets) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/companies/company-context/',
        headers: bearer(alice, headers),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().error).toBe('FORBIDDEN');
    }
    expect(t.queries.filter((q) => q.includes(otherSchema))).toEqual([]);
  });

  it('refuses other-company headers on every route, changing nothing', async () => {
    const alice = await companyTokenFor(
      t.app,
      await tokenFor(t.app, 'alice'),
      t.ids.companies.acme,
    );
    const { acme, bharat } = t.ids.companies;
    const routes: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/users/me/' },
      { method: 'GET', url: `/users/${t.ids.users.victor}/` },
      { method: 'GET', url: `/users/current-user-to-company-resources/?company_id=${acme}` },
      { method: 'GET', url: `/users/by-company/?company_id=${bharat}` },
      { method: 'GET', url: '/companies/by-user/' },
      { method: 'GET', url: `/companies/${bharat}/` },
      { method: 'GET', url: `/companies/company-tool-subscription-details/?company_id=${bharat}` },
      { method: 'GET', url: `/companies/get-base-currency/${bharat}` },
      { method: 'GET', url: `/companies/company-connections/?company_id=${bharat}` },
      { method: 'GET', url: `/companies/database-details/?company_id=${bharat}&tool_prefix=reco` },
      { method: 'GET', url: '/companies/company-context/' },
      { method: 'GET', url: '/static/get_currencies' },
      {
        method: 'POST',
        url: '/tools/subscription-requests/',
        payload: { subscription_company_id: bharat, subscription_tool_id: t.ids.tools.analytics },
      },
      { method: 'PATCH', url: `/users/${t.ids.users.alice}/`, payload: { first_name: 'Changed' } },
      {
        method: 'POST',
        url: `/users/${t.ids.users.alice}/password/`,
        payload: { current_password: 'concord-demo', new_password: 'changed-password' },
      },
      { method: 'POST', url: '/users/logout/' },
    ];
    for (const route of routes) {
      const res = await t.app.inject({
        ...route,
        headers: bearer(alice, { 'x-dts-schema': `co_${bharat}`, 'x-dts-database': 'concord' }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(alice) })
      ).json<users.User>().first_name,
    ).toBe('Alice');
    const requests = await t.database.db
      .selectFrom('core.subscription_requests')
      .selectAll()
      .where('subscription_company_id', '=', bharat)
      .execute();
    expect(requests).toEqual([]);
  });

  it('refuses hostile schema names with 4xx and no SQL text', async () => {
    const signIn = await tokenFor(t.app, 'alice');
    const alice = await companyTokenFor(t.app, signIn, t.ids.companies.acme);
    const names = [
      'public',
      'pg_catalog',
      'information_schema',
      'core',
      'a";drop schema core cascade;--',
      `"co_${t.ids.companies.acme}"`,
      'a'.repeat(64),
      "co_1' OR '1'='1",
    ];
    t.queries.length = 0;
    for (const token of [alice, signIn]) {
      for (const name of names) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/companies/company-context/',
          headers: bearer(token, { 'x-dts-schema': name }),
        });
        expect(res.statusCode, name).toBe(403);
        expect(res.body).not.toMatch(/select|syntax|relation|drop|stack/i);
      }
    }
    for (const name of names.filter((n) => /["';]/.test(n) || n.length > 63)) {
      expect(t.queries.some((q) => q.includes(name))).toBe(false);
    }

    for (const url of [
      `/companies/database-details/?company_id=${t.ids.companies.acme}&tool_prefix=${encodeURIComponent('a";drop')}`,
      `/companies/database-details/?company_id=${encodeURIComponent('1;drop table x')}&tool_prefix=reco`,
      `/companies/get-base-currency/${encodeURIComponent("1' or 1=1")}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(alice) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().error).toBe('BAD_REQUEST');
      expect(res.body).not.toMatch(/select|syntax|relation/i);
    }
    const tables = await t.database.db.selectFrom('core.companies').select('company_id').execute();
    expect(tables.length).toBeGreaterThanOrEqual(3);
  });
});

describe('login throttle', () => {
  it('answers 429 after too many failures and lets the right password in after the window', async () => {
    // A window far longer than the test (each login hashes a password, slow on a busy
    // machine); its end is brought about by ageing the recorded attempts, not by sleeping.
    const windowSeconds = 600;
    const app = await buildUsersApp({
      db: t.db,
      keys: t.keys,
      logger: false,
      loginThrottle: { windowSeconds, maxFailuresPerAccount: 3, maxFailuresPerAddress: 6 },
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(app, 'victor', 'bad-password', '10.2.0.1')).statusCode).toBe(401);
      const blocked = await login(app, 'victor', 'concord-demo', '10.2.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ErrorBody>().error).toBe('TOO_MANY_REQUESTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(windowSeconds - 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
      expect(blocked.body).not.toContain('access_token');

      // Per address: failures spread over many accounts still block that address.
      for (let i = 0; i < 6; i++)
        expect((await login(app, `ghost${i}`, 'x', '10.2.0.2')).statusCode).toBe(401);
      expect((await login(app, 'alice', 'concord-demo', '10.2.0.2')).statusCode).toBe(429);
      expect((await login(app, 'alice', 'concord-demo', '10.2.0.3')).statusCode).toBe(200);

      await sql`UPDATE core.login_attempts
        SET attempted_at = attempted_at - make_interval(secs => ${windowSeconds + 1})`.execute(
        t.db,
      );
      const after = await login(app, 'victor', 'concord-demo', '10.2.0.1');
      expect(after.statusCode).toBe(200);
      expect((await login(app, 'alice', 'concord-demo', '10.2.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('logout and disabled users', () => {
  it('refuses a logged-out session at once here and within the cache time elsewhere', async () => {
    const other = await buildUsersApp({
      db: t.db,
      keys: t.keys,
      logger: false,
      sessionCacheTtlMs: 300,
    });
    try {
      const token = await tokenFor(t.app, 'alice');
      expect(
        (await other.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/users/logout/',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 350));
      const later = await other.inject({
        method: 'GET',
        url: '/users/me/',
        headers: bearer(token),
      });
      expect(later.statusCode).toBe(401);
      expect(later.json()).toEqual({ error: 'UNAUTHENTICATED', message: 'Session has ended' });
    } finally {
      await other.close();
    }
  });

  it('refuses a disabled user within the cache time', async () => {
    const app = await buildUsersApp({
      db: t.db,
      keys: t.keys,
      logger: false,
      sessionCacheTtlMs: 300,
    });
    try {
      const token = await companyTokenFor(
        app,
        await tokenFor(app, 'victor'),
        t.ids.companies.bharat,
      );
      expect(
        (await app.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) })).statusCode,
      ).toBe(200);
      await t.database.db
        .updateTable('core.users')
        .set({ user_status: false })
        .where('user_name', '=', 'victor')
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(
        (await app.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) })).statusCode,
      ).toBe(401);
      expect((await login(app, 'victor', 'concord-demo', '10.3.0.1')).statusCode).toBe(403);
    } finally {
      await t.database.db
        .updateTable('core.users')
        .set({ user_status: true })
        .where('user_name', '=', 'victor')
        .execute();
      await app.close();
    }
  });
});

describe('live sessions per user', () => {
  const me = (app: typeof t.app, token: string) =>
    app.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) });

  it('caps live sessions: parallel sign-ins leave the newest ten, the oldest are refused', async () => {
    const tokens = await Promise.all(Array.from({ length: 25 }, () => tokenFor(t.app, 'fiona')));
    const live = await t.database.db
      .selectFrom('core.sessions')
      .select(['session_id', 'created_at'])
      .where('user_id', '=', t.ids.users.fiona)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    expect(live).toHaveLength(10);
    const accepted = await Promise.all(
      tokens.map(async (token) => (await me(t.app, token)).statusCode),
    );
    expect(accepted.filter((status) => status === 200)).toHaveLength(10);
    expect(accepted.filter((status) => status === 401)).toHaveLength(15);
  });

  it('lists the caller\u2019s live sessions and signs the others out at once in every service', async () => {
    const elsewhere = await buildUsersApp({ db: t.db, keys: t.keys, logger: false });
    try {
      const first = await tokenFor(t.app, 'victor');
      const second = await tokenFor(t.app, 'victor');
      const current = await tokenFor(t.app, 'victor');
      // Another service has both sessions in its 30 s cache.
      for (const token of [first, second, current])
        expect((await me(elsewhere, token)).statusCode).toBe(200);

      const listed = await t.app.inject({
        method: 'GET',
        url: '/users/sessions/',
        headers: bearer(current),
      });
      expect(listed.statusCode).toBe(200);
      const sessions = listed.json<{ current: boolean; address: string; expires_at: string }[]>();
      expect(sessions.length).toBeGreaterThanOrEqual(3);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions[0]!.current).toBe(true);
      expect(sessions[0]!.address).toMatch(/^10\.9\./);
      expect(new Date(sessions[0]!.expires_at).getTime()).toBeGreaterThan(Date.now() + 7 * 3600e3);

      const out = await t.app.inject({
        method: 'POST',
        url: '/users/sessions/sign-out-others/',
        headers: bearer(current),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json<{ revoked: number }>().revoked).toBeGreaterThanOrEqual(2);
      for (const token of [first, second]) {
        await expect
          .poll(async () => (await me(elsewhere, token)).statusCode, { timeout: 2_000 })
          .toBe(401);
        expect((await me(t.app, token)).statusCode).toBe(401);
      }
      expect((await me(elsewhere, current)).statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'GET',
        url: '/users/sessions/',
        headers: bearer(current),
      });
      expect(after.json()).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  it('a disabled user is refused at once by a service that cached the session', async () => {
    const elsewhere = await buildUsersApp({ db: t.db, keys: t.keys, logger: false });
    const userName = 'disabled-soon';
    const passwordHash = (
      await t.database.db
        .selectFrom('core.users')
        .select('password_hash')
        .where('user_name', '=', 'alice')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await t.database.db
      .insertInto('core.users')
      .values({
        user_name: userName,
        user_email: 'ds@example.com',
        first_name: 'D',
        last_name: 'S',
        password_hash: passwordHash,
      })
      .execute();
    try {
      const token = await tokenFor(t.app, userName);
      expect((await me(elsewhere, token)).statusCode).toBe(200);
      await t.database.db
        .updateTable('core.users')
        .set({ user_status: false })
        .where('user_name', '=', userName)
        .execute();
      await expect
        .poll(async () => (await me(elsewhere, token)).statusCode, { timeout: 2_000 })
        .toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('records the browser the BFF signed for, and ignores unsigned claims', async () => {
    const secret = 'a-secret-shared-with-the-bff-0123456789';
    const app = await buildUsersApp({
      db: t.db,
      keys: t.keys,
      logger: false,
      clientAddressSecret: secret,
    });
    try {
      const form = new URLSearchParams({ username: 'alice', password: 'concord-demo' }).toString();
      const signed = await app.inject({
        method: 'POST',
        url: '/users/token/',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...signClientIdentity(secret, {
            address: '198.51.100.9',
            userAgent: 'Firefox/140 \u0000',
          }),
        },
        payload: form,
      });
      expect(signed.statusCode).toBe(200);
      const token = signed.json<{ access_token: string }>().access_token;
      const sessions = (
        await app.inject({ method: 'GET', url: '/users/sessions/', headers: bearer(token) })
      ).json<{ current: boolean; address: string; user_agent: string }[]>();
      expect(sessions.find((s) => s.current)).toMatchObject({
        address: '198.51.100.9',
        user_agent: 'Firefox/140',
      });
    } finally {
      await app.close();
    }
  });

  it('deletes ended sessions and old sign-in attempts, keeping what the throttle and the user need', async () => {
    const userId = t.ids.users.admin;
    const old = await t.database.db
      .insertInto('core.sessions')
      .values({
        user_id: userId,
        created_at: new Date(Date.now() - 3 * 86400e3),
        expires_at: new Date(Date.now() - 2 * 86400e3),
      })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    const live = await t.database.db
      .insertInto('core.sessions')
      .values({ user_id: userId })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('core.login_attempts')
      .values([
        {
          user_name: 'ancient',
          address: '192.0.2.1',
          succeeded: false,
          attempted_at: new Date(Date.now() - 2 * 86400e3),
        },
        { user_name: 'recent', address: '192.0.2.1', succeeded: false },
      ])
      .execute();
    const deleted = await deleteStaleSessionData(t.db, 86400);
    expect(deleted?.sessions).toBeGreaterThanOrEqual(1);
    expect(deleted?.attempts).toBeGreaterThanOrEqual(1);
    const sessionIds = (
      await t.database.db
        .selectFrom('core.sessions')
        .select('session_id')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.session_id);
    expect(sessionIds).toContain(live.session_id);
    expect(sessionIds).not.toContain(old.session_id);
    const names = (
      await t.database.db.selectFrom('core.login_attempts').select('user_name').execute()
    ).map((r) => r.user_name);
    expect(names).toContain('recent');
    expect(names).not.toContain('ancient');
  });
});
