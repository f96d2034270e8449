import { sql, type RawBuilder } from 'kysely';
import { companyTables } from '@concord/db';
import { tbl, type Db } from './db.js';
import type { DocumentType } from './statuses.js';

export async function listStatuses(db: Db, schema: string, documentType: DocumentType) {
  return companyTables(db, schema)
    .selectFrom('poso_status_master')
    .select(['status_master_id', 'status_name'])
    .where('document_type', '=', documentType)
    .orderBy('status_master_id')
    .execute();
}

/**
 * The status name of the row's status column, for sorting a list by status. Raw SQL: a
 * correlated subquery spliced into the lists' ORDER BY, which are still raw SQL.
 */
export function statusNameOf(
  schema: string,
  documentType: DocumentType,
  statusColumn: string,
): RawBuilder<unknown> {
  return sql`(SELECT s.status_name FROM ${tbl(schema, 'poso_status_master')} s
    WHERE s.document_type = ${documentType} AND s.status_master_id = ${sql.ref(statusColumn)})`;
}
