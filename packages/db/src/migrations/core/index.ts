import type { Migration } from 'kysely/migration';
import { migrationsIn } from '../folder.js';

/**
 * Core migrations: every migration file of this folder, by name, in name order. Adding one is
 * adding its file; never rename or delete one that has run.
 */
export const coreMigrations: Record<string, Migration> = await migrationsIn(
  new URL('./', import.meta.url),
);
