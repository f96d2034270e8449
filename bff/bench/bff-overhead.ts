// `npm run bench:bff`: what the BFF costs on top of the poso service, on loopback. A paged
// list (100 purchase orders) and a mutation (update a purchase order), each called directly
// on the service, through a bare undici proxy (the floor any proxy pays) and through the BFF
// as GraphQL, in one run: p50, p99 and requests/s side by side.
// The services, the BFF and the proxy each run in a process of their own, as in production
// (one role per container, NODE_ENV=production), and the load generator in this one, so no
// tier shares an event loop with another (bench/bench-servers.ts).
// Two loads: saturating (BENCH_CONNECTIONS, 10, each sending its next request as soon as the
// last is answered: throughput, and latency that includes queueing) and one at a time (one
// connection, at most BENCH_RATE requests/s, 20 by default: latency of a request that finds
// the tiers idle, so the BFF's p50 minus the service's is what the hop adds, not its queue; on
// 2 cores shared with other work, 10 saturating connections mostly measure the queue).
// Not 10 connections at a fixed overall rate: autocannon sends each connection's share at the
// start of every second, so they arrive together and queue as under saturation.
// Latency percentiles come from each response's own time: autocannon's histogram keeps whole
// milliseconds and, at a fixed rate, adds made-up values for coordinated omission.
// BENCH_ROUNDS (3) rounds interleave the paths, each round in a different order, and the
// tables give each figure's median over the rounds: on a shared machine one run mostly
// measures what else ran at that moment.
// BENCH_SECONDS (10) bounds each run; BENCH_ONLY (a substring of "operation via path", for
// example "list" or "BFF") limits the runs; BENCH_CPU_PROF_DIR writes there a CPU profile of
// the BFF process for one more BFF run of each operation and load, after the rounds and not
// counted in them (the profiler slows what it watches); DATABASE_URL names the server (default
// local PostgreSQL) on which a fresh database is created and dropped.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Calls, Cpu, Profiled, ServicesReady } from './bench-servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const RATE = Number(process.env.BENCH_RATE ?? 20);
const ONLY = process.env.BENCH_ONLY ?? '';
/** The first round warms each path up longer (JIT, pools); later ones only wake it. */
const WARM_UP_SECONDS = [2, 1];
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
    execArgv: ['--import', 'tsx'],
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

/** How requests are sent: as fast as the connections allow, or one at a time at a capped rate. */
type Load = 'saturating' | 'one at a time';

type Measured = {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  servicesCpu: number;
  frontCpu: number;
  load: number;
};

