import type { Kysely } from 'kysely';
import { withCompanySchema, type CompanyDatabase, type Db } from '@concord/db';
import type { Caller } from './caller.js';

/** Typed Kysely whose unqualified table names are the caller's company schema. */
export type CompanyDb = Kysely<CompanyDatabase>;

/** One transaction in the caller's schema (registry-checked, SECURITY 14-15). */
export function inCompany<T>(
  db: Db,
  caller: Pick<Caller, 'schema'>,
  fn: (trx: CompanyDb) => Promise<T>,
): Promise<T> {
  return withCompanySchema(db, caller.schema, (trx) => fn(trx));
}
