import type PgBoss from 'pg-boss';
import { executeRun, failRun, type RunContext } from './run-job.js';
import { RUN_DEAD_LETTER_QUEUE, RUN_QUEUE, type RunJob } from './run-queue.js';

export type RunWorker = { stop(): Promise<void> };

/**
 * Every try of a run failed for a reason that is not in the files, in English for logs (the
 * screens word the code `gaveUp`).
 */
export const GAVE_UP_MESSAGE =
  'The run stopped unexpectedly several times and was given up. Start it again; if it fails again, contact support with the time of this run.';

/**
 * The `worker` role: executes queued runs (`concurrency` at a time, each parsing in its own
 * worker threads) and tells the user about runs that landed in the dead-letter queue.
 */
export async function startRunWorker(
  boss: PgBoss,
  ctx: RunContext,
  options: { concurrency?: number; pollingIntervalSeconds?: number } = {},
): Promise<RunWorker> {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 };
  for (let i = 0; i < (options.concurrency ?? 1); i++) {
    await boss.work<RunJob>(RUN_QUEUE, polling, async ([job]) => {
      if (!job) return;
      const outcome = await executeRun(ctx, job.data);
      ctx.log.info({ iterationId: job.data.iterationId, outcome }, 'reconciliation run');
    });
  }
  await boss.work<RunJob>(RUN_DEAD_LETTER_QUEUE, polling, async ([job]) => {
    if (!job) return;
    await failRun(ctx, job.data, GAVE_UP_MESSAGE, { code: 'gaveUp' });
  });
  return {
    async stop() {
      await boss.offWork(RUN_QUEUE);
      await boss.offWork(RUN_DEAD_LETTER_QUEUE);
    },
  };
}
