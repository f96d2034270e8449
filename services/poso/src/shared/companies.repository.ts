import { sql } from 'kysely';
import { companySchemaName, type Db as ConcordDb } from '@concord/db';
import { firstOf, type Db } from './db.js';

export type CompanyRecord = {
  company_id: number;
  company_name: string;
  schema: string;
  database: string;
};

/** A company with its schema name from the tenancy helpers (allowlisted, lower-cased). */
export async function findCompany(db: Db, companyId: number): Promise<CompanyRecord | undefined> {
  const row = await (db as unknown as ConcordDb)
    .selectFrom('core.companies')
    .select(['company_id', 'company_name', 'db_schema_prefix', 'database'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return (
    row && {
      company_id: row.company_id,
      company_name: row.company_name,
      schema: companySchemaName(row),
      database: row.database,
    }
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
