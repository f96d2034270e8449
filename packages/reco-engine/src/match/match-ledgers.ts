import { columnsFromEntries, permuted, type LedgerColumns } from '../columns/ledger-columns.js';
import { resultsOf } from '../columns/match-columns.js';
import { compareTexts } from '../columns/text-column.js';
import { parseMinorUnits, RecoInputError } from '../normalise/amount.js';
import { isValidIsoDate } from '../normalise/date.js';
import { assertUnreachable } from '../assert-unreachable.js';
import { summariseColumns } from '../summary/summary.js';
import type { LedgerEntry } from '../types.js';
import { Matcher } from './matcher.js';
import type { MatchColumnsResult, MatchOptions, MatchResult } from './match.types.js';
import { rulesFor, type RuleStrategy } from './rules.js';
import { runAmountBucket } from './strategies/amount-bucket.js';
import { runAmountGroups } from './strategies/amount-groups.js';
import { runKeyGroup } from './strategies/key-group.js';
import { runKeyPair } from './strategies/key-pair.js';
import { applyManual } from './strategies/manual.js';
import { runOpeningBalance } from './strategies/opening-balance.js';
import { holdRateRows } from './strategies/rate-rows.js';
import { runTdsJournal } from './strategies/tds-journal.js';
import { runUnpaired } from './strategies/unpaired.js';

export const DEFAULT_TOLERANCE = '1.00';
export const DEFAULT_DATE_WINDOW_DAYS = 10;

function compareAt(t: LedgerColumns, i: number, j: number): number {
  const si = t.sheetNames[t.sheet[i]!]!;
  const sj = t.sheetNames[t.sheet[j]!]!;
  if (si !== sj) return si < sj ? -1 : 1;
  if (t.row[i] !== t.row[j]) return t.row[i]! - t.row[j]!;
  const d = compareTexts(t.docNo, i, t.docNo, j);
  if (d !== 0) return d;
  if (t.amount[i] !== t.amount[j]) return t.amount[i]! - t.amount[j]!;
  return t.day[i]! < t.day[j]! ? -1 : t.day[i]! > t.day[j]! ? 1 : 0;
}

/** Sorted by (sheet, row): the outcome never depends on the order rows arrive in. */
function canonical(t: LedgerColumns): LedgerColumns {
  for (let i = 1; i < t.length; i++) {
    if (compareAt(t, i - 1, i) > 0) {
      const order = Array.from({ length: t.length }, (_, k) => k).sort((a, b) =>
        compareAt(t, a, b),
      );
      return permuted(t, Int32Array.from(order));
    }
  }
  return t;
}

function runStrategy(m: Matcher, rule: Parameters<typeof runUnpaired>[1], s: RuleStrategy) {
  switch (s.type) {
    case 'key-pair':
      return runKeyPair(m, rule, s.key, s.condition);
    case 'key-group':
      return runKeyGroup(m, rule, s.key);
    case 'fuzzy-doc':
      return runAmountBucket(m, rule, true, s.gstinMustAgree);
    case 'amount-only':
      return runAmountBucket(m, rule, false, false);
    case 'tds-journal':
      return runTdsJournal(m, rule);
    case 'amount-group':
      return runAmountGroups(m, rule, s.maxParts);
    case 'opening-balance':
      return runOpeningBalance(m, rule, s.agree);
    case 'unpaired':
      return runUnpaired(m, rule);
    default:
      return assertUnreachable(s);
  }
}

/**
 * Reconciles two ledgers of one party given as columns (what `readLedgerTable` returns).
 * Every entry of both sides comes back exactly once, books first, each side ordered by
 * (sheet, row), with a status, remarks, the rule that decided it and a group number shared
 * by the entries of one pair or group.
 */
export function matchLedgerColumns(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  opts: MatchOptions,
): MatchColumnsResult {
  return run(canonical(books), canonical(counterparty), opts);
}

function run(
  books: LedgerColumns,
  counterparty: LedgerColumns,
  opts: MatchOptions,
  objects?: LedgerEntry[],
): MatchColumnsResult {
  const tolerance = parseMinorUnits(opts.tolerance ?? DEFAULT_TOLERANCE);
  const windowDays = opts.dateWindowDays ?? DEFAULT_DATE_WINDOW_DAYS;
  if (!Number.isInteger(windowDays) || windowDays < 0) {
    throw new RecoInputError(`date window must be a whole number of days, got ${windowDays}`);
  }
  if (opts.period) {
    for (const d of [opts.period.from, opts.period.to]) {
      if (!isValidIsoDate(d)) throw new RecoInputError(`'${d}' is not a date (YYYY-MM-DD)`);
    }
  }
  const m = new Matcher(
    books,
    counterparty,
    opts.kind,
    tolerance,
    windowDays,
    opts.period,
    objects,
  );
  if (opts.manual && opts.manual.length > 0) applyManual(m, opts.manual);
  const rules = rulesFor(opts.kind);
  const rateRows = opts.kind === 'gst' ? holdRateRows(m) : null;
  rules.forEach((rule, k) => {
    runStrategy(m, rule, rule.strategy);
    opts.onProgress?.({ phase: 'match', fraction: (k + 1) / rules.length });
  });
  rateRows?.release();
  const columns = m.columns();
  return { columns, ...summariseColumns(columns, opts.closing) };
}

/** The order of `compareAt` on entry objects. */
function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.sheet !== b.sheet) return a.sheet < b.sheet ? -1 : 1;
  if (a.row !== b.row) return a.row - b.row;
  if (a.docNo !== b.docNo) return a.docNo < b.docNo ? -1 : 1;
  if (a.amountMinor !== b.amountMinor) return a.amountMinor - b.amountMinor;
  const da = a.date ?? '';
  const db = b.date ?? '';
  return da < db ? -1 : da > db ? 1 : 0;
}

/**
 * Reconciles two ledgers of one party. Every entry of both sides comes back exactly once,
 * books first, each side ordered by (sheet, row), with a status, remarks, the rule that
 * decided it and a matchId shared by the entries of one pair or group.
 */
export function matchLedgers(
  books: LedgerEntry[],
  counterparty: LedgerEntry[],
  opts: MatchOptions,
): MatchResult {
  // Sorted as objects, so that the GST and TDS rules can use these objects as they are.
  const b = books.slice().sort(compareEntries);
  const c = counterparty.slice().sort(compareEntries);
  const { columns, summary, bridge } = run(
    columnsFromEntries('books', b),
    columnsFromEntries('counterparty', c),
    opts,
    opts.kind === 'ledger' ? undefined : b.concat(c),
  );
  return { entries: resultsOf(columns), summary, bridge };
}
