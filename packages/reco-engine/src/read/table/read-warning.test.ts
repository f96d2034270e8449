import { describe, expect, it } from 'vitest';
import { readLedgerInProcess } from '../read-ledger.in-process';
import { readWarningText } from './read-warning';

describe('read warnings', () => {
  it('say by code how many total and closing lines were not read as entries', async () => {
    const r = await readLedgerInProcess(
      Buffer.from(
        [
          'Date,Bill,Debit,Credit',
          '01/04/2024,B1,"1,000.00",',
          '02/04/2024,B2,,500.00',
          'Total,,"1,000.00",500.00',
          'Closing Balance,,500.00,',
        ].join('\n'),
      ),
      { side: 'books', kind: 'ledger', fileName: 'ledger.csv' },
    );
    expect(r.entries).toHaveLength(2);
    expect(r.warnings).toEqual([{ code: 'summaryLinesSkipped', params: { count: 2 } }]);
    expect(readWarningText(r.warnings[0]!)).toBe(
      '2 total, closing or header line(s) were not read as entries',
    );
  });

  it('name the sheet in English when the workbook has named sheets', () => {
    expect(
      readWarningText({
        code: 'datesReadDayFirst',
        params: { sheet: 'Ledger', text: '25/12/2024' },
      }),
    ).toBe('sheet "Ledger": the dates were read as day/month/year from "25/12/2024" on');
  });
});
