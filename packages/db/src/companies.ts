import type { Selectable } from 'kysely';
import type { Db } from './database.js';
import { migrateCompanySchema } from './migrate.js';
import type { CompaniesTable } from './schema.types.js';
import { companySchemaName } from './tenant.js';

export type NewCompany = {
  company_name: string;
  company_country: string;
  base_currency: string;
  db_schema_prefix?: string;
  db_tool_prefix?: string;
  database?: string;
};

export type CreatedCompany = Selectable<CompaniesTable> & { schemaName: string };

/** Creates the company row, its schema and its tables in one transaction. */
export async function createCompany(db: Db, input: NewCompany): Promise<CreatedCompany> {
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('core.companies')
      .values({
        company_name: input.company_name,
        company_country: input.company_country,
        base_currency: input.base_currency.toUpperCase(),
        ...(input.db_schema_prefix ? { db_schema_prefix: input.db_schema_prefix } : {}),
        ...(input.db_tool_prefix ? { db_tool_prefix: input.db_tool_prefix } : {}),
        ...(input.database ? { database: input.database } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const schemaName = companySchemaName(company);
    await migrateCompanySchema(trx, schemaName);
    return { ...company, schemaName };
  });
}
