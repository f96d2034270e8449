// Reconciliation engine benchmark: `npm run bench -w packages/reco-engine [-- 10k,100k,1m [ours]]`.
// Generates ledger pairs into bench-data/ (kept between runs), then measures each step in
// its own process and prints a Markdown table.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLedgerPair } from './generate-ledgers';

const here = fileURLToPath(new URL('.', import.meta.url));
const dataDir = join(here, '..', 'bench-data');
const TASK_TIMEOUT_MS = Number(process.env.BENCH_TASK_TIMEOUT_MS ?? 300_000);

type Result = { ms: number; rows: number; maxRssMb: number; note?: string } | { failed: string };

function parseSize(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`size "${s}" is not like 10k, 100k or 1m`);
  const mult = { '': 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * mult);
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
const rss = (r: Result) => ('failed' in r ? '' : `${r.maxRssMb} MB`);
const ratio = (a: Result, b: Result) =>
  'failed' in a || 'failed' in b ? '' : `${(b.ms / a.ms).toFixed(1)}x`;

const sizes = (process.argv[2] ?? '10k,100k').split(',').map(parseSize);
// `ours` as second argument skips the comparison tools (useful for the 1M run).
const oursOnly = process.argv[3] === 'ours';
const SKIPPED: Result = { failed: 'not run' };
mkdirSync(dataDir, { recursive: true });
console.log(`# reco-engine benchmark, ${new Date().toISOString()}`);
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
    r[task] = await runTask(task, books, cp, dataDir);
    process.stderr.write(`${n} ${task}: ${fmt(r[task]!)} ${rss(r[task]!)}\n`);
  }
  const rowsOf = (x: Result) => ('failed' in x ? '' : String(x.rows));
  console.log(`\n## ${n.toLocaleString('en')} rows a side\n`);
  console.log('| step | ours | peak RSS | comparison | peak RSS | ours faster by |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| read books (${rowsOf(r['read-ours']!)} entries) | ${fmt(r['read-ours']!)} | ${rss(r['read-ours']!)} | ExcelJS streaming reader: ${fmt(r['read-exceljs']!)} | ${rss(r['read-exceljs']!)} | ${ratio(r['read-ours']!, r['read-exceljs']!)} |`,
  );
  console.log(
    `| read books | | | @e965/xlsx (SheetJS): ${fmt(r['read-sheetjs']!)} | ${rss(r['read-sheetjs']!)} | ${ratio(r['read-ours']!, r['read-sheetjs']!)} |`,
  );
  console.log(
    `| match (loading excluded) | ${fmt(r['match-ours']!)} | | DuckDB hash join: ${fmt(r['match-duckdb']!)} | | ${ratio(r['match-ours']!, r['match-duckdb']!)} |`,
  );
  console.log(
    `| write result workbook (${rowsOf(r['write-ours']!)} rows) | ${fmt(r['write-ours']!)} | | ExcelJS streaming writer: ${fmt(r['write-exceljs']!)} | | ${ratio(r['write-ours']!, r['write-exceljs']!)} |`,
  );
  console.log(
    `| **end to end** (read both, match, write) | **${fmt(r['e2e']!)}** | **${rss(r['e2e']!)}** | | | |`,
  );
}
