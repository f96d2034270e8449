import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatReadError, type ReadErrorReason } from '../iterations/read-errors';

/**
 * Why a filled task-assignment template was refused, by the code's GraphQL name (contracts'
 * ASSIGNMENT_PROBLEM_CODES) with the values it names.
 */
const byCode = defineMessages({
  NOT_A_WORKBOOK: {
    id: 'reco.assignmentProblem.notAWorkbook',
    defaultMessage: 'The file is not a readable .xlsx workbook',
  },
  NO_SHEET: { id: 'reco.assignmentProblem.noSheet', defaultMessage: 'The workbook has no sheet' },
  TEMPLATE_COLUMNS_MISSING: {
    id: 'reco.assignmentProblem.templateColumnsMissing',
    defaultMessage:
      'This is not the task-assignment template: these columns are missing: {columns}',
  },
  PARTY_MISSING: { id: 'reco.assignmentProblem.partyMissing', defaultMessage: 'Name the party' },
  UNKNOWN_PARTY: {
    id: 'reco.assignmentProblem.unknownParty',
    defaultMessage: 'There is no party named “{party}”',
  },
  NOT_ISO_DATE: {
    id: 'reco.assignmentProblem.notIsoDate',
    defaultMessage: '“{value}” is not a date: write it as YYYY-MM-DD',
  },
  PERIOD_ENDS_BEFORE_START: {
    id: 'reco.assignmentProblem.periodEndsBeforeStart',
    defaultMessage: 'The period ends before it starts',
  },
  REPEATED_ROW: {
    id: 'reco.assignmentProblem.repeatedRow',
    defaultMessage: 'The same party and period are already on row {row}',
  },
  NOT_A_MEMBER: {
    id: 'reco.assignmentProblem.notAMember',
    defaultMessage: '“{name}” is not a member of this company',
  },
  MAY_NOT_RECONCILE: {
    id: 'reco.assignmentProblem.mayNotReconcile',
    defaultMessage: '“{name}” may not reconcile',
  },
  MAY_NOT_REVIEW: {
    id: 'reco.assignmentProblem.mayNotReview',
    defaultMessage: '“{name}” may not review',
  },
});

/** The code's message, by the code's GraphQL name. */
export const assignmentProblemMessages: Record<keyof typeof byCode, MessageDescriptor> = byCode;

const isKnown = (code: string): code is keyof typeof byCode => Object.hasOwn(byCode, code);

/**
 * A refused row or file in the user's language; a file refused by the upload guard (a damaged
 * archive) is said as such; null for a code this screen does not know (the service's English
 * then stands).
 */
export function formatAssignmentProblem(intl: IntlShape, reason: ReadErrorReason): string | null {
  if (!isKnown(reason.code)) return formatReadError(intl, reason);
  const p = reason.params;
  return intl.formatMessage(assignmentProblemMessages[reason.code], {
    columns: p.columns ?? '',
    party: p.party ?? '',
    value: p.value ?? '',
    row: p.row ?? '',
    name: p.name ?? '',
  });
}

/** A row's column (as the BFF names it) as the template's header says it. */
const TEMPLATE_HEADERS: Record<string, string> = {
  party: 'Party',
  periodFrom: 'Period from',
  periodTo: 'Period to',
  reconciler: 'Reconciler',
  reviewer: 'Reviewer',
};

/** The column a problem is about, as the file's header says it (the file is in English). */
export function templateHeader(column: string): string | null {
  return TEMPLATE_HEADERS[column] ?? null;
}
