import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { reco } from '@concord/contracts';
import { PageOf } from '../poso-shared/poso-shared.type.js';

export enum SmtpSecurity {
  NONE = 'none',
  STARTTLS = 'starttls',
  TLS = 'tls',
}
registerEnumType(SmtpSecurity, {
  name: 'SmtpSecurity',
  description: 'How the connection to the SMTP server is protected.',
  valuesConfig: {
    NONE: { description: 'Plain connection (a relay on a private network).' },
    STARTTLS: { description: 'Plain connection upgraded with STARTTLS (usually port 587).' },
    TLS: { description: 'TLS from the first byte (usually port 465).' },
  },
});

export enum MailDelivery {
  SMTP = 'smtp',
  OUTBOX = 'outbox',
}
registerEnumType(MailDelivery, {
  name: 'MailDelivery',
  description: 'Where mail goes.',
  valuesConfig: {
    SMTP: { description: "Through the company's SMTP server." },
    OUTBOX: { description: 'Nowhere: no SMTP server is set, mail is kept in the outbox.' },
  },
});

export enum MailStatus {
  QUEUED = 'queued',
  SENDING = 'sending',
  SENT = 'sent',
  OUTBOX = 'outbox',
  RETRYING = 'retrying',
  BOUNCED = 'bounced',
  DEAD = 'dead',
}
registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'What became of a mail.',
  valuesConfig: {
    QUEUED: { description: 'Waiting to be sent.' },
    SENDING: { description: 'Being handed to the SMTP server.' },
    SENT: { description: 'The SMTP server accepted it.' },
    OUTBOX: { description: 'Kept in the outbox: no SMTP server is set.' },
    RETRYING: { description: 'The server was unreachable or said try later; it is tried again.' },
    BOUNCED: { description: 'The server refused it for good (5xx).' },
    DEAD: { description: 'Every try failed; an admin should look.' },
  },
});

export enum MailPurpose {
  LEDGER_REQUEST = 'ledger_request',
  REMINDER = 'reminder',
  BALANCE_CONFIRMATION = 'balance_confirmation',
  MISMATCH_SUMMARY = 'mismatch_summary',
  CUSTOM = 'custom',
  TEST = 'test',
}
registerEnumType(MailPurpose, {
  name: 'MailPurpose',
  description: 'What a mail or template is for.',
  valuesConfig: {
    LEDGER_REQUEST: { description: 'Asks the party for its ledger, with the upload link.' },
    REMINDER: { description: 'Reminds a party that has not answered.' },
    BALANCE_CONFIRMATION: { description: 'Asks the party to confirm our closing balance.' },
    MISMATCH_SUMMARY: { description: 'Sends the differences, with the result workbook.' },
    CUSTOM: { description: 'Anything else.' },
    TEST: { description: 'A test of the sender settings.' },
  },
});

@ObjectType({
  description: "The company's sender: its SMTP server and addresses. The password is never shown.",
})
export class CommunicationSender {
  @Field(() => Int, { description: 'Settings id.' })
  id!: number;

  @Field(() => String, { nullable: true, description: 'SMTP host; none keeps mail in the outbox.' })
  smtpHost!: string | null;

  @Field(() => Int, { nullable: true, description: 'SMTP port.' })
  smtpPort!: number | null;

  @Field(() => SmtpSecurity, { description: 'Connection security.' })
  security!: SmtpSecurity;

  @Field(() => String, { nullable: true, description: 'SMTP user name.' })
  smtpUser!: string | null;

  @Field(() => Boolean, { description: 'Whether a password is saved (it is never sent back).' })
  hasPassword!: boolean;

  @Field(() => String, { description: 'From address.' })
  fromAddress!: string;

  @Field(() => String, { nullable: true, description: 'From name.' })
  fromName!: string | null;

  @Field(() => String, { nullable: true, description: 'Reply-To address.' })
  replyTo!: string | null;

  @Field(() => MailDelivery, { description: 'Where mail goes with these settings.' })
  delivery!: MailDelivery;

  @Field(() => String, { description: 'Last changed (ISO 8601).' })
  updatedAt!: string;
}

@ObjectType({ description: 'What became of a test mail.' })
export class TestMailResult {
  @Field(() => Boolean, { description: 'Whether the SMTP server accepted it.' })
  delivered!: boolean;

  @Field(() => MailDelivery, { description: 'Where it went.' })
  delivery!: MailDelivery;

  @Field(() => Int, { nullable: true, description: "The server's reply code, if it answered." })
  code!: number | null;

  @Field(() => String, { description: "The server's answer or the failure, as it came." })
  response!: string;
}

@ObjectType({ description: 'A mail as built: what was sent, or would have been.' })
export class Communication {
  @Field(() => Int, { description: 'Mail id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The reconciliation it is about.' })
  recoId!: number | null;

  @Field(() => String, { nullable: true, description: 'The party it went to.' })
  partyName!: string | null;

  @Field(() => MailPurpose, { description: 'What it is for.' })
  purpose!: MailPurpose;

  @Field(() => Int, { description: '0 for a request, n for the nth reminder.' })
  attempt!: number;

  @Field(() => String, { description: 'To.' })
  to!: string;

  @Field(() => String, { nullable: true, description: 'Cc (the escalation contact).' })
  cc!: string | null;

  @Field(() => String, { description: 'From.' })
  from!: string;

  @Field(() => String, { nullable: true, description: 'Reply-To.' })
  replyTo!: string | null;

  @Field(() => String, { description: 'Subject.' })
  subject!: string;

  @Field(() => String, { description: 'HTML body, as sent.' })
  html!: string;

  @Field(() => String, { description: 'Plain-text body, as sent.' })
  text!: string;

  @Field(() => [String], { description: 'Names of the attached files.' })
  attachments!: string[];

  @Field(() => MailStatus, { description: 'What became of it.' })
  status!: MailStatus;

  @Field(() => Int, { description: 'Delivery tries so far.' })
  tries!: number;

  @Field(() => String, { nullable: true, description: "The SMTP server's last answer." })
  smtpResponse!: string | null;

  @Field(() => String, { nullable: true, description: 'The last failure.' })
  lastError!: string | null;

  @Field(() => String, { description: 'Built at (ISO 8601).' })
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'Accepted by the server at (ISO 8601).' })
  sentAt!: string | null;
}

@ObjectType({ description: 'One page of mails.' })
export class CommunicationPage extends PageOf(Communication, 'mails') {}

export function toSender(c: reco.CommsConfig): CommunicationSender {
  return {
    id: c.config_id,
    smtpHost: c.smtp_host,
    smtpPort: c.smtp_port,
    security: c.security as SmtpSecurity,
    smtpUser: c.smtp_user,
    hasPassword: c.has_password,
    fromAddress: c.from_address,
    fromName: c.from_name,
    replyTo: c.reply_to,
    delivery: c.delivery as MailDelivery,
    updatedAt: c.updated_at,
  };
}

export function toCommunication(m: reco.Communication): Communication {
  return {
    id: m.message_id,
    recoId: m.reco_id,
    partyName: m.party_name,
    purpose: m.purpose as MailPurpose,
    attempt: m.attempt,
    to: m.to_address,
    cc: m.cc_address,
    from: m.from_address,
    replyTo: m.reply_to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    attachments: m.attachments.map((a) => a.name),
    status: m.status as MailStatus,
    tries: m.tries,
    smtpResponse: m.smtp_response,
    lastError: m.last_error,
    createdAt: m.created_at,
    sentAt: m.sent_at,
  };
}
