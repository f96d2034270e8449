// One measured step of the benchmark, run in its own process so that time and peak RSS
// belong to that step alone. Prints one JSON line: { ms, cpuMs, rows, maxRssMb, note? }.
//   node --import tsx bench/bench-task.ts <task> <books.xlsx> <counterparty.xlsx> <out dir>
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { read as sheetjsRead, utils as sheetjsUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { LedgerColumns } from '../src/columns/ledger-columns';
import { resultsOf } from '../src/columns/match-columns';
import { textAt } from '../src/columns/text-column';
import { runCli } from '../src/cli/cli';
import { matchLedgerColumns } from '../src/match/match-ledgers';
import { dayToIso } from '../src/normalise/date';
import { normaliseDocNo } from '../src/normalise/doc-number';
import { readLedgerTableInProcess } from '../src/read/read-ledger.in-process';
import type { ReadOptions } from '../src/read/read.types';
import type { EntryResult } from '../src/types';
import { RESULT_SHEETS, writeResultWorkbook } from '../src/write/result-workbook.writer';

const [task, booksPath, cpPath, outDir] = process.argv.slice(2) as [string, string, string, string];
const BOOKS: ReadOptions = {
  side: 'books',
  kind: 'ledger',
  limits: { maxRows: 5_000_000, maxHeapMb: 4096 },
};
const CP: ReadOptions = { ...BOOKS, side: 'counterparty' };

let cpuMs = 0;

function report(ms: number, rows: number, note?: string): void {
  const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round(cpuMs), rows, maxRssMb, note }),
  );
}

/** Wall time of fn; its CPU time (every thread of the process) is left in cpuMs. */
async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const v = await fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpuMs = (c.user + c.system) / 1000;
  return [v, ms];
}

async function readBoth(): Promise<[LedgerColumns, LedgerColumns]> {
  const [b, c] = await Promise.all([
    readLedgerTableInProcess(booksPath, BOOKS),
    readLedgerTableInProcess(cpPath, CP),
  ]);
  return [b.table, c.table];
}

function resultRow(e: EntryResult): (string | number | null)[] {
  return [
    e.side === 'books' ? 'Books' : 'Counterparty',
    e.sheet,
    e.row,
    e.docNo,
    e.date,
    e.amountMinor / 100,
    e.status,
    e.category,
    e.remark,
    e.remark2,
    e.matchId,
    e.rule,
  ];
}

