import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrateCompanySchema } from '../../migrate.js';
import { createTestDatabase, type TestDatabase } from '../../testing.js';
import { companyMigrations } from './index.js';

type Side = 'books' | 'counterparty';

/** A column of a stored mapping (`A` holds the date), with the reason and conflicts given. */
export const storedColumn = (letter: string, reason: unknown, conflicts: unknown[] = []) => ({
  field: letter === 'A' ? 'date' : null,
  column: letter.charCodeAt(0) - 65,
  letter,
  header: `H${letter}`,
  by: 'name',
  confidence: 'high',
  score: 0.95,
  reason,
  conflicts,
});

/**
 * A test of a migration that rewrites the parties' remembered mappings: one fresh database for
 * the file, and `migrateStored`, which stores mappings as the versions before `migration`
 * wrote them (one party, by side), runs `migration` alone (later ones are not its subject)
 * and reads the mappings back by side, books first.
 */
export function storedMappingsMigration(migration: string) {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });
  const upTo = (last: (name: string) => boolean) =>
    Object.fromEntries(Object.entries(companyMigrations).filter(([name]) => last(name)));

  return async function migrateStored(
    schema: string,
    mappings: Partial<Record<Side, unknown>>,
  ): Promise<{ ran: string[]; mappings: unknown[] }> {
    await migrateCompanySchema(
      t.db,
      schema,
      upTo((name) => name < migration),
    );
    await sql`INSERT INTO ${sql.id(schema, 'reco_parties')} (party_id, name) OVERRIDING SYSTEM VALUE
      VALUES (1, 'Bharat')`.execute(t.db);
    for (const [side, mapping] of Object.entries(mappings))
      await sql`INSERT INTO ${sql.id(schema, 'reco_party_mappings')}
        (party_id, kind, side, mapping, updated_by_user_id)
        VALUES (1, 'vendor', ${side}, ${JSON.stringify(mapping)}::jsonb, 1)`.execute(t.db);

    const ran = await migrateCompanySchema(
      t.db,
      schema,
      upTo((name) => name <= migration),
    );
    const { rows } = await sql<{ mapping: unknown }>`
      SELECT mapping FROM ${sql.id(schema, 'reco_party_mappings')} ORDER BY side`.execute(t.db);
    return { ran, mappings: rows.map((r) => r.mapping) };
  };
}
