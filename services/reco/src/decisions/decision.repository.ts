import type { RecoDecisionKind, RecoDecisionSource } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';
import type { EntryKey } from './carry.js';

export type DecisionRow = {
  decision_id: number;
  reco_id: number;
  iteration_id: number;
  kind: RecoDecisionKind;
  books: EntryKey[];
  counterparty: EntryKey[];
  remarks: string | null;
  entry_nos: number[];
  previous: unknown;
  source: RecoDecisionSource;
  decided_by_user_id: number;
  decided_at: Date;
  undone_by_user_id: number | null;
  undone_at: Date | null;
};

const COLUMNS = [
  'decision_id',
  'reco_id',
  'iteration_id',
  'kind',
  'books',
  'counterparty',
  'remarks',
  'entry_nos',
  'previous',
  'source',
  'decided_by_user_id',
  'decided_at',
  'undone_by_user_id',
  'undone_at',
] as const;

export async function decisionsOfIteration(db: CompanyDb, iterationId: number) {
  return (await db
    .selectFrom('reco_decisions')
    .select(COLUMNS)
    .where('iteration_id', '=', iterationId)
    .orderBy('decision_id')
    .execute()) as DecisionRow[];
}

export async function findDecision(db: CompanyDb, decisionId: number, lock = false) {
  let q = db.selectFrom('reco_decisions').select(COLUMNS).where('decision_id', '=', decisionId);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as DecisionRow | undefined;
}

export async function insertDecision(
  db: CompanyDb,
  values: {
    reco_id: number;
    iteration_id: number;
    kind: RecoDecisionKind;
    books: EntryKey[];
    counterparty: EntryKey[];
    remarks: string | null;
    entry_nos: number[];
    previous: unknown;
    source: RecoDecisionSource;
    decided_by_user_id: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('reco_decisions')
    .values({
      ...values,
      books: JSON.stringify(values.books),
      counterparty: JSON.stringify(values.counterparty),
      previous: JSON.stringify(values.previous),
    })
    .returning('decision_id')
    .executeTakeFirstOrThrow();
  return row.decision_id;
}

export async function markUndone(db: CompanyDb, decisionId: number, userId: number) {
  await db
    .updateTable('reco_decisions')
    .set({ undone_at: new Date(), undone_by_user_id: userId })
    .where('decision_id', '=', decisionId)
    .execute();
}

/** Entry number -> the latest decision still in force on it. */
export async function activeDecisionsByEntry(db: CompanyDb, iterationId: number) {
  const rows = await db
    .selectFrom('reco_decisions')
    .select(['decision_id', 'kind', 'source', 'entry_nos', 'decided_by_user_id', 'decided_at'])
    .where('iteration_id', '=', iterationId)
    .where('undone_at', 'is', null)
    .orderBy('decision_id')
    .execute();
  const byEntry = new Map<
    number,
    {
      decision_id: number;
      kind: string;
      source: RecoDecisionSource;
      decided_by_user_id: number;
      decided_at: string;
    }
  >();
  for (const r of rows)
    for (const n of r.entry_nos)
      byEntry.set(n, {
        decision_id: r.decision_id,
        kind: r.kind,
        source: r.source,
        decided_by_user_id: r.decided_by_user_id,
        decided_at: new Date(r.decided_at).toISOString(),
      });
  return byEntry;
}
