import { sql } from 'kysely';
import type { Db } from '@concord/db';

export async function createSession(db: Db, userId: number): Promise<string> {
  const row = await db
    .insertInto('core.sessions')
    .values({ user_id: userId })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('core.sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db
    .updateTable('core.sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('session_id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
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
  const result = await sql<{ retry_after: string | null }>`
    WITH recent AS (
      SELECT attempted_at
      FROM core.login_attempts
      WHERE NOT succeeded
        AND attempted_at > now() - make_interval(secs => ${windowSeconds})
        AND ${byAccount ? sql`user_name = ${key.userName}` : sql`address = ${(key as { address: string }).address}`}
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
