// `npm start` on an empty data folder, with no DATABASE_URL: it must initialise the
// embedded PostgreSQL, migrate, seed and answer a GraphQL login. How long that takes is not
// asserted (the machine is shared); a start that never comes up fails at the give-up limit.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '@concord/db';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** When a start that never announces its GraphQL address is given up. */
const GIVE_UP_MS = 150_000;

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function waitForLine(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no match for ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

it(
  'answers a GraphQL login after a cold start on an empty data folder',
  async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'concord-cold-'));
    // The embedded server may run as the postgres account, which must reach the folder.
    await chmod(dataDir, 0o755);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CONCORD_DATA_DIR: dataDir,
      CONCORD_BUILD_WEB: 'never',
      EMBEDDED_PG_PORT: String(await freeLoopbackPort()),
      BFF_PORT: '0',
      USERS_PORT: '0',
      POSO_PORT: '0',
      RECO_PORT: '0',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env });
    const graphqlUrl = await waitForLine(child, /GraphQL\s+(http\S+)/, GIVE_UP_MS);

    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken user { userName } } }',
        variables: { u: 'alice', p: 'concord-demo' },
      }),
    });
    const body = (await response.json()) as {
      data?: { login: { accessToken: string; user: { userName: string } } };
    };
    expect(body.data?.login.user.userName).toBe('alice');
    expect(body.data?.login.accessToken.split('.')).toHaveLength(3);
  },
  GIVE_UP_MS + 30_000,
);
