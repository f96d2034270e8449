import { constants, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '../columns/ledger-columns.js';
import { resultAt, STATUSES } from '../columns/match-columns.js';
import { textAt } from '../columns/text-column.js';
import { matchLedgerColumns } from '../match/match-ledgers.js';
import { formatMinor, parseMinorUnits, RecoInputError } from '../normalise/amount.js';
import type { ReadTableResult } from '../read/read.types.js';
import type { MappingConflict } from '../read/table/mapping-conflict.js';
import { dayToIso, isValidIsoDate } from '../normalise/date.js';
import {
  columnReasonText,
  mappingConflictText,
  readLedgerTable,
  readWarningText,
  sheetReasonText,
} from '../read/index.js';
import { ReadError } from '../read/read-error.js';
import type { MatchColumnsResult } from '../match/match.types.js';
import type { ReconciliationKind } from '../types.js';
import { writeResultWorkbook } from '../write/index.js';

export const USAGE = `Usage: concord-reco --kind ledger|gst|tds --books FILE --counterparty FILE --out RESULT.xlsx
                    [--json RESULT.json] [--from YYYY-MM-DD --to YYYY-MM-DD] [--tolerance 1.00]

Reconciles two ledgers of one party (books vs the counterparty's statement, the purchase
register vs GSTR-2B, TDS booked vs Form 26AS) and writes the result workbook.

  --kind          ledger, gst or tds
  --books         our ledger (.xlsx, .xlsm, .xls or .csv)
  --counterparty  the other side's ledger, statement or portal download
  --out           result workbook to write (.xlsx)
  --json          also write the result as JSON
  --from, --to    statement period; entries dated after --to are timing differences
  --tolerance     largest amount difference still treated as equal (default 1.00)

Exit status: 0 done, 2 bad input (reason on stderr), 1 unexpected failure.`;

/** A problem with the command line or the input files: exit status 2. */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

export type CliArgs = {
  kind: ReconciliationKind;
  books: string;
  counterparty: string;
  out: string;
  json: string | undefined;
  period: { from: string; to: string } | undefined;
  tolerance: string;
};

const KINDS: readonly ReconciliationKind[] = ['ledger', 'gst', 'tds'];

/** Parses and validates argv; returns null for --help. */
export function parseCliArgs(argv: string[]): CliArgs | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        kind: { type: 'string' },
        books: { type: 'string' },
        counterparty: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        tolerance: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new CliInputError((err as Error).message);
  }
  if (values.help) return null;
  const text = (name: string): string | undefined => {
    const v = values[name];
    return typeof v === 'string' ? v : undefined;
  };
  const required = (name: string): string => {
    const v = text(name);
    if (v === undefined || v === '') throw new CliInputError(`missing --${name} (see --help)`);
    return v;
  };
  const kind = required('kind');
  if (!KINDS.includes(kind as ReconciliationKind)) {
    throw new CliInputError(`--kind must be ledger, gst or tds, got '${kind}'`);
  }
  const books = required('books');
  const counterparty = required('counterparty');
  const out = required('out');
  const from = text('from');
  const to = text('to');
  for (const [name, v] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (v !== undefined && !isValidIsoDate(v)) {
      throw new CliInputError(`--${name} '${v}' is not a date (YYYY-MM-DD)`);
    }
  }
  if ((from === undefined) !== (to === undefined)) {
    throw new CliInputError('--from and --to go together');
  }
  if (from !== undefined && to !== undefined && from > to) {
    throw new CliInputError(`--from ${from} is after --to ${to}`);
  }
  const tolerance = text('tolerance') ?? '1.00';
  try {
    parseMinorUnits(tolerance);
  } catch (err) {
    throw new CliInputError(`--tolerance ${(err as Error).message}`);
  }
  return {
    kind: kind as ReconciliationKind,
    books,
    counterparty,
    out,
    json: text('json'),
    period: from !== undefined && to !== undefined ? { from, to } : undefined,
    tolerance,
  };
}

async function ensureReadable(path: string, what: string) {
  try {
    await access(path, constants.R_OK);
  } catch {
    throw new CliInputError(`cannot read the ${what} file '${path}'`);
  }
}

/** The code for programs, the English words for a person reading the file. */
const withText = (c: MappingConflict) => ({ ...c, text: mappingConflictText(c) });

/**
 * Streams the JSON result: a million entries do not fit one string comfortably. Entries
 * come straight from the matcher's columns; repeated texts are encoded once.
 */
