import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RunPhase, RunState } from '../../../gql/graphql';

const phaseLabels: Record<RunPhase, MessageDescriptor> = defineMessages({
  QUEUED: { id: 'reco.phase.queued', defaultMessage: 'Waiting for a worker' },
  READING_BOOKS: { id: 'reco.phase.readingBooks', defaultMessage: 'Reading the books' },
  READING_COUNTERPARTY: {
    id: 'reco.phase.readingCounterparty',
    defaultMessage: 'Reading the counterparty ledger',
  },
  MATCHING: { id: 'reco.phase.matching', defaultMessage: 'Matching the entries' },
  WRITING: { id: 'reco.phase.writing', defaultMessage: 'Writing the result' },
});
export const runPhases: readonly RunPhase[] = [
  'QUEUED',
  'READING_BOOKS',
  'READING_COUNTERPARTY',
  'MATCHING',
  'WRITING',
];
export function phaseLabel(phase: RunPhase): MessageDescriptor {
  return phaseLabels[phase];
}

const runStateLabels: Record<RunState, MessageDescriptor> = defineMessages({
  IDLE: { id: 'reco.runState.idle', defaultMessage: 'Not run' },
  QUEUED: { id: 'reco.runState.queued', defaultMessage: 'Queued' },
  RUNNING: { id: 'reco.runState.running', defaultMessage: 'Running' },
  SUCCEEDED: { id: 'reco.runState.succeeded', defaultMessage: 'Finished' },
  FAILED: { id: 'reco.runState.failed', defaultMessage: 'Failed' },
});
export function runStateLabel(state: RunState): MessageDescriptor {
  return runStateLabels[state];
}
