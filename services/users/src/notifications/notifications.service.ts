import { users } from '@concord/contracts';
import type { AuthContext } from '@concord/auth';
import type { Db } from '@concord/db';
import { badRequest, notFound } from '@concord/auth';
import {
  findNotification,
  findSettings,
  listNotifications,
  markRead,
  markSeen,
  saveSettings,
  type NotificationRow,
} from './notifications.repository.js';

/** Spec section 2: do-not-disturb starts on, allow-notifications off. */
export const DEFAULT_NOTIFICATION_SETTINGS: users.NotificationSettings = {
  do_not_disturb: true,
  allow_notifications: false,
};

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toNotification(row: NotificationRow): users.Notification {
  return {
    notification_id: Number(row.notification_id),
    kind: row.kind as users.NotificationKind,
    category: row.category,
    company_id: row.company_id,
    company_name: row.company_name,
    actor_user_id: row.actor_user_id,
    actor_name: row.actor_name,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    text: row.text,
    link: row.link,
    subject_name: row.subject_name,
    period_from: row.period_from,
    period_to: row.period_to,
    detail: row.detail as users.NotificationDetail | null,
    created_at: row.created_at.toISOString(),
    seen_at: iso(row.seen_at),
    read_at: iso(row.read_at),
  };
}

/** The caller's own notifications: every route answers for the token's user only. */
export async function notificationsPage(
  db: Db,
  auth: AuthContext,
  query: { filter?: users.NotificationFilter; page?: number; size?: number },
): Promise<users.NotificationPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const result = await listNotifications(db, auth.userId, query.filter ?? 'all', page, size);
  return {
    items: result.items.map(toNotification),
    totalCount: result.totalCount,
    page,
    size,
    unread_count: result.unread,
    new_count: result.fresh,
  };
}

export async function oneNotification(db: Db, auth: AuthContext, id: number) {
  const row = await findNotification(db, auth.userId, id);
  if (!row) throw notFound('Notification not found');
  return toNotification(row);
}

export async function readNotifications(
  db: Db,
  auth: AuthContext,
  body: { notification_ids?: number[]; all?: boolean },
) {
  if (!body.all && !body.notification_ids)
    throw badRequest('Say which notifications were read', {
      notification_ids: 'Give the ids, or all',
    });
  return { updated: await markRead(db, auth.userId, body.all ? 'all' : body.notification_ids!) };
}

export async function seeNotifications(db: Db, auth: AuthContext) {
  return { updated: await markSeen(db, auth.userId) };
}

export async function notificationSettings(
  db: Db,
  auth: AuthContext,
): Promise<users.NotificationSettings> {
  return (await findSettings(db, auth.userId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

export async function changeNotificationSettings(
  db: Db,
  auth: AuthContext,
  changes: { do_not_disturb?: boolean; allow_notifications?: boolean },
): Promise<users.NotificationSettings> {
  if (changes.do_not_disturb === undefined && changes.allow_notifications === undefined)
    return notificationSettings(db, auth);
  return saveSettings(db, auth.userId, changes);
}
