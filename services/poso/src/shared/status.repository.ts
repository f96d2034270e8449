import { sql, type RawBuilder } from 'kysely';
import { rowsOf, tbl, type Db } from './db.js';
import type { DocumentType } from './statuses.js';

export async function listStatuses(db: Db, schema: string, documentType: DocumentType) {
  return rowsOf(
    db,
    sql<{ status_master_id: number; status_name: string }>`
      SELECT status_master_id, status_name FROM ${tbl(schema, 'poso_status_master')}
      WHERE document_type = ${documentType} ORDER BY status_master_id`,
  );
}

/** The status name of the row's status column, for sorting a list by status. */
export function statusNameOf(
  schema: string,
  documentType: DocumentType,
  statusColumn: string,
): RawBuilder<unknown> {
  return sql`(SELECT s.status_name FROM ${tbl(schema, 'poso_status_master')} s
    WHERE s.document_type = ${documentType} AND s.status_master_id = ${sql.ref(statusColumn)})`;
}
