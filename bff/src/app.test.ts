import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildBff, type Bff } from './app.js';
import { getIntrospectionQuery } from './graphql-runtime.js';
import { introspectionOfTypeAllowance } from './server/depth-limit.js';
import { queryLimits } from './server/limits.js';
import { fakeToken, sendJson, startFakeService, type FakeService } from './testing/fake-service.js';
import type { GraphQLBody } from './testing/poso-kit.js';

const signedIn = `Bearer ${fakeToken({ sub: '1', scopes: ['profile'] })}`;
const rejectedToken = `Bearer ${fakeToken({ sub: '2', scopes: ['profile'] })}`;
const allowedOrigin = 'https://app.concord.example';
const refused = /The query is too large or too complex\./;

const alice = {
  user_id: 1,
  user_name: 'alice',
  user_email: 'alice@example.com',
  first_name: 'Alice',
  last_name: 'A',
  user_status: true,
  is_platform_admin: false,
};

describe('BFF GraphQL hardening (SECURITY.md 1-7)', () => {
  let users: FakeService;
  let locked: Bff;
  let playground: Bff;
  let playgroundUrl: string;

  beforeAll(async () => {
    delete process.env.NODE_ENV;
    users = await startFakeService((req, res) => {
      const path = req.path.split('?')[0];
      if (path === '/users/me/' && req.headers.authorization === signedIn)
        return sendJson(res, 200, alice);
      if (path === '/users/me/')
        return sendJson(res, 401, { error: 'UNAUTHENTICATED', message: 'Invalid token' });
      if (path === '/static/get_currencies') {
        // A malformed answer makes the resolver throw an unexpected TypeError.
        return sendJson(res, 200, { unexpected: true });
      }
      if (path === '/readyz') return sendJson(res, 200, { status: 'ok' });
      sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found' });
    });
    const common = {
      upstreams: { users: users.url, poso: users.url, reco: users.url },
      corsOrigins: [allowedOrigin],
      logger: pino({ level: 'silent' }),
      upstreamTimeoutMs: 1000,
    };
    locked = await buildBff({ ...common, playground: false });
    playground = await buildBff({ ...common, playground: true });
    await locked.app.ready();
    playgroundUrl = await playground.listen({ port: 0 });
  });

  afterAll(async () => {
    await Promise.all([locked?.close(), playground?.close()]);
    await users?.close();
  });

  const post = (bff: Bff = locked) => request(bff.app.server).post('/graphql');
  /** A GraphQL answer read through its shape (supertest types every body as any). */
  const bodyOf = <T = Record<string, unknown>>(response: request.Response) =>
    response.body as GraphQLBody<T>;

  it('answers a simple query', async () => {
    const response = await post().send({ query: '{ __typename }' });
    expect(response.status).toBe(200);
    expect(bodyOf(response).data).toEqual({ __typename: 'Query' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a text/plain POST (CSRF prevention)', async () => {
    const response = await post()
      .set('content-type', 'text/plain')
      .send('{"query":"{ __typename }"}');
    expect(response.status).toBe(400);
  });

  it('refuses a batched JSON array body', async () => {
    const response = await post().send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(response.status).toBe(400);
  });

  it('refuses a mutation over GET with 405', async () => {
    const response = await request(locked.app.server)
      .get('/graphql')
      .query({ query: 'mutation { logout }' })
      .set('apollo-require-preflight', 'true');
    expect(response.status).toBe(405);
  });

  it('refuses a GET without a preflight header (CSRF prevention)', async () => {
    const response = await request(locked.app.server)
      .get('/graphql')
      .query({ query: '{ __typename }' });
    expect(response.status).toBe(400);
  });

  it('serves no landing page', async () => {
    const response = await request(locked.app.server).get('/graphql').set('accept', 'text/html');
    expect(response.headers['content-type'] ?? '').not.toMatch(/html/);
  });

  const nested = (depth: number) => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`;
  const messagesOf = (response: request.Response) =>
    (bodyOf(response).errors ?? []).map((error) => error.message).join('\n');

  it(`refuses depth ${queryLimits.maxDepth + 1} and does not refuse depth ${queryLimits.maxDepth} for depth`, async () => {
    const atLimit = await post().send({ query: nested(queryLimits.maxDepth) });
    expect(messagesOf(atLimit)).not.toMatch(refused);
    const over = await post().send({ query: nested(queryLimits.maxDepth + 1) });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
  });

  // One fragment per level, each spread inside the previous one's field: selection depth `depth`.
  const nestedFragments = (depth: number) => {
    const name = (level: number) => `Level${level}`;
    const fragments = Array.from({ length: depth }, (_, index) =>
      index === depth - 1
        ? `fragment ${name(index)} on Query { b }`
        : `fragment ${name(index)} on Query { a { ...${name(index + 1)} } }`,
    );
    return `{ ...${name(0)} } ${fragments.join(' ')}`;
  };

  it(`counts fields, not fragment spreads: nested fragments of depth ${queryLimits.maxDepth} pass, ${queryLimits.maxDepth + 1} are refused`, async () => {
    const atLimit = await post().send({ query: nestedFragments(queryLimits.maxDepth) });
    expect(messagesOf(atLimit)).not.toMatch(refused);
    const over = await post().send({ query: nestedFragments(queryLimits.maxDepth + 1) });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
    const inline = await post().send({
      query: `{ ${'... on Query { a { '.repeat(queryLimits.maxDepth)}b${' } }'.repeat(queryLimits.maxDepth)} }`,
    });
    expect(messagesOf(inline)).toMatch(refused);
  });

  // graphql-armor's cost: an object field 2, a scalar 1, each child level x1.5, a `first`
  // argument multiplies: 1000 x (2 + 1.5 x 1 + 1.5 x 1) = 5000, and one more scalar is 5001.
  it(`allows cost ${queryLimits.maxCost} and refuses ${queryLimits.maxCost + 1}`, async () => {
    const multiplier = queryLimits.maxCost / 5;
    const atLimit = await post().send({ query: `{ a(first: ${multiplier}) { b c } }` });
    expect(messagesOf(atLimit)).not.toMatch(refused);
    const over = await post().send({ query: `{ a(first: ${multiplier}) { b c } d }` });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
    expect(JSON.stringify(over.body)).not.toContain(String(queryLimits.maxCost));
  });

  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: me { id }`).join(' ')} }`;

  it(`allows ${queryLimits.maxAliases} aliases and refuses ${queryLimits.maxAliases + 1}`, async () => {
    const atLimit = await post()
      .set('authorization', signedIn)
      .send({ query: aliases(queryLimits.maxAliases) });
    expect(atLimit.status).toBe(200);
    expect(bodyOf<{ a0: unknown }>(atLimit).data?.a0).toEqual({ id: 1 });
    const over = await post().send({ query: aliases(queryLimits.maxAliases + 1) });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
    expect(JSON.stringify(over.body)).not.toContain(String(queryLimits.maxAliases));
  });

  // 17 tokens around a list default value of `count - 17` items.
  const tokens = (count: number) =>
    `query Q($l: [Int!] = [${Array.from({ length: count - 17 }, () => '1').join(' ')}]) { __typename }`;

  it(`allows ${queryLimits.maxTokens} tokens and refuses ${queryLimits.maxTokens + 1}`, async () => {
    const atLimit = await post().send({ query: tokens(queryLimits.maxTokens) });
    expect(messagesOf(atLimit)).not.toMatch(refused);
    expect(messagesOf(atLimit)).toMatch(/never used/);
    const over = await post().send({ query: tokens(queryLimits.maxTokens + 1) });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
    expect(JSON.stringify(over.body)).not.toContain(String(queryLimits.maxTokens));
  });

  const directives = (count: number) =>
    `query Q($t: Boolean = true) { me { ${Array.from({ length: count }, () => `id @include(if: $t)`).join(' ')} } }`;

  it(`allows ${queryLimits.maxDirectives} directives and refuses ${queryLimits.maxDirectives + 1}`, async () => {
    const atLimit = await post()
      .set('authorization', signedIn)
      .send({ query: directives(queryLimits.maxDirectives) });
    expect(bodyOf(atLimit).data).toEqual({ me: { id: 1 } });
    const over = await post().send({ query: directives(queryLimits.maxDirectives + 1) });
    expect(over.status).toBe(400);
    expect(messagesOf(over)).toMatch(refused);
  });

  it('hides field suggestions', async () => {
    const response = await post().send({ query: '{ mee { id } }' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/Did you mean/);
  });

  it('answers 413 for a body over 100 kB', async () => {
    const padding = 'x'.repeat(101 * 1024);
    const response = await post().send({ query: '{ __typename }', variables: { padding } });
    expect(response.status).toBe(413);
  });

  it('gives an unknown origin no CORS allow header and an allowed origin exactly its own', async () => {
    const preflight = (origin: string) =>
      request(locked.app.server)
        .options('/graphql')
        .set('origin', origin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'content-type, authorization');
    const unknown = await preflight('https://evil.example');
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    const known = await preflight(allowedOrigin);
    expect(known.headers['access-control-allow-origin']).toBe(allowedOrigin);
    const lookalike = await preflight(`${allowedOrigin}.evil.example`);
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
  });

  const introspection = { query: '{ __schema { queryType { name } } }' };
  type IntrospectionAnswer = { __schema: { queryType: { name: string } } };

  it('refuses introspection with the playground off, signed in or not', async () => {
    const signedOut = await post().send(introspection);
    expect(bodyOf(signedOut).data).toBeUndefined();
    expect(bodyOf(signedOut).errors?.[0]?.message).toMatch(/introspection/i);
    const withToken = await post().set('authorization', signedIn).send(introspection);
    expect(bodyOf(withToken).data).toBeUndefined();
  });

  it('with the playground on, serves introspection to signed-in callers only', async () => {
    const signedOut = await post(playground).send(introspection);
    expect(signedOut.status).toBe(401);
    expect(bodyOf(signedOut).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const badToken = await post(playground).set('authorization', rejectedToken).send(introspection);
    expect(bodyOf(badToken).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const ok = await post(playground).set('authorization', signedIn).send(introspection);
    expect(bodyOf<IntrospectionAnswer>(ok).data?.__schema.queryType.name).toBe('Query');
  });

  it("counts introspection in the depth limit, with the playground's own query allowed", async () => {
    const deep = `{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }`;
    const refusedDeep = await post(playground).set('authorization', signedIn).send({ query: deep });
    expect(refusedDeep.status).toBe(400);
    expect(messagesOf(refusedDeep)).toMatch(refused);
    expect(bodyOf(refusedDeep).data).toBeUndefined();

    const standard = await post(playground)
      .set('authorization', signedIn)
      .send({ query: getIntrospectionQuery({ inputValueDeprecation: true }) });
    expect(standard.status).toBe(200);
    expect(bodyOf<IntrospectionAnswer>(standard).data?.__schema.queryType.name).toBe('Query');

    const chain = (links: number) =>
      `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(links)}name${' }'.repeat(links)} } } } }`;
    const allowed = await post(playground)
      .set('authorization', signedIn)
      .send({ query: chain(introspectionOfTypeAllowance) });
    expect(bodyOf(allowed).errors).toBeUndefined();
    const longer = await post(playground)
      .set('authorization', signedIn)
      .send({ query: chain(introspectionOfTypeAllowance + 1) });
    expect(longer.status).toBe(400);
    expect(messagesOf(longer)).toMatch(refused);
  });

  it('masks an unexpected resolver error: no stack, no details, NODE_ENV unset', async () => {
    expect(process.env.NODE_ENV).toBeUndefined();
    const response = await post()
      .set('authorization', signedIn)
      .send({ query: '{ currencies { code } }' });
    const [error] = bodyOf(response).errors ?? [];
    expect(error?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(error?.message).toMatch(/went wrong on our side/);
    expect(JSON.stringify(response.body)).not.toMatch(/TypeError|stack|map|\.ts:/);
  });

  it('validates input with per-field messages before calling a service', async () => {
    users.requests.length = 0;
    const response = await post()
      .set('authorization', signedIn)
      .send({ query: 'mutation { changePassword(currentPassword: "", newPassword: "short") }' });
    const [error] = bodyOf(response).errors ?? [];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
    });
    expect(users.requests).toHaveLength(0);
  });

  it('refuses a scope the token does not carry before calling a service', async () => {
    users.requests.length = 0;
    const response = await post()
      .set('authorization', signedIn)
      .send({ query: '{ companyUsers(companyId: 1) { id } }' });
    expect(bodyOf(response).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(users.requests).toHaveLength(0);
  });

  it('answers /healthz and /readyz', async () => {
    expect((await request(locked.app.server).get('/healthz')).status).toBe(200);
    const ready = await request(locked.app.server).get('/readyz');
    expect(ready.status).toBe(200);
    expect((ready.body as { upstreams: unknown }).upstreams).toEqual({
      users: 'ok',
      poso: 'ok',
      reco: 'ok',
    });
  });

  it('serves GraphQL over graphql-ws on the same port and path', async () => {
    const client = createClient({
      url: `${playgroundUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: signedIn },
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ me { userName } }' },
          { next: (data) => (value = data), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({ data: { me: { userName: 'alice' } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a graphql-ws connection from an unknown origin', async () => {
    const socket = new WebSocket(
      `${playgroundUrl.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        origin: 'https://evil.example',
      },
    );
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      socket.on('error', () => resolve('error'));
    });
    socket.terminate();
    expect(outcome).toMatch(/^refused 40\d|^error$/);
  });
});
