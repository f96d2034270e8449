import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importPublicKey } from '@concord/auth';
import { createDb } from '@concord/db';
import { LocalFolderStorage } from '@concord/storage';
import { buildRecoApp } from './app.js';
import { loadSecretKey } from './communications/secret-box.js';
import { loadRecoEnv } from './env.js';
import { bossRunQueue, startBoss } from './runs/run-queue.js';
import { bossMailQueue } from './communications/scheduler.js';

// The `reco` role: the REST service. Runs are executed by the `worker` role (worker.ts).
const env = loadRecoEnv();
const db = createDb(env.DATABASE_URL);
const publicKey = await importPublicKey(
  env.TOKEN_PUBLIC_KEY ?? (await readFile(env.TOKEN_PUBLIC_KEY_FILE, 'utf8')),
);
const boss = await startBoss({
  connectionString: env.DATABASE_URL,
  expireInSeconds: env.RECO_RUN_EXPIRE_SECONDS,
  maintenanceIntervalSeconds: env.RECO_QUEUE_MAINTENANCE_SECONDS,
});
const app = await buildRecoApp({
  db,
  publicKey,
  storage: new LocalFolderStorage(path.resolve(env.RECO_FILES_DIR)),
  runs: bossRunQueue(boss),
  mailQueue: bossMailQueue(boss),
  publicBaseUrl: env.PUBLIC_APP_URL,
  maxUploadBytes: env.RECO_MAX_UPLOAD_MB * 1024 * 1024,
  mailSecretKey: await loadSecretKey(env.COMMS_SECRET_KEY, env.COMMS_SECRET_KEY_FILE),
  logLevel: env.LOG_LEVEL,
});

const close = async () => {
  await app.close();
  await boss.stop({ graceful: true, wait: true });
  await db.destroy();
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

await app.listen({ port: env.RECO_PORT, host: env.RECO_HOST });
