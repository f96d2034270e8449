import path from 'node:path';
import pg from 'pg';
import { createDb } from '@concord/db';
import { LocalFolderStorage } from '@concord/storage';
import { loadRecoEnv } from './env.js';
import { startBoss } from './runs/run-queue.js';
import { startRunWorker } from './runs/run-worker.js';
import { DEFAULT_SMTP_TIMEOUTS } from './communications/mailer.js';
import { startMailWorker } from './communications/mail-worker.js';
import { bossMailQueue, createMailQueues } from './communications/scheduler.js';
import { loadSecretKey, SecretBox } from './communications/secret-box.js';

// The `worker` role: executes reconciliation runs queued by the reco service, delivers mail
// and runs the reminder rules.
const env = loadRecoEnv();
const db = createDb(env.DATABASE_URL);
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
pool.on('error', () => undefined);
const boss = await startBoss({
  connectionString: env.DATABASE_URL,
  expireInSeconds: env.RECO_RUN_EXPIRE_SECONDS,
  maintenanceIntervalSeconds: env.RECO_QUEUE_MAINTENANCE_SECONDS,
});
const log = {
  info: (obj: object, msg: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
};
const storage = new LocalFolderStorage(path.resolve(env.RECO_FILES_DIR));
const worker = await startRunWorker(
  boss,
  { db, pool, storage, log },
  { concurrency: env.RECO_WORKER_CONCURRENCY },
);
await createMailQueues(boss);
const mailWorker = await startMailWorker(boss, {
  db,
  storage,
  mail: {
    secrets: new SecretBox(await loadSecretKey(env.COMMS_SECRET_KEY, env.COMMS_SECRET_KEY_FILE)),
    timeouts: DEFAULT_SMTP_TIMEOUTS,
  },
  queue: bossMailQueue(boss),
  now: () => new Date(),
  publicBaseUrl: env.PUBLIC_APP_URL,
});

const close = async () => {
  await worker.stop();
  await mailWorker.stop();
  await boss.stop({ graceful: true, wait: true });
  await pool.end();
  await db.destroy();
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
log.info({ concurrency: env.RECO_WORKER_CONCURRENCY }, 'reco worker started');
