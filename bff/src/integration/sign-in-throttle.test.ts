import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { generateSigningKeys, signClientIdentity } from '@concord/auth';
import { createDemoTestDatabase, type TestDatabase } from '@concord/db';
import { buildUsersApp } from '@concord/users';
import { buildBff, type Bff } from '../app.js';

/**
 * SECURITY 11 through the BFF: the users service throttles sign-in per account and per
 * browser address. Each simulated browser is its own loopback address (127.0.0.x), so the
 * BFF's own address never stands for everyone.
 */

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: {
    data?: { login?: { accessToken: string } } | null;
    errors?: { extensions: Record<string, unknown> }[];
  };
};

/** An HTTP request whose socket is bound to `localAddress`, as a browser on that host. */
function send(
  url: string,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type':
            typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(text) as Answer['body'],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const LOGIN =
  'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }';

let database: TestDatabase;
let users: FastifyInstance;
let usersUrl: string;
let direct: Bff;
let behindProxy: Bff;
let directUrl: string;
let proxiedUrl: string;
const secret = randomBytes(32).toString('base64url');

beforeAll(async () => {
  database = await createDemoTestDatabase();
  const keys = await generateSigningKeys();
  // The production defaults: 5 failures per account, 20 per address, in 15 minutes.
  users = await buildUsersApp({
    db: database.db,
    keys,
    logger: false,
    clientAddressSecret: secret,
  });
  await users.listen({ port: 0, host: '127.0.0.1' });
  usersUrl = `http://127.0.0.1:${(users.server.address() as AddressInfo).port}`;
  const common = {
    upstreams: { users: usersUrl, poso: usersUrl, reco: usersUrl },
    playground: false,
    clientAddressSecret: secret,
    logger: pino({ level: 'silent' }),
  };
  direct = await buildBff(common);
  behindProxy = await buildBff({ ...common, trustProxy: 1 });
  directUrl = `${await direct.listen({ port: 0 })}/graphql`;
  proxiedUrl = `${await behindProxy.listen({ port: 0 })}/graphql`;
});

afterAll(async () => {
  await Promise.all([direct?.close(), behindProxy?.close()]);
  await users?.close();
  await database?.drop();
});

const signIn = (from: string, username: string, password: string, url = directUrl) =>
  send(url, from, { query: LOGIN, variables: { u: username, p: password } });

async function attemptsFrom(address: string): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM core.login_attempts WHERE address = ${address}`.execute(
    database.db,
  );
  return result.rows[0]!.n;
}

describe('sign-in throttle through the BFF', () => {
  it('one attacker address cannot lock alice out from another address', async () => {
    const attacker = '127.0.0.2';
    for (let i = 0; i < 20; i++) {
      const refused = await signIn(attacker, `ghost-${i}`, 'guess');
      expect(refused.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    const throttled = await signIn(attacker, 'alice', 'concord-demo');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(throttled.body.data).toBeNull();
    expect(throttled.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(throttled.body.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(800);

    // X-Forwarded-For from a browser is not believed: the BFF trusts no proxy by default.
    const rotated = await signIn(attacker, 'alice', 'concord-demo');
    expect(rotated.status).toBe(429);
    const spoofed = await send(
      directUrl,
      attacker,
      { query: LOGIN, variables: { u: 'alice', p: 'concord-demo' } },
      { 'x-forwarded-for': '198.51.100.23' },
    );
    expect(spoofed.status).toBe(429);

    for (const elsewhere of ['127.0.0.3', '127.0.0.4']) {
      const alice = await signIn(elsewhere, 'alice', 'concord-demo');
      expect(alice.status).toBe(200);
      expect(alice.body.data?.login?.accessToken).toBeTruthy();
    }
    expect(await attemptsFrom(attacker)).toBe(20);
    expect(await attemptsFrom('127.0.0.3')).toBe(1);
    expect(await attemptsFrom('127.0.0.1')).toBe(0);
  });

  it('still throttles one account attacked from many addresses', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(`127.0.1.${10 + i}`, 'victor', 'wrong-password');
      expect(wrong.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await signIn('127.0.1.99', 'victor', 'concord-demo');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts from those addresses are not affected.
    expect((await signIn('127.0.1.10', 'fiona', 'concord-demo')).status).toBe(200);
  });

  it('behind a trusted proxy, the address the proxy saw counts', async () => {
    const proxy = '127.0.0.50';
    const browser = '203.0.113.7';
    const answer = await send(
      proxiedUrl,
      proxy,
      { query: LOGIN, variables: { u: 'nobody', p: 'x' } },
      { 'x-forwarded-for': `198.51.100.1, ${browser}` },
    );
    expect(answer.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await attemptsFrom(browser)).toBe(1);
    expect(await attemptsFrom(proxy)).toBe(0);
    expect(await attemptsFrom('198.51.100.1')).toBe(0);
  });

  it('a sign-in over graphql-ws counts against the socket address too', async () => {
    const from = '127.0.0.70';
    // A WebSocket whose connection starts from `from`, as a browser on that host.
    class BoundWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { localAddress: from });
      }
    }
    const client = createClient({
      url: directUrl.replace('http', 'ws'),
      webSocketImpl: BoundWebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<{ errors?: readonly { message: string }[] }>(
        (resolve, reject) => {
          let value: { errors?: readonly { message: string }[] } = {};
          client.subscribe(
            { query: LOGIN, variables: { u: 'nobody-ws', p: 'x' } },
            { next: (data) => (value = data), error: reject, complete: () => resolve(value) },
          );
        },
      );
      expect(result.errors?.[0]?.message).toMatch(/Invalid username or password/);
    } finally {
      await client.dispose();
    }
    expect(await attemptsFrom(from)).toBe(1);
  });

  it('the users service believes a client address only when the BFF signed it', async () => {
    let attempt = 0;
    const form = () =>
      new URLSearchParams({ username: `nobody-direct-${++attempt}`, password: 'x' }).toString();
    const local = '127.0.0.60';
    // Loopback callers rotating X-Forwarded-For, or forging the BFF's headers, count as themselves.
    for (let i = 0; i < 3; i++) {
      await send(`${usersUrl}/users/token/`, local, form(), {
        'x-forwarded-for': `192.0.2.${i + 1}`,
      });
    }
    const forged = signClientIdentity('not-the-shared-secret-but-long-enough!!', {
      address: '192.0.2.200',
    });
    await send(`${usersUrl}/users/token/`, local, form(), forged);
    expect(await attemptsFrom(local)).toBe(4);
    for (const claimed of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.200'])
      expect(await attemptsFrom(claimed)).toBe(0);

    // A stale signature is refused like a forged one.
    const stale = signClientIdentity(secret, { address: '192.0.2.201' }, Date.now() - 120_000);
    await send(`${usersUrl}/users/token/`, local, form(), stale);
    expect(await attemptsFrom('192.0.2.201')).toBe(0);
    const fresh = signClientIdentity(secret, { address: '192.0.2.202' });
    await send(`${usersUrl}/users/token/`, local, form(), fresh);
    expect(await attemptsFrom('192.0.2.202')).toBe(1);
  });
});
