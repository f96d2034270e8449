import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';
import { freeLoopbackPort } from './testing.js';

let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true });
});

async function query(connectionString: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('initialises a cluster once and keeps its data across restarts', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'concord-pg-'));
    // mkdtemp makes a private folder; the server may run under its own account (as root).
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'data');
    const port = await freeLoopbackPort();

    const first = await startEmbeddedPostgres({ dataDir, port });
    try {
      await query(
        first.connectionString,
        'CREATE TABLE kept (id int); INSERT INTO kept VALUES (42)',
      );
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await query(second.connectionString, 'SELECT id FROM kept')).toEqual([{ id: 42 }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
