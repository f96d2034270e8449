import { sql } from 'kysely';
import { GST_RULES, LEDGER_RULES, MANUAL_MATCH_RULE_ID, TDS_RULES } from '@concord/reco-engine';
import type { CompanyDb } from '../shared/company-db.js';

/**
 * The run stores a rule's entries without their reason (the rule's description, the same
 * for every entry of the rule: 2M copies of it made the COPY of a large run much slower);
 * it is joined on read from the engine's rule tables. A reason changed by hand is stored.
 */
const RULE_REASONS = new Map<string, string>([
  [MANUAL_MATCH_RULE_ID, 'Paired by a user'],
  ...[...LEDGER_RULES, ...GST_RULES, ...TDS_RULES].map((r) => [r.id, r.description] as const),
]);

function withReasons(rows: EntryRow[]): EntryRow[] {
  for (const r of rows) {
    r.reason_by_rule = r.reason === '';
    if (r.reason_by_rule) r.reason = RULE_REASONS.get(r.rule) ?? '';
  }
  return rows;
}

export type EntryFilter = {
  status?: string | undefined;
  category?: string | undefined;
  remark?: string | undefined;
  remark2?: string | undefined;
};

export type EntryRow = {
  entry_no: number;
  line_no: number;
  side: 'books' | 'counterparty';
  sheet: string;
  row_no: number;
  doc_no: string;
  doc_type: string;
  narration: string;
  doc_date: string | null;
  amount: string;
  status: string;
  category: string;
  remark: string;
  remark2: string;
  match_id: string | null;
  rule: string;
  reason: string;
  /** The reason is the rule's description, not one stored by hand (set on read). */
  reason_by_rule: boolean;
  entry_key: string;
};

const ENTRY_COLUMNS = [
  'entry_no',
  'line_no',
  'side',
  'sheet',
  'row_no',
  'doc_no',
  'doc_type',
  'narration',
  'doc_date',
  'amount',
  'status',
  'category',
  'remark',
  'remark2',
  'match_id',
  'rule',
  'reason',
  'entry_key',
] as const;

/**
 * One page of drill-down lines after `afterLine` (keyset): the line numbers of the cell in
 * order (index reco_entries_cell_idx, or reco_entries_line_idx without a cell), then every
 * entry of those lines, so a pair shows both sides even when one side is in another cell.
 */
export async function pageOfLines(
  db: CompanyDb,
  iterationId: number,
  filter: EntryFilter,
  afterLine: number,
  size: number,
): Promise<{ entries: EntryRow[]; nextAfterLine: number | null }> {
  let lines = db
    .selectFrom('reco_entries')
    .select('line_no')
    .distinct()
    .where('iteration_id', '=', iterationId)
    .where('line_no', '>', afterLine);
  if (filter.status !== undefined) lines = lines.where('status', '=', filter.status);
  if (filter.category !== undefined) lines = lines.where('category', '=', filter.category);
  if (filter.remark !== undefined) lines = lines.where('remark', '=', filter.remark);
  if (filter.remark2 !== undefined) lines = lines.where('remark2', '=', filter.remark2);
  const found = await lines
    .orderBy('line_no')
    .limit(size + 1)
    .execute();
  const page = found.slice(0, size).map((r) => r.line_no);
  if (page.length === 0) return { entries: [], nextAfterLine: null };
  const entries = await db
    .selectFrom('reco_entries')
    .select(ENTRY_COLUMNS)
    .where('iteration_id', '=', iterationId)
    .where('line_no', 'in', page)
    .orderBy('line_no')
    .orderBy('entry_no')
    .execute();
  return {
    entries: withReasons(entries as EntryRow[]),
    nextAfterLine: found.length > size ? page[page.length - 1]! : null,
  };
}

export async function entriesByNo(
  db: CompanyDb,
  iterationId: number,
  entryNos: readonly number[],
): Promise<EntryRow[]> {
  if (entryNos.length === 0) return [];
  return withReasons(
    (await db
      .selectFrom('reco_entries')
      .select(ENTRY_COLUMNS)
      .where('iteration_id', '=', iterationId)
      .where('entry_no', 'in', [...entryNos])
      .orderBy('entry_no')
      .forUpdate()
      .execute()) as EntryRow[],
  );
}

export async function entriesOfMatch(
  db: CompanyDb,
  iterationId: number,
  matchId: string,
): Promise<EntryRow[]> {
  return withReasons(
    (await db
      .selectFrom('reco_entries')
      .select(ENTRY_COLUMNS)
      .where('iteration_id', '=', iterationId)
      .where('match_id', '=', matchId)
      .orderBy('entry_no')
      .forUpdate()
      .execute()) as EntryRow[],
  );
}

export type EntryChange = Pick<
  EntryRow,
  'entry_no' | 'line_no' | 'status' | 'remark' | 'remark2' | 'match_id' | 'rule' | 'reason'
>;

export async function applyEntryChanges(
  db: CompanyDb,
  iterationId: number,
  changes: readonly EntryChange[],
): Promise<void> {
  for (const c of changes) {
    await db
      .updateTable('reco_entries')
      .set({
        line_no: c.line_no,
        status: c.status,
        remark: c.remark,
        remark2: c.remark2,
        match_id: c.match_id,
        rule: c.rule,
        reason: c.reason,
      })
      .where('iteration_id', '=', iterationId)
      .where('entry_no', '=', c.entry_no)
      .execute();
  }
}

/** What the summary and bridge are computed from, for every entry of an iteration. */
export async function summaryInputs(db: CompanyDb, iterationId: number) {
  // A large iteration takes longer to read than the service's default statement limit.
  await sql`SET LOCAL statement_timeout = '120s'`.execute(db);
  return db
    .selectFrom('reco_entries')
    .select(['side', 'status', 'category', 'remark', 'amount', 'match_id'])
    .where('iteration_id', '=', iterationId)
    .orderBy('entry_no')
    .execute();
}
