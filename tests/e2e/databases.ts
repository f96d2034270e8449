import pg from 'pg';

/**
 * Each journey worker (one, or a few side by side) has a database of its own on the server of
 * DATABASE_URL: the files one worker runs share its database in turn (as all of them shared one
 * when they ran one after another), and no two running apps seed or change the same data.
 */
export function workerDatabaseUrl(serverUrl: string, worker: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName(serverUrl, worker)}`;
  return url.toString();
}

async function onServer(serverUrl: string, statements: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await statements(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database per worker, dropping what an interrupted run left behind. */
export async function createWorkerDatabases(serverUrl: string, workers: number): Promise<void> {
  await dropWorkerDatabases(serverUrl, workers);
  await onServer(serverUrl, async (client) => {
    for (let worker = 1; worker <= workers; worker += 1)
      await client.query(
        `CREATE DATABASE ${client.escapeIdentifier(databaseName(serverUrl, worker))}`,
      );
  });
}

export async function dropWorkerDatabases(serverUrl: string, workers: number): Promise<void> {
  await onServer(serverUrl, async (client) => {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = client.escapeIdentifier(databaseName(serverUrl, worker));
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}

function databaseName(serverUrl: string, worker: number): string {
  return `${new URL(serverUrl).pathname.replace(/^\//, '') || 'postgres'}_e2e_w${worker}`;
}
