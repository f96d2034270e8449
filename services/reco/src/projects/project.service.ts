import type { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest, notFound, stepRefusal } from '../shared/errors.js';
import { requireMembersWithScope } from '../shared/members.repository.js';
import { isoTime, periodFields } from '../shared/wire.js';
import {
  findProject,
  insertProject,
  listProjects,
  replaceMembers,
  type ProjectRow,
} from './project.repository.js';

function toProject(row: ProjectRow): reco.Project {
  return {
    project_id: row.project_id,
    name: row.name,
    kind: row.kind,
    period_from: row.period_from,
    period_to: row.period_to,
    reconciler_ids: row.reconciler_ids,
    reviewer_ids: row.reviewer_ids,
    reco_count: row.reco_count,
    created_by_user_id: row.created_by_user_id,
    created_at: isoTime(row.created_at),
  };
}

export async function projectsPage(
  db: Db,
  caller: Caller,
  query: { page?: number | undefined; size?: number | undefined; kind?: reco.RecoKind | undefined },
) {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const result = await inCompany(db, caller, (trx) =>
    listProjects(trx, { kind: query.kind }, page, size),
  );
  return { items: result.items.map(toProject), totalCount: result.totalCount, page, size };
}

export async function getProject(db: Db, caller: Caller, projectId: number) {
  const row = await inCompany(db, caller, (trx) => findProject(trx, projectId));
  if (!row) throw notFound('Project not found');
  return toProject(row);
}

async function checkMembers(db: Db, caller: Caller, members: Partial<reco.ProjectMembers>) {
  await requireMembersWithScope(
    db,
    caller.companyId,
    members.reconciler_ids ?? [],
    'reco:write',
    'reconciler_ids',
  );
  await requireMembersWithScope(
    db,
    caller.companyId,
    members.reviewer_ids ?? [],
    'reco:review',
    'reviewer_ids',
  );
}

export async function createProject(db: Db, caller: Caller, input: reco.NewProject) {
  const bad = periodFields(input.period_from, input.period_to);
  if (bad)
    throw badRequest('The period ends before it starts', bad, stepRefusal('periodEndsBeforeStart'));
  await checkMembers(db, caller, input);
  const row = await inCompany(db, caller, async (trx) => {
    const projectId = await insertProject(trx, {
      name: input.name.trim(),
      kind: input.kind,
      period_from: input.period_from,
      period_to: input.period_to,
      created_by_user_id: caller.userId,
    });
    await replaceMembers(trx, projectId, {
      reconciler_ids: input.reconciler_ids ?? [],
      reviewer_ids: input.reviewer_ids ?? [],
    });
    return findProject(trx, projectId);
  });
  return toProject(row!);
}

export async function setProjectMembers(
  db: Db,
  caller: Caller,
  projectId: number,
  members: reco.ProjectMembers,
) {
  await checkMembers(db, caller, members);
  const row = await inCompany(db, caller, async (trx) => {
    if (!(await findProject(trx, projectId))) throw notFound('Project not found');
    await replaceMembers(trx, projectId, members);
    return findProject(trx, projectId);
  });
  return toProject(row!);
}
