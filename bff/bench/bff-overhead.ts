// `npm run bench:bff`: what the BFF costs on top of the poso service, on loopback. A paged
// list (100 purchase orders) and a mutation (update a purchase order), each called directly
// on the service, through a bare undici proxy (the floor any proxy pays) and through the BFF
// as GraphQL, one after the other in one run: p50, p99 and requests/s side by side.
// BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) bound each run; DATABASE_URL names the server
// (default local PostgreSQL) on which a fresh database is created and dropped.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Pool } from 'undici';
import { generateSigningKeys } from '@concord/auth';
import { createTestDatabase, seedDemo } from '@concord/db';
import { buildPosoApp } from '@concord/poso';
import { buildUsersApp } from '@concord/users';
import { buildBff } from '../src/app.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const LIST_SIZE = 100;

const LIST_QUERY = `query Bench_PurchaseOrders($page: Int!, $size: Int!) {
  purchaseOrders(page: $page, size: $size) {
    totalCount
    items {
      id poNumber poDate amount currency exchangeRate description advanceAmount
      status vendor { id name } customer { id name } approver { id userName }
      items { materialDescription ratePerUnit quantity tax lineTotal }
      isEditAllowed isSendAllowed isAdvanceAllowed
    }
  }
}`;
const UPDATE_MUTATION = `mutation Bench_UpdatePurchaseOrder($id: Int!, $description: String!) {
  updatePurchaseOrder(id: $id, input: { description: $description }) { id description amount }
}`;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade']);

/** A proxy that only forwards: what any hop in front of the service costs at least. */
async function bareProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new Pool(target, { connections: 64, pipelining: 1 });
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    pool
      .request({
        method: req.method as 'GET',
        path: req.url ?? '/',
        headers: headers as Record<string, string>,
        body: hasBody ? req : null,
      })
      .then(async (upstream) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(upstream.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(upstream.statusCode, out);
        for await (const chunk of upstream.body) res.write(chunk);
        res.end();
      })
      .catch(() => {
        res.statusCode = 502;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.destroy();
    },
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Target = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body?: string;
};

type Measured = { p50: number; p99: number; rps: number; requests: number; errors: number };

