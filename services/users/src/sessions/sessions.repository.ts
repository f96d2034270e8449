import { sql } from 'kysely';
import { now, secondsFromNow, type Db } from '@concord/db';

const DAY_SECONDS = 24 * 60 * 60;

export type SessionRow = {
  session_id: string;
  created_at: Date;
  last_seen: Date;
  expires_at: Date;
  address: string | null;
  user_agent: string | null;
};

/**
 * Opens a session and revokes the user's oldest live ones beyond `maxLive`. The user row is
 * locked so parallel sign-ins of one user cannot both slip under the cap.
 */
export async function openSession(
  db: Db,
  input: {
    userId: number;
    ttlSeconds: number;
    maxLive: number;
    address: string;
    userAgent: string | undefined;
  },
): Promise<{ sessionId: string; revoked: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('core.users')
      .select('user_id')
      .where('user_id', '=', input.userId)
      .forUpdate()
      .execute();
    const row = await trx
      .insertInto('core.sessions')
      .values({
        user_id: input.userId,
        expires_at: secondsFromNow(input.ttlSeconds),
        address: input.address,
        user_agent: input.userAgent ?? null,
      })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    const surplus = await trx
      .updateTable('core.sessions')
      .set({ revoked_at: now() })
      .where(
        'session_id',
        'in',
        trx
          .selectFrom('core.sessions')
          .select('session_id')
          .where('user_id', '=', input.userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now())
          .orderBy('created_at', 'desc')
          .orderBy('session_id', 'desc')
          .offset(input.maxLive),
      )
      .executeTakeFirst();
    return { sessionId: row.session_id, revoked: Number(surplus.numUpdatedRows) };
  });
}

/** A company token issued for the session keeps it alive as long as the token lives. */
export async function extendSession(db: Db, sessionId: string, ttlSeconds: number): Promise<void> {
  await db
    .updateTable('core.sessions')
    .set({
      expires_at: (eb) => eb.fn('greatest', ['expires_at', secondsFromNow(ttlSeconds)]),
    })
    .where('session_id', '=', sessionId)
    .execute();
}

/** The user's sessions that are neither revoked nor expired, newest first. */
export async function listLiveSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('core.sessions')
    .select(['session_id', 'created_at', 'last_seen', 'expires_at', 'address', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now())
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Housekeeping: sessions that ended (expired or revoked) more than a day ago and sign-in
 * attempts older than `attemptRetentionSeconds`. One replica at a time does it.
 */
export async function deleteStaleSessionData(
  db: Db,
  attemptRetentionSeconds: number,
): Promise<{ sessions: number; attempts: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const lock = await trx
      .selectNoFrom((eb) =>
        eb
          .fn<boolean>('pg_try_advisory_xact_lock', [
            eb.fn('hashtext', [eb.val('concord.session-housekeeping')]),
          ])
          .as('locked'),
      )
      .executeTakeFirstOrThrow();
    if (!lock.locked) return undefined;
    const sessions = await trx
      .deleteFrom('core.sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', secondsFromNow(-DAY_SECONDS)),
          eb('revoked_at', '<', secondsFromNow(-DAY_SECONDS)),
        ]),
      )
      .executeTakeFirst();
    const attempts = await trx
      .deleteFrom('core.login_attempts')
      .where('attempted_at', '<', secondsFromNow(-attemptRetentionSeconds))
      .executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      attempts: Number(attempts.numDeletedRows),
    };
  });
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('core.sessions')
    .set({ revoked_at: now() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user but one; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const result = await db
    .updateTable('core.sessions')
    .set({ revoked_at: now() })
    .where('user_id', '=', userId)
    .where('session_id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recordLoginAttempt(
  db: Db,
  userName: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await db
    .insertInto('core.login_attempts')
    .values({ user_name: userName, address, succeeded })
    .execute();
}

/**
 * Seconds until fewer than `max` failures remain in the window, or 0 when below the
 * limit. Account failures count only since the account's last successful sign-in;
 * address failures are never cleared by a success.
 */
export async function secondsUntilLoginAllowed(
  db: Db,
  key: { userName: string } | { address: string },
  max: number,
  windowSeconds: number,
): Promise<number> {
  const byAccount = 'userName' in key;
  // Written as SQL: a CTE ordered and limited, then aggregated with an interval computed from
  // its oldest row; Kysely's builder could say it only in pieces harder to read than this.
  const result = await sql<{ retry_after: string | null }>`
    WITH recent AS (
      SELECT attempted_at
      FROM core.login_attempts
      WHERE NOT succeeded
        AND attempted_at > now() - make_interval(secs => ${windowSeconds})
        AND ${byAccount ? sql`user_name = ${key.userName}` : sql`address = ${key.address}`}
        ${
          byAccount
            ? sql`AND attempted_at > coalesce((
                SELECT max(attempted_at) FROM core.login_attempts
                WHERE user_name = ${key.userName} AND succeeded), '-infinity')`
            : sql``
        }
      ORDER BY attempted_at DESC
      LIMIT ${max}
    )
    SELECT CASE WHEN count(*) >= ${max}
      THEN extract(epoch FROM min(attempted_at) + make_interval(secs => ${windowSeconds}) - now())
    END AS retry_after
    FROM recent`.execute(db);
  const retry = result.rows[0]?.retry_after;
  return retry === null || retry === undefined ? 0 : Math.max(Number(retry), 0.001);
}
