import type PgBoss from 'pg-boss';
import type { Db } from '@concord/db';
import type { FileStorage } from '@concord/storage';
import {
  deliverMessage,
  markDead,
  MAIL_DEAD_LETTER_QUEUE,
  MAIL_QUEUE,
  TICK_QUEUE,
  tickAll,
  type MailJob,
  type SchedulerDeps,
} from './scheduler.js';
import type { MailDeps } from './sender.service.js';

export type MailWorker = { stop(): Promise<void> };

/**
 * The mail side of the `worker` role: delivers queued mails, marks dead letters, and runs the
 * rules every `tickCron` (pg-boss schedules it once for all workers; a tick that two workers
 * run anyway sends each mail once, by its claim).
 */
export async function startMailWorker(
  boss: PgBoss,
  deps: SchedulerDeps & { storage: FileStorage; mail: MailDeps; db: Db },
  options: { pollingIntervalSeconds?: number; tickCron?: string | null } = {},
): Promise<MailWorker> {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  await boss.work<MailJob>(MAIL_QUEUE, polling, async ([job]) => {
    if (!job) return;
    await deliverMessage(deps, job.data);
  });
  await boss.work<MailJob>(MAIL_DEAD_LETTER_QUEUE, polling, async ([job]) => {
    if (!job) return;
    await markDead(deps.db, job.data);
  });
  const cron = options.tickCron === undefined ? '* * * * *' : options.tickCron;
  if (cron) {
    await boss.schedule(TICK_QUEUE, cron, {}, { singletonKey: 'comms-tick' });
    await boss.work(TICK_QUEUE, polling, async () => {
      await tickAll(deps);
    });
  }
  return {
    async stop() {
      await boss.offWork(MAIL_QUEUE);
      await boss.offWork(MAIL_DEAD_LETTER_QUEUE);
      if (cron) await boss.offWork(TICK_QUEUE);
    },
  };
}
