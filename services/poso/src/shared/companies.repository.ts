import { sql } from 'kysely';
import { firstOf, type Db } from './db.js';

export type CompanyRecord = {
  company_id: number;
  company_name: string;
  schema: string;
  database: string;
};

export async function findCompany(db: Db, companyId: number): Promise<CompanyRecord | undefined> {
  return firstOf(
    db,
    sql<CompanyRecord>`
      SELECT company_id, company_name, lower(db_schema_prefix || company_id::text) AS schema, database
      FROM core.companies WHERE company_id = ${companyId}`,
  );
}

/** An accepted customer -> vendor connection; a hand-over without one is refused. */
export async function hasAcceptedConnection(
  db: Db,
  customerCompanyId: number,
  vendorCompanyId: number,
): Promise<boolean> {
  const row = await firstOf(
    db,
    sql<{ ok: number }>`
      SELECT 1 AS ok FROM core.company_connections
      WHERE customer_company_id = ${customerCompanyId} AND vendor_company_id = ${vendorCompanyId}
        AND status = 'accepted'
      LIMIT 1`,
  );
  return row !== undefined;
}

export async function findMembership(db: Db, companyId: number, userId: number) {
  return firstOf(
    db,
    sql<{ role: string; scopes: string[] }>`
      SELECT m.role, m.scopes FROM core.memberships m JOIN core.users u USING (user_id)
      WHERE m.company_id = ${companyId} AND m.user_id = ${userId} AND u.user_status`,
  );
}

export async function companyNameOf(db: Db, companyId: number): Promise<string | null> {
  const row = await firstOf(
    db,
    sql<{
      company_name: string;
    }>`SELECT company_name FROM core.companies WHERE company_id = ${companyId}`,
  );
  return row?.company_name ?? null;
}
