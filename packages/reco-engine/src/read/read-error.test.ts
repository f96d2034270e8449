import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLedgerTableInProcess } from './read-ledger.in-process';
import { READ_ERROR_REASON_CODES, ReadError } from './read-error';
import type { ColumnMapping, ReadOptions } from './read.types';

const csv = (...lines: string[]) => Buffer.from(lines.join('\n'));
const ledger = csv('Date,Bill,Debit,Credit', '01/04/2024,B1,"1,000.00",', '02/04/2024,B2,,500.00');

async function reasonOf(file: Buffer, options: Partial<ReadOptions> = {}) {
  const err = await readLedgerTableInProcess(file, {
    side: 'books',
    kind: 'ledger',
    fileName: 'books.csv',
    ...options,
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ReadError);
  return (err as ReadError).reason;
}

describe('read errors as codes', () => {
  it('names a file without a header row, with how many rows were searched', async () => {
    expect(await reasonOf(csv('1,2,3', '4,5,6'))).toEqual({
      code: 'noHeaderRow',
      params: { limit: 40 },
    });
  });

  it('names a header row chosen by the user that is empty', async () => {
    expect(await reasonOf(ledger, { mapping: { headerRow: 9 } })).toMatchObject({
      code: 'chosenHeaderRowEmpty',
      params: { row: 9 },
    });
  });

  it('names a chosen column that is not in the header row, with the column and its role', async () => {
    const mapping: ColumnMapping = { date: 'When' };
    expect(await reasonOf(ledger, { mapping })).toMatchObject({
      code: 'chosenColumnMissing',
      params: { text: 'When', field: 'date' },
    });
  });

  it('names a header without any amount column', async () => {
    expect(await reasonOf(csv('Date,Bill,Narration', '01/04/2024,B1,first'))).toMatchObject({
      code: 'noAmountColumn',
    });
  });

  it('names the cell that is not a date or not an amount, where it is', async () => {
    expect(await reasonOf(csv('Date,Bill,Amount', 'someday,B1,10.00'))).toEqual({
      code: 'notADate',
      params: { row: 2, column: 'A', text: 'someday' },
    });
    expect(await reasonOf(csv('Date,Bill,Amount', '01/04/2024,B1,ten'))).toEqual({
      code: 'notAnAmount',
      params: { row: 2, column: 'C', text: 'ten' },
    });
  });

  it('names the sheet asked for that the workbook lacks', async () => {
    const workbook = readFileSync(
      fileURLToPath(new URL('../../test-fixtures/tally-ledger.libreoffice.xlsx', import.meta.url)),
    );
    expect(await reasonOf(workbook, { sheet: 'Q3', fileName: 'books.xlsx' })).toEqual({
      code: 'noSheetNamed',
      params: { sheet: 'Q3' },
    });
  });

  it('names the limits a file passes', async () => {
    expect(await reasonOf(ledger, { limits: { maxRows: 2 } })).toMatchObject({
      code: 'tooManyRows',
      params: { limit: 2 },
    });
    expect(await reasonOf(ledger, { limits: { maxFileBytes: 10 } })).toEqual({
      code: 'fileTooLarge',
      params: { size: 0, limit: 0 },
    });
    expect(await reasonOf(Buffer.from('MZ\x90\x00binary'))).toEqual({
      code: 'notSpreadsheet',
      params: {},
    });
  });

  it('gives every error a reason: one of its own, or its code’s', () => {
    const err = new ReadError('ZIP_BOMB', 'the archive expands too much', { file: 'a.xlsx' });
    expect(err.reason).toEqual({ code: 'zipBomb', params: {} });
    expect(READ_ERROR_REASON_CODES).toContain(err.reason.code);
  });
});
