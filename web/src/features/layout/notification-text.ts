import type { IntlShape } from 'react-intl';
import type { NotificationKind } from '../../gql/graphql';

/** One sentence per kind, with who did it and what it is about. */
export function notificationText(
  intl: IntlShape,
  note: { kind: NotificationKind; actorName: string | null; text: string },
): string {
  const values = {
    actor:
      note.actorName ??
      intl.formatMessage({ id: 'notifications.someone', defaultMessage: 'Someone' }),
    text: note.text,
  };
  switch (note.kind) {
    case 'RECO_MENTION':
      return intl.formatMessage(
        { id: 'notifications.kind.mention', defaultMessage: '{actor} mentioned you: “{text}”' },
        values,
      );
    case 'RECO_ASSIGNED':
      return intl.formatMessage(
        {
          id: 'notifications.kind.assigned',
          defaultMessage: '{actor} gave you the reconciliation {text}',
        },
        values,
      );
    case 'RECO_REVIEW_REQUESTED':
      return intl.formatMessage(
        {
          id: 'notifications.kind.reviewRequested',
          defaultMessage: '{actor} asks you to review {text}',
        },
        values,
      );
    case 'RECO_ACCEPTED':
      return intl.formatMessage(
        { id: 'notifications.kind.accepted', defaultMessage: '{actor} accepted {text}' },
        values,
      );
    case 'RECO_REJECTED':
      return intl.formatMessage(
        { id: 'notifications.kind.rejected', defaultMessage: '{actor} rejected {text}' },
        values,
      );
    case 'RECO_SHARED_WITH_US':
      return intl.formatMessage(
        {
          id: 'notifications.kind.sharedWithUs',
          defaultMessage: '{actor} shared the reconciliation {text} with you',
        },
        values,
      );
    case 'RECO_ANSWERED':
      return intl.formatMessage(
        {
          id: 'notifications.kind.answered',
          defaultMessage: '{actor} answered on {text}',
        },
        values,
      );
    case 'POSO_RECEIVED':
      return intl.formatMessage(
        { id: 'notifications.kind.posoReceived', defaultMessage: '{actor} sent you {text}' },
        values,
      );
    case 'POSO_APPROVAL_REQUESTED':
      return intl.formatMessage(
        {
          id: 'notifications.kind.posoApproval',
          defaultMessage: '{actor} asks you to approve {text}',
        },
        values,
      );
    case 'POSO_STATUS_CHANGED':
      return intl.formatMessage(
        { id: 'notifications.kind.posoStatus', defaultMessage: '{text}: the status changed' },
        values,
      );
    default: {
      const unreachable: never = note.kind;
      return String(unreachable);
    }
  }
}
