import { constants, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { matchLedgers } from '../match/match-ledgers.js';
import { formatMinor, parseMinorUnits, RecoInputError } from '../normalise/amount.js';
import { isValidIsoDate } from '../normalise/date.js';
import { readLedger } from '../read/index.js';
import { ReadError } from '../read/read-error.js';
import type { MatchResult } from '../match/match.types.js';
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

/** Streams the JSON result: a million entries do not fit one string comfortably. */
async function writeJson(path: string, kind: ReconciliationKind, result: MatchResult) {
  const stream = createWriteStream(path);
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const head = {
    kind,
    summary: {
      byStatus: result.summary.byStatus,
      lines: result.summary.lines,
      bridge: result.bridge,
    },
  };
  const headText = JSON.stringify(head);
  stream.write(`${headText.slice(0, -1)},"entries":[`);
  let chunk = '';
  const { entries } = result;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    chunk +=
      (i === 0 ? '\n' : ',\n') +
      JSON.stringify({
        side: e.side,
        sheet: e.sheet,
        row: e.row,
        docNo: e.docNo,
        date: e.date,
        amount: formatMinor(e.amountMinor),
        status: e.status,
        category: e.category,
        remark: e.remark,
        remark2: e.remark2,
        matchId: e.matchId,
        rule: e.rule,
      });
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
      readLedger(args.books, { side: 'books', kind: args.kind }),
      readLedger(args.counterparty, { side: 'counterparty', kind: args.kind }),
    ]);
    const result = matchLedgers(books.entries, counterparty.entries, {
      kind: args.kind,
      tolerance: args.tolerance,
      period: args.period,
    });
    await writeResultWorkbook(args.out, {
      summaryHeader: ['Status', 'Category', 'Remark'],
      summaryRows: result.summary.lines.map((l) => ({
        labels: [l.status, l.category, l.remark],
        count: l.count,
        amountMinor: parseSigned(l.amount),
      })),
      bridgeRows: [
        { labels: ['Books closing balance'], amountMinor: parseSigned(result.bridge.booksClosing) },
        ...result.bridge.adjustments.map((a) => ({
          labels: [a.label],
          count: a.count,
          amountMinor: parseSigned(a.amount),
        })),
        {
          labels: ['Counterparty closing balance'],
          amountMinor: parseSigned(result.bridge.counterpartyClosing),
        },
        { labels: ['Residual'], amountMinor: parseSigned(result.bridge.residual) },
      ],
      entries: result.entries,
    });
    if (args.json) await writeJson(args.json, args.kind, result);
    const counts = Object.entries(result.summary.byStatus)
      .map(([status, s]) => `${status} ${s.count}`)
      .join(', ');
    out(
      `${books.entries.length} books and ${counterparty.entries.length} counterparty entries: ${counts}`,
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

function parseSigned(decimal: string): number {
  return decimal.startsWith('-') ? -parseMinorUnits(decimal.slice(1)) : parseMinorUnits(decimal);
}
