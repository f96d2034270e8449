import { CATEGORIES } from '../columns/ledger-columns.js';
import { STATUSES, type MatchColumns } from '../columns/match-columns.js';
import { formatMinor } from '../normalise/amount.js';
import type { EntryCategory, EntryResult, EntryStatus } from '../types.js';
import type { Bridge, BridgeAdjustment, Summary, SummaryLine } from './summary.types.js';

/** A summary line's key: status x category x remark. */
type LineKey = { status: EntryStatus; category: EntryCategory; remark: string };

/**
 * What the summary and the bridge need of a result list, as columns: entry i is on the
 * books side when `books[i]` is 1, has `amount[i]`, belongs to line `line[i]` and to group
 * `group[i]` (0 = unpaired).
 */
type LineSource = {
  length: number;
  books: Uint8Array;
  amount: Float64Array;
  line: Int32Array;
  lines: LineKey[];
  group: Int32Array;
  groupCount: number;
};

type Acc = {
  key: LineKey;
  booksCount: number;
  booksMinor: number;
  counterpartyCount: number;
  counterpartyMinor: number;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKey = (a: LineKey, b: LineKey) =>
  byText(a.status, b.status) || byText(a.category, b.category) || byText(a.remark, b.remark);

/** A pair is counted once: the books side when there is one, else the counterparty side. */
function headlineMinor(l: Acc): number {
  return l.booksCount > 0 ? l.booksMinor : l.counterpartyMinor;
}

/** Counts and sums per status x category x remark, and per status. */
function summarise(src: LineSource): Summary {
  const accs: Acc[] = src.lines.map((key) => ({
    key,
    booksCount: 0,
    booksMinor: 0,
    counterpartyCount: 0,
    counterpartyMinor: 0,
  }));
  for (let i = 0; i < src.length; i++) {
    const a = accs[src.line[i]!]!;
    if (src.books[i] === 1) {
      a.booksCount++;
      a.booksMinor += src.amount[i]!;
    } else {
      a.counterpartyCount++;
      a.counterpartyMinor += src.amount[i]!;
    }
  }
  const used = accs.filter((a) => a.booksCount + a.counterpartyCount > 0);
  used.sort((a, b) => byKey(a.key, b.key));
  const totals = new Map<EntryStatus, Acc>();
  for (const l of used) {
    let t = totals.get(l.key.status);
    if (!t) {
      t = { key: l.key, booksCount: 0, booksMinor: 0, counterpartyCount: 0, counterpartyMinor: 0 };
      totals.set(l.key.status, t);
    }
    t.booksCount += l.booksCount;
    t.booksMinor += l.booksMinor;
    t.counterpartyCount += l.counterpartyCount;
    t.counterpartyMinor += l.counterpartyMinor;
  }
  const byStatus: Summary['byStatus'] = {};
  for (const [status, t] of totals) {
    byStatus[status] = {
      count: t.booksCount + t.counterpartyCount,
      amount: formatMinor(headlineMinor(t)),
      booksAmount: formatMinor(t.booksMinor),
      counterpartyAmount: formatMinor(t.counterpartyMinor),
    };
  }
  const lines: SummaryLine[] = used.map((l) => ({
    status: l.key.status,
    category: l.key.category,
    remark: l.key.remark,
    count: l.booksCount + l.counterpartyCount,
    amount: formatMinor(headlineMinor(l)),
    amountMinor: headlineMinor(l),
    booksCount: l.booksCount,
    booksAmount: formatMinor(l.booksMinor),
    counterpartyCount: l.counterpartyCount,
    counterpartyAmount: formatMinor(l.counterpartyMinor),
  }));
  return { byStatus, lines };
}

const FULLY_AGREED: ReadonlySet<EntryStatus> = new Set(['matched', 'exact_match', 'manual_match']);

function adjustmentLabel(k: LineKey): string {
  return `${k.status.replace(/_/g, ' ')}: ${k.category.replace(/_/g, ' ')}, ${k.remark}`;
}

/** Closing balances as stated in the files (books' point of view, minor units); null when absent. */
export type StatedClosing = { books?: number | null; counterparty?: number | null };

export const BALANCE_REMARK = 'closing balance differs from the sum of the entries';

function balanceLine(side: 'books' | 'counterparty', minor: number): BridgeAdjustment {
  return {
    label: `${side === 'books' ? 'Books' : 'Counterparty'}: ${BALANCE_REMARK} (opening balance or rows not in the file)`,
    status: null,
    category: null,
    remark: BALANCE_REMARK,
    count: 0,
    amount: formatMinor(minor),
    amountMinor: minor,
  };
}

/**
 * The closing-balance bridge. It starts at the books' closing balance (as stated in the
 * file when the reader found one, else the sum of the books entries) and lands on the
 * counterparty's the same way. An unpaired books entry is taken out (-amount), an unpaired
 * counterparty entry is added (+amount), a pair or group contributes its counterparty sum
 * minus its books sum; adjustments are labelled by status x category x remark of the entry
 * (for a group, of its first entry). Every line that is not a full agreement is listed,
 * even at zero. A stated balance that differs from the sum of its side's entries gets a
 * line of its own, so the bridge closes whatever the files say.
 */
function bridge(src: LineSource, stated: StatedClosing = {}): Bridge {
  let booksSum = 0;
  let counterpartySum = 0;
  const lead = new Int32Array(src.groupCount).fill(-1);
  const moves = new Float64Array(src.lines.length);
  const counts = new Int32Array(src.lines.length);
  for (let i = 0; i < src.length; i++) {
    const books = src.books[i] === 1;
    const a = src.amount[i]!;
    if (books) booksSum += a;
    else counterpartySum += a;
    let line = src.line[i]!;
    const g = src.group[i]!;
    if (g !== 0) {
      if (lead[g] === -1) lead[g] = i;
      else line = src.line[lead[g]!]!;
    }
    moves[line]! += books ? -a : a;
    counts[line]!++;
  }
  const order = src.lines.map((_, k) => k).filter((k) => counts[k]! > 0);
  order.sort((a, b) => byKey(src.lines[a]!, src.lines[b]!));
  const booksClosing = stated.books ?? booksSum;
  const counterpartyClosing = stated.counterparty ?? counterpartySum;
  const adjustments: BridgeAdjustment[] = [];
  let landed = booksClosing;
  if (booksClosing !== booksSum) {
    adjustments.push(balanceLine('books', booksSum - booksClosing));
    landed += booksSum - booksClosing;
  }
  for (const k of order) {
    const key = src.lines[k]!;
    landed += moves[k]!;
    if (moves[k] === 0 && FULLY_AGREED.has(key.status)) continue;
    adjustments.push({
      label: adjustmentLabel(key),
      status: key.status,
      category: key.category,
      remark: key.remark,
      count: counts[k]!,
      amount: formatMinor(moves[k]!),
      amountMinor: moves[k]!,
    });
  }
  if (counterpartyClosing !== counterpartySum) {
    adjustments.push(balanceLine('counterparty', counterpartyClosing - counterpartySum));
    landed += counterpartyClosing - counterpartySum;
  }
  return {
    booksClosing: formatMinor(booksClosing),
    counterpartyClosing: formatMinor(counterpartyClosing),
    adjustments,
    residual: formatMinor(landed - counterpartyClosing),
    booksClosingMinor: booksClosing,
    counterpartyClosingMinor: counterpartyClosing,
    residualMinor: landed - counterpartyClosing,
  };
}

/** The line source of columnar results. */
function linesOfColumns(m: MatchColumns): LineSource {
  const amount = new Float64Array(m.length);
  amount.set(m.books.amount, 0);
  amount.set(m.counterparty.amount, m.nBooks);
  const nc = CATEGORIES.length;
  const nr = m.texts.length;
  // Dense code of (status, category, remark) -> line index, built as lines are met.
  const index = new Int32Array(STATUSES.length * nc * nr).fill(-1);
  const lines: LineKey[] = [];
  const line = new Int32Array(m.length);
  for (let i = 0; i < m.length; i++) {
    const books = i < m.nBooks;
    const cat = books ? m.books.category[i]! : m.counterparty.category[i - m.nBooks]!;
    const code = (m.status[i]! * nc + cat) * nr + m.remark[i]!;
    let l = index[code]!;
    if (l === -1) {
      l = lines.length;
      index[code] = l;
      lines.push({
        status: STATUSES[m.status[i]!]!,
        category: CATEGORIES[cat]!,
        remark: m.texts[m.remark[i]!]!,
      });
    }
    line[i] = l;
  }
  const books = new Uint8Array(m.length);
  books.fill(1, 0, m.nBooks);
  return {
    length: m.length,
    books,
    amount,
    line,
    lines,
    group: m.group,
    groupCount: m.groupCount,
  };
}

/** The line source of EntryResult objects. */
function linesOfResults(entries: readonly EntryResult[]): LineSource {
  const n = entries.length;
  const index = new Map<string, number>();
  const ids = new Map<string, number>();
  const lines: LineKey[] = [];
  const amount = new Float64Array(n);
  const line = new Int32Array(n);
  const group = new Int32Array(n);
  const books = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    books[i] = e.side === 'books' ? 1 : 0;
    const key = `${e.status}\u0000${e.category}\u0000${e.remark}`;
    let l = index.get(key);
    if (l === undefined) {
      l = lines.length;
      index.set(key, l);
      lines.push({ status: e.status, category: e.category, remark: e.remark });
    }
    line[i] = l;
    amount[i] = e.amountMinor;
    if (e.matchId !== null) {
      let g = ids.get(e.matchId);
      if (g === undefined) ids.set(e.matchId, (g = ids.size + 1));
      group[i] = g;
    }
  }
  return { length: n, books, amount, line, lines, group, groupCount: ids.size + 1 };
}

/** Counts and sums per status x category x remark, and per status. */
export function buildSummary(entries: readonly EntryResult[]): Summary {
  return summarise(linesOfResults(entries));
}

/** The bridge of any result list (e.g. an edited result workbook read back). */
export function buildBridge(entries: readonly EntryResult[], stated?: StatedClosing): Bridge {
  return bridge(linesOfResults(entries), stated);
}

/** Summary and bridge of columnar results. */
export function summariseColumns(
  m: MatchColumns,
  stated?: StatedClosing,
): { summary: Summary; bridge: Bridge } {
  const src = linesOfColumns(m);
  return { summary: summarise(src), bridge: bridge(src, stated) };
}
