import type { Db } from '@concord/db';

export type CompanyRow = {
  company_id: number;
  company_name: string;
  company_country: string;
  base_currency: string;
  db_schema_prefix: string;
  db_tool_prefix: string;
  database: string;
};

export type MembershipRow = { role: string; scopes: string[] };

export type ToolAccessRow = {
  tool_id: number;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
  is_subscribed: boolean;
};

const COMPANY_COLUMNS = [
  'c.company_id',
  'c.company_name',
  'c.company_country',
  'c.base_currency',
  'c.db_schema_prefix',
  'c.db_tool_prefix',
  'c.database',
] as const;

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  return db
    .selectFrom('core.companies as c')
    .select(COMPANY_COLUMNS)
    .where('c.company_id', '=', companyId)
    .executeTakeFirst();
}

export async function findMembership(
  db: Db,
  userId: number,
  companyId: number,
): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('core.memberships')
    .select(['role', 'scopes'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function listCompaniesOfUser(
  db: Db,
  userId: number,
): Promise<(CompanyRow & { role: string })[]> {
  return db
    .selectFrom('core.memberships as m')
    .innerJoin('core.companies as c', 'c.company_id', 'm.company_id')
    .select([...COMPANY_COLUMNS, 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('c.company_name')
    .execute();
}

/** Tools with whether `companyId` subscribes to each; all unsubscribed when no company. */
export async function listToolAccess(
  db: Db,
  companyId: number | undefined,
): Promise<ToolAccessRow[]> {
  const rows = await db
    .selectFrom('core.tools as t')
    .leftJoin('core.subscriptions as s', (join) =>
      join.onRef('s.tool_id', '=', 't.tool_id').on('s.company_id', '=', companyId ?? -1),
    )
    .select(['t.tool_id', 't.tool_name', 't.tool_prefix', 't.is_licensable'])
    .select((eb) => eb('s.subscription_id', 'is not', null).as('is_subscribed'))
    .orderBy('t.tool_id')
    .execute();
  return rows.map((r) => ({ ...r, is_subscribed: Boolean(r.is_subscribed) }));
}

export async function findToolAccessByPrefix(
  db: Db,
  companyId: number,
  toolPrefix: string,
): Promise<ToolAccessRow | undefined> {
  const tools = await listToolAccess(db, companyId);
  return tools.find((t) => t.tool_prefix === toolPrefix);
}

export type ConnectionRow = {
  connection_id: number;
  relation: 'vendor' | 'customer';
  status: 'accepted' | 'pending';
  company_id: number;
  company_name: string;
  company_country: string;
  base_currency: string;
};

/** Both directions of a company's connections, with the other company's public details. */
export async function listConnections(db: Db, companyId: number): Promise<ConnectionRow[]> {
  const other = (side: 'vendor' | 'customer') =>
    db
      .selectFrom('core.company_connections as cc')
      .innerJoin(
        'core.companies as c',
        'c.company_id',
        side === 'vendor' ? 'cc.vendor_company_id' : 'cc.customer_company_id',
      )
      .select([
        'cc.connection_id',
        'cc.status',
        'c.company_id',
        'c.company_name',
        'c.company_country',
        'c.base_currency',
      ])
      .where(side === 'vendor' ? 'cc.customer_company_id' : 'cc.vendor_company_id', '=', companyId)
      .execute();
  const [vendors, customers] = await Promise.all([other('vendor'), other('customer')]);
  return [
    ...vendors.map((row) => ({ ...row, relation: 'vendor' as const })),
    ...customers.map((row) => ({ ...row, relation: 'customer' as const })),
  ].sort(
    (a, b) => a.company_name.localeCompare(b.company_name) || a.connection_id - b.connection_id,
  );
}
