// The error codes the client knows and how they are worded, apart from Apollo's error types so
// that the prerendered /login's own script can word a failure with neither Apollo nor react-intl.
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../features/i18n/define-messages';

export const graphqlErrorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_SERVER_ERROR',
] as const;
export type GraphQLErrorCode = (typeof graphqlErrorCodes)[number];
/** What the client reports besides the BFF's codes: no answer at all, or a code it does not know. */
export type ClientErrorCode = GraphQLErrorCode | 'NETWORK' | 'UNKNOWN';

const messages = defineMessages({
  UNAUTHENTICATED: {
    id: 'error.unauthenticated',
    defaultMessage: 'Your session has ended. Please sign in again.',
  },
  FORBIDDEN: { id: 'error.forbidden', defaultMessage: 'You do not have permission to do that.' },
  NOT_FOUND: { id: 'error.notFound', defaultMessage: 'We could not find what you asked for.' },
  BAD_USER_INPUT: {
    id: 'error.badUserInput',
    defaultMessage: 'Some details are not valid. Please check the form.',
  },
  CONFLICT: {
    id: 'error.conflict',
    defaultMessage: 'This was changed by someone else or already exists.',
  },
  TOO_MANY_REQUESTS: {
    id: 'error.tooManyRequests',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
  },
  UPSTREAM_UNAVAILABLE: {
    id: 'error.upstreamUnavailable',
    defaultMessage: 'A service is unavailable right now. Please try again shortly.',
  },
  UPSTREAM_TIMEOUT: {
    id: 'error.upstreamTimeout',
    defaultMessage: 'A service took too long to answer. Please try again.',
  },
  INTERNAL_SERVER_ERROR: {
    id: 'error.internal',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  NETWORK: {
    id: 'error.network',
    defaultMessage: 'Cannot reach the server. Check your connection.',
  },
  UNKNOWN: { id: 'error.unknown', defaultMessage: 'Something unexpected happened.' },
});

export function errorMessage(code: ClientErrorCode): MessageDescriptor {
  return messages[code];
}

/**
 * Refusals whose reason the shell names, in the user's language, instead of the bare code's
 * message ("You do not have permission" says nothing of why).
 */
const reasonMessages = defineMessages({
  AUTHOR_MAY_NOT_APPROVE: {
    id: 'error.reason.authorMayNotApprove',
    defaultMessage:
      'Separation of duties: you wrote this purchase order, so someone else must approve it. A company administrator can allow one person to do both.',
  },
  ACCEPTOR_MAY_NOT_FINANCE_APPROVE: {
    id: 'error.reason.acceptorMayNotFinanceApprove',
    defaultMessage:
      'Separation of duties: you accepted this invoice, so its finance approval must come from someone else. A company administrator can allow one person to do both.',
  },
});

/** What to say of a failure: its reason when the shell knows it, otherwise its code. */
export function failureMessage(code: ClientErrorCode, reason?: string): MessageDescriptor {
  return reason !== undefined && Object.hasOwn(reasonMessages, reason)
    ? reasonMessages[reason as keyof typeof reasonMessages]
    : messages[code];
}

export function toClientErrorCode(code: unknown): ClientErrorCode {
  return graphqlErrorCodes.includes(code as GraphQLErrorCode)
    ? (code as GraphQLErrorCode)
    : 'UNKNOWN';
}
