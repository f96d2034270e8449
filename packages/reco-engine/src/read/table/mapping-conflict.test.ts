import { describe, expect, it } from 'vitest';
import { previewLedger } from '../read-ledger';
import { mappingConflictText } from './mapping-conflict';

const preview = (lines: string[], mapping?: Record<string, string>) =>
  previewLedger(Buffer.from(lines.join('\n')), {
    side: 'books',
    kind: 'ledger',
    fileName: 'ledger.csv',
    ...(mapping ? { mapping } : {}),
  });

describe('mapping conflicts', () => {
  it('say by code which two columns compete for a role and which one lost', async () => {
    const p = await preview([
      'Date,Bill No,Invoice No,Debit,Credit',
      '01/04/2024,B1,I1,"1,000.00",',
      '02/04/2024,B2,I2,,500.00',
      '03/04/2024,B3,I3,200.00,',
    ]);
    expect(p.conflicts).toContainEqual({
      code: 'severalPartyDocuments',
      params: { headers: ['Bill No', 'Invoice No'] },
    });
    expect(mappingConflictText(p.conflicts[0]!)).toBe(
      'several party-document columns ("Bill No", "Invoice No"): all are used as references',
    );
    expect(p.needsConfirmation).toBe(true);
  });

  it('note on a column a role the user gave another, and an amount left beside debit and credit', async () => {
    const p = await preview(
      [
        'Date,Posting Date,Bill,Debit,Credit,Amount',
        '01/04/2024,02/04/2024,B1,"1,000.00",,1000',
        '02/04/2024,03/04/2024,B2,,500.00,-500',
        '03/04/2024,04/04/2024,B3,200.00,,200',
      ],
      { date: 'Posting Date' },
    );
    const byHeader = Object.fromEntries(p.columns.map((c) => [c.header, c.conflicts]));
    expect(byHeader['Date']).toEqual([
      { code: 'chosenInAnotherColumn', params: { field: 'date' } },
    ]);
    expect(byHeader['Amount']).toEqual([{ code: 'notReadBesideDebitCredit', params: {} }]);
    expect(mappingConflictText(byHeader['Date']![0]!)).toBe(
      'date was chosen by the user in another column',
    );
  });
});
