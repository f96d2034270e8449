import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { buildBff, type Bff } from '../app.js';
import type { GraphQLBody } from '../testing/poso-kit.js';
import {
  closedPortUrl,
  fakeToken,
  sendJson,
  startFakeService,
  type FakeService,
} from '../testing/fake-service.js';

/** The GraphQL errors of an answer (supertest types every body as any). */
const errorsOf = (response: request.Response) => (response.body as GraphQLBody).errors ?? [];

const token = fakeToken({
  sub: '1',
  scopes: ['profile', 'users:read', 'company:read'],
  company_id: 1,
});

type Case = {
  name: string;
  path: string;
  code: string;
  message: RegExp;
  fields?: Record<string, string>;
  /** HTTP status of the GraphQL response when the whole operation failed; 200 otherwise. */
  httpStatus?: number;
};

// Each users-service path answers one failure; the test reads what the client sees.
const failures: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/companies/401/': (res) =>
    sendJson(res, 401, { error: 'UNAUTHENTICATED', message: 'Token expired' }),
  '/companies/403/': (res) =>
    sendJson(res, 403, { error: 'FORBIDDEN', message: 'Not a member of this company' }),
  '/companies/4031/': (res) =>
    sendJson(res, 403, {
      error: 'FORBIDDEN',
      message: 'Separation of duties: someone else must approve it',
      reason: { code: 'authorMayNotApprove', params: {} },
    }),
  '/companies/404/': (res) =>
    sendJson(res, 404, { error: 'NOT_FOUND', message: 'Company not found' }),
  '/companies/409/': (res) =>
    sendJson(res, 409, { error: 'CONFLICT', message: 'Company was changed' }),
  '/companies/429/': (res) =>
    sendJson(
      res,
      429,
      { error: 'TOO_MANY_REQUESTS', message: 'Slow down' },
      { 'retry-after': '30' },
    ),
  '/companies/500/': (res) =>
    sendJson(res, 500, {
      error: 'INTERNAL',
      message:
        'error: relation "co_1.purchase_orders" does not exist SELECT * FROM co_1.purchase_orders',
      stack: 'Error: at Repository.find (/srv/users/src/repo.ts:10:5)',
    }),
  '/companies/502/': (res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html>Bad gateway: upstream pg 10.0.0.5:5432</html>');
  },
  '/companies/7/': () => {
    // never answers: the BFF must time out
  },
};

