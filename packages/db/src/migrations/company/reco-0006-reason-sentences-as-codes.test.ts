import { describe, expect, it } from 'vitest';
import { storedMappingsMigration } from './stored-mappings.test-support.js';

const migrateStored = storedMappingsMigration('reco-0006-reason-sentences-as-codes');

const column = (letter: string, reason: unknown, conflicts: unknown[] = []) => ({
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

describe('reco-0006: reason sentences that name their code, as that code', () => {
  it('reads the sentences earlier versions wrote back as their codes with what they name, and keeps the others for reco-0007..0010', async () => {
    const unknownSentence = 'something the engine said once';
    const stored = {
      side: 'books',
      header_row: 1,
      columns: [
        column('A', 'Remembered for this party: chosen by the user'),
        column('B', 'header "Bill No" is a usual name for document', [
          'also reads as voucher; "Vch No" was preferred',
        ]),
        column('C', '"Sr" is not a column the engine reads'),
        column(
          'D',
          'header "Ref" is a usual name for an internal document number (a Reference column holds the party\'s)',
        ),
        column('E', 'header "X" names nothing', ['a third amount column: not read']),
        column('F', unknownSentence),
        column('G', { code: 'noHeader', params: {} }),
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
          column('A', { code: 'chosenByUser', params: {} }),
          column(
            'B',
            { code: 'headerUsualName', params: { header: 'Bill No', field: 'document' } },
            [{ code: 'alsoReadsAs', params: { field: 'voucher', other: 'Vch No' } }],
          ),
          column('C', { code: 'notRead', params: { header: 'Sr' } }),
          column('D', { code: 'internalDocumentNumber', params: { header: 'Ref' } }),
          column('E', 'header "X" names nothing', [{ code: 'thirdAmountColumn', params: {} }]),
          column('F', unknownSentence),
          column('G', { code: 'noHeader', params: {} }),
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
