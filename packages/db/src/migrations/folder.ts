import { readdir } from 'node:fs/promises';
import type { Migration } from 'kysely/migration';

/** Files beside the migrations that are not migrations: the folder's index, tests, their kits. */
const NOT_A_MIGRATION = /^index\.|\.test\.|\.test-support\.|\.d\.ts$/;
const SOURCE = /\.(?:ts|js)$/;

/**
 * The migrations of one folder, each under its file name without the extension (the name the
 * migrator records, so a migration file is never renamed once it has run). Adding a migration
 * is adding its file; the order they run in is their names' sort order, as the migrators sort.
 * A file there that is no migration (no `up`) fails loudly rather than being skipped.
 */
export async function migrationsIn(folder: URL): Promise<Record<string, Migration>> {
  const files = (await readdir(folder))
    .filter((file) => SOURCE.test(file) && !NOT_A_MIGRATION.test(file))
    .sort();
  const migrations: Record<string, Migration> = {};
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as Partial<Migration>;
    if (typeof module.up !== 'function') {
      throw new Error(`${file} in ${folder.pathname} is not a migration: it exports no up()`);
    }
    migrations[file.replace(SOURCE, '')] = module as Migration;
  }
  return migrations;
}
