import type { ManualDecision } from '@concord/reco-engine';
import type { RecoDecisionKind } from '@concord/db';

/** How a decision names an entry: the engine's entry key, and what a person reads. */
export type EntryKey = {
  key: string;
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

/** The engine decisions for a run: by entry key, so they hold in new files. */
export function engineDecisions(decisions: readonly CarriedDecision[]): ManualDecision[] {
  return decisions.map((d) => ({
    kind: d.kind === 'match' || d.kind === 'accept' ? 'match' : 'unmatch',
    books: d.books.map((e) => ({ key: e.key })),
    counterparty: d.counterparty.map((e) => ({ key: e.key })),
  }));
}

/** Where an entry is in the new result: its sheet and row, and its entry number there. */
export type EntryPlace = { sheet: string; row: number; entryNo: number };

/**
 * A decision applied again, with the numbers of its entries in the new iteration: the
 * drill-down shows who decided on them, and a later decision there sees what it overrides.
 */
export type Carried = CarriedDecision & { entry_nos: number[] };

/**
 * The decisions of the previous iteration that still apply: those whose every entry exists
 * again in the new result (same entry key). `where` finds an entry's new place.
 */
export function carriedDecisions(
  decisions: readonly CarriedDecision[],
  where: (key: string) => EntryPlace | undefined,
): Carried[] {
  const carried: Carried[] = [];
  for (const decision of decisions) {
    const books = decision.books.map((e) => ({ e, at: where(e.key) }));
    const counterparty = decision.counterparty.map((e) => ({ e, at: where(e.key) }));
    const all = [...books, ...counterparty];
    if (all.some((x) => !x.at)) continue;
    const moved = (x: { e: EntryKey; at: EntryPlace | undefined }): EntryKey => ({
      ...x.e,
      sheet: x.at!.sheet,
      row: x.at!.row,
    });
    carried.push({
      ...decision,
      books: books.map(moved),
      counterparty: counterparty.map(moved),
      entry_nos: all.map((x) => x.at!.entryNo),
    });
  }
  return carried;
}
