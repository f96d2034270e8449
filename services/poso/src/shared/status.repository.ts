import { companyTables } from '@concord/db';
import type { Db } from './db.js';
import type { DocumentType } from './statuses.js';

export async function listStatuses(db: Db, schema: string, documentType: DocumentType) {
  return companyTables(db, schema)
    .selectFrom('poso_status_master')
    .select(['status_master_id', 'status_name'])
    .where('document_type', '=', documentType)
    .orderBy('status_master_id')
    .execute();
}
