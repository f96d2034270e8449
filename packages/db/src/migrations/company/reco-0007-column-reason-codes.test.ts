import { describe, expect, it } from 'vitest';
import { storedColumn, storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0007-column-reason-codes');

const column = (letter: string, reason: unknown) => storedColumn(letter, reason);

describe('reco-0007: column reasons as codes', () => {
  it('turns reasons stored as English sentences into notRecorded, keeping coded ones and the columns', async () => {
    const coded = { code: 'headerNames', params: { header: 'HB', field: 'date' } };
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [column('A', 'header "HA" names date'), column('B', coded)],
    };
    const { ran, mappings } = await migrateStored('co_reco0007', { books: stored });
    expect(ran).toEqual(['reco-0007-column-reason-codes']);
    expect(mappings[0]).toEqual({
      ...stored,
      columns: [column('A', { code: 'notRecorded', params: {} }), column('B', coded)],
    });
  });
});
