import path from 'node:path';
import pg from 'pg';
import { createDb } from '@concord/db';
import { LocalFolderStorage } from '@concord/storage';
import { loadRecoEnv } from './env.js';
import { startBoss } from './runs/run-queue.js';
import { startRunWorker } from './runs/run-worker.js';

// The `worker` role: executes reconciliation runs queued by the reco service.
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
const worker = await startRunWorker(
  boss,
  { db, pool, storage: new LocalFolderStorage(path.resolve(env.RECO_FILES_DIR)), log },
  { concurrency: env.RECO_WORKER_CONCURRENCY },
);

const close = async () => {
  await worker.stop();
  await boss.stop({ graceful: true, wait: true });
  await pool.end();
  await db.destroy();
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
log.info({ concurrency: env.RECO_WORKER_CONCURRENCY }, 'reco worker started');
