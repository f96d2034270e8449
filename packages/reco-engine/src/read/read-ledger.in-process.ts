import { basename } from 'node:path';
import { LedgerColumnsBuilder } from '../columns/ledger-columns';
import { readCsvRows } from './csv/csv-rows';
import { detectFileFormat } from './file-type';
import { openByteSource } from './file-source';
import { ReadError } from './read-error';
import {
  DEFAULT_READ_LIMITS,
  type ReadLimits,
  type ReadOptions,
  type ReadResult,
  type ReadTableResult,
  type SheetChoice,
} from './read.types';
import { StopReading, type RowSink } from './row-sink';
import type { ColumnPlan } from './table/column-plan';
import type { ReadWarning } from './table/read-warning';
import { LedgerTableBuilder, type SheetOutcome } from './table/ledger-table.builder';
import { openXls, readXlsRows } from './xls/xls-rows';
import { withEntries } from './with-entries';
import { XlsxWorkbook } from './xlsx/xlsx-workbook';

/** Reads a ledger in the calling thread. Prefer `readLedger`, which isolates parsing in a worker. */
export async function readLedgerInProcess(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadResult> {
  return withEntries(await readLedgerTableInProcess(file, opts));
}

/** A preview of how a file will be read: what the upload screen shows before reading it all. */
export type MappingPreview = Omit<ReadTableResult, 'table' | 'closingBalanceMinor' | 'warnings'> & {
  /** The first data rows under the header, as text. */
  firstRows: string[][];
};

/** readLedgerInProcess with the entries as columns. */
export async function readLedgerTableInProcess(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadTableResult> {
  const r = await readSheets(file, opts, false);
  const { firstRows: _f, ...rest } = r;
  return rest;
}

/** Finds the data sheet(s), the header and each column's role without reading the rows. */
export async function previewLedgerInProcess(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<MappingPreview> {
  const {
    table: _t,
    closingBalanceMinor: _c,
    warnings: _w,
    ...preview
  } = await readSheets(file, opts, true);
  return preview;
}

/** Two sheets are read together when they have the same shape (GSTR-2B's B2B and B2B-CDNR). */
function sameShape(a: ColumnPlan, b: ColumnPlan): boolean {
  const hasRef = (p: ColumnPlan) => p.references.length > 0;
  return (
    a.amountModel === b.amountModel &&
    hasRef(a) === hasRef(b) &&
    (a.col.date !== undefined) === (b.col.date !== undefined)
  );
}

async function readSheets(
  file: string | Uint8Array,
  opts: ReadOptions,
  previewOnly: boolean,
): Promise<ReadTableResult & { firstRows: string[][] }> {
  const limits: ReadLimits = { ...DEFAULT_READ_LIMITS, ...opts.limits };
  const fileName = opts.fileName ?? (typeof file === 'string' ? basename(file) : 'upload');
  const src = await openByteSource(file);
  try {
    if (src.size > limits.maxFileBytes) {
      throw new ReadError(
        'FILE_TOO_LARGE',
        `the file is ${mb(src.size)} MB, larger than the ${mb(limits.maxFileBytes)} MB allowed`,
        { file: fileName },
        {
          code: 'fileTooLarge',
          params: { size: Number(mb(src.size)), limit: Number(mb(limits.maxFileBytes)) },
        },
      );
    }
    const format = detectFileFormat(await src.read(0, 8192));
    if (!format) {
      throw new ReadError(
        'UNSUPPORTED_FILE_TYPE',
        'the file is not a spreadsheet (expected .xlsx, .xlsm, .xls or .csv content)',
        { file: fileName },
      );
    }
    // A sheet row takes at least ~100 bytes of XML or ~30 of CSV; the estimate only
    // reserves address space, so erring high is cheap.
    const rowsIn = (bytes: number, perRow: number) =>
      Math.min(limits.maxRows + 1, Math.max(1024, Math.ceil(bytes / perRow)));
    const progress = opts.onProgress;
    let expected = 1;
    // The columns start as large as the input may need (address space, not memory).
    let out: LedgerColumnsBuilder | null = null;
    const table = (rows: number) => (out ??= new LedgerColumnsBuilder(opts.side, rows, true));
    const sheets: SheetChoice[] = [];
    let first: { name: string; outcome: SheetOutcome } | null = null;
    let closing: number | null = null;
    const warnings: ReadWarning[] = [];
    let firstError: ReadError | null = null;

    const readOne = async (
      name: string,
      date1904: boolean,
      feed: (sink: RowSink) => Promise<void> | void,
    ) => {
      const b = new LedgerTableBuilder({
        side: opts.side,
        kind: opts.kind,
        mapping: opts.mapping,
        fileName,
        sheet: name,
        date1904,
        out: table(expected),
        previewOnly,
        accept: (plan) =>
          first === null || sameShape(first.outcome.plan, plan)
            ? null
            : { code: 'columnsDiffer', params: { sheet: first.name } },
        onRows: progress
          ? (n) => progress({ phase: 'read', fraction: Math.min(0.99, n / expected) })
          : undefined,
      });
      let outcome: SheetOutcome;
      try {
        await Promise.resolve(feed(b)).catch((err: unknown) => {
          if (!(err instanceof StopReading && err.message === 'preview')) throw err;
        });
        outcome = b.finish();
      } catch (err) {
        if (err instanceof StopReading && err.refusal) {
          sheets.push({ name, read: false, reason: err.refusal });
          return;
        } else if (
          err instanceof ReadError &&
          (err.code === 'NO_HEADER_ROW' || err.code === 'MISSING_COLUMN')
        ) {
          sheets.push({
            name,
            read: false,
            reason: {
              code: err.code === 'NO_HEADER_ROW' ? 'noHeaderRow' : 'missingColumn',
              params: {},
            },
          });
          firstError ??= err;
          return;
        } else throw err;
      }
      sheets.push({
        name,
        read: true,
        reason:
          first === null
            ? { code: 'headerFound', params: {} }
            : { code: 'sameColumns', params: { sheet: first.name } },
      });
      first ??= { name, outcome };
      closing ??= outcome.closingBalanceMinor;
      warnings.push(
        ...outcome.warnings.map((w) => (name ? { ...w, params: { ...w.params, sheet: name } } : w)),
      );
    };

    const only = (names: string[]) => {
      if (opts.sheet === undefined) return names;
      const chosen = names.filter((n) => n === opts.sheet);
      if (chosen.length === 0)
        throw new ReadError(
          'MISSING_COLUMN',
          `the workbook has no sheet named "${opts.sheet}"`,
          { file: fileName },
          { code: 'noSheetNamed', params: { sheet: opts.sheet } },
        );
      return chosen;
    };

    if (format === 'csv') {
      expected = rowsIn(src.size, 40);
      table(rowsIn(src.size, 30));
      await readOne('', false, (sink) => readCsvRows(src, limits, fileName, sink));
    } else if (format === 'xlsx') {
      const wb = await XlsxWorkbook.open(src, limits, fileName);
      const names = only(wb.sheets.map((s) => s.name));
      const chosen = wb.sheets.filter((s) => names.includes(s.name));
      table(
        rowsIn(
          chosen.reduce((n, s) => n + wb.sheetBytes(s), 0),
          100,
        ),
      );
      for (const s of chosen) {
        expected = rowsIn(wb.sheetBytes(s), 120);
        await readOne(s.name, wb.date1904, (sink) => wb.readSheet(s, sink));
        if (previewOnly && first) break;
      }
    } else {
      const xls = await openXls(src, limits, fileName);
      for (const name of only(xls.sheetNames)) {
        const ws = xls.sheet(name);
        await readOne(name, xls.date1904, (sink) => {
          if (ws) readXlsRows(ws, name, limits, fileName, sink);
        });
        if (previewOnly && first) break;
      }
    }
    const chosen = first as { name: string; outcome: SheetOutcome } | null;
    if (!chosen) {
      throw (
        firstError ??
        new ReadError(
          'NO_HEADER_ROW',
          'no sheet has a ledger header',
          { file: fileName },
          { code: 'noSheetHasHeader' },
        )
      );
    }
    progress?.({ phase: 'read', fraction: 1 });
    const plan = chosen.outcome.plan;
    return {
      table: table(0).finish(),
      mapping: plan.mapping,
      columns: plan.columns,
      amountModel: plan.amountModel,
      conflicts: plan.conflicts,
      needsConfirmation: plan.needsConfirmation,
      sheet: chosen.name,
      sheets,
      headerRow: plan.headerRows[plan.headerRows.length - 1]!,
      headerRows: plan.headerRows,
      warnings,
      closingBalanceMinor: closing,
      format,
      firstRows: chosen.outcome.firstRows,
    };
  } finally {
    await src.close();
  }
}

function mb(n: number): string {
  return (n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0);
}
