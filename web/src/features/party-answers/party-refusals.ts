import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ReadErrorReason } from '../reco/iterations/read-errors';

/**
 * Why a party's page refused what the party sent, by the code the service gives
 * (packages/contracts PARTY_REFUSALS, as the BFF names them), in the party's language.
 */
export const partyRefusalMessages = defineMessages({
  LINK_MOVED_ON: {
    id: 'party.refusal.linkMovedOn',
    defaultMessage:
      'This reconciliation has moved on since the link was sent. Ask the sender for a new link.',
  },
  RECO_TAKES_NO_FILES: {
    id: 'party.refusal.recoTakesNoFiles',
    defaultMessage:
      'This reconciliation takes no files at this stage. Ask the sender if you need to send another.',
  },
  REMARK_REQUIRED: {
    id: 'party.refusal.remarkRequired',
    defaultMessage: 'Say what differs, so the sender can look into it.',
  },
  RECO_CLOSED: {
    id: 'party.refusal.recoClosed',
    defaultMessage: 'This reconciliation is closed. Ask the sender if something is wrong.',
  },
  NO_BALANCE_YET: {
    id: 'party.refusal.noBalanceYet',
    defaultMessage:
      'There is no closing balance to confirm yet. You can send a remark or your statement instead.',
  },
  NOT_A_DISPUTE: {
    id: 'party.refusal.notADispute',
    defaultMessage: 'Only a dispute takes a file.',
  },
  FILE_ALREADY_ATTACHED: {
    id: 'party.refusal.fileAlreadyAttached',
    defaultMessage: 'Your answer has its file already.',
  },
});

const isPartyRefusal = (code: string): code is keyof typeof partyRefusalMessages =>
  Object.hasOwn(partyRefusalMessages, code);

/** The refusal in the party's language, or null for a code this page does not know. */
export function partyRefusalText(intl: IntlShape, reason: ReadErrorReason | null): string | null {
  if (!reason || !isPartyRefusal(reason.code)) return null;
  const message: MessageDescriptor = partyRefusalMessages[reason.code];
  return intl.formatMessage(message);
}
