import type { users } from '@concord/contracts';
import { notifyUsers } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import type { CompanyDb } from '../shared/company-db.js';
import type { RecoRow } from './reco.repository.js';

/** How a reco is named in a notification. */
export function recoTitle(row: Pick<RecoRow, 'party_name' | 'period_from' | 'period_to'>) {
  return `${row.party_name} ${row.period_from} to ${row.period_to}`;
}

/** The reco's iteration page in the web app. */
export function recoPagePath(companyId: number, iterationId: number | null, recoId: number) {
  const base = `/dashboard/default/${companyId}/reconciliation/vendor-customer`;
  return iterationId ? `${base}/period/${iterationId}` : `${base}/history/${recoId}`;
}

/** Tells `userIds` about `kind` on this reco, in the transaction of the change. */
export async function notifyAboutReco(
  trx: CompanyDb,
  /** userId null: nobody in the company acted (a party through its link). */
  caller: Pick<Caller, 'companyId'> & { userId: number | null },
  row: RecoRow,
  kind: users.NotificationKind,
  userIds: readonly (number | null)[],
  /** What the party did, worded by the reader's screen (the stored text says it in English). */
  detail?: { code: users.NotificationDetailCode; params?: Record<string, string>; text: string },
): Promise<void> {
  await notifyUsers(trx as never, {
    userIds: userIds.filter((id): id is number => id !== null),
    companyId: caller.companyId,
    kind,
    actorUserId: caller.userId,
    subject: { type: 'reco', id: row.reco_id },
    text: detail ? `${recoTitle(row)}: ${detail.text}` : recoTitle(row),
    link: recoPagePath(caller.companyId, row.current_iteration_id, row.reco_id),
    about: { name: row.party_name, periodFrom: row.period_from, periodTo: row.period_to },
    ...(detail && { detail: { code: detail.code, params: detail.params ?? {} } }),
  });
}
