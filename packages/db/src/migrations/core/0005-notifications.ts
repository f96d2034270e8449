import { sql, type Kysely } from 'kysely';

/**
 * Header notifications, per user (docs/decisions.md "Notifications"): any service inserts
 * them with `notifyUsers` in the transaction of the change; the users service reads them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE core.notifications (
      notification_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
      company_id integer REFERENCES core.companies (company_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_.]{0,59}$'),
      category text NOT NULL CHECK (category IN ('direct', 'other')),
      actor_user_id integer REFERENCES core.users (user_id) ON DELETE SET NULL,
      subject_type text,
      subject_id integer,
      text text NOT NULL DEFAULT '' CHECK (length(text) <= 300),
      link text CHECK (link IS NULL OR (link LIKE '/%' AND length(link) <= 500)),
      created_at timestamptz NOT NULL DEFAULT now(),
      seen_at timestamptz,
      read_at timestamptz
    )`.execute(db);
  await sql`
    CREATE INDEX notifications_user_idx ON core.notifications (user_id, notification_id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX notifications_unread_idx ON core.notifications (user_id)
      WHERE read_at IS NULL`.execute(db);
  // Spec defaults: do-not-disturb on, allow-notifications off; a missing row means defaults.
  await sql`
    CREATE TABLE core.notification_settings (
      user_id integer PRIMARY KEY REFERENCES core.users (user_id) ON DELETE CASCADE,
      do_not_disturb boolean NOT NULL DEFAULT true,
      allow_notifications boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE core.notification_settings`.execute(db);
  await sql`DROP TABLE core.notifications`.execute(db);
}
