import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const EXPIRE_SECONDS = 6;

let kit: RecoKit;
let child: ChildProcess | undefined;

beforeAll(async () => {
  kit = await startRecoKit({ expireInSeconds: EXPIRE_SECONDS });
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await kit.close();
});

/** The `worker` role as its own process, as production runs it. */
function startWorkerProcess(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/reco/src/worker.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: kit.t.connectionString,
      RECO_FILES_DIR: kit.filesDir,
      RECO_RUN_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
      RECO_QUEUE_MAINTENANCE_SECONDS: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

it('a worker killed mid-run: the run is retried after its expiry and completes exactly once', async () => {
  const flows = recoFlows(kit);
  const created = await flows.reco();
  await flows.readyToRun(created, 40_000);
  const iterationId = created.current_iteration_id!;
  const runState = async () =>
    (
      await sql<{ run_state: string; run_phase: string | null; run_attempts: number }>`
        SELECT run_state, run_phase, run_attempts FROM ${sql.id(`co_${kit.ids.companies.acme}`, 'reco_iterations')}
        WHERE iteration_id = ${iterationId}`.execute(kit.t.db)
    ).rows[0]!;

  child = startWorkerProcess();
  flows.ok(await flows.start(created.reco_id));
  // Kill it once it is past reading the books: mid-run, with work done and nothing stored.
  const until = Date.now() + 90_000;
  for (;;) {
    const now = await runState();
    if (now.run_state === 'running' && now.run_phase !== 'reading_books') break;
    if (now.run_state === 'succeeded')
      throw new Error('the run finished before it could be killed');
    if (Date.now() > until) throw new Error('the worker process never started the run');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  expect((await runState()).run_state).toBe('running');
  expect((await flows.get(created.reco_id)).state).toBe('running');

  // Another worker takes the job when its try expires.
  await kit.startWorker();
  const done = await flows.settled(created.reco_id, 120_000);
  expect(done.state).toBe('output_ready');
  const final = await runState();
  // The killed try and at least one more; on a busy machine a retry slower than the expiry
  // is tried once more too. Exactly once is what the counts below prove.
  expect(final.run_state).toBe('succeeded');
  expect(final.run_attempts).toBeGreaterThanOrEqual(2);

  const schema = `co_${kit.ids.companies.acme}`;
  const counts = (
    await sql<{ entries: number; distinct_entries: number; outputs: number; finished: number }>`
      SELECT
        (SELECT count(*)::int FROM ${sql.id(schema, 'reco_entries')} WHERE iteration_id = ${iterationId}) AS entries,
        (SELECT count(DISTINCT entry_no)::int FROM ${sql.id(schema, 'reco_entries')} WHERE iteration_id = ${iterationId}) AS distinct_entries,
        (SELECT count(*)::int FROM ${sql.id(schema, 'files')} WHERE original_name = ${`reconciliation-${iterationId}.xlsx`}) AS outputs,
        (SELECT count(*)::int FROM ${sql.id(schema, 'reco_history')} WHERE iteration_id = ${iterationId} AND action = 'run_finished') AS finished`.execute(
      kit.t.db,
    )
  ).rows[0]!;
  const iteration = flows.ok<{ entry_count: number }>(
    await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${iterationId}/`),
  );
  expect(counts).toEqual({
    entries: iteration.entry_count,
    distinct_entries: iteration.entry_count,
    outputs: 1,
    finished: 1,
  });
  // Its own waits above (start, kill, expiry, retry) bound it; the suite default is too short
  // for a whole killed-and-retried run on a busy machine.
}, 300_000);
