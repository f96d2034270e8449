import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { reco } from '@concord/contracts';
import { PageOf } from '../poso-shared/poso-shared.type.js';
import { MailStatus } from './communication.type.js';
import { HistoryNote, toHistoryNote } from '../recos/history-note.type.js';

export enum FollowUpStatus {
  DISPUTED = 'disputed',
  CONFIRMED = 'confirmed',
  RECEIVED = 'received',
  BOUNCED = 'bounced',
  OPENED = 'opened',
  REMINDED = 'reminded',
  REQUESTED = 'requested',
}
registerEnumType(FollowUpStatus, {
  name: 'FollowUpStatus',
  description: 'Where a party stands: the furthest step it reached.',
  valuesConfig: {
    DISPUTED: { description: 'The party disputed our closing balance.' },
    CONFIRMED: { description: 'The party confirmed our closing balance.' },
    RECEIVED: { description: "The party's ledger is in." },
    BOUNCED: { description: 'The last mail to the party was refused for good.' },
    OPENED: { description: 'The party opened its link.' },
    REMINDED: { description: 'Reminded at least once, no answer yet.' },
    REQUESTED: { description: 'Asked, no answer yet.' },
  },
});

export enum BulkMailOutcome {
  SENDING = 'sending',
  SENT = 'sent',
  OUTBOX = 'outbox',
  FAILED = 'failed',
}
registerEnumType(BulkMailOutcome, {
  name: 'BulkMailOutcome',
  description: 'What became of one party’s mail in a bulk send.',
  valuesConfig: {
    SENDING: { description: 'Queued; the mail worker is on it.' },
    SENT: { description: 'The SMTP server accepted it.' },
    OUTBOX: { description: 'Kept in the outbox: no SMTP server is set.' },
    FAILED: { description: 'Not sent; the reason code says why.' },
  },
});

export enum BulkMailReason {
  RECO_NOT_FOUND = 'recoNotFound',
  RECO_INACTIVE = 'recoInactive',
  NO_CONTACT_ADDRESS = 'noContactAddress',
  NO_RESULT_WORKBOOK = 'noResultWorkbook',
  MAIL_FAILED = 'mailFailed',
}
registerEnumType(BulkMailReason, {
  name: 'BulkMailReason',
  description: 'Why a party of a bulk send got no mail; the screen words it.',
  valuesConfig: {
    RECO_NOT_FOUND: { description: 'No such reconciliation in this company.' },
    RECO_INACTIVE: { description: 'The reconciliation is inactive.' },
    NO_CONTACT_ADDRESS: { description: 'The party has no contact address.' },
    NO_RESULT_WORKBOOK: {
      description: 'The template attaches the result workbook and the reconciliation has none yet.',
    },
    MAIL_FAILED: { description: 'The mail failed; `reason` holds the server’s answer.' },
  },
});

@ObjectType({ description: 'One party to follow up: what was asked and what came back.' })
export class FollowUp {
  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { nullable: true, description: 'Its current iteration (the page to open).' })
  iterationId!: number | null;

  @Field(() => Int, { description: 'Its project.' })
  projectId!: number;

  @Field(() => String, { description: 'Project name.' })
  projectName!: string;

  @Field(() => String, { description: 'Party name.' })
  partyName!: string;

  @Field(() => String, { nullable: true, description: "The party's contact address." })
  contactEmail!: string | null;

  @Field(() => String, { description: 'Period start (YYYY-MM-DD).' })
  periodFrom!: string;

  @Field(() => String, { description: 'Period end (YYYY-MM-DD).' })
  periodTo!: string;

  @Field(() => FollowUpStatus, { description: 'The furthest step reached.' })
  status!: FollowUpStatus;

  @Field(() => String, { nullable: true, description: 'First asked at (ISO 8601).' })
  requestedAt!: string | null;

  @Field(() => Int, { description: 'Reminders sent.' })
  reminders!: number;

  @Field(() => String, { nullable: true, description: 'Last reminded at (ISO 8601).' })
  lastRemindedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'The party first opened a link at.' })
  openedAt!: string | null;

  @Field(() => String, { nullable: true, description: "The party's ledger arrived at." })
  receivedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'The party confirmed our balance at.' })
  confirmedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'The party disputed our balance at.' })
  disputedAt!: string | null;

  @Field(() => String, { nullable: true, description: "The party's remark on its dispute." })
  disputeRemark!: string | null;

  @Field(() => String, { nullable: true, description: 'The last mail bounced at.' })
  bouncedAt!: string | null;

  @Field(() => String, { nullable: true, description: "The SMTP server's refusal." })
  bounceReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the company's rule did not start the run when the party's file arrived (columns to confirm, our books missing), in the words of an entry written before notes; null once the reco runs.",
  })
  runWaiting!: string | null;

  @Field(() => HistoryNote, {
    nullable: true,
    description:
      "Why the company's rule did not start the run when the party's file arrived, as a code (RULE_RUN_WAITS); null once the reco runs.",
  })
  runWaitingNote!: HistoryNote | null;
}

