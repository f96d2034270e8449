// The app under load for `npm run bench:load`, in a process of its own so the load generator
// does not share its event loop. Reports its URLs, then its heap on request (after GC).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConcord } from './concord.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const concord = await startConcord({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(root, '.data', 'bench'),
  ports: { bff: 0, users: 0, poso: 0, reco: 0 },
  embeddedPostgresPort: 54359,
  buildWeb: 'never',
  logLevel: 'error',
});
process.send?.({ type: 'ready', bff: concord.urls.bff });

process.on('message', (message: { type?: string }) => {
  if (message.type === 'heap') {
    for (let i = 0; i < 3; i++) global.gc?.();
    process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
  }
  if (message.type === 'stop') void concord.stop().then(() => process.exit(0));
});
