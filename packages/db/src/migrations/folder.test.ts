import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { companyMigrations } from './company/index.js';
import { coreMigrations } from './core/index.js';
import { migrationsIn } from './folder.js';

// The names databases have recorded: a migration found under another name would run again.
const RECORDED_COMPANY = [
  '0001-files-and-audit',
  'poso-0001-purchase-sales',
  'poso-0002-advances',
  'poso-0003-advance-applied',
  'poso-0004-settings',
  'poso-0005-invoice-due-date',
  'poso-0006-reference-search',
  'reco-0001-workspace',
  'reco-0002-communications',
  'reco-0003-entries-by-iteration',
  'reco-0004-messages',
  'reco-0005-shares',
  'reco-0006-followups',
  'reco-0006-reason-sentences-as-codes',
  'reco-0007-column-reason-codes',
  'reco-0008-mapping-conflict-codes',
  'reco-0009-read-warning-codes',
  'reco-0010-sheet-reason-codes',
  'reco-0011-history-notes',
];
const RECORDED_CORE = [
  '0001-core-schema',
  '0002-currencies',
  '0003-session-limits',
  '0004-capability-links',
  '0005-notifications',
  '0006-held-actions',
  '0007-held-action-result',
  '0008-notification-detail',
];

let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('migrations found in their folder', () => {
  it('keeps every recorded name, in name order, and nothing that is not a migration', () => {
    const company = Object.keys(companyMigrations);
    expect(company).toEqual(expect.arrayContaining(RECORDED_COMPANY));
    expect(company).toEqual([...company].sort());
    expect(company).not.toContain('index');
    expect(company.some((name) => name.includes('.test'))).toBe(false);
    expect(Object.keys(coreMigrations)).toEqual(expect.arrayContaining(RECORDED_CORE));
    for (const migration of Object.values(companyMigrations)) {
      expect(typeof migration.up).toBe('function');
    }
  });

  it('takes a new file as a migration, and refuses a file there that is none', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'concord-migrations-'));
    const folder = pathToFileURL(`${scratch}/`);
    await writeFile(path.join(scratch, 'index.js'), 'export const all = {};\n');
    await writeFile(path.join(scratch, 'x-0002-later.js'), 'export async function up() {}\n');
    await writeFile(path.join(scratch, 'x-0001-first.js'), 'export async function up() {}\n');
    await writeFile(path.join(scratch, 'x-0001-first.test.js'), 'export const t = 1;\n');
    expect(Object.keys(await migrationsIn(folder))).toEqual(['x-0001-first', 'x-0002-later']);

    await writeFile(path.join(scratch, 'x-0003-helper.js'), 'export const notUp = 1;\n');
    await expect(migrationsIn(folder)).rejects.toThrow(/x-0003-helper\.js .*exports no up\(\)/);
  });
});
