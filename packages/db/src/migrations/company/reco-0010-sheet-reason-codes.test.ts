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

describe('reco-0010: sheet reasons as codes', () => {
  it('turns sheet reasons stored as English sentences into notRecorded, keeping coded ones and the rest', async () => {
    const schema = 'co_reco0010';
    const before = Object.fromEntries(
      Object.entries(companyMigrations).filter(([name]) => name !== 'reco-0010-sheet-reason-codes'),
    );
    await migrateCompanySchema(t.db, schema, before);
    const coded = {
      name: 'Q2',
      read: true,
      reason: { code: 'sameColumns', params: { sheet: 'Q1' } },
    };
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [],
      conflicts: [],
      sheets: [
        { name: 'Read me', read: false, reason: 'no ledger header' },
        { name: 'Q1', read: true, reason: 'the ledger header was found here' },
        coded,
      ],
      warnings: [],
    };
    const untouched = { side: 'counterparty', header_row: 1, columns: [], conflicts: [] };
    await sql`INSERT INTO ${sql.id(schema, 'reco_parties')} (party_id, name) OVERRIDING SYSTEM VALUE
      VALUES (1, 'Bharat')`.execute(t.db);
    await sql`INSERT INTO ${sql.id(schema, 'reco_party_mappings')}
      (party_id, kind, side, mapping, updated_by_user_id)
      VALUES (1, 'vendor', 'books', ${JSON.stringify(stored)}::jsonb, 1),
        (1, 'vendor', 'counterparty', ${JSON.stringify(untouched)}::jsonb, 1)`.execute(t.db);

    expect(await migrateCompanySchema(t.db, schema)).toEqual(['reco-0010-sheet-reason-codes']);
    const { rows } = await sql<{ side: string; mapping: unknown }>`
      SELECT side, mapping FROM ${sql.id(schema, 'reco_party_mappings')} ORDER BY side`.execute(
      t.db,
    );
    const notRecorded = { code: 'notRecorded', params: {} };
    expect(rows.map((r) => r.mapping)).toEqual([
      {
        ...stored,
        sheets: [
          { name: 'Read me', read: false, reason: notRecorded },
          { name: 'Q1', read: true, reason: notRecorded },
          coded,
        ],
      },
      untouched,
    ]);
  });
});
