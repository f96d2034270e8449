import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { BulkMailReason, FollowUpStatus, MailPurpose, MailStatus } from '../../gql/graphql';
import type { StatusLook, StatusTone } from '../../ui/display/StatusChip';

export const labels = defineMessages({
  title: { id: 'comms.title', defaultMessage: 'Communications' },
  subtitle: {
    id: 'comms.subtitle',
    defaultMessage: 'Who sends the ledger requests and reminders, and every mail built',
  },
  tabSender: { id: 'comms.tab.sender', defaultMessage: 'Sender' },
  tabTemplates: { id: 'comms.tab.templates', defaultMessage: 'Templates' },
  tabRules: { id: 'comms.tab.rules', defaultMessage: 'Rules' },
  tabOutbox: { id: 'comms.tab.outbox', defaultMessage: 'Mails' },
  tabFollowUps: { id: 'comms.tab.followUps', defaultMessage: 'Follow-ups' },
});

export const statusLabels: Record<MailStatus, MessageDescriptor> = defineMessages({
  QUEUED: { id: 'comms.status.queued', defaultMessage: 'Queued' },
  SENDING: { id: 'comms.status.sending', defaultMessage: 'Sending' },
  SENT: { id: 'comms.status.sent', defaultMessage: 'Sent' },
  OUTBOX: { id: 'comms.status.outbox', defaultMessage: 'In the outbox' },
  RETRYING: { id: 'comms.status.retrying', defaultMessage: 'Will retry' },
  BOUNCED: { id: 'comms.status.bounced', defaultMessage: 'Bounced' },
  DEAD: { id: 'comms.status.dead', defaultMessage: 'Failed' },
});

const statusTones: Record<MailStatus, StatusTone> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  SENT: 'green',
  OUTBOX: 'blue',
  RETRYING: 'orange',
  BOUNCED: 'red',
  DEAD: 'red',
};

export const statusLook = (status: MailStatus): StatusLook => ({
  tone: statusTones[status],
  label: statusLabels[status],
});

export const purposeLabels: Record<MailPurpose, MessageDescriptor> = defineMessages({
  LEDGER_REQUEST: { id: 'comms.purpose.ledgerRequest', defaultMessage: 'Ledger request' },
  REMINDER: { id: 'comms.purpose.reminder', defaultMessage: 'Reminder' },
  BALANCE_CONFIRMATION: {
    id: 'comms.purpose.balanceConfirmation',
    defaultMessage: 'Balance confirmation',
  },
  MISMATCH_SUMMARY: { id: 'comms.purpose.mismatchSummary', defaultMessage: 'Mismatch summary' },
  CUSTOM: { id: 'comms.purpose.custom', defaultMessage: 'Other' },
  TEST: { id: 'comms.purpose.test', defaultMessage: 'Test mail' },
});

export const followUpLabels: Record<FollowUpStatus, MessageDescriptor> = defineMessages({
  DISPUTED: { id: 'comms.followUp.disputed', defaultMessage: 'Disputed' },
  CONFIRMED: { id: 'comms.followUp.confirmed', defaultMessage: 'Confirmed' },
  RECEIVED: { id: 'comms.followUp.received', defaultMessage: 'File received' },
  BOUNCED: { id: 'comms.followUp.bounced', defaultMessage: 'Bounced' },
  OPENED: { id: 'comms.followUp.opened', defaultMessage: 'Link opened' },
  REMINDED: { id: 'comms.followUp.reminded', defaultMessage: 'Reminded' },
  REQUESTED: { id: 'comms.followUp.requested', defaultMessage: 'Requested' },
});

const followUpTones: Record<FollowUpStatus, StatusTone> = {
  DISPUTED: 'red',
  CONFIRMED: 'green',
  RECEIVED: 'green',
  BOUNCED: 'red',
  OPENED: 'blue',
  REMINDED: 'orange',
  REQUESTED: 'gray',
};

export const followUpLook = (status: FollowUpStatus): StatusLook => ({
  tone: followUpTones[status],
  label: followUpLabels[status],
});

/** Why a party of a bulk send got no mail; MAIL_FAILED adds the server's own answer after it. */
export const bulkReasonLabels: Record<BulkMailReason, MessageDescriptor> = defineMessages({
  RECO_NOT_FOUND: {
    id: 'comms.bulkReason.recoNotFound',
    defaultMessage: 'Reconciliation not found',
  },
  RECO_INACTIVE: {
    id: 'comms.bulkReason.recoInactive',
    defaultMessage: 'The reconciliation is inactive',
  },
  NO_CONTACT_ADDRESS: {
    id: 'comms.bulkReason.noContactAddress',
    defaultMessage: 'The party has no contact address',
  },
  NO_RESULT_WORKBOOK: {
    id: 'comms.bulkReason.noResultWorkbook',
    defaultMessage: 'The reconciliation has no result workbook to attach yet',
  },
  MAIL_FAILED: { id: 'comms.bulkReason.mailFailed', defaultMessage: 'The mail could not be sent' },
});
