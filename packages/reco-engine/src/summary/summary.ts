import type { EntryCategory, EntryResult, EntryStatus } from '../types.js';
import { formatMinor } from '../normalise/amount.js';
import type { Bridge, BridgeAdjustment, Summary, SummaryLine } from './summary.types.js';

type LineAcc = {
  status: EntryStatus;
  category: EntryCategory;
  remark: string;
  booksCount: number;
  booksMinor: number;
  counterpartyCount: number;
  counterpartyMinor: number;
};

/** status -> category -> remark -> accumulator; nested so no key string is built per entry. */
class LineTable {
  private readonly root = new Map<EntryStatus, Map<EntryCategory, Map<string, LineAcc>>>();
  private last: LineAcc | null = null;

  get(status: EntryStatus, category: EntryCategory, remark: string): LineAcc {
    // Neighbouring entries usually share their line.
    const last = this.last;
    if (last && last.remark === remark && last.status === status && last.category === category) {
      return last;
    }
    let byCategory = this.root.get(status);
    if (!byCategory) this.root.set(status, (byCategory = new Map()));
    let byRemark = byCategory.get(category);
    if (!byRemark) byCategory.set(category, (byRemark = new Map()));
    let line = byRemark.get(remark);
    if (!line) {
      line = {
        status,
        category,
        remark,
        booksCount: 0,
        booksMinor: 0,
        counterpartyCount: 0,
        counterpartyMinor: 0,
      };
      byRemark.set(remark, line);
    }
    this.last = line;
    return line;
  }

  /** Lines sorted by status, category, remark. */
  lines(): LineAcc[] {
    const out: LineAcc[] = [];
    for (const byCategory of this.root.values()) {
      for (const byRemark of byCategory.values()) out.push(...byRemark.values());
    }
    return out.sort(
      (a, b) =>
        byText(a.status, b.status) || byText(a.category, b.category) || byText(a.remark, b.remark),
    );
  }
}

function addTo(line: LineAcc, books: boolean, minor: number) {
  if (books) {
    line.booksCount++;
    line.booksMinor += minor;
  } else {
    line.counterpartyCount++;
    line.counterpartyMinor += minor;
  }
}

/** A pair is counted once: the books side when there is one, else the counterparty side. */
function headlineMinor(l: LineAcc): number {
  return l.booksCount > 0 ? l.booksMinor : l.counterpartyMinor;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Counts and sums per status x category x remark, and per status. */
export function buildSummary(entries: EntryResult[]): Summary {
  const table = new LineTable();
  for (const e of entries) {
    addTo(table.get(e.status, e.category, e.remark), e.side === 'books', e.amountMinor);
  }
  const lines = table.lines();
  const byStatus: Summary['byStatus'] = {};
  const totals = new Map<EntryStatus, LineAcc>();
  for (const l of lines) {
    const t = totals.get(l.status) ?? { ...l, booksCount: 0, booksMinor: 0 };
    if (!totals.has(l.status)) {
      t.counterpartyCount = 0;
      t.counterpartyMinor = 0;
      totals.set(l.status, t);
    }
    t.booksCount += l.booksCount;
    t.booksMinor += l.booksMinor;
    t.counterpartyCount += l.counterpartyCount;
    t.counterpartyMinor += l.counterpartyMinor;
  }
  for (const [status, t] of totals) {
    byStatus[status] = {
      count: t.booksCount + t.counterpartyCount,
      amount: formatMinor(headlineMinor(t)),
      booksAmount: formatMinor(t.booksMinor),
      counterpartyAmount: formatMinor(t.counterpartyMinor),
    };
  }
  const out: SummaryLine[] = lines.map((l) => ({
    status: l.status,
    category: l.category,
    remark: l.remark,
    count: l.booksCount + l.counterpartyCount,
    amount: formatMinor(headlineMinor(l)),
    booksCount: l.booksCount,
    booksAmount: formatMinor(l.booksMinor),
    counterpartyCount: l.counterpartyCount,
    counterpartyAmount: formatMinor(l.counterpartyMinor),
  }));
  return { byStatus, lines: out };
}

const FULLY_AGREED: ReadonlySet<EntryStatus> = new Set(['matched', 'exact_match', 'manual_match']);

function adjustmentLabel(status: EntryStatus, category: EntryCategory, remark: string): string {
  return `${status.replace(/_/g, ' ')}: ${category.replace(/_/g, ' ')}, ${remark}`;
}

/**
 * The closing-balance bridge. Books closing plus the adjustments lands on the counterparty's
 * closing: an unpaired books entry is taken out (-amount), an unpaired counterparty entry is
 * added (+amount), a pair or group contributes its counterparty sum minus its books sum.
 * Adjustments are labelled by status x category x remark of the entry (for a group, of its
 * first entry). Every line that is not a full agreement is listed, even at zero.
 *
 * `groups[i]` is entry i's group number (0 = unpaired), below `groupCount`.
 */
export function bridgeFromGroups(
  entries: EntryResult[],
  groups: Int32Array,
  groupCount: number,
): Bridge {
  let booksClosing = 0;
  let counterpartyClosing = 0;
  const lead = new Int32Array(groupCount).fill(-1);
  const table = new LineTable();
  // Each line accumulates its count in booksCount and its amount in booksMinor.
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const books = e.side === 'books';
    if (books) booksClosing += e.amountMinor;
    else counterpartyClosing += e.amountMinor;
    let l = e;
    const g = groups[i]!;
    if (g !== 0) {
      if (lead[g] === -1) lead[g] = i;
      else l = entries[lead[g]!]!;
    }
    addTo(table.get(l.status, l.category, l.remark), true, books ? -e.amountMinor : e.amountMinor);
  }
  const lines = table.lines();
  const adjustments: BridgeAdjustment[] = lines
    .filter((l) => l.booksMinor !== 0 || !FULLY_AGREED.has(l.status))
    .map((l) => ({
      label: adjustmentLabel(l.status, l.category, l.remark),
      status: l.status,
      category: l.category,
      remark: l.remark,
      count: l.booksCount,
      amount: formatMinor(l.booksMinor),
    }));
  let landed = booksClosing;
  for (const l of lines) landed += l.booksMinor;
  return {
    booksClosing: formatMinor(booksClosing),
    counterpartyClosing: formatMinor(counterpartyClosing),
    adjustments,
    residual: formatMinor(landed - counterpartyClosing),
  };
}

/** The bridge of any result list (e.g. an edited result workbook read back). */
export function buildBridge(entries: EntryResult[]): Bridge {
  const ids = new Map<string, number>();
  const groups = new Int32Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const id = entries[i]!.matchId;
    if (id === null) continue;
    let g = ids.get(id);
    if (g === undefined) ids.set(id, (g = ids.size + 1));
    groups[i] = g;
  }
  return bridgeFromGroups(entries, groups, ids.size + 1);
}
