import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { users } from '@concord/contracts';
import { LocalDateScalar } from '../poso-shared/scalars.js';

export enum NotificationKind {
  RECO_MENTION = 'reco.mention',
  RECO_ASSIGNED = 'reco.assigned',
  RECO_REVIEW_REQUESTED = 'reco.review_requested',
  RECO_ACCEPTED = 'reco.accepted',
  RECO_REJECTED = 'reco.rejected',
  RECO_SHARED_WITH_US = 'reco.shared_with_us',
  RECO_ANSWERED = 'reco.answered',
  POSO_RECEIVED = 'poso.received',
  POSO_APPROVAL_REQUESTED = 'poso.approval_requested',
  POSO_STATUS_CHANGED = 'poso.status_changed',
}
registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a notification is about.',
  valuesConfig: {
    RECO_MENTION: { description: 'Someone mentioned you in a reconciliation’s conversation.' },
    RECO_ASSIGNED: { description: 'You were made reconciler or reviewer of a reconciliation.' },
    RECO_REVIEW_REQUESTED: { description: 'A reconciliation you review was submitted.' },
    RECO_ACCEPTED: { description: 'A reconciliation you reconcile was accepted.' },
    RECO_REJECTED: { description: 'A reconciliation you reconcile was rejected.' },
    RECO_SHARED_WITH_US: { description: 'A connected company shared a reconciliation with you.' },
    RECO_ANSWERED: { description: 'The counterparty answered on a shared reconciliation.' },
    POSO_RECEIVED: { description: 'A purchase order or invoice arrived from a company.' },
    POSO_APPROVAL_REQUESTED: { description: 'A document waits for your approval.' },
    POSO_STATUS_CHANGED: { description: 'A document you sent changed status.' },
  },
});

export enum NotificationDetailCode {
  LEDGER_UPLOADED = 'ledgerUploaded',
  RUN_WAITING = 'runWaiting',
  BALANCE_CONFIRMED = 'balanceConfirmed',
  BALANCE_DISPUTED = 'balanceDisputed',
  ENTRY_AGREED = 'entryAgreed',
  ENTRY_DISAGREED = 'entryDisagreed',
  ENTRY_DOCUMENT = 'entryDocument',
}
registerEnumType(NotificationDetailCode, {
  name: 'NotificationDetailCode',
  description: 'What the party did, beyond the kind; the reader’s screen words it.',
  valuesConfig: {
    LEDGER_UPLOADED: { description: 'The party uploaded its ledger through its link.' },
    RUN_WAITING: { description: 'The party uploaded its ledger; the run waits for you.' },
    BALANCE_CONFIRMED: { description: 'The party confirmed our closing balance.' },
    BALANCE_DISPUTED: { description: 'The party disputed our closing balance (param remark).' },
    ENTRY_AGREED: {
      description:
        'The counterparty agreed with an entry of a shared reconciliation (param entry).',
    },
    ENTRY_DISAGREED: {
      description:
        'The counterparty disagreed with an entry of a shared reconciliation (param entry).',
    },
    ENTRY_DOCUMENT: {
      description:
        'The counterparty sent a document on an entry of a shared reconciliation (param entry).',
    },
  },
});

@ObjectType({ description: 'One value of a notification’s detail.' })
export class NotificationDetailParam {
  @Field(() => String, { description: 'Its name, e.g. remark.' })
  name!: string;

  @Field(() => String, { description: 'Its value, as data (not a sentence).' })
  value!: string;
}

@ObjectType({ description: 'What happened beyond the kind, as a code with values.' })
export class NotificationDetail {
  @Field(() => NotificationDetailCode, { description: 'What happened.' })
  code!: NotificationDetailCode;

  @Field(() => [NotificationDetailParam], { description: 'Its values.' })
  params!: NotificationDetailParam[];
}

