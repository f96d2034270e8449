import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  now,
  type CompanyDatabase,
  type RecoKind,
  type RecoRunState,
  type RecoState,
} from '@concord/db';
import type { reco } from '@concord/contracts';
import type { CompanyDb } from '../shared/company-db.js';
import { containsPattern } from '../parties/party.repository.js';
import { dateText } from '../shared/wire.js';

export type RecoRow = {
  reco_id: number;
  project_id: number;
  project_name: string;
  kind: RecoKind;
  party_id: number;
  party_name: string;
  period_from: string;
  period_to: string;
  state: RecoState;
  assignee_user_id: number | null;
  reviewer_user_id: number | null;
  current_iteration_id: number | null;
  iteration_number: number | null;
  run_state: RecoRunState | null;
  run_error: string | null;
  run_finished_at: Date | null;
  matched_percent: string | null;
  unexplained_amount: string | null;
  tags: reco.TagRef[];
  created_at: Date;
  updated_at: Date;
};

export type RecoTables = CompanyDatabase & {
  r: CompanyDatabase['recos'];
  p: CompanyDatabase['reco_projects'];
  pa: CompanyDatabase['reco_parties'];
  i: CompanyDatabase['reco_iterations'];
};
export type RecoAliases = 'r' | 'p' | 'pa' | 'i';
export type RecoFrom = SelectQueryBuilder<RecoTables, RecoAliases, object>;

/** Recos with their project, party and current iteration (`r`, `p`, `pa`, `i`). */
export function recoFrom(db: CompanyDb): RecoFrom {
  return db
    .selectFrom('recos as r')
    .innerJoin('reco_projects as p', 'p.project_id', 'r.project_id')
    .innerJoin('reco_parties as pa', 'pa.party_id', 'r.party_id')
    .leftJoin('reco_iterations as i', 'i.iteration_id', 'r.current_iteration_id');
}

/**
 * The day (UTC) a reco was opened; the list's `opened_*` filters and the dashboard's ageing
 * agree on it. Written as SQL: Kysely's builder has no `AT TIME ZONE`.
 */
export const openedOn = sql<string>`(r.created_at AT TIME ZONE 'UTC')::date`;

function selectReco(q: RecoFrom) {
  return q.select([
    'r.reco_id',
    'r.project_id',
    'p.name as project_name',
    'p.kind',
    'r.party_id',
    'pa.name as party_name',
    dateText('r.period_from').as('period_from'),
    dateText('r.period_to').as('period_to'),
    'r.state',
    'r.assignee_user_id',
    'r.reviewer_user_id',
    'r.current_iteration_id',
    'i.number as iteration_number',
    'i.run_state',
    'i.run_error',
    'i.run_finished_at',
    (eb) => eb.cast<string | null>('i.matched_percent', 'text').as('matched_percent'),
    (eb) => eb.cast<string | null>('i.unexplained_amount', 'text').as('unexplained_amount'),
    (eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('reco_tag_maps as tm')
          .innerJoin('reco_tags as t', 't.tag_id', 'tm.tag_id')
          .select(['t.tag_id', 't.name', 't.color'])
          .whereRef('tm.reco_id', '=', 'r.reco_id')
          .where('tm.active', '=', true)
          .where('tm.entry_no', 'is', null)
          .orderBy((eb) => eb.fn('lower', ['t.name'])),
      ).as('tags'),
    'r.created_at',
    'r.updated_at',
  ]);
}

export async function findReco(
  db: CompanyDb,
  recoId: number,
  options: { lock?: boolean } = {},
): Promise<RecoRow | undefined> {
  if (options.lock) {
    await db
      .selectFrom('recos')
      .select('reco_id')
      .where('reco_id', '=', recoId)
      .forUpdate()
      .execute();
  }
  return await selectReco(recoFrom(db)).where('r.reco_id', '=', recoId).executeTakeFirst();
}

