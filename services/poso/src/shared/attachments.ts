import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { firstOf, rowsOf, tbl, type Db } from './db.js';
import { badRequest, conflict, notFound } from './errors.js';
import { requireScope } from './http.js';
import type { Caller } from './scopes.js';
import { INVOICE_EDITABLE, PO_EDITABLE } from './state-machine.js';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

const ALLOWED: Record<string, (b: Buffer) => boolean> = {
  '.pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  '.png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.xlsx': (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  '.xlsm': (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  '.docx': (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  '.xls': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  '.csv': (b) => !b.includes(0),
};

export type AttachmentMeta = {
  attachment_id: number;
  file_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  created_at?: string;
};

/** Attachment files live in a folder (object storage in production); metadata and sha256 in SQL. */
export class AttachmentStore {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {}

  private async readUpload(request: FastifyRequest) {
    const file = await (
      request as unknown as {
        file: () => Promise<
          { filename: string; mimetype: string; toBuffer: () => Promise<Buffer> } | undefined
        >;
      }
    ).file();
    if (!file) throw badRequest('A file is required', { file: 'Required' });
    const name = path
      .basename(file.filename)
      .replace(/[^\w.\- ]/g, '_')
      .slice(0, 200);
    const ext = path.extname(name).toLowerCase();
    const check = ALLOWED[ext];
    if (!check)
      throw badRequest('Unsupported file type', {
        file: `Allowed: ${Object.keys(ALLOWED).join(' ')}`,
      });
    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch {
      throw badRequest('File too large', { file: `At most ${MAX_ATTACHMENT_BYTES} bytes` });
    }
    if (content.length === 0 || !check(content))
      throw badRequest('File content does not match its type', { file: 'Invalid content' });
    return { name, content, mimetype: file.mimetype };
  }

  private async store(schema: string, content: Buffer, name: string) {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const stem = path.basename(name, path.extname(name));
    const key = `${schema}/${stem}_${randomBytes(4).toString('hex')}${path.extname(name).toLowerCase()}`;
    await mkdir(path.join(this.dir, schema), { recursive: true });
    await writeFile(path.join(this.dir, key), content);
    return { sha256, key };
  }

  async savePoAttachment(
    request: FastifyRequest,
    caller: Caller,
    poId: number,
  ): Promise<AttachmentMeta> {
    requireScope(caller, 'po:write');
    const po = await firstOf(
      this.db,
      sql<{
        status_id: number;
      }>`SELECT status_id FROM ${tbl(caller.schema, 'purchase_orders')} WHERE po_id = ${poId}`,
    );
    if (!po) throw notFound('Purchase order');
    if (!PO_EDITABLE.includes(po.status_id))
      throw conflict('The purchase order can no longer be edited');
    const upload = await this.readUpload(request);
    const { sha256, key } = await this.store(caller.schema, upload.content, upload.name);
    const row = await firstOf(
      this.db,
      sql<AttachmentMeta>`
        INSERT INTO ${tbl(caller.schema, 'po_attachments')} (po_id, file_name, content_type, size_bytes, sha256, storage_key)
        VALUES (${poId}, ${upload.name}, ${upload.mimetype}, ${upload.content.length}, ${sha256}, ${key})
        RETURNING attachment_id, file_name, content_type, size_bytes::text AS size_bytes, sha256, created_at::text AS created_at`,
    );
    return row!;
  }

  async listPoAttachments(caller: Caller, poId: number): Promise<AttachmentMeta[]> {
    return rowsOf(
      this.db,
      sql<AttachmentMeta>`
        SELECT attachment_id, file_name, content_type, size_bytes::text AS size_bytes, sha256, created_at::text AS created_at
        FROM ${tbl(caller.schema, 'po_attachments')} WHERE po_id = ${poId} ORDER BY attachment_id`,
    );
  }

  async listReceivedPoAttachments(caller: Caller, poReceivedId: number): Promise<AttachmentMeta[]> {
    const row = await firstOf(
      this.db,
      sql<{
        attachments: AttachmentMeta[];
      }>`SELECT attachments FROM ${tbl(caller.schema, 'sales_orders')} WHERE po_received_id = ${poReceivedId}`,
    );
    if (!row) throw notFound('Received purchase order');
    return row.attachments;
  }

  async saveInvoiceAttachment(
    request: FastifyRequest,
    caller: Caller,
    invoiceId: number,
  ): Promise<AttachmentMeta> {
    requireScope(caller, 'invoice:write');
    const inv = await firstOf(
      this.db,
      sql<{
        status_id: number;
      }>`SELECT status_id FROM ${tbl(caller.schema, 'invoices')} WHERE invoice_id = ${invoiceId}`,
    );
    if (!inv) throw notFound('Invoice');
    if (!INVOICE_EDITABLE.includes(inv.status_id))
      throw conflict('The invoice can no longer be edited');
    const upload = await this.readUpload(request);
    const { sha256, key } = await this.store(caller.schema, upload.content, upload.name);
    const row = await firstOf(
      this.db,
      sql<AttachmentMeta>`
        INSERT INTO ${tbl(caller.schema, 'invoice_attachments')} (invoice_id, file_name, content_type, size_bytes, sha256, storage_key)
        VALUES (${invoiceId}, ${upload.name}, ${upload.mimetype}, ${upload.content.length}, ${sha256}, ${key})
        RETURNING attachment_id, file_name, content_type, size_bytes::text AS size_bytes, sha256, created_at::text AS created_at`,
    );
    return row!;
  }

  async listInvoiceAttachments(caller: Caller, invoiceId: number): Promise<AttachmentMeta[]> {
    const inv = await firstOf(
      this.db,
      sql<{
        ok: number;
      }>`SELECT 1 AS ok FROM ${tbl(caller.schema, 'invoices')} WHERE invoice_id = ${invoiceId}`,
    );
    if (!inv) throw notFound('Invoice');
    return rowsOf(
      this.db,
      sql<AttachmentMeta>`
        SELECT attachment_id, file_name, content_type, size_bytes::text AS size_bytes, sha256, created_at::text AS created_at
        FROM ${tbl(caller.schema, 'invoice_attachments')} WHERE invoice_id = ${invoiceId} ORDER BY attachment_id`,
    );
  }

  async listReceivedInvoiceAttachments(
    caller: Caller,
    invoiceReceivedId: number,
  ): Promise<AttachmentMeta[]> {
    const row = await firstOf(
      this.db,
      sql<{ attachments: AttachmentMeta[] }>`
        SELECT attachments FROM ${tbl(caller.schema, 'invoices_received')} WHERE invoice_received_id = ${invoiceReceivedId}`,
    );
    if (!row) throw notFound('Received invoice');
    return row.attachments;
  }
}
