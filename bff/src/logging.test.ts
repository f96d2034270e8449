import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildBff, createLogger, type Bff } from './app.js';
import { fakeToken, sendJson, startFakeService, type FakeService } from './testing/fake-service.js';

describe('logs', () => {
  const lines: string[] = [];
  const token = fakeToken({ sub: '1', scopes: ['profile'] });
  let users: FakeService;
  let bff: Bff;

  beforeAll(async () => {
    users = await startFakeService((req, res) => {
      if (req.path.startsWith('/users/token/')) {
        return sendJson(res, 500, { error: 'INTERNAL', message: 'boom' });
      }
      sendJson(res, 500, {
        error: 'INTERNAL',
        message: 'duplicate key value violates unique constraint',
      });
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    bff = await buildBff({
      upstreams: { users: users.url, poso: users.url, reco: users.url },
      playground: false,
      logger: createLogger('debug', sink),
    });
    await bff.app.ready();
  });

  afterAll(async () => {
    await bff?.close();
    await users?.close();
  });

  it('carry the request id on upstream failures and never the token or password', async () => {
    await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('x-request-id', 'trace-abcdef12')
      .send({ query: '{ me { id } }' });
    await request(bff.app.server)
      .post('/graphql')
      .set('x-request-id', 'trace-login-1234')
      .send({
        query:
          'mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
        variables: { u: 'alice', p: 'hunter2-secret' },
      });
    await request(bff.app.server)
      .get('/graphql')
      .query({ query: '{ __typename }', variables: JSON.stringify({ password: 'query-secret' }) });
    const log = lines.join('');
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string })
      .find((entry) => entry.msg === 'upstream call failed');
    expect(failure).toMatchObject({ requestId: 'trace-abcdef12', service: 'users' });
    expect(log).toContain('trace-login-1234');
    expect(log).not.toContain(token);
    expect(log).not.toContain('hunter2-secret');
    expect(log).not.toContain('query-secret');
  });
});
