import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateCompanySchema } from '../../migrate.js';
import { createTestDatabase, type TestDatabase } from '../../testing.js';
import { companyMigrations } from './index.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

const column = (letter: string, conflicts: unknown[]) => ({
  field: letter === 'A' ? 'date' : null,
  column: letter.charCodeAt(0) - 65,
  letter,
  header: `H${letter}`,
  by: 'name',
  confidence: 'high',
  score: 0.95,
  reason: { code: 'headerNames', params: { header: `H${letter}`, field: 'date' } },
  conflicts,
});

describe('reco-0008: mapping conflicts as codes', () => {
  it('turns conflicts stored as English sentences into notRecorded, keeping coded ones and the columns', async () => {
    const schema = 'co_reco0008';
    const before = Object.fromEntries(
      Object.entries(companyMigrations).filter(
        ([name]) => name !== 'reco-0008-mapping-conflict-codes',
      ),
    );
    await migrateCompanySchema(t.db, schema, before);
    const coded = { code: 'alsoReadsAs', params: { field: 'date', other: 'HA' } };
    const notRecorded = { code: 'notRecorded', params: {} };
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [column('A', []), column('B', ['also reads as date; "HA" was preferred', coded])],
      conflicts: ['no date column was found', { code: 'noDateColumn', params: {} }],
    };
    await sql`INSERT INTO ${sql.id(schema, 'reco_parties')} (party_id, name) OVERRIDING SYSTEM VALUE
      VALUES (1, 'Bharat')`.execute(t.db);
    await sql`INSERT INTO ${sql.id(schema, 'reco_party_mappings')}
      (party_id, kind, side, mapping, updated_by_user_id)
      VALUES (1, 'vendor', 'books', ${JSON.stringify(stored)}::jsonb, 1)`.execute(t.db);

    expect(await migrateCompanySchema(t.db, schema)).toEqual(['reco-0008-mapping-conflict-codes']);
    const { rows } = await sql<{ mapping: typeof stored }>`
      SELECT mapping FROM ${sql.id(schema, 'reco_party_mappings')}`.execute(t.db);
    expect(rows[0]!.mapping).toEqual({
      ...stored,
      columns: [column('A', []), column('B', [notRecorded, coded])],
      conflicts: [notRecorded, { code: 'noDateColumn', params: {} }],
    });
  });
});
