import type { IntlShape } from 'react-intl';
import type { NotificationDetailCode, NotificationKind } from '../../gql/graphql';
import { formatDate } from '../i18n/format';

type NoteWords = {
  kind: NotificationKind;
  actorName: string | null;
  text: string;
  subjectName?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  detail?: {
    code: NotificationDetailCode;
    params: readonly { name: string; value: string }[];
  } | null;
};

/** What it is about: the party and its period as dates; older notifications keep their text. */
function subjectWords(intl: IntlShape, note: NoteWords): string | null {
  if (!note.subjectName) return null;
  if (!note.periodFrom || !note.periodTo) return note.subjectName;
  return intl.formatMessage(
    { id: 'notifications.subject.period', defaultMessage: '{party}, {from} to {to}' },
    { party: note.subjectName, from: formatDate(note.periodFrom), to: formatDate(note.periodTo) },
  );
}

/** What the party did, worded in the reader's language. */
function detailWords(
  intl: IntlShape,
  detail: NonNullable<NoteWords['detail']>,
  subject: string,
  actor: string,
): string {
  const param = (name: string) => detail.params.find((p) => p.name === name)?.value ?? '';
  switch (detail.code) {
    case 'LEDGER_UPLOADED':
      return intl.formatMessage(
        {
          id: 'notifications.detail.ledgerUploaded',
          defaultMessage: '{subject}: the party uploaded its ledger',
        },
        { subject },
      );
    case 'RUN_WAITING':
      return intl.formatMessage(
        {
          id: 'notifications.detail.runWaiting',
          defaultMessage: '{subject}: the party uploaded its ledger; the run waits for you',
        },
        { subject },
      );
    case 'BALANCE_CONFIRMED':
      return intl.formatMessage(
        {
          id: 'notifications.detail.balanceConfirmed',
          defaultMessage: '{subject}: the party confirmed the closing balance',
        },
        { subject },
      );
    case 'BALANCE_DISPUTED':
      return intl.formatMessage(
        {
          id: 'notifications.detail.balanceDisputed',
          defaultMessage: '{subject}: the party disputed the closing balance: “{remark}”',
        },
        { subject, remark: param('remark') },
      );
    case 'ENTRY_AGREED':
      return intl.formatMessage(
        {
          id: 'notifications.detail.entryAgreed',
          defaultMessage: '{actor} agreed with entry {entry} on {subject}',
        },
        { actor, subject, entry: param('entry') },
      );
    case 'ENTRY_DISAGREED':
      return intl.formatMessage(
        {
          id: 'notifications.detail.entryDisagreed',
          defaultMessage: '{actor} disagreed with entry {entry} on {subject}',
        },
        { actor, subject, entry: param('entry') },
      );
    case 'ENTRY_DOCUMENT':
      return intl.formatMessage(
        {
          id: 'notifications.detail.entryDocument',
          defaultMessage: '{actor} sent a document on entry {entry} of {subject}',
        },
        { actor, subject, entry: param('entry') },
      );
    default: {
      const unreachable: never = detail.code;
      return String(unreachable);
    }
  }
}

/**
 * One sentence per kind, with who did it and what it is about, in the reader's language: the
 * subject (a party and its period) and the detail are data worded here; a notification stored
 * before they existed shows its stored text.
 */
export function notificationText(intl: IntlShape, note: NoteWords): string {
  const subject = subjectWords(intl, note);
  const actor =
    note.actorName ??
    intl.formatMessage({ id: 'notifications.someone', defaultMessage: 'Someone' });
  if (subject !== null && note.detail) return detailWords(intl, note.detail, subject, actor);
  const values = { actor, text: subject ?? note.text };
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
