import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { LedgerSide, RunErrorCode } from '../../../gql/graphql';
import { formatReadError } from './read-errors';

/** Why a run failed, as the BFF answers it (`RecoRun.errorReason`). */
export type RunErrorView = {
  code: RunErrorCode;
  side?: LedgerSide | null;
  reason?: {
    code: string;
    sheet?: string | null;
    row?: number | null;
    column?: string | null;
    text?: string | null;
    field?: string | null;
    limit?: number | null;
    size?: number | null;
  } | null;
};

const messages: Record<'booksUnreadable' | 'counterpartyUnreadable' | 'gaveUp', MessageDescriptor> =
  defineMessages({
    booksUnreadable: {
      id: 'reco.runError.booksUnreadable',
      defaultMessage: 'Our books could not be read: {reason}',
    },
    counterpartyUnreadable: {
      id: 'reco.runError.counterpartyUnreadable',
      defaultMessage: 'The counterparty ledger could not be read: {reason}',
    },
    gaveUp: {
      id: 'reco.runError.gaveUp',
      defaultMessage:
        'The run stopped unexpectedly several times and was given up. Start it again; if it fails again, contact support with the time of this run.',
    },
  });

/**
 * Why a run failed, in the user's language: whose file could not be read and why (the same
 * words as an upload refused for it), or that the run was given up; null for a code this
 * screen does not know (the service's English then stands).
 */
export function formatRunError(intl: IntlShape, error: RunErrorView): string | null {
  switch (error.code) {
    case 'FILE_UNREADABLE': {
      const r = error.reason;
      const why = r
        ? formatReadError(intl, {
            code: r.code,
            params: Object.fromEntries(
              Object.entries(r).filter(
                (e): e is [string, string | number] =>
                  e[0] !== 'code' && e[0] !== '__typename' && e[1] !== null && e[1] !== undefined,
              ),
            ),
          })
        : null;
      if (!why) return null;
      return intl.formatMessage(
        error.side === 'COUNTERPARTY' ? messages.counterpartyUnreadable : messages.booksUnreadable,
        { reason: why },
      );
    }
    case 'GAVE_UP':
      return intl.formatMessage(messages.gaveUp);
    default: {
      // A code added to the service reaches this screen's build as a type error here.
      const unknown: never = error.code;
      return unknown;
    }
  }
}
