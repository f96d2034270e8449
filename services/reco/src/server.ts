import { readFile } from 'node:fs/promises';
import { importPublicKey } from '@concord/auth';
import { createDb } from '@concord/db';
import { buildRecoApp } from './app.js';
import { loadRecoEnv } from './env.js';

const env = loadRecoEnv();
const db = createDb(env.DATABASE_URL);
const publicKey = await importPublicKey(
  env.TOKEN_PUBLIC_KEY ?? (await readFile(env.TOKEN_PUBLIC_KEY_FILE, 'utf8')),
);
const app = await buildRecoApp({ db, publicKey, logLevel: env.LOG_LEVEL });

const close = async () => {
  await app.close();
  await db.destroy();
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

await app.listen({ port: env.RECO_PORT, host: env.RECO_HOST });
