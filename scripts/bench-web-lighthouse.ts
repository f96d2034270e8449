// `npm run bench:web` (second half): Lighthouse, mobile preset with its simulated throttling,
// against the whole app served as in production (built web/dist, precompressed, through the
// BFF) on /login and on a reco list of 100 rows, signed in. Prints score, FCP, LCP and bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startConcord } from './concord.js';
import { summariseProfile, type CpuProfile, type FunctionTime } from './cpu-profile.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = 100;
// BENCH_WEB_REPORTS=<folder> keeps each page's full Lighthouse report (JSON) for its audits.
const reports = process.env.BENCH_WEB_REPORTS;
// BENCH_WEB_RUNS=<n> audits each page n times and prints the median of each figure: one run on a
// shared machine is noisy. Each run then also names the tasks its blocking time came from. BENCH_WEB_BUILD=never reuses web/dist (default: build it first).
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS) || 1);
const buildWeb = process.env.BENCH_WEB_BUILD === 'never' ? 'never' : 'always';
// BENCH_WEB_PROFILE=<n> loads the list n times instead, unthrottled with the CPU profiler on, and
// prints the main thread's busy time per load and the functions it went to. To read their names,
// build without minifying first (`npx vite build --minify false` in web/, then
// BENCH_WEB_BUILD=never).
const profileRuns = Math.max(0, Number(process.env.BENCH_WEB_PROFILE) || 0);
// BENCH_WEB_TASKS=1 loads the list once instead, unthrottled with a trace, and prints each task
// over 12.5 ms after the first paint: the browser's style, layout and paint in it, and the
// functions its CPU samples fell in (same build advice as BENCH_WEB_PROFILE); BENCH_WEB_TASKS=all
// prints those before the first paint as well. BENCH_WEB_TASKS_TOP=<n> names n functions per task
// instead of 14 (a render's components sit below React's own frames).
const functionsPerTask = Math.max(1, Number(process.env.BENCH_WEB_TASKS_TOP) || 14);

const concord = await startConcord({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(root, '.data', 'bench-web'),
  ports: { bff: 0, users: 0, poso: 0, reco: 0 },
  embeddedPostgresPort: 54369,
  buildWeb,
  logLevel: 'error',
});

