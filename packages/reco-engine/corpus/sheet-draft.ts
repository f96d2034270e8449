import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusSide, TruthMark, TruthRow } from './corpus.types';

/** A cell as an export writes it: text, a number (with a display format), a date, or empty. */
export type Cell =
  | string
  | number
  | Date
  | null
  | { amount: number }
  | { text: string }
  | { value: number | Date; format: string };

type DraftRow = { cells: Cell[]; bold?: boolean };

/** One sheet being laid out row by row, with the truth of every entry row. */
export class SheetDraft {
  readonly rows: DraftRow[] = [];
  readonly merges: string[] = [];
  readonly truth: TruthRow[] = [];
  /** A letterhead logo drawn over the first rows (xlsx only). */
  logo = false;

  constructor(
    readonly name: string,
    readonly widths: number[] = [],
  ) {}

  /** Adds a row; returns its 1-based number. */
  add(cells: Cell[], truth?: TruthMark, bold = false): number {
    this.rows.push({ cells, bold });
    const row = this.rows.length;
    if (truth) this.truth.push({ ...truth, sheet: this.name, row });
    return row;
  }

  blank(): number {
    return this.add([]);
  }

  merge(range: string): void {
    this.merges.push(range);
  }

  get nextRow(): number {
    return this.rows.length + 1;
  }
}

export type FileFormat = 'xlsx' | 'xls' | 'csv' | 'txt';

/** A whole file: its sheets (one for text formats) and how it is written. */
export type FileDraft = {
  name: string;
  format: FileFormat;
  sheets: SheetDraft[];
  /** Separator of text formats. */
  separator?: string;
  /** Encoding of text formats: UTF-8 (default), UTF-8 with a BOM, or UTF-16LE with a BOM. */
  encoding?: 'utf8' | 'utf8-bom' | 'utf16le';
};

/** A 1x1 PNG: enough for a workbook to carry a picture over its title rows. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function cellText(c: Cell): string {
  if (c === null) return '';
  if (typeof c === 'string') return c;
  if (typeof c === 'number') return String(c);
  if (c instanceof Date) {
    const d = c.getUTCDate();
    const m = c.getUTCMonth() + 1;
    return `${d < 10 ? '0' : ''}${d}-${m < 10 ? '0' : ''}${m}-${c.getUTCFullYear()}`;
  }
  if ('amount' in c) return (c.amount / 100).toFixed(2);
  if ('value' in c) return cellText(c.value);
  return c.text;
}

function quoteCsv(s: string, sep: string): string {
  return s.includes(sep) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
}

async function writeXlsx(path: string, draft: FileDraft): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Microsoft Excel';
  for (const sheet of draft.sheets) {
    const ws = wb.addWorksheet(sheet.name);
    sheet.widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
    sheet.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.cells.forEach((c, k) => {
        if (c === null) return;
        const cell = row.getCell(k + 1);
        if (c instanceof Date) {
          cell.value = c;
          cell.numFmt = 'dd-mm-yyyy';
        } else if (typeof c === 'object' && 'amount' in c) {
          cell.value = c.amount / 100;
          cell.numFmt = '#,##0.00';
        } else if (typeof c === 'object' && 'value' in c) {
          cell.value = c.value;
          cell.numFmt = c.format;
        } else if (typeof c === 'object') cell.value = c.text;
        else cell.value = c;
        if (r.bold) cell.font = { bold: true };
      });
      row.commit();
    });
    for (const m of sheet.merges) ws.mergeCells(m);
    if (sheet.logo) {
      const image = wb.addImage({ buffer: LOGO_PNG as never, extension: 'png' });
      ws.addImage(image, { tl: { col: 0, row: 0 }, ext: { width: 96, height: 72 } });
    }
  }
  await wb.xlsx.writeFile(path);
}

/**
 * Writes a draft into `dir`; returns the truth rows keyed as the reader will name them
 * (sheet '' for text files). An .xls is written by LibreOffice from the same workbook as
 * .xlsx; without LibreOffice the committed copy in `fallbackDir` is used.
 */
export async function writeDraft(
  dir: string,
  draft: FileDraft,
  fallbackDir?: string,
  libreOfficeAllowed = true,
): Promise<CorpusSide> {
  const path = join(dir, draft.name);
  const rows: TruthRow[] = [];
  const text = draft.format === 'csv' || draft.format === 'txt';
  for (const s of draft.sheets)
    for (const t of s.truth) rows.push({ ...t, sheet: text ? '' : t.sheet });
  switch (draft.format) {
    case 'csv':
    case 'txt': {
      const sep = draft.separator ?? ',';
      const lines = draft.sheets[0]!.rows.map((r) =>
        r.cells.map((c) => quoteCsv(cellText(c), sep)).join(sep),
      );
      const body = `${lines.join('\r\n')}\r\n`;
      if (draft.encoding === 'utf16le')
        writeFileSync(
          path,
          Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')]),
        );
      else writeFileSync(path, `${draft.encoding === 'utf8-bom' ? '\ufeff' : ''}${body}`);
      break;
    }
    case 'xlsx':
      await writeXlsx(path, draft);
      break;
    case 'xls': {
      const work = mkdtempSync(join(tmpdir(), 'reco-corpus-'));
      try {
        const source = join(work, draft.name.replace(/\.xls$/, '.xlsx'));
        await writeXlsx(source, draft);
        if (libreOfficeAllowed && hasLibreOffice()) {
          execFileSync(
            'soffice',
            ['--headless', '--convert-to', 'xls:MS Excel 97', '--outdir', work, source],
            {
              stdio: 'ignore',
            },
          );
          renameSync(join(work, basename(draft.name)), path);
        } else if (fallbackDir && existsSync(join(fallbackDir, draft.name))) {
          copyFileSync(join(fallbackDir, draft.name), path);
        } else {
          throw new Error(`${draft.name}: LibreOffice (soffice) is needed to write .xls`);
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
      break;
    }
  }
  return { file: draft.name, rows };
}

let libreOffice: boolean | undefined;
export function hasLibreOffice(): boolean {
  if (libreOffice === undefined) {
    try {
      execFileSync('soffice', ['--version'], { stdio: 'ignore' });
      libreOffice = true;
    } catch {
      libreOffice = false;
    }
  }
  return libreOffice;
}
