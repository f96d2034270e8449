import { sql } from 'kysely';
import type { users } from '@concord/contracts';
import { now, type Db } from '@concord/db';

export type NotificationRow = {
  notification_id: string;
  kind: string;
  category: 'direct' | 'other';
  company_id: number | null;
  company_name: string | null;
  actor_user_id: number | null;
  actor_name: string | null;
  subject_type: string | null;
  subject_id: number | null;
  text: string;
  link: string | null;
  subject_name: string | null;
  period_from: string | null;
  period_to: string | null;
  detail: unknown;
  created_at: Date;
  seen_at: Date | null;
  read_at: Date | null;
};

function mine(db: Db, userId: number) {
  return db
    .selectFrom('core.notifications as n')
    .leftJoin('core.companies as c', 'c.company_id', 'n.company_id')
    .leftJoin('core.users as a', 'a.user_id', 'n.actor_user_id')
    .where('n.user_id', '=', userId);
}

type Mine = ReturnType<typeof mine>;

function filtered(query: Mine, filter: users.NotificationFilter): Mine {
  switch (filter) {
    case 'all':
      return query;
    case 'new':
      return query.where('n.seen_at', 'is', null);
    case 'unread':
      return query.where('n.read_at', 'is', null);
    case 'other':
      return query.where('n.category', '=', 'other');
    default: {
      const unreachable: never = filter;
      throw new Error(`unknown filter ${String(unreachable)}`);
    }
  }
}

function withColumns(query: Mine) {
  return query.select([
    (eb) => eb.cast<string>('n.notification_id', 'text').as('notification_id'),
    'n.kind',
    'n.category',
    'n.company_id',
    'c.company_name',
    'n.actor_user_id',
    // "First Last", or null when the actor has no name. Written as SQL: the builder's form of
    // this concatenation (three operators, two coalesces, a typed literal) is harder to read.
    sql<
      string | null
    >`nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '')`.as(
      'actor_name',
    ),
    'n.subject_type',
    'n.subject_id',
    'n.text',
    'n.link',
    'n.subject_name',
    'n.period_from',
    'n.period_to',
    'n.detail',
    'n.created_at',
    'n.seen_at',
    'n.read_at',
  ]);
}

export async function listNotifications(
  db: Db,
  userId: number,
  filter: users.NotificationFilter,
  page: number,
  size: number,
) {
  const base = filtered(mine(db, userId), filter);
  const [items, total, counts] = await Promise.all([
    withColumns(base)
      .orderBy('n.notification_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute() as Promise<NotificationRow[]>,
    base
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('core.notifications')
      .where('user_id', '=', userId)
      .select((eb) => [
        eb
          .cast<number>(eb.fn.countAll().filterWhere('read_at', 'is', null), 'integer')
          .as('unread'),
        eb.cast<number>(eb.fn.countAll().filterWhere('seen_at', 'is', null), 'integer').as('fresh'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { items, totalCount: total.n, unread: counts.unread, fresh: counts.fresh };
}

export async function findNotification(
  db: Db,
  userId: number,
  notificationId: number,
): Promise<NotificationRow | undefined> {
  return withColumns(mine(db, userId))
    .where('n.notification_id', '=', String(notificationId) as never)
    .executeTakeFirst();
}

export async function markRead(
  db: Db,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<number> {
  let query = db
    .updateTable('core.notifications')
    .set((eb) => ({ read_at: now(), seen_at: eb.fn.coalesce('seen_at', now()) }))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('notification_id', 'in', ids.map(String) as never[]);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSeen(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('core.notifications')
    .set({ seen_at: now() })
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findSettings(db: Db, userId: number) {
  return db
    .selectFrom('core.notification_settings')
    .select(['do_not_disturb', 'allow_notifications'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettings(
  db: Db,
  userId: number,
  changes: { do_not_disturb?: boolean; allow_notifications?: boolean },
) {
  return db
    .insertInto('core.notification_settings')
    .values({ user_id: userId, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now() }))
    .returning(['do_not_disturb', 'allow_notifications'])
    .executeTakeFirstOrThrow();
}
