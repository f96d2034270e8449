import ExcelJS from 'exceljs';
import { RESULT_SHEETS } from '@concord/reco-engine';
import type { reco } from '@concord/contracts';
import { badRequest } from '../shared/errors.js';

/** One entry row of an edited result workbook, as the user left it. */
export type WorkbookRow = {
  sheet: string;
  row: number;
  side: 'books' | 'counterparty';
  sourceSheet: string;
  sourceRow: number;
  status: string;
  remark: string;
  matchId: string;
};

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return text(value.result);
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    // What Excel shows for an error cell; a formula never calculated has no value yet.
    if ('error' in value) return value.error;
    return '';
  }
  return String(value).trim();
}

/**
 * The entry rows of the status sheets (Matched, Suggested, Mismatch, Only in books, Only in
 * counterparty) read by their headers: Side, Sheet, Row identify the entry, Status, Remark
 * and Match ID are what a user may have edited. Rows that name no entry are reported.
 */
export async function readResultWorkbook(
  bytes: Uint8Array,
): Promise<{ rows: WorkbookRow[]; unreadable: reco.WorkbookRefusal[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable .xlsx workbook', { file: 'Not a workbook' });
  }
  const rows: WorkbookRow[] = [];
  const unreadable: reco.WorkbookRefusal[] = [];
  let statusSheets = 0;
  for (const { name } of RESULT_SHEETS) {
    const sheet = book.getWorksheet(name);
    if (!sheet) continue;
    statusSheets++;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) =>
      text(v).toLowerCase(),
    );
    const col = (title: string) => header.indexOf(title.toLowerCase());
    const at = {
      side: col('Side'),
      sheet: col('Sheet'),
      row: col('Row'),
      status: col('Status'),
      remark: col('Remark'),
      matchId: col('Match ID'),
    };
    if (at.side < 0 || at.row < 0 || at.status < 0) {
      unreadable.push({
        sheet: name,
        row: 1,
        code: 'COLUMNS_MISSING',
        params: {},
        reason: 'The Side, Row and Status columns are needed',
      });
      continue;
    }
    sheet.eachRow((row, line) => {
      if (line === 1) return;
      const values = row.values as ExcelJS.CellValue[];
      const side = text(values[at.side]).toLowerCase();
      const sourceRow = Number(text(values[at.row]));
      if ((side !== 'books' && side !== 'counterparty') || !Number.isInteger(sourceRow)) {
        unreadable.push({
          sheet: name,
          row: line,
          code: 'NOT_AN_ENTRY',
          params: {},
          reason: 'Side and Row do not name an entry',
        });
        return;
      }
      rows.push({
        sheet: name,
        row: line,
        side,
        sourceSheet: at.sheet < 0 ? '' : text(values[at.sheet]),
        sourceRow,
        status: text(values[at.status]).toLowerCase().replace(/\s+/g, '_'),
        remark: at.remark < 0 ? '' : text(values[at.remark]),
        matchId: at.matchId < 0 ? '' : text(values[at.matchId]),
      });
    });
  }
  if (statusSheets === 0)
    throw badRequest('This is not a result workbook of this reconciliation', {
      file: 'No Matched, Suggested, Mismatch or Only in ... sheet',
    });
  return { rows, unreadable };
}
