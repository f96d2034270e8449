import { readFile } from 'node:fs/promises';
import { importPublicKey } from '@concord/auth';
import { createDb } from '@concord/db';
import { buildPosoApp } from './app.js';
import { loadPosoEnv } from './env.js';

const env = loadPosoEnv();
const db = createDb(env.DATABASE_URL);
const publicKey = await importPublicKey(
  env.TOKEN_PUBLIC_KEY ?? (await readFile(env.TOKEN_PUBLIC_KEY_FILE, 'utf8')),
);
const app = await buildPosoApp({
  db,
  publicKey,
  filesDir: env.POSO_FILES_DIR,
  logLevel: env.LOG_LEVEL,
  heldActions: { graceMs: env.POSO_UNDO_GRACE_MS, pollMs: env.POSO_HELD_ACTION_POLL_MS },
});

const close = async () => {
  await app.close();
  await db.destroy();
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

await app.listen({ port: env.POSO_PORT, host: env.POSO_HOST });
