import {
  entryAt,
  normaliseDocNo,
  parseMinorUnits,
  type LedgerColumns,
  type ManualDecision,
} from '@concord/reco-engine';
import type { RecoDecisionKind } from '@concord/db';

/** How a decision names an entry: what still identifies it in a new file. */
export type EntryKey = {
  sheet: string;
  row: number;
  doc_no: string;
  date: string | null;
  amount: string;
};

export type CarriedDecision = {
  decision_id: number;
  iteration_id: number;
  kind: RecoDecisionKind;
  books: EntryKey[];
  counterparty: EntryKey[];
  remarks: string | null;
  decided_by_user_id: number;
  decided_at: Date;
};

function minor(amount: string): number {
  return amount.startsWith('-') ? -parseMinorUnits(amount.slice(1)) : parseMinorUnits(amount);
}

function identity(docNo: string, date: string | null, amountMinor: number): string {
  return `${normaliseDocNo(docNo)}|${date ?? ''}|${amountMinor}`;
}

/** Entries of one side by document, date and amount, each taken at most once. */
class SideIndex {
  private readonly free = new Map<string, { sheet: string; row: number }[]>();

  constructor(table: LedgerColumns) {
    for (let i = 0; i < table.length; i++) {
      const e = entryAt(table, i);
      const key = identity(e.docNo, e.date, e.amountMinor);
      const list = this.free.get(key);
      const ref = { sheet: e.sheet, row: e.row };
      if (list) list.push(ref);
      else this.free.set(key, [ref]);
    }
  }

  take(key: EntryKey): { sheet: string; row: number } | undefined {
    const list = this.free.get(identity(key.doc_no, key.date, minor(key.amount)));
    if (!list || list.length === 0) return undefined;
    // The same sheet and row first: an unchanged file keeps its decisions exactly.
    const same = list.findIndex((r) => r.sheet === key.sheet && r.row === key.row);
    return list.splice(same >= 0 ? same : 0, 1)[0];
  }
}

/**
 * The decisions of the previous iteration that still apply to the new files: each is kept
 * where every entry it names is found again (same document number, date and amount), and
 * becomes an engine decision on the new sheet and row. The rest are dropped.
 */
export function carriedDecisions(
  decisions: readonly CarriedDecision[],
  books: LedgerColumns,
  counterparty: LedgerColumns,
): { manual: ManualDecision[]; carried: CarriedDecision[] } {
  const sides = { books: new SideIndex(books), counterparty: new SideIndex(counterparty) };
  const manual: ManualDecision[] = [];
  const carried: CarriedDecision[] = [];
  for (const decision of decisions) {
    const b = decision.books.map((k) => sides.books.take(k));
    const c = decision.counterparty.map((k) => sides.counterparty.take(k));
    if (b.some((r) => !r) || c.some((r) => !r)) continue;
    const refs = {
      books: b as { sheet: string; row: number }[],
      counterparty: c as { sheet: string; row: number }[],
    };
    const kind = decision.kind === 'match' || decision.kind === 'accept' ? 'match' : 'unmatch';
    manual.push({ kind, ...refs });
    carried.push({
      ...decision,
      books: decision.books.map((k, i) => ({ ...k, ...refs.books[i]! })),
      counterparty: decision.counterparty.map((k, i) => ({ ...k, ...refs.counterparty[i]! })),
    });
  }
  return { manual, carried };
}
