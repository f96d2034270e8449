import type { Db } from '@concord/db';
import {
  forbidden,
  personalScopes,
  signAccessToken,
  unauthenticated,
  type AuthContext,
  type SigningKeys,
} from '@concord/auth';
import { requireCompanyAccess, type Company } from '../companies/companies.service.js';
import { verifyPassword } from '../users/password.js';
import { findCredentialsByUserName, findUserById } from '../users/users.repository.js';
import { toUser, type User } from '../users/users.service.js';
import { assertLoginAllowed, recordLogin, type LoginThrottleConfig } from './login-throttle.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  extendSession,
  listLiveSessions,
  openSession,
  revokeOtherSessions,
  revokeSession,
} from './sessions.repository.js';

export type TokenSettings = {
  keys: SigningKeys;
  ttlSeconds: number;
  /** Live sessions one user may hold; signing in again revokes the oldest. */
  maxSessionsPerUser: number;
};

/** A live session as account settings lists it. */
export type SessionInfo = {
  session_id: string;
  created_at: string;
  last_seen: string;
  expires_at: string;
  address: string | null;
  user_agent: string | null;
  current: boolean;
};

export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  user: User;
};

export type CompanyTokenResponse = TokenResponse & {
  company: Company;
  permissions: string[];
  schemaName: string;
  database: string;
};

/**
 * Password sign-in. Throttled per account and per address before the password is
 * checked; only enabled users get a session.
 */
export async function login(
  db: Db,
  tokens: TokenSettings,
  throttle: LoginThrottleConfig,
  input: { username: string; password: string; address: string; userAgent?: string | undefined },
): Promise<TokenResponse> {
  const userName = input.username.trim().toLowerCase();
  await assertLoginAllowed(db, throttle, userName, input.address);
  const user = await findCredentialsByUserName(db, userName);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  await recordLogin(db, userName, input.address, passwordOk && user !== undefined);
  if (!user || !passwordOk) throw unauthenticated('Invalid username or password');
  if (!user.user_status) throw forbidden('This account is disabled');

  const { sessionId, revoked } = await openSession(db, {
    userId: user.user_id,
    ttlSeconds: tokens.ttlSeconds,
    maxLive: tokens.maxSessionsPerUser,
    address: input.address,
    userAgent: input.userAgent,
  });
  await recordAudit(db, {
    userId: user.user_id,
    action: 'session.login',
    details: { session_id: sessionId, oldest_revoked: revoked },
  });
  const signed = await signAccessToken(
    tokens.keys.privateKey,
    {
      userId: user.user_id,
      sessionId,
      userName: user.user_name,
      scopes: personalScopes(user.is_platform_admin),
    },
    { ttlSeconds: tokens.ttlSeconds },
  );
  return {
    access_token: signed.token,
    token_type: 'bearer',
    expires_in: signed.expiresIn,
    user: toUser(user),
  };
}

/** A new token for the same session carrying the chosen company's scopes only. */
export async function switchCompany(
  db: Db,
  tokens: TokenSettings,
  auth: AuthContext,
  companyId: number,
): Promise<CompanyTokenResponse> {
  const access = await requireCompanyAccess(db, auth, companyId);
  const userRow = await findUserById(db, auth.userId);
  if (!userRow || !userRow.user_status) throw unauthenticated('Session has ended');
  const permissions = [
    ...new Set([...personalScopes(userRow.is_platform_admin), ...access.scopes]),
  ];
  await extendSession(db, auth.sessionId, tokens.ttlSeconds);
  const signed = await signAccessToken(
    tokens.keys.privateKey,
    {
      userId: userRow.user_id,
      sessionId: auth.sessionId,
      userName: userRow.user_name,
      scopes: permissions,
      companyId,
    },
    { ttlSeconds: tokens.ttlSeconds },
  );
  return {
    access_token: signed.token,
    token_type: 'bearer',
    expires_in: signed.expiresIn,
    user: toUser(userRow),
    company: access.company,
    permissions,
    schemaName: access.schemaName,
    database: access.database,
  };
}

export async function logout(db: Db, auth: AuthContext): Promise<void> {
  await revokeSession(db, auth.sessionId);
  await recordAudit(db, {
    userId: auth.userId,
    action: 'session.logout',
    details: { session_id: auth.sessionId },
  });
}

export async function listSessions(db: Db, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await listLiveSessions(db, auth.userId);
  return rows.map((row) => ({
    session_id: row.session_id,
    created_at: row.created_at.toISOString(),
    last_seen: row.last_seen.toISOString(),
    expires_at: row.expires_at.toISOString(),
    address: row.address,
    user_agent: row.user_agent,
    current: row.session_id === auth.sessionId,
  }));
}

/** Ends every other live session of the caller, at once in every service. */
export async function signOutOtherSessions(
  db: Db,
  auth: AuthContext,
): Promise<{ revoked: number }> {
  const revoked = await revokeOtherSessions(db, auth.userId, auth.sessionId);
  await recordAudit(db, {
    userId: auth.userId,
    action: 'session.others_revoked',
    details: { session_id: auth.sessionId, revoked },
  });
  return { revoked };
}
