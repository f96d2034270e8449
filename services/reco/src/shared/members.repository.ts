import { scopesForMembership } from '@concord/auth';
import type { Db } from '@concord/db';
import { badRequest, stepRefusal } from './errors.js';

export type Member = { user_id: number; user_name: string; scopes: string[] };

/** The company's active members and their scopes (core.memberships, core.users). */
export async function companyMembers(db: Db, companyId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('core.memberships as m')
    .innerJoin('core.users as u', 'u.user_id', 'm.user_id')
    .select(['m.user_id', 'u.user_name', 'm.role', 'm.scopes'])
    .where('m.company_id', '=', companyId)
    .where('u.user_status', '=', true)
    .orderBy('u.user_name')
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    user_name: r.user_name,
    scopes: scopesForMembership(r.role, r.scopes),
  }));
}

/**
 * Refuses (400 on `field`) any user who is not an active member holding `scope`: a
 * reconciler needs reco:write, a reviewer reco:review.
 */
export async function requireMembersWithScope(
  db: Db,
  companyId: number,
  userIds: readonly number[],
  scope: 'reco:write' | 'reco:review',
  field: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const members = new Map((await companyMembers(db, companyId)).map((m) => [m.user_id, m]));
  for (const id of userIds) {
    const member = members.get(id);
    if (!member || !member.scopes.includes(scope)) {
      const what = scope === 'reco:write' ? 'reconcile' : 'review';
      const message = `User ${id} is not a member of this company allowed to ${what} reconciliations`;
      throw badRequest(
        message,
        { [field]: message },
        stepRefusal('notAllowedMember', { user: id, role: what }),
      );
    }
  }
}