async function measure(target: Target, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const started = Date.now();
  const database = await createTestDatabase();
  const ids = await seedDemo(database.db);
  const keys = await generateSigningKeys();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'bench-bff-'));
  const calls = { users: 0, poso: 0 };

  const users = await buildUsersApp({ db: database.db, keys, logger: false });
  users.addHook('onRequest', async () => void calls.users++);
  const poso = await buildPosoApp({
    db: database.db,
    publicKey: keys.publicKey,
    filesDir,
    logger: false,
  });
  poso.addHook('onRequest', async () => void calls.poso++);
  const usersUrl = await listen(users);
  const posoUrl = await listen(poso);
  const bff = await buildBff({
    upstreams: { users: usersUrl, poso: posoUrl, reco: posoUrl },
    playground: false,
    tokenPublicKeyPem: keys.publicKeyPem,
    logger: pino({ level: 'silent' }),
  });
  const bffUrl = await bff.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await bareProxy(posoUrl);

  try {
    const signIn = await json<{ access_token: string }>(
      await fetch(`${usersUrl}/users/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=alice&password=concord-demo',
      }),
      'sign-in',
    );
    const company = await json<{ access_token: string; schemaName: string; database: string }>(
      await fetch(
        `${usersUrl}/users/current-user-to-company-resources/?company_id=${ids.companies.acme}`,
        { headers: { authorization: `Bearer ${signIn.access_token}` } },
      ),
      'company token',
    );
    const auth = {
      authorization: `Bearer ${company.access_token}`,
      'x-dts-schema': company.schemaName,
      'x-dts-database': company.database,
    };
    const jsonHeaders = { ...auth, 'content-type': 'application/json' };

    console.log(`seeding ${LIST_SIZE} purchase orders...`);
    let mutated = 0;
    for (let n = 1; n <= LIST_SIZE; n++) {
      const po = await json<{ po_id: number }>(
        await fetch(`${posoUrl}/po/`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify({
            vendor_company_id: ids.companies.bharat,
            po_number: `BENCH-${String(n).padStart(4, '0')}`,
            description: `Bench order ${n}`,
            po_items: [
              {
                material_description: 'Steel rods',
                rate_per_unit: '1000',
                quantity: '10',
                tax: '18',
              },
              {
                material_description: 'Binding wire',
                rate_per_unit: '50.5',
                quantity: '4',
                tax: '5',
              },
            ],
          }),
        }),
        'create purchase order',
      );
      if (n % 2 === 0) {
        await json(
          await fetch(`${posoUrl}/po/send/?po_id=${po.po_id}&user_id=${ids.users.fiona}`, {
            method: 'POST',
            headers: auth,
          }),
          'send for approval',
        );
      } else mutated = po.po_id;
    }

    const listPath = `/po/?page=1&size=${LIST_SIZE}`;
    const listBody = JSON.stringify({ query: LIST_QUERY, variables: { page: 1, size: LIST_SIZE } });
    const updateBody = JSON.stringify({ po_id: mutated, description: 'Benchmarked' });
    const updateGraphql = JSON.stringify({
      query: UPDATE_MUTATION,
      variables: { id: mutated, description: 'Benchmarked' },
    });

    // One list through the BFF: how many calls reached the services.
    calls.users = 0;
    calls.poso = 0;
    const one = await json<{ data?: { purchaseOrders: { items: unknown[] } }; errors?: unknown }>(
      await fetch(`${bffUrl}/graphql`, { method: 'POST', headers: jsonHeaders, body: listBody }),
      'list through the BFF',
    );
    if (!one.data || one.data.purchaseOrders.items.length !== LIST_SIZE)
      throw new Error(`list through the BFF: ${JSON.stringify(one.errors)}`);
    const upstreamCalls = { ...calls };

    const operations: { name: string; targets: Target[] }[] = [
      {
        name: `list ${LIST_SIZE} purchase orders`,
        targets: [
          { name: 'service', method: 'GET', url: posoUrl + listPath, headers: auth },
          { name: 'bare proxy', method: 'GET', url: proxy.url + listPath, headers: auth },
          {
            name: 'BFF',
            method: 'POST',
            url: `${bffUrl}/graphql`,
            headers: jsonHeaders,
            body: listBody,
          },
        ],
      },
      {
        name: 'update a purchase order',
        targets: [
          {
            name: 'service',
            method: 'PATCH',
            url: `${posoUrl}/po/`,
            headers: jsonHeaders,
            body: updateBody,
          },
          {
            name: 'bare proxy',
            method: 'PATCH',
            url: `${proxy.url}/po/`,
            headers: jsonHeaders,
            body: updateBody,
          },
          {
            name: 'BFF',
            method: 'POST',
            url: `${bffUrl}/graphql`,
            headers: jsonHeaders,
            body: updateGraphql,
          },
        ],
      },
    ];

    const rows: string[] = [];
    const checks: string[] = [];
    const loadBefore = loadavg()[0]!;
    for (const operation of operations) {
      const results: Record<string, Measured> = {};
      for (const target of operation.targets) {
        process.stdout.write(
          `${operation.name} via ${target.name}: warm-up ${WARM_UP_SECONDS} s, run ${SECONDS} s... `,
        );
        await measure(target, WARM_UP_SECONDS);
        const m = await measure(target, SECONDS);
        results[target.name] = m;
        console.log(
          `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors`,
        );
        rows.push(
          `| ${operation.name} | ${target.name} | ${m.p50} | ${m.p99} | ${m.rps.toFixed(0)} | ${m.requests} | ${m.errors} |`,
        );
      }
      const service = results.service!;
      const floor = results['bare proxy']!;
      const through = results.BFF!;
      checks.push(
        `| ${operation.name} | ${(through.p50 - service.p50).toFixed(2)} ms (target <= 1) | ${(through.p99 / service.p99).toFixed(2)}x (target <= 1.3) | ${(through.rps / floor.rps).toFixed(2)} (target >= 0.5) |`,
      );
    }
    const loadAfter = loadavg()[0]!;

    console.log(`
${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; ${((Date.now() - started) / 1000).toFixed(0)} s in all.

| operation | via | p50 ms | p99 ms | req/s | requests | errors |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

| operation | BFF p50 - service p50 | BFF p99 / service p99 | BFF req/s / bare proxy req/s |
| --- | --- | --- | --- |
${checks.join('\n')}

Upstream calls for one list of ${LIST_SIZE} through the BFF: poso ${upstreamCalls.poso}, users ${upstreamCalls.users}.`);
  } finally {
    await proxy.close();
    await bff.close();
    await poso.close();
    await users.close();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

await main();