@ObjectType({ description: 'How many parties stand at each step (under the other filters).' })
export class FollowUpCounts {
  @Field(() => Int, { description: 'Disputed.' })
  disputed!: number;
  @Field(() => Int, { description: 'Confirmed.' })
  confirmed!: number;
  @Field(() => Int, { description: 'Ledger received.' })
  received!: number;
  @Field(() => Int, { description: 'Bounced.' })
  bounced!: number;
  @Field(() => Int, { description: 'Link opened.' })
  opened!: number;
  @Field(() => Int, { description: 'Reminded.' })
  reminded!: number;
  @Field(() => Int, { description: 'Requested.' })
  requested!: number;
}

@ObjectType({ description: 'One page of follow-ups, with the counts per status.' })
export class FollowUpPage extends PageOf(FollowUp, 'follow-ups') {
  @Field(() => FollowUpCounts, { description: 'Parties per status.' })
  counts!: FollowUpCounts;
}

@ObjectType({ description: 'One party of a bulk send.' })
export class BulkMailItem {
  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => String, { nullable: true, description: 'Party name.' })
  partyName!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the mail goes.' })
  to!: string | null;

  @Field(() => Int, { nullable: true, description: 'The mail, once built.' })
  mailId!: number | null;

  @Field(() => BulkMailOutcome, { description: 'What became of it so far.' })
  outcome!: BulkMailOutcome;

  @Field(() => MailStatus, { nullable: true, description: "The mail's own status." })
  mailStatus!: MailStatus | null;

  @Field(() => BulkMailReason, { nullable: true, description: 'Why it failed.' })
  reasonCode!: BulkMailReason | null;

  @Field(() => String, {
    nullable: true,
    description: 'For MAIL_FAILED: the SMTP server’s answer or the last error, as it came.',
  })
  reason!: string | null;
}

@ObjectType({ description: 'A bulk send and how far it got.' })
export class BulkMailResult {
  @Field(() => String, { description: 'The batch key the sender chose.' })
  batchKey!: string;

  @Field(() => [BulkMailItem], { description: 'One line per party.' })
  items!: BulkMailItem[];

  @Field(() => Int, { description: 'Parties no longer being sent.' })
  done!: number;

  @Field(() => Int, { description: 'Parties in the batch.' })
  total!: number;
}

export function toFollowUp(f: reco.FollowUp): FollowUp {
  return {
    recoId: f.reco_id,
    iterationId: f.iteration_id,
    projectId: f.project_id,
    projectName: f.project_name,
    partyName: f.party_name,
    contactEmail: f.contact_email,
    periodFrom: f.from_date,
    periodTo: f.to_date,
    status: f.status as FollowUpStatus,
    requestedAt: f.requested_at,
    reminders: f.reminders,
    lastRemindedAt: f.last_reminded_at,
    openedAt: f.opened_at,
    receivedAt: f.received_at,
    confirmedAt: f.confirmed_at,
    disputedAt: f.disputed_at,
    disputeRemark: f.dispute_remark,
    bouncedAt: f.bounced_at,
    bounceReason: f.bounce_reason,
    runWaiting: f.run_waiting,
    runWaitingNote: f.run_waiting_note ? toHistoryNote(f.run_waiting_note) : null,
  };
}

export function toBulkMailResult(r: reco.BulkMailResult): BulkMailResult {
  return {
    batchKey: r.batch_key,
    done: r.done,
    total: r.total,
    items: r.items.map((i) => ({
      recoId: i.reco_id,
      partyName: i.party_name,
      to: i.to_address,
      mailId: i.message_id,
      outcome: i.outcome as BulkMailOutcome,
      mailStatus: i.mail_status as MailStatus | null,
      reasonCode: i.reason_code as BulkMailReason | null,
      reason: i.reason,
    })),
  };
}