describe('upstream failures reach the client as typed GraphQL errors', () => {
  let users: FakeService;
  let bff: Bff;
  let refusedBff: Bff;
  let deadlineBff: Bff;
  let blackHole: FakeService;

  beforeAll(async () => {
    users = await startFakeService((req, res) => {
      const path = req.path.split('?')[0] ?? '';
      const answer = failures[path];
      if (answer) return answer(res);
      if (path === '/users/1/') {
        return sendJson(res, 400, {
          error: 'BAD_REQUEST',
          message: 'Email is already in use',
          fields: { user_email: 'Email is already in use', first_name: 'Too long' },
        });
      }
      if (path === '/users/me/') {
        return sendJson(res, 200, {
          user_id: 1,
          user_name: 'alice',
          user_email: 'alice@example.com',
          first_name: 'Alice',
          last_name: 'A',
          user_status: true,
          is_platform_admin: false,
        });
      }
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'No such path' });
    });
    const logger = pino({ level: 'silent' });
    const options = { playground: false, upstreamTimeoutMs: 300, requestDeadlineMs: 1500, logger };
    bff = await buildBff({
      ...options,
      upstreams: { users: users.url, poso: users.url, reco: users.url },
    });
    const refused = await closedPortUrl();
    refusedBff = await buildBff({
      ...options,
      upstreams: { users: refused, poso: refused, reco: refused },
    });
    blackHole = await startFakeService(() => {
      // accepts connections and never answers
    });
    deadlineBff = await buildBff({
      ...options,
      upstreamTimeoutMs: 600_000,
      requestDeadlineMs: 300,
      upstreams: { users: blackHole.url, poso: blackHole.url, reco: blackHole.url },
    });
    await Promise.all([bff.app.ready(), refusedBff.app.ready(), deadlineBff.app.ready()]);
  });

  afterAll(async () => {
    await Promise.all([bff?.close(), refusedBff?.close(), deadlineBff?.close()]);
    await users?.close();
    await blackHole?.close();
  });

  const companyQuery = (id: number) => ({
    query: `query Company($id: Int!) { company(id: $id) { id name } }`,
    variables: { id },
  });

  const cases: Case[] = [
    { name: '401', path: '401', code: 'UNAUTHENTICATED', message: /Token expired/ },
    { name: '403', path: '403', code: 'FORBIDDEN', message: /Not a member/ },
    { name: '404', path: '404', code: 'NOT_FOUND', message: /Company not found/ },
    { name: '409', path: '409', code: 'CONFLICT', message: /changed/ },
    {
      name: '429',
      path: '429',
      code: 'TOO_MANY_REQUESTS',
      message: /Slow down/,
      httpStatus: 429,
    },
    {
      name: '500 with SQL text',
      path: '500',
      code: 'INTERNAL_SERVER_ERROR',
      message: /went wrong on our side/,
    },
    {
      name: '502 with an HTML body',
      path: '502',
      code: 'INTERNAL_SERVER_ERROR',
      message: /went wrong on our side/,
    },
  ];

  for (const testCase of cases) {
    it(`maps an upstream ${testCase.name} to ${testCase.code}`, async () => {
      const response = await request(bff.app.server)
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .send(companyQuery(Number(testCase.path)));
      expect(response.status).toBe(testCase.httpStatus ?? 200);
      const [error] = errorsOf(response);
      expect(error?.extensions.code).toBe(testCase.code);
      expect(error?.message).toMatch(testCase.message);
      expect(error?.extensions.stacktrace).toBeUndefined();
      expect(JSON.stringify(response.body)).not.toMatch(
        /SELECT|relation|stack|10\.0\.0\.5|repo\.ts/i,
      );
    });
  }

  it('passes Retry-After on with TOO_MANY_REQUESTS', async () => {
    const response = await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send(companyQuery(429));
    expect(errorsOf(response)[0]?.extensions.retryAfterSeconds).toBe(30);
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
  });

  it('maps a 400 with field errors to BAD_USER_INPUT with per-field messages', async () => {
    const response = await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: 'mutation { updateProfile(input: { email: "taken@example.com" }) { id } }' });
    const [error] = errorsOf(response);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toBe('Email is already in use');
    expect(error?.extensions.fields).toEqual({
      email: 'Email is already in use',
      firstName: 'Too long',
    });
  });

  it("passes a refusal's coded reason on with FORBIDDEN, for the screens to say in the user's language", async () => {
    const response = await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send(companyQuery(4031));
    const [error] = errorsOf(response);
    expect(error?.extensions.code).toBe('FORBIDDEN');
    expect(error?.message).toMatch(/Separation of duties/);
    expect(error?.extensions.reason).toEqual({ code: 'AUTHOR_MAY_NOT_APPROVE', params: {} });
  });

  it('answers UPSTREAM_TIMEOUT when a service never answers', async () => {
    const response = await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send(companyQuery(7));
    expect(errorsOf(response)[0]?.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(errorsOf(response)[0]?.message).toMatch(/took too long/);
  });

  // The black hole never answers and the BFF's own call timeout is beyond the test's: an
  // answer at all proves the request deadline ended the call.
  it('ends all upstream work at the request deadline and leaves no socket open', async () => {
    const response = await request(deadlineBff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send(companyQuery(7));
    expect(errorsOf(response)[0]?.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(blackHole.requests).toHaveLength(1);
    await expect.poll(() => blackHole.openConnections(), { timeout: 2000 }).toBe(0);
  });

  it('reports not ready when a service is down', async () => {
    const response = await request(refusedBff.app.server).get('/readyz');
    expect(response.status).toBe(503);
    expect((response.body as { upstreams: Record<string, string> }).upstreams.users).toBe(
      'unavailable',
    );
  });

  it('answers UPSTREAM_UNAVAILABLE when a service refuses connections', async () => {
    const response = await request(refusedBff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send(companyQuery(1));
    expect(errorsOf(response)[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errorsOf(response)[0]?.message).toMatch(/not reachable/);
    expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('forwards the bearer token, tenant headers and request id', async () => {
    users.requests.length = 0;
    await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('x-dts-schema', 'CO_1')
      .set('x-dts-database', 'Concord')
      .set('x-request-id', 'req-12345678')
      .send({ query: '{ me { id } }' });
    const forwarded = users.requests.find((req) => req.path === '/users/me/');
    expect(forwarded?.headers.authorization).toBe(`Bearer ${token}`);
    expect(forwarded?.headers['x-dts-schema']).toBe('co_1');
    expect(forwarded?.headers['x-dts-database']).toBe('concord');
    expect(forwarded?.headers['x-request-id']).toBe('req-12345678');
  });

  it('asks for sign-in before calling a service when no token is sent', async () => {
    users.requests.length = 0;
    const response = await request(bff.app.server)
      .post('/graphql')
      .send({ query: '{ me { id } }' });
    expect(errorsOf(response)[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(users.requests).toHaveLength(0);
  });
});
