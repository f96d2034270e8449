import { read as readWorkbook, type WorkSheet } from '@e965/xlsx';
import type { ByteSource } from '../file-source';
import { ReadError, columnLetter } from '../read-error';
import type { ReadLimits } from '../read.types';
import type { RowSink } from '../row-sink';

export type XlsWorkbook = {
  sheetNames: string[];
  date1904: boolean;
  sheet(name: string): WorkSheet | undefined;
};

/**
 * Legacy binary .xls (BIFF in an OLE2 container). These files are small by nature (65,536
 * rows at most), so the workbook is parsed in memory by SheetJS and then walked row by row.
 */
export async function openXls(
  src: ByteSource,
  limits: ReadLimits,
  fileName: string,
): Promise<XlsWorkbook> {
  const bytes = await src.read(0, src.size);
  let wb;
  try {
    wb = readWorkbook(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: limits.maxRows + 1,
    });
  } catch {
    throw new ReadError(
      'CORRUPT_FILE',
      'the file looks like an old Excel .xls but cannot be read; save it again as .xlsx',
      { file: fileName },
    );
  }
  return {
    sheetNames: wb.SheetNames,
    date1904: Boolean(wb.Workbook?.WBProps?.date1904),
    sheet: (name) => wb.Sheets[name],
  };
}

export function readXlsRows(
  ws: WorkSheet,
  sheetName: string,
  limits: ReadLimits,
  fileName: string,
  sink: RowSink,
): void {
  // Dense mode: a row or cell index past what the sheet holds reads as undefined.
  const dense = ws['!data'] ?? [];
  const cells: string[] = [];
  const numeric = new Uint8Array(limits.maxColumns);
  for (let r = 0; r < dense.length; r++) {
    const src = dense[r];
    if (!src) continue;
    if (r >= limits.maxRows) {
      throw new ReadError(
        'TOO_MANY_ROWS',
        `the sheet has more than ${limits.maxRows} rows`,
        { file: fileName, sheet: sheetName, row: r + 1 },
        { code: 'tooManyRows', params: { limit: limits.maxRows } },
      );
    }
    if (src.length > limits.maxColumns) {
      throw new ReadError(
        'TOO_MANY_COLUMNS',
        `the sheet uses more than ${limits.maxColumns} columns`,
        {
          file: fileName,
          sheet: sheetName,
          row: r + 1,
          column: columnLetter(limits.maxColumns),
        },
        { code: 'tooManyColumns', params: { limit: limits.maxColumns } },
      );
    }
    for (let c = 0; c < src.length; c++) {
      const cell = src[c];
      numeric[c] = 0;
      if (!cell || cell.v === undefined || cell.v === null) cells[c] = '';
      else if (cell.t === 'n') {
        cells[c] = String(cell.v);
        numeric[c] = 1;
      } else if (cell.t === 'b') cells[c] = cell.v ? 'TRUE' : 'FALSE';
      else if (cell.t === 'e') cells[c] = '';
      else if (cell.t === 'd') cells[c] = (cell.v as Date).toISOString().slice(0, 10);
      else cells[c] = String(cell.v);
    }
    sink.row(r + 1, cells, numeric, src.length);
  }
}
