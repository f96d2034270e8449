import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLedgerInProcess } from './read-ledger.in-process';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test-fixtures/${name}`, import.meta.url));

describe('files written by LibreOffice', () => {
  it.each(['xlsx', 'xlsm', 'xls'])('reads the .%s re-saved by LibreOffice Calc', async (ext) => {
    const r = await readLedgerInProcess(fixture(`tally-ledger.libreoffice.${ext}`), {
      side: 'books',
      kind: 'ledger',
    });
    // A macro-enabled workbook (.xlsm) is the same zip format as an .xlsx.
    expect(r.format).toBe(ext === 'xlsm' ? 'xlsx' : ext);
    expect(r.sheet).toBe('Acme Industries');
    expect(r.headerRow).toBe(5);
    expect(r.closingBalanceMinor).toBe(3_981_049);
    expect(r.entries.map((e) => [e.row, e.date, e.docNo, e.amountMinor, e.category])).toEqual([
      [6, '2024-04-01', '', 2_500_000, 'opening_balance'],
      [7, '2024-04-03', 'INV/2024-25/0045', 11_800_000, 'invoice'],
      [8, '2024-04-08', 'UTR000123', -10_000_000, 'payment'],
      [9, '2024-04-09', 'JV/12', -200_000, 'tds'],
      [10, '2024-04-18', 'CN/2024-25/0003', -118_050, 'credit_note'],
      [11, '2024-04-28', 'INV/2024-25/0046', 99, 'invoice'],
    ]);
    expect(r.entries[5]!.narration).toBe('=HYPERLINK("http://x")');
  });

  it('finds the .xls by its OLE2 signature even when named .csv', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(fixture('tally-ledger.libreoffice.xls'));
    const r = await readLedgerInProcess(bytes, {
      side: 'counterparty',
      kind: 'ledger',
      fileName: 'statement.csv',
    });
    expect(r.format).toBe('xls');
    expect(r.entries[1]!.amountMinor).toBe(-11_800_000);
  });
});
