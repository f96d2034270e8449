import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';
import { Id, LocalDate, Name, Page, Paging, RecoKind, Timestamp } from './values.js';

export const Project = Type.Object({
  project_id: Id,
  name: Type.String(),
  kind: RecoKind,
  period_from: LocalDate,
  period_to: LocalDate,
  reconciler_ids: Type.Array(Id),
  reviewer_ids: Type.Array(Id),
  reco_count: Type.Integer({ minimum: 0 }),
  created_by_user_id: Id,
  created_at: Timestamp,
});
export type Project = Static<typeof Project>;

const Members = {
  reconciler_ids: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
  reviewer_ids: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
};

export const NewProject = Type.Object(
  {
    name: Name,
    kind: RecoKind,
    period_from: LocalDate,
    period_to: LocalDate,
    reconciler_ids: Type.Optional(Members.reconciler_ids),
    reviewer_ids: Type.Optional(Members.reviewer_ids),
  },
  { additionalProperties: false },
);
export type NewProject = Static<typeof NewProject>;

export const ProjectMembers = Type.Object(Members, { additionalProperties: false });
export type ProjectMembers = Static<typeof ProjectMembers>;

const ProjectParams = Type.Object({ project_id: Id });

export const listProjects = route('GET', '/reconciliation/projects/', {
  querystring: Type.Object({ ...Paging, kind: Type.Optional(RecoKind) }),
  response: { 200: Page(Project) },
});

export const createProject = route('POST', '/reconciliation/projects/', {
  body: NewProject,
  response: { 201: Project },
});

export const getProject = route('GET', '/reconciliation/projects/:project_id/', {
  params: ProjectParams,
  response: { 200: Project },
});

export const setProjectMembers = route('PUT', '/reconciliation/projects/:project_id/members/', {
  params: ProjectParams,
  body: ProjectMembers,
  response: { 200: Project },
});
