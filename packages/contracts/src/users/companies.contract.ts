import { Type, type Static } from 'typebox';
import { Id, route } from '../shared/index.js';

export const Company = Type.Object({
  company_id: Id,
  company_name: Type.String(),
  company_country: Type.String(),
  base_currency: Type.String(),
  db_schema_prefix: Type.String(),
  db_tool_prefix: Type.String(),
  database: Type.String(),
});
export type Company = Static<typeof Company>;

export const CompanySummary = Type.Object({
  company_id: Id,
  company_name: Type.String(),
  company_country: Type.String(),
  base_currency: Type.String(),
  role: Type.String(),
});
export type CompanySummary = Static<typeof CompanySummary>;

/** A connected customer or vendor of a company, with its public details. */
export const CompanyConnection = Type.Object({
  connection_id: Id,
  relation: Type.Union([Type.Literal('vendor'), Type.Literal('customer')]),
  status: Type.Union([Type.Literal('accepted'), Type.Literal('pending')]),
  company_id: Id,
  company_name: Type.String(),
  company_country: Type.String(),
  base_currency: Type.String(),
});
export type CompanyConnection = Static<typeof CompanyConnection>;

export const ToolSubscription = Type.Object({
  tool_id: Id,
  tool_name: Type.String(),
  tool_prefix: Type.String(),
  is_licensable: Type.Boolean(),
  hasAccess: Type.Boolean(),
  isSubscribed: Type.Boolean(),
});
export type ToolSubscription = Static<typeof ToolSubscription>;

/** Where a company's data lives. */
export const DatabaseDetails = Type.Object({ schemaName: Type.String(), database: Type.String() });
export type DatabaseDetails = Static<typeof DatabaseDetails>;

const CompanyQuery = Type.Object({ company_id: Id });
const CompanyParams = Type.Object({ id: Id });

export const companiesOfUser = route('GET', '/companies/by-user/', {
  response: { 200: Type.Array(CompanySummary) },
});

export const companyContext = route('GET', '/companies/company-context/', {
  response: {
    200: Type.Object({ company_id: Id, schemaName: Type.String(), database: Type.String() }),
  },
});

export const companyConnections = route('GET', '/companies/company-connections/', {
  querystring: CompanyQuery,
  response: { 200: Type.Array(CompanyConnection) },
});

export const toolSubscriptions = route('GET', '/companies/company-tool-subscription-details/', {
  querystring: Type.Object({ company_id: Type.Optional(Id) }),
  response: { 200: Type.Array(ToolSubscription) },
});

export const databaseDetails = route('GET', '/companies/database-details/', {
  querystring: Type.Object({
    company_id: Id,
    tool_prefix: Type.String({ minLength: 1, maxLength: 31, pattern: '^[a-z][a-z0-9_]*$' }),
  }),
  response: { 200: DatabaseDetails },
});

export const baseCurrency = route('GET', '/companies/get-base-currency/:id', {
  params: CompanyParams,
  response: { 200: Type.Object({ company_id: Id, currency_code: Type.String() }) },
});

export const getCompany = route('GET', '/companies/:id/', {
  params: CompanyParams,
  response: { 200: Company },
});
