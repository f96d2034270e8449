// `npm run bench:bff`: what the BFF costs on top of the poso service, on loopback. A paged
// list (100 purchase orders) and a mutation (update a purchase order), each called directly
// on the service, through a bare undici proxy (the floor any proxy pays) and through the BFF
// as GraphQL, one after the other in one run: p50, p99 and requests/s side by side.
// The services, the BFF and the proxy each run in a process of their own, as in production
// (one role per container, NODE_ENV=production), and the load generator in this one, so no
// tier shares an event loop with another (bench/bench-servers.ts).
// BENCH_SECONDS (10) and BENCH_CONNECTIONS (10) bound each run; BENCH_CPU_PROF_DIR writes
// the BFF process's CPU profile (node --cpu-prof) there; DATABASE_URL names the server
// (default local PostgreSQL) on which a fresh database is created and dropped.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Calls, Cpu, ServicesReady } from './bench-servers.js';

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

const here = path.dirname(fileURLToPath(import.meta.url));
const profileDir = process.env.BENCH_CPU_PROF_DIR;

type Ready = { type: 'ready'; url?: string };

/** Starts one role of bench-servers.ts in its own process; resolves with its ready message. */
function start<T extends Ready | ServicesReady>(
  role: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(path.join(here, 'bench-servers.ts'), [role, ...args], {
    execArgv: [
      '--import',
      'tsx',
      ...(role === 'bff' && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${role} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (ready: T) => {
      child.off('exit', onExit);
      resolve({ child, ready });
    });
  });
}

function request<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Target = {
  name: string;
  /** The process that answers this target in front of the services, if any. */
  front?: ChildProcess;
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
  const children: ChildProcess[] = [];
  const services = await start<ServicesReady>('services');
  children.push(services.child);
  const { users: usersUrl, poso: posoUrl, ids } = services.ready;
  const calls = (reset = false) =>
    request<Calls>(services.child, { type: 'calls', reset }).then(({ users, poso }) => ({
      users,
      poso,
    }));

  try {
    const bff = await start<Ready>('bff', [usersUrl, posoUrl, services.ready.publicKeyPem]);
    children.push(bff.child);
    const proxy = await start<Ready>('proxy', [posoUrl]);
    children.push(proxy.child);
    const bffUrl = bff.ready.url!;
    const proxyUrl = proxy.ready.url!;
    const signIn = await json<{ access_token: string }>(
      await fetch(`${usersUrl}/users/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=alice&password=concord-demo',
      }),
      'sign-in',
    );
    const company = await json<{ access_token: string; schemaName: string; database: string }>(
      await fetch(`${usersUrl}/users/current-user-to-company-resources/?company_id=${ids.acme}`, {
        headers: { authorization: `Bearer ${signIn.access_token}` },
      }),
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
            vendor_company_id: ids.bharat,
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
          await fetch(`${posoUrl}/po/send/?po_id=${po.po_id}&user_id=${ids.fiona}`, {
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
    await calls(true);
    const one = await json<{ data?: { purchaseOrders: { items: unknown[] } }; errors?: unknown }>(
      await fetch(`${bffUrl}/graphql`, { method: 'POST', headers: jsonHeaders, body: listBody }),
      'list through the BFF',
    );
    if (!one.data || one.data.purchaseOrders.items.length !== LIST_SIZE)
      throw new Error(`list through the BFF: ${JSON.stringify(one.errors)}`);
    const upstreamCalls = await calls(true);

    const operations: { name: string; targets: Target[] }[] = [
      {
        name: `list ${LIST_SIZE} purchase orders`,
        targets: [
          { name: 'service', method: 'GET', url: posoUrl + listPath, headers: auth },
          {
            name: 'bare proxy',
            front: proxy.child,
            method: 'GET',
            url: proxyUrl + listPath,
            headers: auth,
          },
          {
            name: 'BFF',
            front: bff.child,
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
            front: proxy.child,
            method: 'PATCH',
            url: `${proxyUrl}/po/`,
            headers: jsonHeaders,
            body: updateBody,
          },
          {
            name: 'BFF',
            front: bff.child,
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
        const load = loadavg()[0]!;
        const cpu = async (child: ChildProcess | undefined) =>
          child ? (await request<Cpu>(child, { type: 'cpu' })).ms : 0;
        const before = { services: await cpu(services.child), front: await cpu(target.front) };
        const m = await measure(target, SECONDS);
        // CPU per request of each process: what the tier costs, apart from the machine's load.
        const servicesCpu = ((await cpu(services.child)) - before.services) / m.requests;
        const frontCpu = ((await cpu(target.front)) - before.front) / m.requests;
        results[target.name] = m;
        console.log(
          `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors`,
        );
        rows.push(
          `| ${operation.name} | ${target.name} | ${m.p50} | ${m.p99} | ${m.rps.toFixed(0)} | ${m.requests} | ${m.errors} | ${servicesCpu.toFixed(2)} | ${target.front ? frontCpu.toFixed(2) : ''} | ${load.toFixed(1)} |`,
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

| operation | via | p50 ms | p99 ms | req/s | requests | errors | services CPU ms/req | front CPU ms/req | load |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

| operation | BFF p50 - service p50 | BFF p99 / service p99 | BFF req/s / bare proxy req/s |
| --- | --- | --- | --- |
${checks.join('\n')}

Upstream calls for one list of ${LIST_SIZE} through the BFF: poso ${upstreamCalls.poso.length} (${upstreamCalls.poso.join(', ')}), users ${upstreamCalls.users.length} (${upstreamCalls.users.join(', ') || 'none'}).`);
  } finally {
    // The services last: their process drops the database.
    for (const child of children.reverse()) await stop(child);
  }
}

await main();
