import { basename } from 'node:path';
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
} from './read.types';
import { LedgerTableBuilder } from './table/ledger-table.builder';
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

/** readLedgerInProcess with the entries as columns. */
export async function readLedgerTableInProcess(
  file: string | Uint8Array,
  opts: ReadOptions,
): Promise<ReadTableResult> {
  const limits: ReadLimits = { ...DEFAULT_READ_LIMITS, ...opts.limits };
  const fileName = opts.fileName ?? (typeof file === 'string' ? basename(file) : 'upload');
  const src = await openByteSource(file);
  try {
    if (src.size > limits.maxFileBytes) {
      throw new ReadError(
        'FILE_TOO_LARGE',
        `the file is ${mb(src.size)} MB, larger than the ${mb(limits.maxFileBytes)} MB allowed`,
        { file: fileName },
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
    const builderFor = (sheet: string, date1904: boolean, expectedRows?: number) =>
      new LedgerTableBuilder({
        expectedRows,
        side: opts.side,
        kind: opts.kind,
        mapping: opts.mapping,
        fileName,
        sheet,
        date1904,
      });

    if (format === 'csv') {
      const b = builderFor('', false, rowsIn(src.size, 30));
      await readCsvRows(src, limits, fileName, b);
      return { ...b.finish(), format };
    }

    const candidates = async <S>(
      names: S[],
      nameOf: (s: S) => string,
      run: (s: S) => Promise<ReadTableResult>,
    ): Promise<ReadTableResult> => {
      const chosen =
        opts.sheet === undefined ? names : names.filter((s) => nameOf(s) === opts.sheet);
      if (chosen.length === 0)
        throw new ReadError('MISSING_COLUMN', `the workbook has no sheet named "${opts.sheet}"`, {
          file: fileName,
        });
      let first: unknown = null;
      for (const s of chosen) {
        try {
          return await run(s);
        } catch (err) {
          if (
            !(err instanceof ReadError) ||
            (err.code !== 'NO_HEADER_ROW' && err.code !== 'MISSING_COLUMN')
          )
            throw err;
          first ??= err;
        }
      }
      throw first;
    };

    if (format === 'xlsx') {
      const wb = await XlsxWorkbook.open(src, limits, fileName);
      return await candidates(
        wb.sheets,
        (s) => s.name,
        async (s) => {
          const b = builderFor(s.name, wb.date1904, rowsIn(wb.sheetBytes(s), 100));
          await wb.readSheet(s, b);
          return { ...b.finish(), format };
        },
      );
    }

    const xls = await openXls(src, limits, fileName);
    return await candidates(
      xls.sheetNames,
      (s) => s,
      async (name) => {
        const b = builderFor(name, xls.date1904);
        const ws = xls.sheet(name);
        if (ws) readXlsRows(ws, name, limits, fileName, b);
        return { ...b.finish(), format };
      },
    );
  } finally {
    await src.close();
  }
}

function mb(n: number): string {
  return (n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0);
}