export type RecoFilter = Omit<reco.RecoListQuery, 'page' | 'size' | 'sort' | 'order'>;

/** What the list sorts by, for each sort key. */
function sortColumn(eb: ExpressionBuilder<RecoTables, RecoAliases>, key: reco.RecoSortKey) {
  switch (key) {
    case 'party':
      return eb.fn<string>('lower', ['pa.name']);
    case 'period':
      return eb.ref('r.period_from');
    case 'state':
      return eb.ref('r.state');
    case 'updated':
      return eb.ref('r.updated_at');
    case 'matched':
      return eb.ref('i.matched_percent');
    case 'unexplained':
      return eb.ref('i.unexplained_amount');
    case 'last_run':
      return eb.ref('i.run_finished_at');
    default: {
      const unknownKey: never = key;
      throw new Error(`unknown sort key ${String(unknownKey)}`);
    }
  }
}

export function filtered(q: RecoFrom, f: RecoFilter): RecoFrom {
  let out = q;
  if (f.kind) out = out.where('p.kind', '=', f.kind);
  if (f.state) out = out.where('r.state', '=', f.state);
  if (f.project_id) out = out.where('r.project_id', '=', f.project_id);
  if (f.party_id) out = out.where('r.party_id', '=', f.party_id);
  if (f.assignee_user_id) out = out.where('r.assignee_user_id', '=', f.assignee_user_id);
  if (f.reviewer_user_id) out = out.where('r.reviewer_user_id', '=', f.reviewer_user_id);
  if (f.period_end_from) out = out.where('r.period_to', '>=', f.period_end_from);
  if (f.period_end_to) out = out.where('r.period_to', '<=', f.period_end_to);
  if (f.opened_from) out = out.where(openedOn, '>=', f.opened_from);
  if (f.opened_to) out = out.where(openedOn, '<=', f.opened_to);
  if (f.scope === 'latest') out = out.where('r.state', 'not in', ['accepted', 'inactive']);
  if (f.scope === 'old') out = out.where('r.state', 'in', ['accepted', 'inactive']);
  if (f.tag_id) {
    const tagId = f.tag_id;
    out = out.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reco_tag_maps as tm')
          .select('tm.tag_map_id')
          .whereRef('tm.reco_id', '=', 'r.reco_id')
          .where('tm.tag_id', '=', tagId)
          .where('tm.active', '=', true),
      ),
    );
  }
  if (f.search?.trim()) {
    const text = f.search.trim();
    const pattern = containsPattern(text);
    // A reco's number is its id, written "#12"; "12" finds it too.
    const number = /^#?(\d{1,9})$/.exec(text)?.[1];
    out = out.where((eb) =>
      eb.or([
        eb('pa.name', 'ilike', pattern),
        eb('p.name', 'ilike', pattern),
        ...(number ? [eb('r.reco_id', '=', Number(number))] : []),
      ]),
    );
  }
  return out;
}

export async function listRecos(
  db: CompanyDb,
  filter: RecoFilter,
  sort: { key: reco.RecoSortKey; order: 'asc' | 'desc' },
  page: number,
  size: number,
): Promise<{ items: RecoRow[]; totalCount: number }> {
  const rows = await selectReco(filtered(recoFrom(db), filter))
    .orderBy(
      (eb) => sortColumn(eb, sort.key),
      (ob) => ob[sort.order]().nullsLast(),
    )
    .orderBy('r.reco_id', sort.order)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const count = await filtered(recoFrom(db), filter)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();
  return { items: rows, totalCount: count.n };
}

/**
 * Compare-and-set of a reco's state (SECURITY 24): false when it is no longer in `from`,
 * so the caller answers 409.
 */
