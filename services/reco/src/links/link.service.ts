import { createHash, randomBytes } from 'node:crypto';
import { reco } from '@concord/contracts';
import { findCompanyTenant, type Db } from '@concord/db';
import { worksOnRecos, type Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { forbidden, notFound } from '../shared/errors.js';
import { isoTime, isoTimeOrNull } from '../shared/wire.js';
import { requireIteration } from '../iterations/iteration.service.js';
import { addHistory } from '../recos/reco.repository.js';
import { requireReco } from '../recos/reco.service.js';
import {
  findCompanyLink,
  findLiveLink,
  insertLink,
  liveLinksOfReco,
  markUsed,
  revokeCompanyLink,
  type LinkRow,
} from './link.repository.js';

/** The one answer for unknown, malformed, expired and revoked tokens (SECURITY 21). */
export const linkNotFound = () => notFound('This link is not valid. Ask the sender for a new one.');

const TOKEN = new RegExp(reco.LINK_TOKEN_PATTERN);

/** SHA-256 of the token: 256 random bits need no slow hash, and the lookup stays an index probe. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function toLink(row: LinkRow): reco.CapabilityLink {
  return {
    link_id: row.share_link_id,
    reco_id: row.reco_id!,
    iteration_id: Number(row.resource_id),
    purpose: row.purpose,
    created_by_user_id: row.created_by_user_id,
    created_at: isoTime(row.created_at),
    expires_at: isoTime(row.expires_at),
    revoked_at: isoTimeOrNull(row.revoked_at),
    last_used_at: isoTimeOrNull(row.last_used_at),
  };
}

/** Links are handed out by the people who work the reco: reconcilers and reviewers. */
function requireLinkManager(caller: Caller): void {
  if (!worksOnRecos(caller)) throw forbidden('Only reconcilers and reviewers manage links');
}

/** The spec's `generate_link`: a new token for one iteration and purpose, shown only now. */
export async function generateLink(
  db: Db,
  caller: Caller,
  input: reco.NewLink,
  now: Date,
): Promise<{ link: reco.CapabilityLink; token: string }> {
  requireLinkManager(caller);
  const token = newToken();
  const row = await inCompany(db, caller, async (trx) => {
    const { iteration, reco: recoRow } = await requireIteration(trx, input.iteration_id);
    const link = await insertLink(trx as unknown as Db, {
      company_id: caller.companyId,
      reco_id: recoRow.reco_id,
      iteration_id: iteration.iteration_id,
      purpose: input.purpose,
      token_hash: hashLinkToken(token),
      created_by_user_id: caller.userId,
      expires_in_days: input.expires_in_days,
      now,
    });
    await addHistory(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: iteration.iteration_id,
      action: 'link_generated',
      from_state: recoRow.state,
      to_state: recoRow.state,
      remarks: `${input.purpose} link #${link.share_link_id}, ${input.expires_in_days} days`,
      user_id: caller.userId,
    });
    return link;
  });
  return { link: toLink(row), token };
}

export async function listLinks(
  db: Db,
  caller: Caller,
  recoId: number,
  now: Date,
): Promise<reco.CapabilityLink[]> {
  await inCompany(db, caller, (trx) => requireReco(trx, recoId));
  return (await liveLinksOfReco(db, caller.companyId, recoId, now)).map(toLink);
}

export async function revokeLink(
  db: Db,
  caller: Caller,
  linkId: number,
  now: Date,
): Promise<reco.CapabilityLink> {
  requireLinkManager(caller);
  const row = await inCompany(db, caller, async (trx) => {
    const core = trx as unknown as Db;
    // Another company's link id answers like a missing one.
    const existing = await findCompanyLink(core, caller.companyId, linkId);
    if (!existing || existing.reco_id === null) throw notFound('Link not found');
    const recoRow = await requireReco(trx, existing.reco_id);
    const revoked = await revokeCompanyLink(core, caller.companyId, linkId, caller.userId, now);
    if (!existing.revoked_at)
      await addHistory(trx, {
        reco_id: recoRow.reco_id,
        iteration_id: Number(existing.resource_id),
        action: 'link_revoked',
        from_state: recoRow.state,
        to_state: recoRow.state,
        remarks: `${existing.purpose} link #${linkId}`,
        user_id: caller.userId,
      });
    return revoked!;
  });
  return toLink(row);
}

/** What a live link opens: its company (as a caller with no scopes) and iteration. */
export type ResolvedLink = {
  link: reco.CapabilityLink;
  /** Acts in the link's company for reads of that one iteration; holds no scope. */
  tenant: Caller;
};

/**
 * The link of `token` live at `now`, for any of `purposes`, opened for the iteration `stateId`
 * when the page names one. Every failure is the same 404, so a guess learns nothing. Other
 * features' public pages (upload, confirm completion) resolve their links here.
 */
export async function resolveLink(
  db: Db,
  now: Date,
  token: string | undefined,
  purposes: readonly reco.LinkPurpose[],
  stateId?: number,
): Promise<ResolvedLink> {
  const candidate = typeof token === 'string' && TOKEN.test(token) ? token : '';
  // Hash and probe even a malformed token, so its answer costs what any other does.
  const row = await findLiveLink(db, hashLinkToken(candidate), now);
  if (!row || !candidate || !purposes.includes(row.purpose)) throw linkNotFound();
  if (stateId !== undefined && Number(row.resource_id) !== stateId) throw linkNotFound();
  const company = await findCompanyTenant(db, row.company_id);
  if (!company) throw linkNotFound();
  return {
    link: toLink(row),
    tenant: { userId: 0, companyId: company.companyId, schema: company.schema, scopes: [] },
  };
}

export async function publicLinkDetails(
  db: Db,
  now: Date,
  token: string | undefined,
  stateId?: number,
): Promise<reco.PublicLinkDetails> {
  const opened = await resolveLink(db, now, token, reco.LINK_PURPOSES, stateId);
  const { link, tenant } = opened;
  // A download link is used when the file is fetched; a party's page, when it opens.
  if (link.purpose !== 'download') await linkUsed(db, opened, now);
  const company = await db
    .selectFrom('core.companies')
    .select('company_name')
    .where('company_id', '=', tenant.companyId)
    .executeTakeFirstOrThrow();
  return inCompany(db, tenant, async (trx) => {
    const { reco: recoRow } = await requireIteration(trx, link.iteration_id);
    return {
      iteration_id: link.iteration_id,
      purpose: link.purpose,
      company_name: company.company_name,
      reco_name: `${recoRow.party_name} ${recoRow.period_from} to ${recoRow.period_to}`,
      from_date: recoRow.period_from,
      to_date: recoRow.period_to,
      expires_at: link.expires_at,
    };
  });
}

/**
 * Records that a link was used (shown in the list of live links); the first use of a party's
 * upload or confirmation link is "opened the link" in the reco's history and follow-ups.
 */
export async function linkUsed(db: Db, opened: ResolvedLink, now: Date): Promise<void> {
  const { link, tenant } = opened;
  await inCompany(db, tenant, async (trx) => {
    const first = await markUsed(trx as unknown as Db, link.link_id, now);
    if (first && link.purpose !== 'download')
      await addHistory(trx, {
        reco_id: link.reco_id,
        iteration_id: link.iteration_id,
        action: 'link_opened',
        from_state: null,
        to_state: null,
        remarks: `${link.purpose} link #${link.link_id}`,
        user_id: null,
      });
  });
}
