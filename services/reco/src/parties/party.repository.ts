import { sql } from 'kysely';
import type { CompanyDb } from '../shared/company-db.js';

export type PartyRow = {
  party_id: number;
  name: string;
  connected_company_id: number | null;
  gstin: string | null;
  pan: string | null;
  contact_email: string | null;
  created_at: Date;
};

const COLUMNS = [
  'party_id',
  'name',
  'connected_company_id',
  'gstin',
  'pan',
  'contact_email',
  'created_at',
] as const;

/** `%text%` for ILIKE with % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return '%' + text.replace(/[%_\\]/g, '\\$&') + '%';
}

export async function listParties(
  db: CompanyDb,
  search: string | undefined,
  page: number,
  size: number,
): Promise<{ items: PartyRow[]; totalCount: number }> {
  let items = db.selectFrom('reco_parties').select(COLUMNS);
  let count = db.selectFrom('reco_parties').select(sql<number>`count(*)::int`.as('n'));
  if (search?.trim()) {
    const pattern = containsPattern(search.trim());
    items = items.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('gstin', 'ilike', pattern),
        eb('pan', 'ilike', pattern),
      ]),
    );
    count = count.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('gstin', 'ilike', pattern),
        eb('pan', 'ilike', pattern),
      ]),
    );
  }
  const rows = await items
    .orderBy(sql`lower(name)`)
    .orderBy('party_id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows, totalCount: (await count.executeTakeFirstOrThrow()).n };
}

export function findParty(db: CompanyDb, partyId: number): Promise<PartyRow | undefined> {
  return db
    .selectFrom('reco_parties')
    .select(COLUMNS)
    .where('party_id', '=', partyId)
    .executeTakeFirst();
}

export function findPartyByName(db: CompanyDb, name: string): Promise<PartyRow | undefined> {
  return db
    .selectFrom('reco_parties')
    .select(COLUMNS)
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export function insertParty(
  db: CompanyDb,
  values: Omit<PartyRow, 'party_id' | 'created_at'>,
): Promise<PartyRow> {
  return db.insertInto('reco_parties').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}
