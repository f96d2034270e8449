import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RunNeed } from '../../../gql/graphql';
import { runNeedMessages } from '../history/history-notes';
import type { ReadErrorReason } from '../iterations/read-errors';

/**
 * Why a step of a reconciliation was refused, by the code's GraphQL name (contracts'
 * STEP_REFUSAL_CODES) with the values it names.
 */
const byCode = defineMessages({
  NOT_READY_TO_RUN: {
    id: 'reco.stepRefusal.notReadyToRun',
    defaultMessage: 'The run cannot start yet: {needs}',
  },
  REMARKS_REQUIRED: {
    id: 'reco.stepRefusal.remarksRequired',
    defaultMessage: 'Say why in the remarks',
  },
  NOT_ALLOWED_MEMBER: {
    id: 'reco.stepRefusal.notAllowedMember',
    defaultMessage:
      '{role, select, reconcile {A person chosen may not reconcile in this company} other {A person chosen may not review in this company}}',
  },
  PERIOD_ENDS_BEFORE_START: {
    id: 'reco.stepRefusal.periodEndsBeforeStart',
    defaultMessage: 'The period ends before it starts',
  },
  TAG_NAME_REQUIRED: {
    id: 'reco.stepRefusal.tagNameRequired',
    defaultMessage: 'Give the tag a name',
  },
});

/** The code's message, by the code's GraphQL name. */
export const stepRefusalMessages: Record<keyof typeof byCode, MessageDescriptor> = byCode;

const isKnown = (code: string): code is keyof typeof byCode => Object.hasOwn(byCode, code);

const isNeed = (value: unknown): value is RunNeed => value === 'FILE' || value === 'MAPPING';

/** A refused step in the user's language; null for a code this screen does not know. */
export function formatStepRefusal(intl: IntlShape, reason: ReadErrorReason): string | null {
  if (!isKnown(reason.code)) return null;
  const p = reason.params;
  const needs: string[] = [];
  for (const side of ['books', 'counterparty'] as const) {
    const need = String(p[side] ?? '').toUpperCase();
    if (isNeed(need)) needs.push(intl.formatMessage(runNeedMessages[side][need]));
  }
  return intl.formatMessage(stepRefusalMessages[reason.code], {
    needs: needs.join('; '),
    role: String(p.role ?? ''),
  });
}
