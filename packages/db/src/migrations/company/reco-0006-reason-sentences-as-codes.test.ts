import { describe, expect, it } from 'vitest';
import { storedColumn, storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0006-reason-sentences-as-codes');

describe('reco-0006: reason sentences that name their code, as that code', () => {
  it('reads the sentences earlier versions wrote back as their codes with what they name, and keeps the others for reco-0007..0010', async () => {
    const unknownSentence = 'something the engine said once';
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [
        storedColumn('A', 'Remembered for this party: chosen by the user'),
        storedColumn('B', 'header "Bill No" is a usual name for document', [
          'also reads as voucher; "Vch No" was preferred',
        ]),
        storedColumn('C', '"Sr" is not a column the engine reads'),
        storedColumn(
          'D',
          'header "Ref" is a usual name for an internal document number (a Reference column holds the party\'s)',
        ),
        storedColumn('E', 'header "X" names nothing', ['a third amount column: not read']),
        storedColumn('F', unknownSentence),
        storedColumn('G', { code: 'noHeader', params: {} }),
      ],
      conflicts: [
        'no date column was found',
        'two date columns, "Date" and "Posted": "Date" is used',
        unknownSentence,
      ],
      sheets: [
        { name: 'Q1', read: true, reason: 'the ledger header was found here' },
        { name: 'Q2', read: true, reason: 'same columns as sheet "Q1"' },
        { name: 'Notes', read: false, reason: 'its columns differ from sheet "Q1"' },
        { name: 'Cover', read: false, reason: unknownSentence },
      ],
      warnings: [
        'sheet "Q1": 2 total, closing or header line(s) were not read as entries',
        unknownSentence,
      ],
    };
    const untouched = { side: 'counterparty', header_row: 1, columns: [], conflicts: [] };

    const { ran, mappings } = await migrateStored('co_reco0006r', {
      books: stored,
      counterparty: untouched,
    });
    expect(ran).toEqual(['reco-0006-reason-sentences-as-codes']);
    expect(mappings).toEqual([
      {
        ...stored,
        columns: [
          storedColumn('A', { code: 'chosenByUser', params: {} }),
          storedColumn(
            'B',
            { code: 'headerUsualName', params: { header: 'Bill No', field: 'document' } },
            [{ code: 'alsoReadsAs', params: { field: 'voucher', other: 'Vch No' } }],
          ),
          storedColumn('C', { code: 'notRead', params: { header: 'Sr' } }),
          storedColumn('D', { code: 'internalDocumentNumber', params: { header: 'Ref' } }),
          storedColumn('E', 'header "X" names nothing', [
            { code: 'thirdAmountColumn', params: {} },
          ]),
          storedColumn('F', unknownSentence),
          storedColumn('G', { code: 'noHeader', params: {} }),
        ],
        conflicts: [
          { code: 'noDateColumn', params: {} },
          {
            code: 'twoColumnsForField',
            params: { field: 'date', header: 'Date', other: 'Posted' },
          },
          unknownSentence,
        ],
        sheets: [
          { name: 'Q1', read: true, reason: { code: 'headerFound', params: {} } },
          { name: 'Q2', read: true, reason: { code: 'sameColumns', params: { sheet: 'Q1' } } },
          {
            name: 'Notes',
            read: false,
            reason: { code: 'columnsDiffer', params: { sheet: 'Q1' } },
          },
          { name: 'Cover', read: false, reason: unknownSentence },
        ],
        warnings: [
          { code: 'summaryLinesSkipped', params: { sheet: 'Q1', count: 2 } },
          unknownSentence,
        ],
      },
      untouched,
    ]);
  });
});
