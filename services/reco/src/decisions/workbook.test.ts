import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readResultWorkbook } from './workbook.js';

// The edited result workbook is read cell by cell: a cell is read as what Excel shows.
describe('readResultWorkbook', () => {
  it('reads an error cell as its code and a formula never calculated as empty', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Matched');
    sheet.addRow(['Side', 'Sheet', 'Row', 'Status', 'Remark', 'Match ID']);
    sheet.addRow(['books', 'Ledger', 2, 'matched', { error: '#N/A' }, { formula: 'A1&A2' }]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());

    const { rows, unreadable } = await readResultWorkbook(bytes);
    expect(unreadable).toEqual([]);
    expect(rows).toEqual([
      {
        sheet: 'Matched',
        row: 2,
        side: 'books',
        sourceSheet: 'Ledger',
        sourceRow: 2,
        status: 'matched',
        remark: '#N/A',
        matchId: '',
      },
    ]);
  });
});
