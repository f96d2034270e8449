// `npm run bench:reco-service`: the reconciliation service end to end on this machine.
//  1. 100k x 100k rows through the BFF: from the end of the uploads (mappings confirmed) to the
//     summary answered by GraphQL (startReco -> run by the worker -> recoSummary).
//  2. 1M x 1M rows: a run executed by the worker code, each step timed; "entries persisted" is
//     the COPY of both sides' entries (and the commit that makes them visible).
//  3. Drill-down pages of 50 lines over that 2M-entry iteration through the BFF (GraphQL over
//     HTTP on loopback), at keyset positions spread over the cell: p50 / p95.
// Sizes: BENCH_ROWS (default 100000) and BENCH_BIG_ROWS (default 1000000).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { startPosoKit, type Session } from '@concord/bff/testing/poso-kit.js';
import { executeRun, writeVendorLedgers } from '@concord/reco';
import { DEMO_COMPANIES } from '@concord/db';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 200);

const kit = await startPosoKit({ reco: true });
const dir = await mkdtemp(path.join(tmpdir(), 'reco-service-bench-'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  const acme = kit.ids.companies.acme;
  const schema = `co_${acme}`;
  const alice: Session = await kit.signIn('alice', acme);
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const body = await kit.graphql<T>(query, variables, alice.headers);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const project = await gql<{ createRecoProject: { id: number } }>(
    'mutation { createRecoProject(input: { name: "Bench", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
  );
  const newReco = async (party: string) => {
    const p = await gql<{ createRecoParty: { id: number } }>(
      'mutation P($n: String!) { createRecoParty(input: { name: $n }) { id } }',
      { n: party },
    );
    const r = await gql<{ createReco: { id: number; currentIterationId: number } }>(
      'mutation R($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id currentIterationId } }',
      { p: project.createRecoProject.id, party: p.createRecoParty.id },
    );
    return r.createReco;
  };

  // ---- 1. 100k x 100k through the BFF ----
  const books = path.join(dir, 'books.xlsx');
  const theirs = path.join(dir, 'theirs.xlsx');
  const ledger = {
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: DEMO_COMPANIES.acme.company_name,
  };
  await writeVendorLedgers(books, theirs, { rows: ROWS, ...ledger, partyName: 'Bench party' });
  const small = await newReco('Bench party');
  for (const [side, file] of [
    ['books', books],
    ['counterparty', theirs],
  ] as const) {
    const res = await request(kit.bff.app.server)
      .post(`/files/reco/iterations/${small.currentIterationId}/ledger?side=${side}`)
      .set(alice.headers)
      .attach('file', await readFile(file), `${side}.xlsx`);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`);
    const { mapping } = res.body as {
      mapping: { columns: { field: string | null; column: number }[]; headerRow: number };
    };
    await gql(
      'mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { id } }',
      {
        id: small.currentIterationId,
        input: {
          side: side.toUpperCase(),
          headerRow: mapping.headerRow,
          columns: mapping.columns
            .filter((c) => c.field !== null)
            .filter((c, i, all) => all.findIndex((o) => o.field === c.field) === i)
            .map((c) => ({ field: c.field, column: c.column })),
        },
      },
    );
  }
  const t0 = performance.now();
  await gql('mutation S($id: Int!) { startReco(recoId: $id) { state } }', { id: small.id });
  for (;;) {
    const r = await gql<{ reco: { state: string; runError: string | null } }>(
      'query R($id: Int!) { reco(id: $id) { state runError } }',
      { id: small.id },
    );
    if (r.reco.state !== 'RUNNING') {
      if (r.reco.state !== 'OUTPUT_READY')
        throw new Error(`run ended ${r.reco.state}: ${r.reco.runError}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const summary = await gql<{ recoSummary: { entryCount: number; bridge: { residual: string } } }>(
    'query S($id: Int!) { recoSummary(iterationId: $id) { entryCount bridge { residual } } }',
    { id: small.currentIterationId },
  );
  const endToEnd = performance.now() - t0;
  console.log(
    `100k: ${ROWS} x ${ROWS} rows (${summary.recoSummary.entryCount} entries): end of upload -> summary through the BFF ${seconds(endToEnd)}; residual ${summary.recoSummary.bridge.residual}`,
  );

  // ---- 2. 1M x 1M: the worker's run, step by step ----
  const bigBooks = path.join(dir, 'big-books.xlsx');
  const bigTheirs = path.join(dir, 'big-theirs.xlsx');
  await writeVendorLedgers(bigBooks, bigTheirs, {
    rows: BIG_ROWS,
    ...ledger,
    partyName: 'Big party',
    seed: 3,
  });
  const big = await newReco('Big party');
  const { storage, pool } = kit.reco!;
  const db = kit.database.db;
  const fileIds: Record<string, string> = {};
  for (const [side, file] of [
    ['books', bigBooks],
    ['counterparty', bigTheirs],
  ] as const) {
    const key = `${schema}/reco/${big.currentIterationId}/${side}-bench.xlsx`;
    const bytes = await readFile(file);
    await storage.put(key, bytes);
    const row = await sql<{ file_id: string }>`
      INSERT INTO ${sql.id(schema, 'files')} (storage_key, original_name, content_type, size_bytes, sha256)
      VALUES (${key}, ${`${side}.xlsx`}, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ${bytes.length}, ${'0'.repeat(64)})
      RETURNING file_id`.execute(db);
    fileIds[side] = row.rows[0]!.file_id;
  }
  // Same layouts as the 100k files: their confirmed mappings apply.
  const token = (
    await sql<{ run_token: string }>`
      UPDATE ${sql.id(schema, 'reco_iterations')} AS big SET
        books_file_id = ${fileIds.books}, counterparty_file_id = ${fileIds.counterparty},
        books_mapping = small.books_mapping, counterparty_mapping = small.counterparty_mapping,
        books_mapping_confirmed = true, counterparty_mapping_confirmed = true,
        run_state = 'queued', run_token = gen_random_uuid()
      FROM ${sql.id(schema, 'reco_iterations')} AS small
      WHERE big.iteration_id = ${big.currentIterationId} AND small.iteration_id = ${small.currentIterationId}
      RETURNING big.run_token`.execute(db)
  ).rows[0]!.run_token;
  await sql`UPDATE ${sql.id(schema, 'recos')} SET state = 'running' WHERE reco_id = ${big.id}`.execute(
    db,
  );
  const steps: Record<string, number> = {};
  const r0 = performance.now();
  const outcome = await executeRun(
    {
      db,
      pool,
      storage,
      log: { info: () => undefined, warn: (o, m) => console.warn(m, o) },
      measure: (step, ms) => (steps[step] = ms),
    },
    { companyId: acme, schema, iterationId: big.currentIterationId, runToken: token },
  );
  const whole = performance.now() - r0;
  const count = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.id(schema, 'reco_entries')} WHERE iteration_id = ${big.currentIterationId}`.execute(
    db,
  );
  console.log(
    `1M: ${BIG_ROWS} x ${BIG_ROWS} rows, ${count.rows[0]!.n} entries stored (${outcome}): read ${seconds(steps.read!)}, match ${seconds(steps.match!)}, write workbook ${seconds(steps.write!)}, entries stored ${seconds(steps.store!)} (COPY over two connections ${seconds(steps.copy!)}, primary key and indexes ${seconds(steps.index!)}, drop previous and attach ${seconds(steps.attach!)}), the run's commit with the attach ${seconds(steps.commit!)}; whole run ${seconds(whole)}`,
  );

  // ---- 3. Drill-down pages of 50 through the BFF ----
  const url = await kit.bff.listen({ port: 0 });
  const cell = (
    await sql<{ status: string; category: string; remark: string; n: number }>`
      SELECT status, category, remark, count(*)::int AS n FROM ${sql.id(schema, 'reco_entries')}
      WHERE iteration_id = ${big.currentIterationId} GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 1`.execute(
      db,
    )
  ).rows[0]!;
  const lines = (
    await sql<{ line_no: number }>`
      SELECT line_no FROM (
        SELECT DISTINCT line_no FROM ${sql.id(schema, 'reco_entries')}
        WHERE iteration_id = ${big.currentIterationId} AND status = ${cell.status} AND category = ${cell.category} AND remark = ${cell.remark}
      ) l ORDER BY random() LIMIT ${PAGES}`.execute(db)
  ).rows.map((r) => r.line_no);
  const query =
    'query E($id: Int!, $s: EntryStatus, $c: EntryCategory, $r: String, $a: Int) { recoEntries(iterationId: $id, status: $s, category: $c, remark: $r, afterLine: $a, size: 50) { nextAfterLine items { entryNumber side documentNumber amount status reason decision { decisionId } } } }';
  const times: number[] = [];
  for (const [i, after] of [-1, ...lines].entries()) {
    const started = performance.now();
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query,
        variables: {
          id: big.currentIterationId,
          s: cell.status.toUpperCase(),
          c: cell.category.toUpperCase(),
          r: cell.remark,
          a: after,
        },
      }),
    });
    const body = (await res.json()) as {
      errors?: unknown;
      data?: { recoEntries: { items: unknown[] } };
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `drill-down: ${times.length} pages of 50 lines in the ${cell.status}/${cell.category}/${cell.remark} cell (${cell.n} entries of ${count.rows[0]!.n}) through the BFF: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  await kit.close();
  await rm(dir, { recursive: true, force: true });
}
