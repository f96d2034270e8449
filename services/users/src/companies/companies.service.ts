import type { Db } from '@concord/db';
import { companySchemaName } from '@concord/db';
import {
  forbidden,
  notFound,
  scopesForMembership,
  type AuthContext,
  type Scope,
} from '@concord/auth';
import {
  findCompany,
  findMembership,
  findToolAccessByPrefix,
  listCompaniesOfUser,
  listConnections,
  listToolAccess,
  type CompanyRow,
  type ConnectionRow,
} from './companies.repository.js';

export type Company = {
  company_id: number;
  company_name: string;
  company_country: string;
  base_currency: string;
  db_schema_prefix: string;
  db_tool_prefix: string;
  database: string;
};

export type CompanySummary = Pick<
  Company,
  'company_id' | 'company_name' | 'company_country' | 'base_currency'
> & {
  role: string;
};

export type ToolSubscription = {
  tool_id: number;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
  hasAccess: boolean;
  isSubscribed: boolean;
};

export type CompanyAccess = {
  company: Company;
  role: string;
  scopes: Scope[];
  schemaName: string;
  database: string;
};

function toCompany(row: CompanyRow): Company {
  return {
    company_id: row.company_id,
    company_name: row.company_name,
    company_country: row.company_country,
    base_currency: row.base_currency.trim(),
    db_schema_prefix: row.db_schema_prefix,
    db_tool_prefix: row.db_tool_prefix,
    database: row.database.toLowerCase(),
  };
}

/**
 * The caller's standing in a company, from the membership table (not from the token, so
 * it also works with a sign-in token). Non-members get the same 403 whether or not the
 * company exists.
 */
export async function requireCompanyAccess(
  db: Db,
  auth: AuthContext,
  companyId: number,
  scope?: Scope,
): Promise<CompanyAccess> {
  const membership = await findMembership(db, auth.userId, companyId);
  const row = membership ? await findCompany(db, companyId) : undefined;
  if (!membership || !row) throw forbidden('You are not a member of this company');
  const scopes = scopesForMembership(membership.role, membership.scopes);
  if (scope && !scopes.includes(scope)) throw forbidden(`Missing permission: ${scope}`);
  const company = toCompany(row);
  return {
    company,
    role: membership.role,
    scopes,
    schemaName: companySchemaName(row),
    database: company.database,
  };
}

export async function companiesOfUser(db: Db, userId: number): Promise<CompanySummary[]> {
  const rows = await listCompaniesOfUser(db, userId);
  return rows.map((r) => ({
    company_id: r.company_id,
    company_name: r.company_name,
    company_country: r.company_country,
    base_currency: r.base_currency.trim(),
    role: r.role,
  }));
}

export async function getCompany(db: Db, auth: AuthContext, companyId: number): Promise<Company> {
  return (await requireCompanyAccess(db, auth, companyId, 'company:read')).company;
}

export type CompanyConnection = ConnectionRow;

/**
 * The customers and vendors connected to a member company, with the other company's
 * public details (name, country, base currency): what documents between them show.
 */
export async function companyConnections(
  db: Db,
  auth: AuthContext,
  companyId: number,
): Promise<CompanyConnection[]> {
  await requireCompanyAccess(db, auth, companyId, 'company:read');
  const rows = await listConnections(db, companyId);
  return rows.map((row) => ({ ...row, base_currency: row.base_currency.trim() }));
}

export async function getBaseCurrency(db: Db, auth: AuthContext, companyId: number) {
  const { company } = await requireCompanyAccess(db, auth, companyId, 'company:read');
  return { company_id: company.company_id, currency_code: company.base_currency };
}

/** Without a company: the licensable tools, none accessible. With one: every tool and its access. */
export async function toolSubscriptions(
  db: Db,
  auth: AuthContext,
  companyId: number | undefined,
): Promise<ToolSubscription[]> {
  if (companyId === undefined) {
    const tools = await listToolAccess(db, undefined);
    return tools
      .filter((t) => t.is_licensable)
      .map((t) => ({ ...toolFields(t), hasAccess: false, isSubscribed: false }));
  }
  await requireCompanyAccess(db, auth, companyId, 'company:read');
  const tools = await listToolAccess(db, companyId);
  return tools.map((t) => ({
    ...toolFields(t),
    hasAccess: !t.is_licensable || t.is_subscribed,
    isSubscribed: t.is_subscribed,
  }));
}

function toolFields(t: {
  tool_id: number;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
}) {
  return {
    tool_id: t.tool_id,
    tool_name: t.tool_name,
    tool_prefix: t.tool_prefix,
    is_licensable: t.is_licensable,
  };
}

/** Where a company's data for a tool lives; refused when the company lacks the tool. */
export async function databaseDetails(
  db: Db,
  auth: AuthContext,
  companyId: number,
  toolPrefix: string,
) {
  const access = await requireCompanyAccess(db, auth, companyId, 'company:read');
  const tool = await findToolAccessByPrefix(db, companyId, toolPrefix);
  if (!tool) throw notFound('Unknown tool');
  if (tool.is_licensable && !tool.is_subscribed) throw forbidden('Tool is not subscribed');
  return { schemaName: access.schemaName, database: access.database };
}

export function companyContext(auth: AuthContext) {
  if (auth.companyId === undefined || !auth.tenant) throw forbidden('Choose a company first');
  return {
    company_id: auth.companyId,
    schemaName: auth.tenant.schema,
    database: auth.tenant.database,
  };
}
