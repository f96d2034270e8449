import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { StatusLook } from '../../../ui/display/StatusChip';
import type { RecoKind, RecoState } from '../../../gql/graphql';

// The words of the reconciliation screens, each translated once; a screen keeps only the
// sentences no other screen says.

export const fieldLabels = defineMessages({
  party: { id: 'reco.field.party', defaultMessage: 'Party' },
  period: { id: 'reco.field.period', defaultMessage: 'Period' },
  periodFrom: { id: 'reco.field.periodFrom', defaultMessage: 'From' },
  periodTo: { id: 'reco.field.periodTo', defaultMessage: 'To' },
  state: { id: 'reco.field.state', defaultMessage: 'State' },
  assignee: { id: 'reco.field.assignee', defaultMessage: 'Reconciler' },
  reviewer: { id: 'reco.field.reviewer', defaultMessage: 'Reviewer' },
  lastRun: { id: 'reco.field.lastRun', defaultMessage: 'Last run' },
  matched: { id: 'reco.field.matched', defaultMessage: 'Matched' },
  unexplained: { id: 'reco.field.unexplained', defaultMessage: 'Unexplained' },
  tags: { id: 'reco.field.tags', defaultMessage: 'Tags' },
  project: { id: 'reco.field.project', defaultMessage: 'Project' },
  kind: { id: 'reco.field.kind', defaultMessage: 'Kind' },
  updated: { id: 'reco.field.updated', defaultMessage: 'Last activity' },
  name: { id: 'reco.field.name', defaultMessage: 'Name' },
  remarks: { id: 'reco.field.remarks', defaultMessage: 'Remarks' },
  search: { id: 'reco.field.search', defaultMessage: 'Search party or project' },
  reconcilers: { id: 'reco.field.reconcilers', defaultMessage: 'Reconcilers' },
  reviewers: { id: 'reco.field.reviewers', defaultMessage: 'Reviewers' },
  recoCount: { id: 'reco.field.recoCount', defaultMessage: 'Reconciliations' },
  iteration: { id: 'reco.field.iteration', defaultMessage: 'Iteration' },
  nobody: { id: 'reco.field.nobody', defaultMessage: 'Nobody' },
});

export const titles = defineMessages({
  home: { id: 'reco.title.home', defaultMessage: 'My reconciliation work' },
  latest: { id: 'reco.title.latest', defaultMessage: 'Latest reconciliations' },
  gstLatest: { id: 'reco.title.gstLatest', defaultMessage: 'GST reconciliations' },
  taxLatest: { id: 'reco.title.taxLatest', defaultMessage: 'TAX reconciliations' },
  oldRecos: { id: 'reco.title.oldRecos', defaultMessage: 'Old reconciliations' },
  projects: { id: 'reco.title.projects', defaultMessage: 'Projects' },
  history: { id: 'reco.title.history', defaultMessage: 'History' },
  newReco: { id: 'reco.action.newReco', defaultMessage: 'New reconciliation' },
  recoNotFound: {
    id: 'reco.notFound',
    defaultMessage: 'This reconciliation does not exist or is not yours to see.',
  },
});

const stateLabels = defineMessages({
  CREATED: { id: 'reco.state.created', defaultMessage: 'Waiting for files' },
  FILES_UPLOADED: { id: 'reco.state.filesUploaded', defaultMessage: 'Files uploaded' },
  RUNNING: { id: 'reco.state.running', defaultMessage: 'Running' },
  OUTPUT_READY: { id: 'reco.state.outputReady', defaultMessage: 'Output ready' },
  IN_REVIEW: { id: 'reco.state.inReview', defaultMessage: 'In review' },
  ACCEPTED: { id: 'reco.state.accepted', defaultMessage: 'Accepted' },
  REJECTED: { id: 'reco.state.rejected', defaultMessage: 'Rejected' },
  INACTIVE: { id: 'reco.state.inactive', defaultMessage: 'Inactive' },
});

/** Every state with its colour, the same on every screen; the type keeps it complete. */
const stateLooks: Record<RecoState, StatusLook> = {
  CREATED: { tone: 'gray', label: stateLabels.CREATED },
  FILES_UPLOADED: { tone: 'blue', label: stateLabels.FILES_UPLOADED },
  RUNNING: { tone: 'blue', label: stateLabels.RUNNING },
  OUTPUT_READY: { tone: 'orange', label: stateLabels.OUTPUT_READY },
  IN_REVIEW: { tone: 'orange', label: stateLabels.IN_REVIEW },
  ACCEPTED: { tone: 'green', label: stateLabels.ACCEPTED },
  REJECTED: { tone: 'red', label: stateLabels.REJECTED },
  INACTIVE: { tone: 'gray', label: stateLabels.INACTIVE },
};

export const recoStates: readonly RecoState[] = [
  'CREATED',
  'FILES_UPLOADED',
  'RUNNING',
  'OUTPUT_READY',
  'IN_REVIEW',
  'REJECTED',
  'ACCEPTED',
  'INACTIVE',
];
export const openStates = recoStates.filter((s) => s !== 'ACCEPTED' && s !== 'INACTIVE');
export const closedStates: readonly RecoState[] = ['ACCEPTED', 'INACTIVE'];

export function stateLook(state: RecoState): StatusLook {
  return stateLooks[state];
}
export function stateLabel(state: RecoState): MessageDescriptor {
  return stateLooks[state].label;
}

const kindLabels: Record<RecoKind, MessageDescriptor> = defineMessages({
  VENDOR: { id: 'reco.kind.vendor', defaultMessage: 'Vendor' },
  CUSTOMER: { id: 'reco.kind.customer', defaultMessage: 'Customer' },
  GST: { id: 'reco.kind.gst', defaultMessage: 'GST' },
  TAX: { id: 'reco.kind.tax', defaultMessage: 'TAX' },
});
export const recoKinds: readonly RecoKind[] = ['VENDOR', 'CUSTOMER', 'GST', 'TAX'];
export function kindLabel(kind: RecoKind): MessageDescriptor {
  return kindLabels[kind];
}
