import { describe, expect, it } from 'vitest';
import { storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0010-sheet-reason-codes');

describe('reco-0010: sheet reasons as codes', () => {
  it('turns sheet reasons stored as English sentences into notRecorded, keeping coded ones and the rest', async () => {
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
    const { ran, mappings } = await migrateStored('co_reco0010', {
      books: stored,
      counterparty: untouched,
    });
    expect(ran).toEqual(['reco-0010-sheet-reason-codes']);
    const notRecorded = { code: 'notRecorded', params: {} };
    expect(mappings).toEqual([
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
