import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { CompanyDb } from '../shared/company-db.js';

/** A reconciliation run to execute; the worker re-checks the tenant against the registry. */
export type RunJob = {
  companyId: number;
  schema: string;
  iterationId: number;
  /** The iteration's run token when queued: only that run may finish it. */
  runToken: string;
};

export const RUN_QUEUE = 'reco-run';
export const RUN_DEAD_LETTER_QUEUE = 'reco-run-dead';

/**
 * SECURITY 27, set explicitly: three tries with exponential backoff from 5 s, a try that has
 * not finished in 15 minutes expires (a killed worker's job comes back), and what still
 * fails lands in the dead-letter queue, whose handler tells the user.
 */
export const RUN_QUEUE_POLICY = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  retentionDays: 7,
  deadLetter: RUN_DEAD_LETTER_QUEUE,
} as const;

export type RunQueue = {
  /** Queues a run inside the caller's transaction: it exists only if that commits. */
  enqueue(trx: CompanyDb, job: RunJob): Promise<void>;
};

export type RunQueueOptions = {
  connectionString: string;
  /** Seconds a try may run before it counts as lost (tests shorten it). */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  /** How often expired tries are noticed (pg-boss maintenance); tests shorten it. */
  maintenanceIntervalSeconds?: number;
};

/** pg-boss in its own `pgboss` schema of the same database. */
export async function startBoss(options: RunQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 4,
    application_name: 'concord-reco',
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  boss.on('error', () => undefined);
  await boss.start();
  const policy = {
    ...RUN_QUEUE_POLICY,
    ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
    ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
  };
  await boss.createQueue(RUN_DEAD_LETTER_QUEUE, { name: RUN_DEAD_LETTER_QUEUE, retryLimit: 0 });
  await boss.createQueue(RUN_QUEUE, { name: RUN_QUEUE, ...policy });
  await boss.updateQueue(RUN_QUEUE, { name: RUN_QUEUE, ...policy });
  return boss;
}

export function bossRunQueue(boss: PgBoss): RunQueue {
  return {
    async enqueue(trx, job) {
      await boss.send(RUN_QUEUE, job, {
        db: {
          executeSql: async (text: string, values: unknown[]) => {
            const result = await trx.executeQuery(CompiledQuery.raw(text, values));
            return { rows: result.rows };
          },
        },
      } as PgBoss.SendOptions);
    },
  };
}
