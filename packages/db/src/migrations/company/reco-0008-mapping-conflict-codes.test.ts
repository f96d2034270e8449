import { describe, expect, it } from 'vitest';
import { storedColumn, storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0008-mapping-conflict-codes');

const column = (letter: string, conflicts: unknown[]) =>
  storedColumn(
    letter,
    { code: 'headerNames', params: { header: `H${letter}`, field: 'date' } },
    conflicts,
  );

describe('reco-0008: mapping conflicts as codes', () => {
  it('turns conflicts stored as English sentences into notRecorded, keeping coded ones and the columns', async () => {
    const coded = { code: 'alsoReadsAs', params: { field: 'date', other: 'HA' } };
    const notRecorded = { code: 'notRecorded', params: {} };
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [column('A', []), column('B', ['also reads as date; "HA" was preferred', coded])],
      conflicts: ['no date column was found', { code: 'noDateColumn', params: {} }],
    };
    const { ran, mappings } = await migrateStored('co_reco0008', { books: stored });
    expect(ran).toEqual(['reco-0008-mapping-conflict-codes']);
    expect(mappings[0]).toEqual({
      ...stored,
      columns: [column('A', []), column('B', [notRecorded, coded])],
      conflicts: [notRecorded, { code: 'noDateColumn', params: {} }],
    });
  });
});
