import type { Migration } from 'kysely/migration';
import { migrationsIn } from '../folder.js';

/**
 * Migrations run inside every company schema: every migration file of this folder, by name
 * (`poso-0007-....ts` is recorded as `poso-0007-...`), in name order. Adding a migration is
 * adding its file, named after the last of its prefix; never rename or delete one that has
 * run: `migrateAll` applies the missing ones to each company, and `createCompany` applies all
 * of them to a new company.
 *
 * Each `up(db)` receives `db.withSchema(<company schema>)` inside the migration's
 * transaction, so it must use the query/schema builder with unqualified table names; DDL
 * the builders cannot write (partitions) uses the schema name, passed as `up`'s second
 * argument.
 */
export const companyMigrations: Record<string, Migration> = await migrationsIn(
  new URL('./', import.meta.url),
);
