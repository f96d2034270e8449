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

/** A pair is counted once: the books side when there is one, else the counterparty side. */
function headlineMinor(l: LineAcc): number {
  return l.booksCount > 0 ? l.booksMinor : l.counterpartyMinor;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Counts and sums per status x category x remark, and per status. */
export function buildSummary(entries: EntryResult[]): Summary {
  const lines = new Map<string, LineAcc>();
  const statuses = new Map<EntryStatus, LineAcc>();
  for (const e of entries) {
    const key = `${e.status}\u0000${e.category}\u0000${e.remark}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        status: e.status,
        category: e.category,
        remark: e.remark,
        booksCount: 0,
        booksMinor: 0,
        counterpartyCount: 0,
        counterpartyMinor: 0,
      };
      lines.set(key, line);
    }
    if (e.side === 'books') {
      line.booksCount++;
      line.booksMinor += e.amountMinor;
    } else {
      line.counterpartyCount++;
      line.counterpartyMinor += e.amountMinor;
    }
    let s = statuses.get(e.status);
    if (!s) {
      s = { ...line, booksCount: 0, booksMinor: 0, counterpartyCount: 0, counterpartyMinor: 0 };
      statuses.set(e.status, s);
    }
    if (e.side === 'books') {
      s.booksCount++;
      s.booksMinor += e.amountMinor;
    } else {
      s.counterpartyCount++;
      s.counterpartyMinor += e.amountMinor;
    }
  }
  const byStatus: Summary['byStatus'] = {};
  for (const status of [...statuses.keys()].sort(byText)) {
    const s = statuses.get(status)!;
    byStatus[status] = {
      count: s.booksCount + s.counterpartyCount,
      amount: formatMinor(headlineMinor(s)),
      booksAmount: formatMinor(s.booksMinor),
      counterpartyAmount: formatMinor(s.counterpartyMinor),
    };
  }
  const out: SummaryLine[] = [...lines.values()]
    .sort(
      (a, b) =>
        byText(a.status, b.status) || byText(a.category, b.category) || byText(a.remark, b.remark),
    )
    .map((l) => ({
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
  const what = status.replace(/_/g, ' ');
  return `${what}: ${category.replace(/_/g, ' ')}, ${remark}`;
}

/**
 * The closing-balance bridge. Books closing plus the adjustments lands on the counterparty's
 * closing: an unpaired books entry is taken out (-amount), an unpaired counterparty entry is
 * added (+amount), a pair or group contributes its counterparty sum minus its books sum.
 * Adjustments are labelled by status x category x remark of the entry (for a group, of its
 * first entry). Every line that is not a full agreement is listed, even at zero.
 */
export function buildBridge(entries: EntryResult[]): Bridge {
  let booksClosing = 0;
  let counterpartyClosing = 0;
  const groupLead = new Map<string, EntryResult>();
  const lines = new Map<
    string,
    { status: EntryStatus; category: EntryCategory; remark: string; count: number; minor: number }
  >();
  const add = (lead: EntryResult, count: number, minor: number) => {
    const key = `${lead.status}\u0000${lead.category}\u0000${lead.remark}`;
    const line = lines.get(key);
    if (line) {
      line.count += count;
      line.minor += minor;
    } else {
      lines.set(key, {
        status: lead.status,
        category: lead.category,
        remark: lead.remark,
        count,
        minor,
      });
    }
  };
  for (const e of entries) {
    const signed = e.side === 'books' ? -e.amountMinor : e.amountMinor;
    if (e.side === 'books') booksClosing += e.amountMinor;
    else counterpartyClosing += e.amountMinor;
    let lead = e;
    if (e.matchId !== null) {
      const known = groupLead.get(e.matchId);
      if (known) lead = known;
      else groupLead.set(e.matchId, e);
    }
    add(lead, 1, signed);
  }
  const adjustments: BridgeAdjustment[] = [...lines.values()]
    .filter((l) => l.minor !== 0 || !FULLY_AGREED.has(l.status))
    .sort(
      (a, b) =>
        byText(a.status, b.status) || byText(a.category, b.category) || byText(a.remark, b.remark),
    )
    .map((l) => ({
      label: adjustmentLabel(l.status, l.category, l.remark),
      status: l.status,
      category: l.category,
      remark: l.remark,
      count: l.count,
      amount: formatMinor(l.minor),
    }));
  let landed = booksClosing;
  for (const line of lines.values()) landed += line.minor;
  return {
    booksClosing: formatMinor(booksClosing),
    counterpartyClosing: formatMinor(counterpartyClosing),
    adjustments,
    residual: formatMinor(landed - counterpartyClosing),
  };
}
