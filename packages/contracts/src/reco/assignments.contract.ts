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
 * Why a filled template was refused, as codes the screens word with their values. About the
 * file (`fields.file`): notAWorkbook, noSheet, templateColumnsMissing (`columns`, the missing
 * headers). About a row's column (`fields["row.<n>.<column>"]`): partyMissing, unknownParty
 * (`party`), notIsoDate (`value`), periodEndsBeforeStart, repeatedRow (`row`, the row it
 * repeats), notAMember, mayNotReconcile, mayNotReview (`name`, the user named).
 */
export const ASSIGNMENT_PROBLEM_CODES = [
  'notAWorkbook',
  'noSheet',
  'templateColumnsMissing',
  'partyMissing',
  'unknownParty',
  'notIsoDate',
  'periodEndsBeforeStart',
  'repeatedRow',
  'notAMember',
  'mayNotReconcile',
  'mayNotReview',
] as const;
export type AssignmentProblemCode = (typeof ASSIGNMENT_PROBLEM_CODES)[number];

/**
 * Multipart: the filled template. Every row is checked first; any error answers 400 with
 * `fields["row.<n>.<column>"]` per problem in English and `reasons` under the same names as
 * ASSIGNMENT_PROBLEM_CODES with their values, the whole answer's `reason` being
 * `assignmentRefused` with `count`; nothing is applied.
 */
export const assignRecos = route('POST', '/ums/assign-recos/', {
  querystring: ProjectQuery,
  response: { 200: AssignmentResult },
});
