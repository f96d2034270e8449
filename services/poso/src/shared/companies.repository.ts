import { companySchemaName } from '@concord/db';
import type { Db } from './db.js';

export type CompanyRecord = {
  company_id: number;
  company_name: string;
  schema: string;
  database: string;
};

/** A company with its schema name from the tenancy helpers (allowlisted, lower-cased). */
export async function findCompany(db: Db, companyId: number): Promise<CompanyRecord | undefined> {
  const row = await db
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
  const row = await db
    .selectFrom('core.company_connections')
    .select('customer_company_id')
    .where('customer_company_id', '=', customerCompanyId)
    .where('vendor_company_id', '=', vendorCompanyId)
    .where('status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMembership(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('core.memberships as m')
    .innerJoin('core.users as u', 'u.user_id', 'm.user_id')
    .select(['m.role', 'm.scopes'])
    .where('m.company_id', '=', companyId)
    .where('m.user_id', '=', userId)
    .where('u.user_status', '=', true)
    .executeTakeFirst();
}

export async function companyNameOf(db: Db, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('core.companies')
    .select('company_name')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.company_name ?? null;
}
