import type { Db } from '@concord/db';
import { tooManyRequests } from '@concord/auth';
import { recordLoginAttempt, secondsUntilLoginAllowed } from './sessions.repository.js';

export type LoginThrottleConfig = {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
};

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = Object.freeze({
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
});

/** Throws 429 with Retry-After when the account or the address has failed too often. */
export async function assertLoginAllowed(
  db: Db,
  config: LoginThrottleConfig,
  userName: string,
  address: string,
): Promise<void> {
  const [account, addr] = await Promise.all([
    secondsUntilLoginAllowed(db, { userName }, config.maxFailuresPerAccount, config.windowSeconds),
    secondsUntilLoginAllowed(db, { address }, config.maxFailuresPerAddress, config.windowSeconds),
  ]);
  const wait = Math.max(account, addr);
  if (wait > 0) throw tooManyRequests('Too many failed sign-in attempts. Try again later.', wait);
}

export async function recordLogin(
  db: Db,
  userName: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await recordLoginAttempt(db, userName, address, succeeded);
}
