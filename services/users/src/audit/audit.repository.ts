import type { Db } from '@concord/db';

export type AuditEntry = {
  userId: number;
  companyId?: number;
  action:
    | 'session.login'
    | 'session.logout'
    | 'session.others_revoked'
    | 'user.profile_updated'
    | 'user.password_changed'
    | 'tool.subscription_requested';
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('core.audit_log')
    .values({
      user_id: entry.userId,
      company_id: entry.companyId ?? null,
      action: entry.action,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