type Answer<T> = { data?: T; errors?: { message: string }[] };
async function graphql<T>(query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(concord.urls.graphql, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer<T>;
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** alice in Acme (demo data), with at least `rows` recos in its first project. */
async function seed() {
  const { login } = await graphql<{ login: { accessToken: string } }>(
    'mutation { login(username: "alice", password: "concord-demo") { accessToken } }',
  );
  const { myCompanies } = await graphql<{ myCompanies: { id: number; name: string }[] }>(
    '{ myCompanies { id name } }',
    {},
    login.accessToken,
  );
  const acme = myCompanies.find((c) => /Acme/.test(c.name));
  if (!acme) throw new Error('alice is not in Acme: the demo data is missing');
  const { chooseCompany: session } = await graphql<{
    chooseCompany: { accessToken: string; schemaName: string; database: string };
  }>(
    'mutation($id: Int!) { chooseCompany(companyId: $id) { accessToken schemaName database } }',
    { id: acme.id },
    login.accessToken,
  );
  const { recoProjects, recos } = await graphql<{
    recoProjects: { items: { id: number }[] };
    recos: { totalCount: number };
  }>(
    '{ recoProjects(size: 1) { items { id } } recos(page: 1, size: 1) { totalCount } }',
    {},
    session.accessToken,
  );
  const project = recoProjects.items[0];
  if (!project) throw new Error('Acme has no reco project: the demo data is missing');
  const stamp = Date.now().toString(36);
  for (let i = recos.totalCount; i < rows; i++) {
    const { createRecoParty } = await graphql<{ createRecoParty: { id: number } }>(
      'mutation($name: String!) { createRecoParty(input: { name: $name }) { id } }',
      { name: `Bench party ${stamp}-${i}` },
      session.accessToken,
    );
    await graphql(
      'mutation($p: Int!, $j: Int!) { createReco(input: { partyId: $p, projectId: $j }) { id } }',
      { p: createRecoParty.id, j: project.id },
      session.accessToken,
    );
  }
  return { companyId: acme.id, ...session };
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

type Row = {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  transferred: number;
};
async function auditOnce(
  label: string,
  url: string,
  prepare: ((page: Page) => Promise<void>) | undefined,
  run: number,
): Promise<Row> {
  const page = await browser.newPage();
  await prepare?.(page);
  // The default config is the mobile preset (Moto G class device, simulated slow 4G).
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], disableStorageReset: Boolean(prepare), logLevel: 'error' },
    undefined,
    page,
  );
  await page.close();
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const file = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}${run ? `-${run + 1}` : ''}.json`;
    writeFileSync(path.join(reports, file), JSON.stringify(lhr, null, 1));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (runs > 1) console.log(`${label} run ${run + 1}: ${blockingAfterPaint(lhr)}`);
  return {
    page: label,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    transferred: numeric('total-byte-weight'),
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The tasks that made the total blocking time, as the page ran them (Lighthouse's observed,
 * unthrottled trace): those after the first contentful paint longer than 12.5 ms, each of which
 * counts 4x its length minus 50 ms under the preset's simulated 4x slower CPU.
 */
function blockingAfterPaint(lhr: Report): string {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const tasks = (
    lhr.audits['main-thread-tasks']?.details as
      { items?: { startTime: number; duration: number }[] } | undefined
  )?.items;
  const paint = metrics?.observedFirstContentfulPaint;
  if (paint === undefined || !tasks) return 'no observed trace';
  const long = tasks.filter((task) => task.startTime > paint && task.duration > 12.5);
  const blocking = long.reduce((sum, task) => sum + 4 * task.duration - 50, 0);
  return `${long.length} tasks over 12.5 ms after the first paint at ${Math.round(paint)} ms (${long
    .map((task) => Math.round(task.duration))
    .join(', ')} ms), about ${Math.round(blocking)} ms of blocking at 4x`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function audit(
  label: string,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Row> {
  const all: Row[] = [];
  for (let run = 0; run < runs; run++) {
    const row = await auditOnce(label, url, prepare, run);
    if (runs > 1)
      console.log(
        `${label} run ${run + 1}: ${row.score}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, load ${os.loadavg()[0]!.toFixed(2)}`,
      );
    all.push(row);
  }
  const of = (key: Exclude<keyof Row, 'page'>) => median(all.map((r) => r[key]));
  return {
    page: label,
    score: Math.round(of('score')),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    transferred: of('transferred'),
  };
}

/** Every row of the page drawn: as many rows as the range under the table says ("1–99 of 99"). */
function allRowsDrawn(page: Page) {
  return page.waitForFunction(
    `(() => {
      const range = document.querySelector('[data-testid$="-range"]')?.textContent ?? '';
      const [from, to] = (range.match(/\\d[\\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
      if (from === undefined || to === undefined) return false;
      return document.querySelectorAll('tbody [data-testid$="-row"]').length === to - from + 1;
    })()`,
    // Checked ten times a second, not on every frame: the check's own work would land in the
    // tasks these modes measure.
    { timeout: 60_000, polling: 100 },
  );
}

/** The list loaded `profileRuns` times with the profiler on, each until all its rows are drawn. */
async function profileList(url: string, prepare: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  await prepare(page);
  const busy: number[] = [];
  let last: ReturnType<typeof summariseProfile> | undefined;
  for (let run = 0; run < profileRuns; run++) {
    await page.goto('about:blank');
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await allRowsDrawn(page);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    last = summariseProfile(profile, 40);
    busy.push(last.busyMs);
  }
  await page.close();
  console.log(
    `\nreco list (${rows} rows), main thread busy per load, unthrottled: ${busy.map((ms) => `${Math.round(ms)} ms`).join(', ')}; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  if (last) {
    console.log('\nLast load, by function (time with it on the stack):');
    for (const { name, ms } of last.inclusive)
      console.log(`${Math.round(ms).toString().padStart(7)} ms  ${name}`);
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          // Native frames come without a script.
          callFrame: { functionName: string; url?: string; lineNumber?: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
};

/**
 * The list loaded once with a trace: each main-thread task over 12.5 ms after the first paint,
 * with what the browser did in it (style, layout, script) and the functions its samples fell in.
 */
async function traceListTasks(url: string, prepare: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  // The phone Lighthouse's mobile preset emulates, whose layout the audited list draws.
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await prepare(page);
  await page.goto('about:blank');
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'loading',
    ],
  });
  await page.goto(url);
  await allRowsDrawn(page);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await page.close();
  const events = trace.traceEvents;
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) throw new Error('no first paint in the trace');
  const onMain = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid;
  // The main thread's CPU profile, with each sample's time on the trace's clock.
  const profile = events.find((e) => e.name === 'Profile' && onMain(e));
  const nodes: CpuProfile['nodes'] = [];
  const nodeById = new Map<number, CpuProfile['nodes'][number]>();
  const samples: { ts: number; node: number; delta: number }[] = [];
  let clock = profile?.args?.data?.startTime ?? 0;
  // A profile's id is only unique within its process: other renderers (the browser's own
  // pages) number theirs the same way.
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === profile?.pid && e.id === profile.id,
  );
  for (const chunk of chunks) {
    const cpu = chunk.args?.data?.cpuProfile;
    for (const { id, parent, callFrame } of cpu?.nodes ?? []) {
      const node = {
        id,
        callFrame: {
          functionName: callFrame.functionName,
          url: callFrame.url ?? '',
          lineNumber: callFrame.lineNumber ?? -1,
        },
        children: [],
      };
      nodes.push(node);
      nodeById.set(id, node);
      if (parent !== undefined) nodeById.get(parent)?.children?.push(id);
    }
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (cpu?.samples ?? []).forEach((node, index) => {
      const delta = deltas[index] ?? 0;
      clock += delta;
      samples.push({ ts: clock, node, delta });
    });
  }
  // BENCH_WEB_TASKS=all: from the navigation on. Lighthouse's simulated first paint can fall
  // inside the start-up work that came before the real one, so those tasks count there too.
  const fromStart = process.env.BENCH_WEB_TASKS === 'all';
  const tasks = events.filter(
    (e) =>
      onMain(e) && e.name === 'RunTask' && (fromStart || e.ts >= fcp.ts) && (e.dur ?? 0) > 12_500,
  );
  console.log(
    `\nreco list (${rows} rows), tasks over 12.5 ms ${fromStart ? 'from the navigation (times from the first paint)' : 'after the first paint'}, unthrottled:`,
  );
  const kinds = [
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'MajorGC',
    'MinorGC',
    'ParseHTML',
    'v8.compile',
  ];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = events.filter((e) => onMain(e) && e.ts >= task.ts && e.ts < end && e.dur);
    const browserWork = kinds
      .map((kind) => ({
        kind,
        ms: inside.filter((e) => e.name === kind).reduce((sum, e) => sum + e.dur!, 0) / 1000,
      }))
      .filter(({ ms }) => ms >= 0.5)
      .map(({ kind, ms }) => `${kind} ${ms.toFixed(0)}`)
      .join(', ');
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    const summary = summariseProfile(
      {
        nodes,
        samples: inTask.map((sample) => sample.node),
        timeDeltas: inTask.map((sample) => sample.delta),
      },
      functionsPerTask,
    );
    console.log(
      `  at +${((task.ts - fcp.ts) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms (${summary.busyMs.toFixed(0)} ms sampled busy); ${browserWork}`,
    );
    const print = (times: FunctionTime[]) => {
      for (const { name, ms } of times)
        if (!/^\(program\)/.test(name))
          console.log(`      ${ms.toFixed(0).padStart(4)} ms  ${name}`);
    };
    console.log('    with it on the stack:');
    print(summary.inclusive);
    console.log('    at the top of the stack:');
    print(summary.self.slice(0, 6));
  }
}

