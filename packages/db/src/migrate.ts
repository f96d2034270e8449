import { inspect } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.js';
import { companyMigrations } from './migrations/company/index.js';
import { coreMigrations } from './migrations/core/index.js';
import { assertSafeSchemaName, companySchemaName } from './tenant.js';

const COMPANY_MIGRATION_TABLE = 'company_migration';

function failIfError(result: MigrationResultSet, what: string): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const cause = result.error instanceof Error ? result.error : new Error(inspect(result.error));
    throw new Error(`${what} migration ${failed ?? ''} failed: ${cause.message}`, { cause });
  }
}

export async function migrateCore(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    migrationTableSchema: 'core',
    provider: { getMigrations: async () => coreMigrations },
  });
  failIfError(await migrator.migrateToLatest(), 'core');
}

/**
 * Applies the missing company migrations to one schema, each recorded in the schema's own
 * `company_migration` table. Runs inside `db`'s transaction when given one (so a company
 * row, its schema and its tables commit together), else in a new transaction.
 */
export async function migrateCompanySchema(
  db: Kysely<unknown> | Db,
  schema: string,
  migrations: Record<string, Migration> = companyMigrations,
): Promise<string[]> {
  assertSafeSchemaName(schema);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (trx: Kysely<any>): Promise<string[]> => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`concord.company-migrate.${schema}`}))`.execute(
      trx,
    );
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, COMPANY_MIGRATION_TABLE)} (
        name text PRIMARY KEY,
        executed_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    const done = await sql<{
      name: string;
    }>`SELECT name FROM ${sql.id(schema, COMPANY_MIGRATION_TABLE)}`.execute(trx);
    const applied = new Set(done.rows.map((r) => r.name));
    const ran: string[] = [];
    for (const name of Object.keys(migrations).sort()) {
      if (applied.has(name)) continue;
      // The schema name too, for raw DDL (the builders qualify names, raw SQL does not).
      const migration = migrations[name]! as {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        up(db: Kysely<any>, schema: string): Promise<void>;
      };
      await migration.up(trx.withSchema(schema), schema);
      await sql`INSERT INTO ${sql.id(schema, COMPANY_MIGRATION_TABLE)} (name) VALUES (${name})`.execute(
        trx,
      );
      ran.push(name);
    }
    return ran;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kdb = db as Kysely<any>;
  return kdb.isTransaction ? run(kdb) : kdb.transaction().execute(run);
}

/** Migrates `core`, then every registered company schema. */
export async function migrateAll(db: Db): Promise<void> {
  await migrateCore(db);
  const companies = await db
    .selectFrom('core.companies')
    .select(['company_id', 'db_schema_prefix'])
    .orderBy('company_id')
    .execute();
  for (const company of companies) {
    await migrateCompanySchema(db, companySchemaName(company));
  }
}