export async function moveState(
  db: CompanyDb,
  recoId: number,
  from: RecoState,
  to: RecoState,
): Promise<boolean> {
  const result = await db
    .updateTable('recos')
    .set({ state: to, updated_at: now() })
    .where('reco_id', '=', recoId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPeople(
  db: CompanyDb,
  recoId: number,
  from: RecoState,
  people: { assignee_user_id?: number; reviewer_user_id?: number },
): Promise<boolean> {
  const result = await db
    .updateTable('recos')
    .set({ ...people, updated_at: now() })
    .where('reco_id', '=', recoId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReco(
  db: CompanyDb,
  values: {
    project_id: number;
    party_id: number;
    period_from: string;
    period_to: string;
    assignee_user_id: number | null;
    reviewer_user_id: number | null;
    created_by_user_id: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('recos')
    .values(values)
    .returning('reco_id')
    .executeTakeFirstOrThrow();
  return row.reco_id;
}

export async function setCurrentIteration(db: CompanyDb, recoId: number, iterationId: number) {
  await db
    .updateTable('recos')
    .set({ current_iteration_id: iterationId, updated_at: now() })
    .where('reco_id', '=', recoId)
    .execute();
}

export async function addHistory(
  db: CompanyDb,
  entry: {
    reco_id: number;
    iteration_id: number | null;
    action: string;
    from_state?: RecoState | null;
    to_state?: RecoState | null;
    remarks?: string | null;
    /** What the system writes, as a code with its values; people's remarks stay in `remarks`. */
    note?: reco.HistoryNote | null;
    user_id: number | null;
  },
): Promise<void> {
  await db
    .insertInto('reco_history')
    .values({
      reco_id: entry.reco_id,
      iteration_id: entry.iteration_id,
      action: entry.action,
      from_state: entry.from_state ?? null,
      to_state: entry.to_state ?? null,
      remarks: entry.remarks ?? null,
      note: entry.note ? JSON.stringify(entry.note) : null,
      user_id: entry.user_id,
    })
    .execute();
}

export async function listHistory(db: CompanyDb, recoId: number) {
  return db
    .selectFrom('reco_history as h')
    .leftJoin('reco_iterations as i', 'i.iteration_id', 'h.iteration_id')
    .select([
      'h.history_id',
      'h.reco_id',
      'h.iteration_id',
      'i.number as iteration_number',
      'h.action',
      'h.from_state',
      'h.to_state',
      'h.remarks',
      (eb) => eb.ref('h.note').$castTo<reco.HistoryNote | null>().as('note'),
      'h.user_id',
      'h.occurred_at',
    ])
    .where('h.reco_id', '=', recoId)
    .orderBy('h.history_id')
    .execute();
}

export async function homeCounts(db: CompanyDb, userId: number) {
  const assigned = await db
    .selectFrom('recos')
    .select((eb) => ['state', eb.cast<number>(eb.fn.countAll(), 'integer').as('count')])
    .where('assignee_user_id', '=', userId)
    .where('state', '<>', 'inactive')
    .groupBy('state')
    .execute();
  const totals = await db
    .selectFrom('recos as r')
    .leftJoin('reco_iterations as i', 'i.iteration_id', 'r.current_iteration_id')
    .select((eb) => {
      const count = (where: Expression<SqlBool>) =>
        eb.cast<number>(eb.fn.countAll().filterWhere(where), 'integer');
      const open = eb('r.state', 'not in', ['accepted', 'inactive']);
      const unexplained = eb.fn.sum(eb.fn('abs', ['i.unexplained_amount'])).filterWhere(open);
      return [
        count(eb.and([eb('r.state', '=', 'in_review'), eb('r.reviewer_user_id', '=', userId)])).as(
          'waiting',
        ),
        count(eb.and([eb('i.run_state', '=', 'failed'), eb('r.state', '<>', 'inactive')])).as(
          'failed',
        ),
        count(open).as('open'),
        eb
          .cast<string>(eb.cast(eb.fn.coalesce(unexplained, eb.lit(0)), 'numeric(18, 2)'), 'text')
          .as('unexplained'),
      ];
    })
    .executeTakeFirstOrThrow();
  return { assigned, ...totals };
}
