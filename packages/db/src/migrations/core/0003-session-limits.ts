import { sql, type Kysely } from 'kysely';

/** Channel on which session revocations and user changes are announced to every service. */
export const SESSION_EVENTS_CHANNEL = 'concord_session_events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When a session ends, where it was opened from (shown in account settings).
  await sql`
    ALTER TABLE core.sessions
      ADD COLUMN expires_at timestamptz,
      ADD COLUMN address text,
      ADD COLUMN user_agent text`.execute(db);
  await sql`UPDATE core.sessions SET expires_at = created_at + interval '8 hours'`.execute(db);
  // The default is the token lifetime; sign-in and company choice set it from the token.
  await sql`
    ALTER TABLE core.sessions
      ALTER COLUMN expires_at SET DEFAULT now() + interval '8 hours',
      ALTER COLUMN expires_at SET NOT NULL`.execute(db);
  await sql`
    CREATE INDEX sessions_live_idx ON core.sessions (user_id, created_at)
      WHERE revoked_at IS NULL`.execute(db);
  await sql`CREATE INDEX sessions_expires_idx ON core.sessions (expires_at)`.execute(db);
  await sql`CREATE INDEX login_attempts_time_idx ON core.login_attempts (attempted_at)`.execute(db);

  // Every service caches session checks for up to 30 s; these notifications let them forget a
  // revoked session, a disabled user or a removed membership at once, whoever changed it.
  await sql`
    CREATE FUNCTION core.announce_session_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'sessions' THEN
        PERFORM pg_notify(${sql.lit(SESSION_EVENTS_CHANNEL)},
          json_build_object('session', NEW.session_id)::text);
        RETURN NEW;
      END IF;
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify(${sql.lit(SESSION_EVENTS_CHANNEL)},
          json_build_object('user', OLD.user_id)::text);
        RETURN OLD;
      END IF;
      PERFORM pg_notify(${sql.lit(SESSION_EVENTS_CHANNEL)},
        json_build_object('user', NEW.user_id)::text);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON core.sessions
      FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
      EXECUTE FUNCTION core.announce_session_event()`.execute(db);
  await sql`
    CREATE TRIGGER users_status_changed AFTER UPDATE OF user_status, password_hash ON core.users
      FOR EACH ROW WHEN (OLD.user_status IS DISTINCT FROM NEW.user_status
        OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
      EXECUTE FUNCTION core.announce_session_event()`.execute(db);
  await sql`
    CREATE TRIGGER memberships_changed AFTER UPDATE OR DELETE ON core.memberships
      FOR EACH ROW EXECUTE FUNCTION core.announce_session_event()`.execute(db);
}
