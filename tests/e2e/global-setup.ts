import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@concord/db';
import { buildClients } from '../../scripts/concord';
import { createWorkerDatabases, dropWorkerDatabases } from './databases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

declare module 'vitest' {
  // Declaration merging with vitest's own ProvidedContext needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Server the workers' databases live on; empty when the journeys target E2E_BASE_URL. */
    e2eServerUrl: string;
  }
}

/**
 * The database server for the journeys: DATABASE_URL when given, else an embedded PostgreSQL
 * on a port apart from the one `npm start` uses, so both can run side by side.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eServerUrl', '');
    return;
  }
  let serverUrl = process.env.DATABASE_URL;
  let stopServer: () => Promise<void> = async () => undefined;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(root, '.data', 'e2e', 'postgres'),
      port: Number(process.env.E2E_PG_PORT ?? 54349),
    });
    serverUrl = pg.connectionString;
    stopServer = pg.stop;
  }
  const workers = project.config.maxWorkers;
  await createWorkerDatabases(serverUrl, workers);
  // Built once here, not by each worker's app at the same time.
  await buildClients('auto');
  project.provide('e2eServerUrl', serverUrl);
  return async () => {
    await dropWorkerDatabases(serverUrl, workers);
    await stopServer();
  };
}
