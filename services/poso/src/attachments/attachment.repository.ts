import { sql } from 'kysely';
import { companyTables, type Db } from '@concord/db';
import type { poso } from '@concord/contracts';

export type AttachedTo = 'po' | 'invoice';

// Both attachment tables have the same columns but for the document key; the builder is
// given one table's name and the key as a reference, since Kysely cannot type a table chosen
// at run time.
const TABLES = {
  po: { table: 'po_attachments', key: 'po_id', document: 'purchase_orders' },
  invoice: { table: 'invoice_attachments', key: 'invoice_id', document: 'invoices' },
} as const;

const META = ['attachment_id', 'file_name', 'content_type', 'size_bytes', 'sha256'] as const;

export type AttachmentRow = poso.Attachment & { document_id: number };

export type StoredFile = { file_name: string; content_type: string; storage_key: string };

export type NewAttachment = {
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
};

function attachments(db: Db, schema: string, kind: AttachedTo) {
  return companyTables(db, schema).selectFrom(
    `${TABLES[kind].table} as a` as 'po_attachments as a',
  );
}

/** The status of the document files are attached to, or undefined when there is none. */
export async function documentStatus(
  db: Db,
  schema: string,
  kind: AttachedTo,
  documentId: number,
): Promise<number | undefined> {
  const { document, key } = TABLES[kind];
  const row = await companyTables(db, schema)
    .selectFrom(document as 'purchase_orders')
    .select('status_id')
    .where(sql.ref(key), '=', documentId)
    .executeTakeFirst();
  return row?.status_id;
}

/** Metadata of the files of many documents, in one query (lists). */
export async function attachmentsOf(
  db: Db,
  schema: string,
  kind: AttachedTo,
  documentIds: number[],
): Promise<AttachmentRow[]> {
  if (documentIds.length === 0) return [];
  const rows = await attachments(db, schema, kind)
    .select([
      ...META.map((c) => `a.${c}` as const),
      (eb) => eb.ref(`a.${TABLES[kind].key}` as 'a.po_id').as('document_id'),
      (eb) => eb.cast<string>('a.created_at', 'text').as('created_at'),
    ])
    .where(sql.ref(`a.${TABLES[kind].key}`), 'in', documentIds)
    .orderBy('a.attachment_id')
    .execute();
  return rows;
}

export async function insertAttachment(
  db: Db,
  schema: string,
  kind: AttachedTo,
  documentId: number,
  file: NewAttachment,
): Promise<poso.Attachment> {
  const { table, key } = TABLES[kind];
  return companyTables(db, schema)
    .insertInto(table as 'po_attachments')
    .values({ ...file, [key]: documentId } as NewAttachment & { po_id: number })
    .returning([...META, (eb) => eb.cast<string>('created_at', 'text').as('created_at')])
    .executeTakeFirstOrThrow();
}

export async function storedFile(
  db: Db,
  schema: string,
  kind: AttachedTo,
  documentId: number,
  attachmentId: number,
): Promise<StoredFile | undefined> {
  return attachments(db, schema, kind)
    .select(['a.file_name', 'a.content_type', 'a.storage_key'])
    .where(sql.ref(`a.${TABLES[kind].key}`), '=', documentId)
    .where('a.attachment_id', '=', attachmentId)
    .executeTakeFirst();
}

/** What a received document keeps of the files sent with it, and where the originals are. */
export type ReceivedSnapshot = {
  attachments: unknown;
  /** The sender's company and its document id (the files stay in the sender's schema). */
  senderCompanyId: number;
  senderDocumentId: number;
};

export async function receivedSnapshot(
  db: Db,
  schema: string,
  kind: AttachedTo,
  receivedId: number,
): Promise<ReceivedSnapshot | undefined> {
  const tables = companyTables(db, schema);
  if (kind === 'po') {
    const row = await tables
      .selectFrom('sales_orders')
      .select(['attachments', 'customer_company_id', 'customer_po_id'])
      .where('po_received_id', '=', receivedId)
      .executeTakeFirst();
    return (
      row && {
        attachments: row.attachments,
        senderCompanyId: row.customer_company_id,
        senderDocumentId: row.customer_po_id,
      }
    );
  }
  const row = await tables
    .selectFrom('invoices_received')
    .select(['attachments', 'vendor_company_id', 'vendor_invoice_id'])
    .where('invoice_received_id', '=', receivedId)
    .executeTakeFirst();
  return (
    row && {
      attachments: row.attachments,
      senderCompanyId: row.vendor_company_id,
      senderDocumentId: row.vendor_invoice_id,
    }
  );
}
