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

/**
 * The decisions of the previous iteration that still apply: those whose every entry exists
 * again in the new result (same entry key). `where` finds an entry's new sheet and row.
 */
export function carriedDecisions(
  decisions: readonly CarriedDecision[],
  where: (key: string) => { sheet: string; row: number } | undefined,
): CarriedDecision[] {
  const carried: CarriedDecision[] = [];
  for (const decision of decisions) {
    const books = decision.books.map((e) => ({ e, at: where(e.key) }));
    const counterparty = decision.counterparty.map((e) => ({ e, at: where(e.key) }));
    if ([...books, ...counterparty].some((x) => !x.at)) continue;
    carried.push({
      ...decision,
      books: books.map((x) => ({ ...x.e, ...x.at! })),
      counterparty: counterparty.map((x) => ({ ...x.e, ...x.at! })),
    });
  }
  return carried;
}
