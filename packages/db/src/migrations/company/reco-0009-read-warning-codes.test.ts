import { describe, expect, it } from 'vitest';
import { storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0009-read-warning-codes');

describe('reco-0009: read warnings as codes', () => {
  it('turns warnings stored as English sentences into notRecorded, keeping coded ones and the rest', async () => {
    const coded = { code: 'summaryLinesSkipped', params: { count: 2 } };
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [],
      conflicts: [],
      warnings: [
        'sheet "Ledger": 2 total, closing or header line(s) were not read as entries',
        coded,
      ],
    };
    const untouched = { side: 'counterparty', header_row: 1, columns: [], conflicts: [] };
    const { ran, mappings } = await migrateStored('co_reco0009', {
      books: stored,
      counterparty: untouched,
    });
    expect(ran).toEqual(['reco-0009-read-warning-codes']);
    expect(mappings).toEqual([
      { ...stored, warnings: [{ code: 'notRecorded', params: {} }, coded] },
      untouched,
    ]);
  });
});