export enum NotificationFilter {
  ALL = 'all',
  NEW = 'new',
  UNREAD = 'unread',
  OTHER = 'other',
}
registerEnumType(NotificationFilter, {
  name: 'NotificationFilter',
  description: 'The header menu’s filters (spec section 2).',
  valuesConfig: {
    ALL: { description: 'Every notification.' },
    NEW: { description: 'Not yet seen: arrived since the list was last opened.' },
    UNREAD: { description: 'Not yet read.' },
    OTHER: { description: 'News about your work rather than something addressed to you.' },
  },
});

@ObjectType({ description: 'Something that happened that a user should know about.' })
export class Notification {
  @Field(() => Int, { description: 'Notification id.' })
  id!: number;

  @Field(() => NotificationKind, { description: 'What happened.' })
  kind!: NotificationKind;

  @Field(() => Boolean, {
    description: 'Addressed to you by someone (mention, assignment, review request).',
  })
  direct!: boolean;

  @Field(() => Int, { nullable: true, description: 'The company it happened in.' })
  companyId!: number | null;

  @Field(() => String, { nullable: true, description: 'That company’s name.' })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: 'Who did it.' })
  actorName!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The reconciliation (or document) it is about.',
  })
  subjectId!: number | null;

  @Field(() => String, {
    description:
      'A short quote: a message, or the English wording of what happened (older notifications have only this).',
  })
  text!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What it is about: the party’s (or company’s) name.',
  })
  subjectName!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The period’s first day.' })
  periodFrom!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The period’s last day.' })
  periodTo!: string | null;

  @Field(() => NotificationDetail, {
    nullable: true,
    description: 'What happened beyond the kind, for the screen to word in the reader’s language.',
  })
  detail!: NotificationDetail | null;

  @Field(() => String, { nullable: true, description: 'The app path it leads to.' })
  link!: string | null;

  @Field(() => String, { description: 'When (ISO 8601).' })
  createdAt!: string;

  @Field(() => Boolean, { description: 'Not yet seen in the list.' })
  isNew!: boolean;

  @Field(() => Boolean, { description: 'Read.' })
  read!: boolean;
}

@ObjectType({ description: 'A page of the signed-in user’s notifications, with the counts.' })
export class NotificationPage {
  @Field(() => [Notification], { description: 'Newest first.' })
  items!: Notification[];

  @Field(() => Int, { description: 'How many match the filter.' })
  totalCount!: number;

  @Field(() => Int, { description: 'Unread, whatever the filter.' })
  unreadCount!: number;

  @Field(() => Int, { description: 'Not yet seen, whatever the filter (the bell’s badge).' })
  newCount!: number;
}

@ObjectType({
  description:
    'Profile menu toggles: do-not-disturb (on by default) keeps new notifications from popping up; allow-notifications (off by default) lets the browser show them.',
})
export class NotificationSettings {
  @Field(() => Boolean, { description: 'Do not disturb.' })
  doNotDisturb!: boolean;

  @Field(() => Boolean, { description: 'Allow browser notifications.' })
  allowNotifications!: boolean;
}

export function toNotification(row: users.Notification): Notification {
  return {
    id: row.notification_id,
    kind: row.kind as NotificationKind,
    direct: row.category === 'direct',
    companyId: row.company_id,
    companyName: row.company_name,
    actorName: row.actor_name,
    subjectId: row.subject_id,
    text: row.text,
    subjectName: row.subject_name,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    detail: row.detail
      ? {
          code: row.detail.code as NotificationDetailCode,
          params: Object.entries(row.detail.params).map(([name, value]) => ({ name, value })),
        }
      : null,
    link: row.link,
    createdAt: row.created_at,
    isNew: row.seen_at === null,
    read: row.read_at !== null,
  };
}

export function toNotificationSettings(row: users.NotificationSettings): NotificationSettings {
  return { doNotDisturb: row.do_not_disturb, allowNotifications: row.allow_notifications };
}
