import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';
import { GAVE_UP_MESSAGE } from './run-worker.js';

/**
 * Runs that fail, on a real database and queue: a ledger that can no longer be read when the
 * run reads it (not retried: the user must act), and a run that fails every try for a reason
 * outside the files until the queue gives it up (its dead-letter handler tells the user). Both
 * leave the reco where the reconciler can start it again, say why, count on the home screen
 * among failed runs, and complete when run again.
 */

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;
/** Iterations whose runs break down as matching starts, as a worker losing its database would. */
const breaking = new Set<number>();

beforeAll(async () => {
  kit = await startRecoKit();
  await kit.startWorker({
    onPhase: (phase, job) => {
      if (phase === 'matching' && breaking.has(job.iterationId))
        throw new Error('connection to the database was lost');
    },
  });
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

const home = async () =>
  flows.ok<reco.Home>(await kit.call(kit.people.rita, 'GET', '/reconciliation/home/'));

const iteration = async (iterationId: number) =>
  flows.ok<reco.Iteration>(
    await kit.call(kit.people.rita, 'GET', `/reconciliation/iterations/${iterationId}/`),
  );

const lastHistory = async (recoId: number) =>
  flows
    .ok<reco.HistoryEntry[]>(
      await kit.call(kit.people.rita, 'GET', `/reconciliation/recos/${recoId}/history/`),
    )
    .at(-1)!;

describe('a run that fails', () => {
  it('on a ledger that cannot be read any more: not retried, back to files uploaded with the reason; a new upload runs', async () => {
    const failedBefore = (await home()).failed_runs;
    const ready = await flows.readyToRun(await flows.reco());
    const iterationId = ready.current_iteration_id!;
    // The stored books file is damaged after it was checked at upload (a disk fault, a restore).
    const stored = await sql<{ storage_key: string }>`
      SELECT f.storage_key FROM ${sql.id(`co_${kit.ids.companies.acme}`, 'files')} f
      JOIN ${sql.id(`co_${kit.ids.companies.acme}`, 'reco_iterations')} i ON i.books_file_id = f.file_id
      WHERE i.iteration_id = ${iterationId}`.execute(kit.t.db);
    await writeFile(
      path.join(kit.filesDir, stored.rows[0]!.storage_key),
      Buffer.from('PK\x03\x04 damaged'),
    );

    flows.ok(await flows.start(ready.reco_id));
    const failed = await flows.settled(ready.reco_id);
    expect(failed.state).toBe('files_uploaded');
    // Its reconciler may start it again.
    expect((await flows.get(ready.reco_id, kit.people.rita)).allowed_actions).toContain('start');
    const run = (await iteration(iterationId)).run;
    expect(run).toMatchObject({ state: 'failed', phase: null, attempts: 1 });
    // Why, as a code the screens word (the engine's read error, as an upload would have had
    // it), and in English for logs.
    expect(run.error_reason).toEqual({
      code: 'fileUnreadable',
      side: 'books',
      reason: { code: 'corruptFile', params: {} },
    });
    expect(run.error).toBe(
      'The books file could not be read: file "books.xlsx": the file is damaged or incomplete (zip directory not found); save it again from the spreadsheet program',
    );
    expect(await lastHistory(ready.reco_id)).toMatchObject({
      action: 'run_failed',
      from_state: 'running',
      to_state: 'files_uploaded',
      user_id: null,
    });
    expect((await home()).failed_runs).toBe(failedBefore + 1);

    // The reconciler uploads the books again, confirms them and runs: it completes.
    const books = (await kit.ledgers(200)).books;
    const uploaded = flows.ok<{ mapping: reco.LedgerMapping }>(
      await flows.upload(kit.people.rita, iterationId, 'books', 'books.xlsx', books),
      201,
    );
    await flows.confirm(iterationId, 'books', uploaded.mapping);
    flows.ok(await flows.start(ready.reco_id));
    expect((await flows.settled(ready.reco_id)).state).toBe('output_ready');
    expect((await iteration(iterationId)).run).toMatchObject({
      state: 'succeeded',
      error: null,
      error_reason: null,
    });
    expect((await home()).failed_runs).toBe(failedBefore);
  });

  it('every try: given up by the queue, its dead-letter handler says so, and the reconciler runs it again', async () => {
    const failedBefore = (await home()).failed_runs;
    const ready = await flows.readyToRun(await flows.reco());
    const iterationId = ready.current_iteration_id!;
    breaking.add(iterationId);

    flows.ok(await flows.start(ready.reco_id));
    // Three retries with backoff from a second (the kit's delay), then the dead-letter queue.
    const failed = await flows.settled(ready.reco_id, 180_000);
    expect(failed.state).toBe('files_uploaded');
    const run = (await iteration(iterationId)).run;
    expect(run).toMatchObject({
      state: 'failed',
      error: GAVE_UP_MESSAGE,
      error_reason: { code: 'gaveUp' },
      attempts: 4,
    });
    expect(await lastHistory(ready.reco_id)).toMatchObject({
      action: 'run_failed',
      to_state: 'files_uploaded',
    });
    expect((await home()).failed_runs).toBe(failedBefore + 1);

    breaking.delete(iterationId);
    flows.ok(await flows.start(ready.reco_id));
    expect((await flows.settled(ready.reco_id)).state).toBe('output_ready');
    expect((await iteration(iterationId)).run).toMatchObject({ state: 'succeeded', error: null });
    expect((await home()).failed_runs).toBe(failedBefore);
    const runs = await sql<{ finished: number; failed: number }>`
      SELECT count(*) FILTER (WHERE action = 'run_finished')::int AS finished,
             count(*) FILTER (WHERE action = 'run_failed')::int AS failed
        FROM ${sql.id(`co_${kit.ids.companies.acme}`, 'reco_history')}
       WHERE iteration_id = ${iterationId}`.execute(kit.t.db);
    expect(runs.rows[0]).toEqual({ finished: 1, failed: 1 });
  }, 300_000);
});