/**
 * Latency percentiles from every response's own time (autocannon's histogram keeps whole
 * milliseconds, too coarse for a 1 ms target).
 */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(target: Target, seconds: number, load: Load) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method,
        headers: target.headers,
        ...(target.body !== undefined ? { body: target.body } : {}),
        ...(load === 'saturating'
          ? { connections: CONNECTIONS }
          : { connections: 1, overallRate: RATE }),
        duration: seconds,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rps: result.requests.total / seconds,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

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

    const cpu = async (child: ChildProcess | undefined) =>
      child ? (await request<Cpu>(child, { type: 'cpu' })).ms : 0;
    const loads: Load[] = RATE > 0 ? ['saturating', 'one at a time'] : ['saturating'];
    const label = (operation: string, target: Target) => `${operation} via ${target.name}`;
    const measured = new Map<string, Measured[]>();
    const key = (load: Load, operation: string, via: string) => `${load}|${operation}|${via}`;
    const loadBefore = loadavg()[0]!;
    for (let round = 0; round < ROUNDS; round++) {
      for (const load of loads) {
        for (const operation of operations) {
          // Each round starts with another path, so a slower stretch of the machine does not
          // always fall on the same one.
          const shift = round % operation.targets.length;
          const order = [...operation.targets.slice(shift), ...operation.targets.slice(0, shift)];
          for (const target of order) {
            if (!label(operation.name, target).includes(ONLY)) continue;
            const warmUp = WARM_UP_SECONDS[Math.min(round, WARM_UP_SECONDS.length - 1)]!;
            process.stdout.write(
              `round ${round + 1}/${ROUNDS}, ${load}: ${label(operation.name, target)}... `,
            );
            await run(target, warmUp, load);
            const machineLoad = loadavg()[0]!;
            const before = { services: await cpu(services.child), front: await cpu(target.front) };
            const m = await run(target, SECONDS, load);
            // CPU per request of each process: what the tier costs, apart from the machine's load.
            const servicesCpu = ((await cpu(services.child)) - before.services) / m.requests;
            const frontCpu = ((await cpu(target.front)) - before.front) / m.requests;
            const k = key(load, operation.name, target.name);
            measured.set(k, [
              ...(measured.get(k) ?? []),
              { ...m, servicesCpu, frontCpu, load: machineLoad },
            ]);
            console.log(
              `p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors, front CPU ${target.front ? frontCpu.toFixed(2) : '-'} ms/req`,
            );
          }
        }
      }
    }
    const loadAfter = loadavg()[0]!;
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      for (const load of loads)
        for (const operation of operations)
          for (const target of operation.targets) {
            if (target.name !== 'BFF' || !label(operation.name, target).includes(ONLY)) continue;
            const file = path.join(
              profileDir,
              `bff-${load.replace(/\W+/g, '-')}-${operation.name.replace(/\W+/g, '-')}.cpuprofile`,
            );
            console.log(`profiling ${label(operation.name, target)}, ${load}: ${file}`);
            await request<Profiled>(bff.child, { type: 'profile-start' });
            await run(target, SECONDS, load);
            await request<Profiled>(bff.child, { type: 'profile-stop', file });
          }
    }

    const rows: string[] = [];
    const checks: string[] = [];
    const each: string[] = [];
    for (const load of loads) {
      for (const operation of operations) {
        const medians: Record<string, Measured> = {};
        for (const target of operation.targets) {
          const runs = measured.get(key(load, operation.name, target.name));
          if (!runs) continue;
          const of = (field: keyof Measured) => median(runs.map((one) => one[field]));
          const m: Measured = {
            p50: of('p50'),
            p99: of('p99'),
            rps: of('rps'),
            requests: runs.reduce((sum, one) => sum + one.requests, 0),
            errors: runs.reduce((sum, one) => sum + one.errors, 0),
            servicesCpu: of('servicesCpu'),
            frontCpu: of('frontCpu'),
            load: of('load'),
          };
          medians[target.name] = m;
          rows.push(
            `| ${operation.name} | ${load} | ${target.name} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.rps.toFixed(0)} | ${m.requests} | ${m.errors} | ${m.servicesCpu.toFixed(2)} | ${target.front ? m.frontCpu.toFixed(2) : ''} |`,
          );
          each.push(
            `| ${operation.name} | ${load} | ${target.name} | ${runs.map((one) => `${ms(one.p50)} / ${ms(one.p99)} / ${one.rps.toFixed(0)} / ${target.front ? one.frontCpu.toFixed(2) : '-'} (${one.load.toFixed(1)})`).join(' | ')} |`,
          );
        }
        const service = medians.service;
        const floor = medians['bare proxy'];
        const through = medians.BFF;
        if (!service || !through) continue;
        checks.push(
          `| ${operation.name} | ${load} | ${(through.p50 - service.p50).toFixed(2)} ms (target <= 1) | ${(through.p99 / service.p99).toFixed(2)}x (target <= 1.3) | ${load === 'saturating' && floor ? `${(through.rps / floor.rps).toFixed(2)} (target >= 0.5)` : ''} |`,
        );
      }
    }

    console.log(`
${CONNECTIONS} connections; saturating, and one at a time at most ${RATE} a second; ${ROUNDS} rounds, ${SECONDS} s per run after a warm-up; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; ${((Date.now() - started) / 1000).toFixed(0)} s in all.

Medians over the rounds (requests and errors: sums):

| operation | load | via | p50 ms | p99 ms | req/s | requests | errors | services CPU ms/req | front CPU ms/req |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

| operation | load | BFF p50 - service p50 | BFF p99 / service p99 | BFF req/s / bare proxy req/s |
| --- | --- | --- | --- | --- |
${checks.join('\n')}

Each round (p50 ms / p99 ms / req/s / front CPU ms per request (1-minute load average)):

| operation | load | via | ${Array.from({ length: ROUNDS }, (_, n) => `round ${n + 1}`).join(' | ')} |
| --- | --- | --- | ${Array.from({ length: ROUNDS }, () => '---').join(' | ')} |
${each.join('\n')}

Upstream calls for one list of ${LIST_SIZE} through the BFF: poso ${upstreamCalls.poso.length} (${upstreamCalls.poso.join(', ')}), users ${upstreamCalls.users.length} (${upstreamCalls.users.join(', ') || 'none'}).`);
  } finally {
    // The services last: their process drops the database.
    for (const child of children.reverse()) await stop(child);
  }
}

await main();
