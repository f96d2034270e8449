// `npm test`: the whole suite in one command. Lint and types first (cheap, catch most),
// then unit, service and BFF tests on a real PostgreSQL, then browser journeys against the
// built app. Uses DATABASE_URL when set, else an embedded PostgreSQL kept in .data/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');

type VitestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number };

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readCounts(file: string): VitestJson {
  if (!existsSync(file)) return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  return JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
}

type Check = { name: string; command: string; args: string[] };

/** Runs a check with its output held back, so checks running side by side print whole. */
function runQuietly(
  check: Check,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: root, env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Lanes of checks: the lanes run side by side (each check is one process, mostly on one core),
 * the checks of a lane one after another. Every check runs; the first failure stops the suite
 * once all have finished, so one run shows every broken check.
 */
async function checksSideBySide(lanes: Check[][], env: NodeJS.ProcessEnv) {
  const failed: string[] = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const check of lane) {
        const started = Date.now();
        const { code, output } = await runQuietly(check, env);
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `\n== ${check.name} (${seconds} s)${code === 0 ? '' : ` failed (exit ${code})`}`,
        );
        if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        if (code !== 0) failed.push(check.name);
      }
    }),
  );
  if (failed.length) {
    console.error(`\nfailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  // Type-checked lint takes as long as the rest of the checks and both builds together: two
  // lanes side by side.
  await checksSideBySide(
    [
      [{ name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] }],
      [
        {
          name: 'format',
          command: 'npx',
          args: ['prettier', '--check', '.', '--log-level', 'warn'],
        },
        { name: 'types', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
        { name: 'web types', command: 'npm', args: ['run', 'typecheck', '-w', 'web'] },
        // The GraphQL playground is a small browser app of its own (bff/graphiql).
        {
          name: 'playground types',
          command: 'npx',
          args: ['tsc', '-p', 'bff/graphiql/tsconfig.json', '--noEmit'],
        },
        { name: 'build web', command: 'npm', args: ['run', 'build', '-w', 'web'] },
        { name: 'build graphiql', command: 'npm', args: ['run', 'build:graphiql', '-w', 'bff'] },
      ],
    ],
    process.env,
  );

  const env: NodeJS.ProcessEnv = { ...process.env };
  let stopDatabase: (() => Promise<void>) | undefined;
  if (!env.DATABASE_URL) {
    console.log('\n== embedded PostgreSQL (DATABASE_URL is unset)');
    const { startEmbeddedPostgres } = await import('@concord/db');
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(root, '.data', 'postgres-test'),
      port: 54339,
    });
    env.DATABASE_URL = pg.connectionString;
    stopDatabase = pg.stop;
  }

  const unitJson = path.join(resultsDir, 'vitest.json');
  console.log('\n== unit, service and BFF tests');
  const unitCode = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
    env,
  );

  const e2eConfig = path.join(root, 'tests', 'e2e', 'vitest.config.ts');
  const e2eJson = path.join(resultsDir, 'e2e.json');
  let e2eCode = 0;
  if (existsSync(e2eConfig)) {
    console.log('\n== browser journeys');
    e2eCode = await run(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        e2eConfig,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${e2eJson}`,
      ],
      env,
    );
  }
  await stopDatabase?.();

  const counts = [readCounts(unitJson), ...(existsSync(e2eConfig) ? [readCounts(e2eJson)] : [])];
  const passed = counts.reduce((n, c) => n + c.numPassedTests, 0);
  const failed = counts.reduce((n, c) => n + c.numFailedTests, 0);
  const skipped = counts.reduce((n, c) => n + c.numPendingTests, 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(unitCode !== 0 || e2eCode !== 0 || failed > 0 ? 1 : 0);
}

await main();
