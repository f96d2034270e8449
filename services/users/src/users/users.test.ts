import type { ErrorBody, users } from '@concord/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('users', () => {
  it('answers /users/me/ with the signed-in user', async () => {
    const token = await tokenFor(t.app, 'fiona');
    const res = await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(token) });
    expect(res.json()).toEqual({
      user_id: t.ids.users.fiona,
      user_name: 'fiona',
      user_email: 'fiona@acme.example',
      first_name: 'Fiona',
      last_name: 'Mehta',
      user_status: true,
      is_platform_admin: false,
    });
  });

  it('lists company users with role and scopes for members only', async () => {
    const alice = await tokenFor(t.app, 'alice');
    const res = await t.app.inject({
      method: 'GET',
      url: `/users/by-company/?company_id=${t.ids.companies.acme}`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    const users = res.json<{ user_name: string; role: string; scopes: string[] }[]>();
    expect(users.map((u) => [u.user_name, u.role])).toEqual([
      ['alice', 'owner'],
      ['fiona', 'approver'],
      ['kiran', 'reconciler'],
      ['meera', 'reviewer'],
    ]);
    expect(users[1]!.scopes).toContain('invoice:approve');
    expect(users[0]).not.toHaveProperty('password_hash');
    const victor = await tokenFor(t.app, 'victor');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/users/by-company/?company_id=${t.ids.companies.acme}`,
          headers: bearer(victor),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows another user only to members of a shared company', async () => {
    const aliceAcme = await companyTokenFor(
      t.app,
      await tokenFor(t.app, 'alice'),
      t.ids.companies.acme,
    );
    const seen = await t.app.inject({
      method: 'GET',
      url: `/users/${t.ids.users.fiona}/`,
      headers: bearer(aliceAcme),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<users.User>().user_name).toBe('fiona');
    const victorBharat = await companyTokenFor(
      t.app,
      await tokenFor(t.app, 'victor'),
      t.ids.companies.bharat,
    );
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/users/${t.ids.users.fiona}/`,
      headers: bearer(victorBharat),
    });
    expect(hidden.statusCode).toBe(404);
    const admin = await tokenFor(t.app, 'admin');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/users/${t.ids.users.fiona}/`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('updates only the caller’s own profile, with field validation', async () => {
    const fiona = await tokenFor(t.app, 'fiona');
    const patch = (userId: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/users/${userId}/`, headers: bearer(fiona), payload });
    const ok = await patch(t.ids.users.fiona, {
      first_name: 'Fi',
      user_email: 'Fiona.M@Acme.example',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      first_name: 'Fi',
      last_name: 'Mehta',
      user_email: 'fiona.m@acme.example',
    });
    expect((await patch(t.ids.users.alice, { first_name: 'Mallory' })).statusCode).toBe(403);
    const bad = await patch(t.ids.users.fiona, { user_email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ErrorBody>().fields ?? {})).toEqual(['user_email']);
    expect((await patch(t.ids.users.fiona, {})).statusCode).toBe(400);
    const nul = await patch(t.ids.users.fiona, { last_name: 'Meh\u0000ta' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<ErrorBody>().fields).toEqual({
      last_name: 'Must not contain control characters',
    });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const first = await tokenFor(t.app, 'alice');
    const second = await tokenFor(t.app, 'alice');
    const change = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/users/${t.ids.users.alice}/password/`,
        headers: bearer(token),
        payload,
      });

    const wrong = await change(first, { current_password: 'nope', new_password: 'a-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().fields).toEqual({ current_password: 'Incorrect password' });
    const short = await change(first, { current_password: 'concord-demo', new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().fields).toHaveProperty('new_password');

    expect(
      (await change(first, { current_password: 'concord-demo', new_password: 'a-new-password' }))
        .statusCode,
    ).toBe(204);
    const stored = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM core.users WHERE user_name = 'alice'`.execute(t.database.db);
    expect(stored.rows[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(first) })).statusCode,
    ).toBe(200);
    t.app.concordAuth.invalidateAll();
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/me/', headers: bearer(second) }))
        .statusCode,
    ).toBe(401);
    expect((await login(t.app, 'alice', 'concord-demo', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(t.app, 'alice', 'a-new-password', '10.5.0.1')).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('core.audit_log')
      .select('action')
      .where('user_id', '=', t.ids.users.alice)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['session.login', 'user.password_changed']),
    );
  });
});

describe('service foundation', () => {
  it('answers health and readiness without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers unknown paths with the error body', async () => {
    const token = await tokenFor(t.app, 'fiona');
    const res = await t.app.inject({
      method: 'GET',
      url: '/nothing/here/',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });
});
