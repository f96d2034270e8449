import type { Kysely } from 'kysely';
import { users } from '@concord/contracts';
import type { Database } from './schema.types.js';
import { publishEvent } from './events.js';

/** Live-event topic of a new notification; `data.userId` is its addressee. */
export const NOTIFICATION_TOPIC = 'notification';

export type NewNotification = {
  /** Who is told; the actor and duplicates are dropped. */
  userIds: readonly number[];
  /** The company it happened in (shown with it); null for nothing company-bound. */
  companyId: number | null;
  kind: users.NotificationKind;
  /** Who did it. */
  actorUserId?: number | null;
  subject?: { type: string; id: number };
  /** A short quote shown with it (cut to 300 characters). */
  text?: string;
  /** Where it leads: an app path such as `/dashboard/default/7/reconciliation/...`. */
  link?: string;
  /**
   * What it is about as data, for the reader's screen to word in the reader's language: a
   * party's name and the period as ISO dates. `text` stays as the wording of last resort.
   */
  about?: { name: string; periodFrom?: string | null; periodTo?: string | null };
  /** What happened beyond the kind, as a code with values (users.NOTIFICATION_DETAIL_CODES). */
  detail?: users.NotificationDetail;
};

/**
 * The one way any service tells users something (docs/decisions.md "Notifications"): rows in
 * core.notifications plus a live event per addressee, both in `db`'s transaction, so a rolled
 * back change tells nobody. The users service lists them; the BFF's `notificationReceived`
 * subscription delivers them live to the addressee's open screens.
 */
export async function notifyUsers(db: Kysely<unknown>, n: NewNotification): Promise<number[]> {
  const core = db as unknown as Kysely<Database>;
  const addressees = [...new Set(n.userIds)].filter((id) => id !== n.actorUserId);
  if (addressees.length === 0) return [];
  const rows = await core
    .insertInto('core.notifications')
    .values(
      addressees.map((userId) => ({
        user_id: userId,
        company_id: n.companyId,
        kind: n.kind,
        category: users.NOTIFICATION_KINDS[n.kind],
        actor_user_id: n.actorUserId ?? null,
        subject_type: n.subject?.type ?? null,
        subject_id: n.subject?.id ?? null,
        text: (n.text ?? '').slice(0, 300),
        link: n.link ?? null,
        subject_name: n.about ? n.about.name.slice(0, 300) : null,
        period_from: n.about?.periodFrom ?? null,
        period_to: n.about?.periodTo ?? null,
        detail: n.detail ? JSON.stringify(n.detail) : null,
      })),
    )
    .returning(['notification_id', 'user_id'])
    .execute();
  for (const row of rows)
    await publishEvent(db, {
      companyId: n.companyId ?? 0,
      topic: NOTIFICATION_TOPIC,
      id: Number(row.notification_id),
      data: { userId: row.user_id, kind: n.kind },
    });
  return rows.map((r) => Number(r.notification_id));
}
