import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';
import { Id } from './values.js';

const ProjectQuery = Type.Object({ company_id: Id, project_id: Id });

/** The project's parties with assignee and reviewer columns, as an .xlsx (binary answer). */
export const taskAssignmentTemplate = route('GET', '/ums/task-assignment-template/', {
  querystring: ProjectQuery,
  response: {},
});

export const AssignmentResult = Type.Object({
  rows: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
});
export type AssignmentResult = Static<typeof AssignmentResult>;

/**
 * Multipart: the filled template. Every row is checked first; any error answers 400 with
 * `fields["row.<n>.<column>"]` per problem and nothing is applied.
 */
export const assignRecos = route('POST', '/ums/assign-recos/', {
  querystring: ProjectQuery,
  response: { 200: AssignmentResult },
});
