import { Type, type Static } from 'typebox';
import { Id, Nullable, route } from '../shared/index.js';

// Header notifications (docs/decisions.md "Notifications"). Any service produces them with
// `notifyUsers` from @concord/db; the users service lists them and keeps the settings.

/**
 * What happened, and whether it was addressed to the user by someone (`direct`: mentions,
 * assignments, review requests) or is news about their work (`other`: the filter "other").
 */
export const NOTIFICATION_KINDS = {
  'reco.mention': 'direct',
  'reco.assigned': 'direct',
  'reco.review_requested': 'direct',
  'reco.accepted': 'other',
  'reco.rejected': 'other',
  'reco.shared_with_us': 'other',
  'reco.answered': 'other',
  'poso.received': 'other',
  'poso.approval_requested': 'direct',
  'poso.status_changed': 'other',
} as const satisfies Record<string, 'direct' | 'other'>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NotificationKind = Type.Enum(
  Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]],
);

/**
 * What the party or the counterparty did, as a code with values, so that the reader's screen
 * words it in the reader's language (the values are data: dates, numbers, a quote).
 * - `ledgerUploaded`: the party uploaded its ledger through its link.
 * - `runWaiting`: it did, and the rule's run waits for the reconciler.
 * - `balanceConfirmed` / `balanceDisputed` {remark}: the party's answer on our closing balance.
 * - `entryAgreed` / `entryDisagreed` / `entryDocument` {entry}: the counterparty's answer on an
 *   entry of a shared reconciliation (a document: a file backing it).
 */
export const NOTIFICATION_DETAIL_CODES = [
  'ledgerUploaded',
  'runWaiting',
  'balanceConfirmed',
  'balanceDisputed',
  'entryAgreed',
  'entryDisagreed',
  'entryDocument',
] as const;
export type NotificationDetailCode = (typeof NOTIFICATION_DETAIL_CODES)[number];

export const NotificationDetail = Type.Object({
  code: Type.Enum(NOTIFICATION_DETAIL_CODES),
  params: Type.Record(Type.String(), Type.String()),
});
export type NotificationDetail = Static<typeof NotificationDetail>;

export const NOTIFICATION_FILTERS = ['all', 'new', 'unread', 'other'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const Notification = Type.Object({
  notification_id: Id,
  kind: NotificationKind,
  category: Type.Union([Type.Literal('direct'), Type.Literal('other')]),
  company_id: Nullable(Id),
  company_name: Nullable(Type.String()),
  actor_user_id: Nullable(Id),
  actor_name: Nullable(Type.String()),
  subject_type: Nullable(Type.String()),
  subject_id: Nullable(Id),
  /** A short quote: the reco's name, the start of a message. */
  text: Type.String(),
  /** Where the notification leads in the app (a path under the app's base). */
  link: Nullable(Type.String()),
  /** What it is about as data: a party's name and the period (ISO dates); null on older rows. */
  subject_name: Nullable(Type.String()),
  period_from: Nullable(Type.String({ format: 'date' })),
  period_to: Nullable(Type.String({ format: 'date' })),
  /** What happened beyond the kind, worded by the reader's screen; `text` is the fallback. */
  detail: Nullable(NotificationDetail),
  created_at: Type.String(),
  seen_at: Nullable(Type.String()),
  read_at: Nullable(Type.String()),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Type.Object({
  items: Type.Array(Notification),
  totalCount: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  unread_count: Type.Integer({ minimum: 0 }),
  new_count: Type.Integer({ minimum: 0 }),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const listNotifications = route('GET', '/users/me/notifications/', {
  querystring: Type.Object({
    filter: Type.Optional(Type.Enum(NOTIFICATION_FILTERS)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  response: { 200: NotificationPage },
});

export const getNotification = route('GET', '/users/me/notifications/:notification_id/', {
  params: Type.Object({ notification_id: Id }),
  response: { 200: Notification },
});

/** Marks the given notifications (or all of them) read; answers how many changed. */
export const markNotificationsRead = route('POST', '/users/me/notifications/read/', {
  body: Type.Object(
    {
      notification_ids: Type.Optional(Type.Array(Id, { maxItems: 200 })),
      all: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ updated: Type.Integer({ minimum: 0 }) }) },
});

/** Opening the list: every notification so far stops being new. */
export const markNotificationsSeen = route('POST', '/users/me/notifications/seen/', {
  response: { 200: Type.Object({ updated: Type.Integer({ minimum: 0 }) }) },
});

export const NotificationSettings = Type.Object({
  do_not_disturb: Type.Boolean(),
  allow_notifications: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const getNotificationSettings = route('GET', '/users/me/notification-settings/', {
  response: { 200: NotificationSettings },
});

export const updateNotificationSettings = route('PUT', '/users/me/notification-settings/', {
  body: Type.Object(
    {
      do_not_disturb: Type.Optional(Type.Boolean()),
      allow_notifications: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: { 200: NotificationSettings },
});
