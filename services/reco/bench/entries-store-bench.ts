// The parts of storing a run's entries, measured apart so that a loaded machine still tells
// which side costs what: the COPY text built in JavaScript alone, the server's COPY of text
// built beforehand, the index builds, and the store as the worker does it.
//
//   BENCH_BIG_ROWS=1000000 DATABASE_URL=... npm run bench:entries -w services/reco
//
// Rows a side: BENCH_BIG_ROWS (default 1000000). The ledgers are kept in the temporary
// folder between runs of the same size.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { entryKeyAt, matchLedgerColumns, readLedgerTable } from '@concord/reco-engine';
import { createTestDatabase, seedDemo, DEMO_COMPANIES } from '@concord/db';
import { writeVendorLedgers } from '../src/demo/ledger-files.js';
import {
  attachEntries,
  copyChunks,
  ENTRY_COLUMNS,
  stageEntries,
} from '../src/runs/entries-copy.js';

const ROWS = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async <T>(fn: () => Promise<T> | T): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
};

const dir = path.join(tmpdir(), `entries-store-bench-${ROWS}`);
const booksFile = path.join(dir, 'books.xlsx');
const theirsFile = path.join(dir, 'theirs.xlsx');
if (!existsSync(theirsFile)) {
  await mkdir(dir, { recursive: true });
  await writeVendorLedgers(booksFile, theirsFile, {
    rows: ROWS,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: DEMO_COMPANIES.acme.company_name,
    partyName: 'Big party',
    seed: 3,
  });
}
const read = async (file: string, side: 'books' | 'counterparty') =>
  readLedgerTable(file, { side, kind: 'ledger', fileName: path.basename(file) });
const books = await read(booksFile, 'books');
const theirs = await read(theirsFile, 'counterparty');
const m = matchLedgerColumns(books.table, theirs.table, {
  kind: 'ledger',
  period: { from: '2024-04-01', to: '2025-03-31' },
  closing: { books: books.closingBalanceMinor, counterparty: theirs.closingBalanceMinor },
}).columns;
console.log(`${ROWS} x ${ROWS} rows: ${m.length} entries`);

const t = await createTestDatabase();
const client = new pg.Client({ connectionString: t.connectionString });
await client.connect();
try {
  const ids = await seedDemo(t.db);
  const schema = `co_${ids.companies.acme}`;
  const s = client.escapeIdentifier(schema);

  // The engine computes every entry's key on the first ask and keeps them.
  const [, keys] = await timed(() => entryKeyAt(m, 0));
  console.log(`entry keys in JS: ${seconds(keys)}`);

  // 1. JavaScript alone: the text and its UTF-8 bytes, as the COPY stream sends them.
  const [chunks, build] = await timed(() => {
    const out: Buffer[] = [];
    for (const c of copyChunks(m)) out.push(c);
    return out;
  });
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  console.log(`build COPY text in JS: ${seconds(build)} (${(bytes / 2 ** 20).toFixed(0)} MiB)`);

  // 2. The server alone: COPY of the text built above into a bare table, then its indexes.
  await client.query(`CREATE TABLE ${s}.bare (LIKE ${s}.reco_entries INCLUDING DEFAULTS);
     ALTER TABLE ${s}.bare ALTER COLUMN iteration_id SET DEFAULT 1, ALTER COLUMN reason SET DEFAULT ''`);
  const [, server] = await timed(() =>
    pipeline(
      Readable.from(chunks),
      client.query(copyFrom(`COPY ${s}.bare (${ENTRY_COLUMNS}) FROM STDIN`)),
    ),
  );
  console.log(`server COPY of prebuilt text: ${seconds(server)}`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const [what, ddl] of [
    ['primary key', `ALTER TABLE ${s}.bare ADD PRIMARY KEY (iteration_id, entry_no)`],
    ['cell index', `CREATE INDEX ON ${s}.bare (iteration_id, status, category, remark, line_no)`],
    ['line index', `CREATE INDEX ON ${s}.bare (iteration_id, line_no)`],
  ] as const) {
    const [, ms] = await timed(() => client.query(ddl));
    console.log(`${what}: ${seconds(ms)}`);
  }
  await client.query(`DROP TABLE ${s}.bare`);
  chunks.length = 0;

  // 3. As the worker stores them: staged over the pool, attached in a transaction.
  const pool = new pg.Pool({ connectionString: t.connectionString, max: 4 });
  try {
    const steps: Record<string, number> = {};
    const measure = (step: string, ms: number) => (steps[step] = ms);
    const [, whole] = await timed(async () => {
      const staged = await stageEntries(pool, schema, 1, m, measure);
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        await attachEntries(tx, schema, staged, measure);
        await tx.query('COMMIT');
      } finally {
        tx.release();
      }
    });
    console.log(
      `entries stored: ${seconds(whole)} with the commit (COPY ${seconds(steps.copy!)}, indexes ${seconds(steps.index!)}, attach ${seconds(steps.attach!)})`,
    );
  } finally {
    await pool.end();
  }
} finally {
  await client.end();
  await t.drop();
}
