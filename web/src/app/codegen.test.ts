import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const committed = 'web/src/gql/';

describe('generated GraphQL client code', () => {
  it('matches the schema and the operations (run npm run codegen when this fails)', () => {
    const config = readFileSync(path.join(repoRoot, 'codegen.yml'), 'utf8');
    expect(config).toContain(`  ${committed}:`);
    const work = mkdtempSync(path.join(tmpdir(), 'concord-gql-'));
    const fresh = path.join(work, 'gql');
    const freshConfig = path.join(work, 'codegen.yml');
    writeFileSync(freshConfig, config.replace(`  ${committed}:`, `  ${fresh}/:`));
    execFileSync(
      path.join(repoRoot, 'node_modules', '.bin', 'graphql-codegen'),
      ['--config', freshConfig, '--silent'],
      { cwd: repoRoot, stdio: 'pipe' },
    );
    const files = readdirSync(fresh).sort();
    expect(readdirSync(path.join(repoRoot, committed)).sort()).toEqual(files);
    for (const file of files) {
      expect(
        readFileSync(path.join(repoRoot, committed, file), 'utf8'),
        `${committed}${file} is stale`,
      ).toBe(readFileSync(path.join(fresh, file), 'utf8'));
    }
  }, 60_000);
});
