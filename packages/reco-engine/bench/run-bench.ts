// Reconciliation engine benchmark:
//   npm run bench -w packages/reco-engine [-- 10k,100k,1m [ours] [--runs N]]
// Generates ledger pairs into bench-data/ (kept between runs), then measures each step in
// its own process and prints a Markdown table. With --runs N every step runs N times and
// the median (by wall time) is shown; the load average is recorded around every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLedgerPair } from './generate-ledgers';

const here = fileURLToPath(new URL('.', import.meta.url));
const dataDir = join(here, '..', 'bench-data');
const TASK_TIMEOUT_MS = Number(process.env.BENCH_TASK_TIMEOUT_MS ?? 300_000);

type Result =
  | { ms: number; cpuMs: number; rows: number; maxRssMb: number; note?: string; load: string }
  | { failed: string };

/** 1-minute load average now. */
function load(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
}

function parseSize(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`size "${s}" is not like 10k, 100k or 1m`);
  const mult = { '': 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * mult);
}

/** Runs a task `runs` times; the run with the median wall time, with every run's load. */
async function runMedian(
  task: string,
  books: string,
  cp: string,
  out: string,
  runs: number,
): Promise<Result> {
  const all: Result[] = [];
  for (let k = 0; k < runs; k++) {
    const before = load();
    const r = await runTask(task, books, cp, out);
    if ('failed' in r) return r;
    all.push({ ...r, load: `${before}-${load()}` });
  }
  const ok = all as Extract<Result, { ms: number }>[];
  ok.sort((a, b) => a.ms - b.ms);
  const median = ok[(ok.length - 1) >> 1]!;
  if (runs === 1) return median;
  return {
    ...median,
    note: `median of ${runs}: ${ok.map((r) => `${(r.ms / 1000).toFixed(2)} s (load ${r.load})`).join(', ')}${median.note ? `; ${median.note}` : ''}`,
  };
}

function runTask(task: string, books: string, cp: string, out: string): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--max-old-space-size=8192',
        '--import',
        'tsx',
        join(here, 'bench-task.ts'),
        task,
        books,
        cp,
        out,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TASK_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Result);
      else if (signal === 'SIGKILL')
        resolve({ failed: `stopped after ${TASK_TIMEOUT_MS / 1000} s` });
      else
        resolve({
          failed: (
            stderr
              .trim()
              .split('\n')
              .find((l) => /Error|heap/i.test(l)) ?? `exit ${code}`
          ).slice(0, 120),
        });
    });
  });
}

const fmt = (r: Result) =>
  'failed' in r ? `failed: ${r.failed}` : `${(r.ms / 1000).toFixed(2)} s`;
const cpu = (r: Result) => ('failed' in r ? '' : `${(r.cpuMs / 1000).toFixed(2)} s`);
const loadOf = (r: Result) => ('failed' in r ? '' : r.load);
const rss = (r: Result) => ('failed' in r ? '' : `${r.maxRssMb} MB`);
const ratio = (a: Result, b: Result) =>
  'failed' in a || 'failed' in b ? '' : `${(b.ms / a.ms).toFixed(1)}x`;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
const sizes = (args[0] ?? '10k,100k').split(',').map(parseSize);
// `ours` as second argument skips the comparison tools (useful for the 1M run).
const oursOnly = args[1] === 'ours';
const SKIPPED: Result = { failed: 'not run' };
mkdirSync(dataDir, { recursive: true });
console.log(
  `# reco-engine benchmark, ${new Date().toISOString()}, load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
);
console.log(
  `node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM\n`,
);
for (const n of sizes) {
  const books = join(dataDir, `books-${n}.xlsx`);
  const cp = join(dataDir, `counterparty-${n}.xlsx`);
  if (!existsSync(books) || !existsSync(cp)) {
    const t0 = performance.now();
    await generateLedgerPair(n, books, cp);
    console.log(`generated ${n} rows a side in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const r: Record<string, Result> = {};
  for (const task of [
    'read-ours',
    'read-exceljs',
    'read-sheetjs',
    'match-ours',
    'match-duckdb',
    'write-ours',
    'write-exceljs',
    'e2e',
  ]) {
    if (oursOnly && !/ours|e2e/.test(task)) {
      r[task] = SKIPPED;
      continue;
    }
    r[task] = await runMedian(task, books, cp, dataDir, runs);
    process.stderr.write(`${n} ${task}: ${fmt(r[task])} ${rss(r[task])} ${loadOf(r[task])}\n`);
  }
  const rowsOf = (x: Result) => ('failed' in x ? '' : String(x.rows));
  console.log(`\n## ${n.toLocaleString('en')} rows a side\n`);
  const note = (x: Result) => ('failed' in x ? '' : (x.note ?? ''));
  console.log(
    '| step | ours (wall) | CPU | peak RSS | load | comparison | peak RSS | ours faster by |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const ours = (x: Result) => `${fmt(x)} | ${cpu(x)} | ${rss(x)} | ${loadOf(x)}`;
  console.log(
    `| read books (${rowsOf(r['read-ours']!)} entries) | ${ours(r['read-ours']!)} | ExcelJS streaming reader: ${fmt(r['read-exceljs']!)} | ${rss(r['read-exceljs']!)} | ${ratio(r['read-ours']!, r['read-exceljs']!)} |`,
  );
  console.log(
    `| read books | | | | | @e965/xlsx (SheetJS): ${fmt(r['read-sheetjs']!)} | ${rss(r['read-sheetjs']!)} | ${ratio(r['read-ours']!, r['read-sheetjs']!)} |`,
  );
  console.log(
    `| match (loading excluded) | ${ours(r['match-ours']!)} | DuckDB hash join: ${fmt(r['match-duckdb']!)} | | ${ratio(r['match-ours']!, r['match-duckdb']!)} |`,
  );
  console.log(
    `| write result workbook (${rowsOf(r['write-ours']!)} rows) | ${ours(r['write-ours']!)} | ExcelJS streaming writer: ${fmt(r['write-exceljs']!)} | | ${ratio(r['write-ours']!, r['write-exceljs']!)} |`,
  );
  console.log(
    `| **end to end** (read both, match, write) | **${fmt(r['e2e']!)}** | ${cpu(r['e2e']!)} | **${rss(r['e2e']!)}** | ${loadOf(r['e2e']!)} | | | |`,
  );
  console.log(`\nmatch: ${note(r['match-ours']!)}`);
  if (runs > 1)
    for (const t of ['read-ours', 'match-ours', 'write-ours', 'e2e'])
      console.log(`${t}: ${note(r[t]!)}`);
}
