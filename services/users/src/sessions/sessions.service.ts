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
import { createSession, revokeSession } from './sessions.repository.js';

export type TokenSettings = { keys: SigningKeys; ttlSeconds: number };

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

  const sessionId = await createSession(db, user.user_id);
  await recordAudit(db, {
    userId: user.user_id,
    action: 'session.login',
    details: { session_id: sessionId },
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
