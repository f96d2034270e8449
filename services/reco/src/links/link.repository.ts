import type { Db, ShareLinksTable } from '@concord/db';
import type { reco } from '@concord/contracts';

export type LinkRow = {
  share_link_id: number;
  company_id: number;
  reco_id: number | null;
  resource_id: string;
  purpose: reco.LinkPurpose;
  created_by_user_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

/** Links name one iteration of a company's reco. */
export const ITERATION_RESOURCE = 'reco_iteration';

const COLUMNS = [
  'share_link_id',
  'company_id',
  'reco_id',
  'resource_id',
  'purpose',
  'created_by_user_id',
  'created_at',
  'expires_at',
  'revoked_at',
  'last_used_at',
] as const satisfies readonly (keyof ShareLinksTable)[];

export async function insertLink(
  db: Db,
  values: {
    company_id: number;
    reco_id: number;
    iteration_id: number;
    purpose: reco.LinkPurpose;
    token_hash: string;
    created_by_user_id: number;
    expires_in_days: number;
    /** The clock's time: the link is made now and expires `expires_in_days` after it. */
    now: Date;
  },
): Promise<LinkRow> {
  return await db
    .insertInto('core.share_links')
    .values({
      company_id: values.company_id,
      reco_id: values.reco_id,
      resource_type: ITERATION_RESOURCE,
      resource_id: String(values.iteration_id),
      purpose: values.purpose,
      token_hash: values.token_hash,
      created_by_user_id: values.created_by_user_id,
      created_at: values.now,
      expires_at: new Date(values.now.getTime() + values.expires_in_days * 86_400_000),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The live link with this token hash at `now`: one probe of the unique index, so the answer
 * takes the same time whatever the token; expired and revoked links are filtered in the same
 * query.
 */
export async function findLiveLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LinkRow | undefined> {
  return await db
    .selectFrom('core.share_links')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .where('resource_type', '=', ITERATION_RESOURCE)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Records a use of the link; true on its first, when the party opened it. */
export async function markUsed(db: Db, linkId: number, now: Date): Promise<boolean> {
  const first = await db
    .updateTable('core.share_links')
    .set({ last_used_at: now })
    .where('share_link_id', '=', linkId)
    .where('last_used_at', 'is', null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return true;
  await db
    .updateTable('core.share_links')
    .set({ last_used_at: now })
    .where('share_link_id', '=', linkId)
    .execute();
  return false;
}

export async function liveLinksOfReco(
  db: Db,
  companyId: number,
  recoId: number,
  now: Date,
): Promise<LinkRow[]> {
  return await db
    .selectFrom('core.share_links')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('reco_id', '=', recoId)
    .where('resource_type', '=', ITERATION_RESOURCE)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('share_link_id', 'desc')
    .execute();
}

export async function findCompanyLink(
  db: Db,
  companyId: number,
  linkId: number,
): Promise<LinkRow | undefined> {
  return await db
    .selectFrom('core.share_links')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('share_link_id', '=', linkId)
    .where('resource_type', '=', ITERATION_RESOURCE)
    .executeTakeFirst();
}

/** Revokes once; revoking a revoked link keeps the first time and person. */
export async function revokeCompanyLink(
  db: Db,
  companyId: number,
  linkId: number,
  userId: number,
  now: Date,
): Promise<LinkRow | undefined> {
  await db
    .updateTable('core.share_links')
    .set({ revoked_at: now, revoked_by_user_id: userId })
    .where('company_id', '=', companyId)
    .where('share_link_id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
  return findCompanyLink(db, companyId, linkId);
}