switch (task) {
  case 'read-ours': {
    const [r, ms] = await timed(() => readLedgerTableInProcess(booksPath, BOOKS));
    report(ms, r.table.length);
    break;
  }
  case 'read-exceljs': {
    const [rows, ms] = await timed(async () => {
      let n = 0;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(booksPath, {
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'ignore',
        worksheets: 'emit',
        entries: 'emit',
      });
      for await (const ws of reader) {
        for await (const row of ws) {
          if (row.values) n++;
        }
      }
      return n;
    });
    report(ms, rows, 'rows iterated, no conversion to entries');
    break;
  }
  case 'read-sheetjs': {
    const [rows, ms] = await timed(async () => {
      const wb = sheetjsRead(await readFile(booksPath), { type: 'buffer', dense: true });
      const ws = wb.Sheets[wb.SheetNames[0]!]!;
      return sheetjsUtils.sheet_to_json<unknown[]>(ws, { header: 1 }).length;
    });
    report(ms, rows, 'whole workbook in memory, rows as arrays');
    break;
  }
  case 'match-ours': {
    const [books, cp] = await readBoth();
    const [res, ms] = await timed(() => matchLedgerColumns(books, cp, { kind: 'ledger' }));
    const firstCpu = cpuMs;
    const [, warm] = await timed(() => matchLedgerColumns(books, cp, { kind: 'ledger' }));
    const rows = books.length + cp.length;
    const rate = (t: number) => `${(rows / t / 1000).toFixed(2)}M rows/s`;
    cpuMs = firstCpu;
    report(
      ms,
      rows,
      `${rate(ms)} (both sides' rows / match wall time; ${rate(firstCpu)} by CPU time); ` +
        `second run ${(warm / 1000).toFixed(2)} s = ${rate(warm)}; bridge residual ${res.bridge.residual}`,
    );
    break;
  }
  case 'match-duckdb': {
    const [books, cp] = await readBoth();
    const db = await DuckDBInstance.create(':memory:');
    const con = await db.connect();
    for (const [name, t] of [
      ['b', books],
      ['c', cp],
    ] as const) {
      await con.run(`CREATE TABLE ${name} (id INTEGER, k VARCHAR, amt BIGINT, d VARCHAR)`);
      const app = await con.createAppender(name);
      for (let i = 0; i < t.length; i++) {
        app.appendInteger(i);
        app.appendVarchar(normaliseDocNo(textAt(t.docNo, i)));
        app.appendBigInt(BigInt(t.amount[i]!));
        app.appendVarchar(dayToIso(t.day[i]!) ?? '');
        app.endRow();
      }
      app.closeSync();
    }
    const [pairs, ms] = await timed(async () => {
      await con.run('DROP TABLE IF EXISTS pairs');
      await con.run(
        "CREATE TABLE pairs AS SELECT b.id AS bid, c.id AS cid, b.amt - c.amt AS diff FROM b JOIN c ON b.k = c.k AND b.k <> ''",
      );
      const r = await con.runAndReadAll('SELECT count(*)::INTEGER FROM pairs');
      return r.getRows()[0]![0] as number;
    });
    report(ms, pairs, 'hash join on normalised document number, loading excluded');
    con.closeSync();
    break;
  }
  case 'write-ours': {
    const [books, cp] = await readBoth();
    const res = matchLedgerColumns(books, cp, { kind: 'ledger' });
    const [, ms] = await timed(() => writeResultWorkbook(join(outDir, 'result-ours.xlsx'), res));
    report(ms, res.columns.length);
    break;
  }
  case 'write-exceljs': {
    const [books, cp] = await readBoth();
    const entries = resultsOf(matchLedgerColumns(books, cp, { kind: 'ledger' }).columns);
    const [, ms] = await timed(async () => {
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
        filename: join(outDir, 'result-exceljs.xlsx'),
        useSharedStrings: false,
        useStyles: true,
      });
      wb.addWorksheet('Summary').commit();
      for (const sheet of RESULT_SHEETS) {
        const ws = wb.addWorksheet(sheet.name);
        ws.addRow([
          'Side',
          'Sheet',
          'Row',
          'Document No',
          'Date',
          'Amount',
          'Status',
          'Category',
          'Remark',
          'Remark 2',
          'Match ID',
          'Rule',
        ]).commit();
        for (const e of entries)
          if (sheet.statuses.includes(e.status)) ws.addRow(resultRow(e)).commit();
        ws.commit();
      }
      await wb.commit();
    });
    report(ms, entries.length);
    break;
  }
  case 'e2e': {
    // Exactly what `concord-reco --kind ledger ...` does: read both files in worker
    // threads, match, summarise, write the result workbook.
    const lines: string[] = [];
    const [code, ms] = await timed(() =>
      runCli(
        [
          '--kind',
          'ledger',
          '--books',
          booksPath,
          '--counterparty',
          cpPath,
          '--out',
          join(outDir, 'result-e2e.xlsx'),
        ],
        (l) => lines.push(l),
        (l) => lines.push(l),
      ),
    );
    if (code !== 0) throw new Error(lines.join('\n'));
    const rows = lines.join(' ').match(/^(\d+) books and (\d+) counterparty/);
    report(
      ms,
      rows ? Number(rows[1]) + Number(rows[2]) : 0,
      'the CLI run in-process: read both in worker threads, match, write',
    );
    break;
  }
  default:
    throw new Error(`unknown task ${task}`);
}
