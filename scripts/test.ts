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

function hasScript(workspace: string, script: string): boolean {
  const file = path.join(root, workspace, 'package.json');
  if (!existsSync(file)) return false;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.[script]);
}

function readCounts(file: string): VitestJson {
  if (!existsSync(file)) return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  return JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
}

async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n== ${name}`);
  const code = await run(command, args, env);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code})`);
    process.exit(code);
  }
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  await step('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  if (hasScript('web', 'typecheck'))
    await step('web types', 'npm', ['run', 'typecheck', '-w', 'web']);
  // The GraphQL playground is a small browser app of its own (bff/graphiql).
  await step('playground types', 'npx', ['tsc', '-p', 'bff/graphiql/tsconfig.json', '--noEmit']);

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

  if (hasScript('web', 'build')) await step('build web', 'npm', ['run', 'build', '-w', 'web'], env);
  if (hasScript('bff', 'build:graphiql'))
    await step('build graphiql', 'npm', ['run', 'build:graphiql', '-w', 'bff'], env);

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