async function writeJson(
  path: string,
  kind: ReconciliationKind,
  result: MatchColumnsResult,
  files: { books: ReadTableResult; counterparty: ReadTableResult },
) {
  const stream = createWriteStream(path);
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const mappingOf = (r: ReadTableResult) => ({
    format: r.format,
    sheet: r.sheet,
    sheets: r.sheets.map((s) => ({
      ...s,
      reason: { ...s.reason, text: sheetReasonText(s.reason) },
    })),
    headerRows: r.headerRows,
    amountModel: r.amountModel,
    // The code for programs, the English words for a person reading the file.
    columns: r.columns.map((c) => ({
      ...c,
      reason: { ...c.reason, text: columnReasonText(c.reason) },
      conflicts: c.conflicts.map(withText),
    })),
    conflicts: r.conflicts.map(withText),
    needsConfirmation: r.needsConfirmation,
    warnings: r.warnings.map((w) => ({ ...w, text: readWarningText(w) })),
  });
  const head = {
    kind,
    files: { books: mappingOf(files.books), counterparty: mappingOf(files.counterparty) },
    summary: {
      byStatus: result.summary.byStatus,
      lines: result.summary.lines,
      bridge: result.bridge,
    },
  };
  const headText = JSON.stringify(head);
  stream.write(`${headText.slice(0, -1)},"entries":[`);
  const m = result.columns;
  const json = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x));
  const statuses = json(STATUSES);
  const categories = json(CATEGORIES);
  const texts = json(m.texts);
  const rules = json(m.ruleIds);
  const sides = [m.books, m.counterparty].map((t) => ({
    t,
    side: JSON.stringify(t.side),
    sheets: json(t.sheetNames),
  }));
  let chunk = '';
  for (let i = 0; i < m.length; i++) {
    const books = i < m.nBooks;
    const { t, side, sheets } = sides[books ? 0 : 1]!;
    const k = books ? i : i - m.nBooks;
    const date = dayToIso(t.day[k]!);
    const g = m.group[i]!;
    const more = resultAt(m, i);
    chunk +=
      `${i === 0 ? '\n' : ',\n'}{"side":${side},"sheet":${sheets[t.sheet[k]!]},"row":${t.row[k]}` +
      `,"docNo":${JSON.stringify(textAt(t.docNo, k))},"date":${date === null ? 'null' : `"${date}"`}` +
      `,"amount":"${formatMinor(t.amount[k]!)}","status":${statuses[m.status[i]!]}` +
      `,"category":${categories[t.category[k]!]},"remark":${texts[m.remark[i]!]}` +
      `,"remark2":${texts[m.remark2[i]!]},"matchId":${g === 0 ? 'null' : `"M${g}"`}` +
      `,"rule":${rules[m.rule[i]!]},"reason":${JSON.stringify(more.reason)}` +
      `,"references":${JSON.stringify(more.references)},"agreedOn":${JSON.stringify(more.agreedOn)}` +
      `,"entryKey":${JSON.stringify(more.entryKey)}}`;
    if (chunk.length > 1 << 20) {
      if (!stream.write(chunk)) await new Promise<void>((r) => stream.once('drain', () => r()));
      chunk = '';
    }
  }
  stream.end(`${chunk}\n]}\n`);
  await done;
}

/** Runs the command; resolves to the process exit status. */
export async function runCli(
  argv: string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
  err: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args === null) {
      out(USAGE);
      return 0;
    }
    await ensureReadable(args.books, 'books');
    await ensureReadable(args.counterparty, 'counterparty');
    const [books, counterparty] = await Promise.all([
      readLedgerTable(args.books, { side: 'books', kind: args.kind }),
      readLedgerTable(args.counterparty, { side: 'counterparty', kind: args.kind }),
    ]);
    const result = matchLedgerColumns(books.table, counterparty.table, {
      kind: args.kind,
      tolerance: args.tolerance,
      period: args.period,
      closing: { books: books.closingBalanceMinor, counterparty: counterparty.closingBalanceMinor },
    });
    await writeResultWorkbook(args.out, result);
    if (args.json) await writeJson(args.json, args.kind, result, { books, counterparty });
    const counts = Object.entries(result.summary.byStatus)
      .map(([status, s]) => `${status} ${s.count}`)
      .join(', ');
    out(
      `${books.table.length} books and ${counterparty.table.length} counterparty entries: ${counts}`,
    );
    out(`bridge residual ${result.bridge.residual}; result written to ${args.out}`);
    return 0;
  } catch (e) {
    if (e instanceof CliInputError || e instanceof RecoInputError || e instanceof ReadError) {
      err(oneLine(e.message));
      return 2;
    }
    err(oneLine(`unexpected failure: ${(e as Error)?.stack ?? String(e)}`));
    return 1;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
