import type { Db } from '@concord/db';
import {
  badRequest,
  forbidden,
  notFound,
  scopesForMembership,
  type AuthContext,
} from '@concord/auth';
import { requireCompanyAccess, toolSubscriptions } from '../companies/companies.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { revokeOtherSessions } from '../sessions/sessions.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  findPasswordHash,
  findUserById,
  isMemberOf,
  listCompanyUsers,
  updatePasswordHash,
  updateUserProfile,
  type UserRow,
} from './users.repository.js';

export type User = {
  user_id: number;
  user_name: string;
  user_email: string;
  first_name: string;
  last_name: string;
  user_status: boolean;
  is_platform_admin: boolean;
};

export type CompanyUser = User & { role: string; scopes: string[] };

export type ProfileChanges = { first_name?: string; last_name?: string; user_email?: string };

export function toUser(row: UserRow): User {
  return {
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    first_name: row.first_name,
    last_name: row.last_name,
    user_status: row.user_status,
    is_platform_admin: row.is_platform_admin,
  };
}

export async function getMe(db: Db, auth: AuthContext): Promise<User> {
  const row = await findUserById(db, auth.userId);
  if (!row) throw notFound('User not found');
  return toUser(row);
}

/**
 * A user is visible to themself, to platform admins, and to holders of `users:read` in a
 * company both belong to (the caller's company token). Anyone else gets 404.
 */
export async function getUser(db: Db, auth: AuthContext, userId: number): Promise<User> {
  const visible =
    userId === auth.userId ||
    auth.isPlatformAdmin ||
    (auth.companyId !== undefined &&
      auth.scopes.includes('users:read') &&
      (await isMemberOf(db, userId, auth.companyId)));
  const row = visible ? await findUserById(db, userId) : undefined;
  if (!row) throw notFound('User not found');
  return toUser(row);
}

export async function usersOfCompany(
  db: Db,
  auth: AuthContext,
  companyId: number,
): Promise<CompanyUser[]> {
  await requireCompanyAccess(db, auth, companyId, 'users:read');
  const rows = await listCompanyUsers(db, companyId);
  return rows.map((r) => ({
    ...toUser(r),
    role: r.role,
    scopes: scopesForMembership(r.role, r.scopes),
  }));
}

/**
 * Members of the company holding `scope`, active only: the reconcilers (reco:write) or
 * reviewers (reco:review) a reconciliation can be given to. The tool, when named, must be
 * one the company has access to.
 */
export async function membersWithScope(
  db: Db,
  auth: AuthContext,
  companyId: number,
  toolId: number | undefined,
  scope: 'reco:write' | 'reco:review',
): Promise<CompanyUser[]> {
  if (toolId !== undefined) {
    const tools = await toolSubscriptions(db, auth, companyId);
    const tool = tools.find((t) => t.tool_id === toolId);
    if (!tool) throw notFound('Unknown tool');
    if (!tool.hasAccess) throw forbidden('Tool is not subscribed');
  }
  const members = await usersOfCompany(db, auth, companyId);
  return members.filter((m) => m.user_status && m.scopes.includes(scope));
}

export async function updateProfile(
  db: Db,
  auth: AuthContext,
  userId: number,
  changes: ProfileChanges,
): Promise<User> {
  if (userId !== auth.userId) throw forbidden('You can only change your own profile');
  const clean: ProfileChanges = {};
  if (changes.first_name !== undefined) clean.first_name = changes.first_name.trim();
  if (changes.last_name !== undefined) clean.last_name = changes.last_name.trim();
  if (changes.user_email !== undefined) clean.user_email = changes.user_email.trim().toLowerCase();
  if (Object.keys(clean).length === 0) throw badRequest('Nothing to update');
  const row = await updateUserProfile(db, userId, clean);
  if (!row) throw notFound('User not found');
  await recordAudit(db, {
    userId,
    action: 'user.profile_updated',
    details: { fields: Object.keys(clean) },
  });
  return toUser(row);
}

/** Changes the password and ends the user's other sessions. */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (userId !== auth.userId) throw forbidden('You can only change your own password');
  const current = await findPasswordHash(db, userId);
  if (!(await verifyPassword(current, currentPassword))) {
    throw badRequest('Current password is incorrect', { current_password: 'Incorrect password' });
  }
  if (currentPassword === newPassword) {
    throw badRequest('New password must differ from the current one', {
      new_password: 'Must differ from the current password',
    });
  }
  const newHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, newHash);
    await revokeOtherSessions(trx, userId, auth.sessionId);
    await recordAudit(trx, { userId, action: 'user.password_changed' });
  });
}
