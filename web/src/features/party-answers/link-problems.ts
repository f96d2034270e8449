import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SharedFileProblem } from '../shared-file/shared-file';

/** Why a party's page cannot open: every bad token reads the same. */
export const linkProblems: Record<SharedFileProblem, MessageDescriptor> = defineMessages({
  invalid: {
    id: 'party.link.invalid',
    defaultMessage: 'This link is not valid. Ask the sender for a new one.',
  },
  busy: { id: 'party.link.busy', defaultMessage: 'Too many tries. Wait a minute and try again.' },
  failed: {
    id: 'party.link.failed',
    defaultMessage: 'The page could not be loaded. Check your connection and try again.',
  },
});
