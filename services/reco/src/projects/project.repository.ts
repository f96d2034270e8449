import { sql } from 'kysely';
import type { RecoKind } from '@concord/db';
import type { CompanyDb } from '../shared/company-db.js';
import { dateText } from '../shared/wire.js';

export type ProjectRow = {
  project_id: number;
  name: string;
  kind: RecoKind;
  period_from: string;
  period_to: string;
  created_by_user_id: number;
  created_at: Date;
  reconciler_ids: number[];
  reviewer_ids: number[];
  reco_count: number;
};

function selectProjects(db: CompanyDb) {
  return db.selectFrom('reco_projects as p').select([
    'p.project_id',
    'p.name',
    'p.kind',
    dateText('p.period_from').as('period_from'),
    dateText('p.period_to').as('period_to'),
    'p.created_by_user_id',
    'p.created_at',
    (eb) =>
      eb
        .selectFrom('reco_project_members as m')
        .select(sql<number[]>`coalesce(array_agg(m.user_id ORDER BY m.user_id), '{}')`.as('ids'))
        .whereRef('m.project_id', '=', 'p.project_id')
        .where('m.role', '=', 'reconciler')
        .as('reconciler_ids'),
    (eb) =>
      eb
        .selectFrom('reco_project_members as m')
        .select(sql<number[]>`coalesce(array_agg(m.user_id ORDER BY m.user_id), '{}')`.as('ids'))
        .whereRef('m.project_id', '=', 'p.project_id')
        .where('m.role', '=', 'reviewer')
        .as('reviewer_ids'),
    (eb) =>
      eb
        .selectFrom('recos as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.project_id', '=', 'p.project_id')
        .as('reco_count'),
  ]);
}

export async function listProjects(
  db: CompanyDb,
  filter: { kind?: RecoKind | undefined },
  page: number,
  size: number,
): Promise<{ items: ProjectRow[]; totalCount: number }> {
  let items = selectProjects(db);
  let count = db.selectFrom('reco_projects as p').select(sql<number>`count(*)::int`.as('n'));
  if (filter.kind) {
    items = items.where('p.kind', '=', filter.kind);
    count = count.where('p.kind', '=', filter.kind);
  }
  const rows = await items
    .orderBy('p.created_at', 'desc')
    .orderBy('p.project_id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const total = await count.executeTakeFirstOrThrow();
  return { items: rows as ProjectRow[], totalCount: total.n };
}

export async function findProject(
  db: CompanyDb,
  projectId: number,
): Promise<ProjectRow | undefined> {
  const row = await selectProjects(db).where('p.project_id', '=', projectId).executeTakeFirst();
  return row as ProjectRow | undefined;
}

export async function insertProject(
  db: CompanyDb,
  values: {
    name: string;
    kind: RecoKind;
    period_from: string;
    period_to: string;
    created_by_user_id: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('reco_projects')
    .values(values)
    .returning('project_id')
    .executeTakeFirstOrThrow();
  return row.project_id;
}

export async function replaceMembers(
  db: CompanyDb,
  projectId: number,
  members: { reconciler_ids: readonly number[]; reviewer_ids: readonly number[] },
): Promise<void> {
  await db.deleteFrom('reco_project_members').where('project_id', '=', projectId).execute();
  const rows = [
    ...members.reconciler_ids.map((user_id) => ({
      project_id: projectId,
      user_id,
      role: 'reconciler' as const,
    })),
    ...members.reviewer_ids.map((user_id) => ({
      project_id: projectId,
      user_id,
      role: 'reviewer' as const,
    })),
  ];
  if (rows.length > 0) await db.insertInto('reco_project_members').values(rows).execute();
}
