import type { Db } from '@concord/db';

/** An accepted connection between two companies, whichever is the customer. */
export async function companiesConnected(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('core.company_connections')
    .select('connection_id')
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('customer_company_id', '=', a), eb('vendor_company_id', '=', b)]),
        eb.and([eb('vendor_company_id', '=', a), eb('customer_company_id', '=', b)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function companyName(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('core.companies')
    .select('company_name')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.company_name;
}
