import type { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import { companiesConnected } from '../shared/connections.repository.js';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest } from '../shared/errors.js';
import { isoTime } from '../shared/wire.js';
import { insertParty, listParties, type PartyRow } from './party.repository.js';

export function toParty(row: PartyRow): reco.Party {
  return { ...row, created_at: isoTime(row.created_at) };
}

export async function partiesPage(
  db: Db,
  caller: Caller,
  query: { page?: number | undefined; size?: number | undefined; search?: string | undefined },
) {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const result = await inCompany(db, caller, (trx) => listParties(trx, query.search, page, size));
  return { items: result.items.map(toParty), totalCount: result.totalCount, page, size };
}

/** A party is an outside company, or one connected to the caller's company on Concord. */
export async function createParty(db: Db, caller: Caller, input: reco.NewParty) {
  if (input.connected_company_id !== undefined) {
    const connected = await companiesConnected(db, caller.companyId, input.connected_company_id);
    if (!connected) {
      const message = 'Only a company connected to yours can be a connected party';
      throw badRequest(message, { connected_company_id: message });
    }
  }
  if (input.gstin && input.pan && input.gstin.slice(2, 12) !== input.pan) {
    const message = 'The GSTIN does not contain this PAN';
    throw badRequest(message, { gstin: message });
  }
  const row = await inCompany(db, caller, (trx) =>
    insertParty(trx, {
      name: input.name.trim(),
      connected_company_id: input.connected_company_id ?? null,
      gstin: input.gstin ?? null,
      pan: input.pan ?? input.gstin?.slice(2, 12) ?? null,
      contact_email: input.contact_email ?? null,
    }),
  );
  return toParty(row);
}