try {
  const session = await seed();
  const app = concord.urls.app.replace(/\/$/, '');
  const listUrl = `${app}/dashboard/default/${session.companyId}/reconciliation/vendor-customer/full-version-1/vendor/latest-recos/vendorReco?size=${rows}`;
  const signedIn = async (page: Page) => {
    // Signed in as the app would be: token in localStorage, company in this tab's sessionStorage,
    // and the code of /login and of the company list (where signing in lands) in the cache.
    await page.goto(`${app}/login`, { waitUntil: 'networkidle0' });
    await page.evaluate(`
      localStorage.setItem('serviceToken', ${JSON.stringify(session.accessToken)});
      sessionStorage.setItem('companyId', ${JSON.stringify(String(session.companyId))});
      sessionStorage.setItem('schema', ${JSON.stringify(session.schemaName.toLowerCase())});
      sessionStorage.setItem('database', ${JSON.stringify(session.database.toLowerCase())});
    `);
    // The bell's socket stays open there: idle means at most two connections left.
    await page.goto(`${app}/dashboard/default`, { waitUntil: 'networkidle2' });
  };
  if (process.env.BENCH_WEB_TASKS) {
    await traceListTasks(listUrl, signedIn);
  } else if (profileRuns > 0) {
    await profileList(listUrl, signedIn);
  } else {
    const results = [
      await audit('/login', `${app}/login`),
      await audit(`reco list (${rows} rows)`, listUrl, signedIn),
    ];
    const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(2));
    console.log(
      `\nLighthouse (mobile preset, simulated throttling${runs > 1 ? `, median of ${runs} runs` : ''}); load average ${one} ${five} ${fifteen} on ${os.cpus().length} CPUs\n`,
    );
    console.log(
      ['page', 'performance', 'FCP', 'LCP', 'TBT', 'transferred'].map((c) => c.padEnd(22)).join(''),
    );
    for (const r of results)
      console.log(
        [
          r.page,
          String(r.score),
          `${(r.fcp / 1000).toFixed(2)} s`,
          `${(r.lcp / 1000).toFixed(2)} s`,
          `${Math.round(r.tbt)} ms`,
          `${(r.transferred / 1024).toFixed(1)} KiB`,
        ]
          .map((c) => c.padEnd(22))
          .join(''),
      );
    const misses = results.filter((r) => r.score < 95 || r.lcp > 2500);
    console.log(
      misses.length
        ? `\nTargets (performance >= 95, LCP <= 2.5 s) missed by: ${misses.map((r) => r.page).join(', ')}`
        : '\nTargets met: performance >= 95 and LCP <= 2.5 s on every page',
    );
  }
} finally {
  await browser.close();
  await concord.stop();
}
