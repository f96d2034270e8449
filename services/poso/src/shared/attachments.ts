import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { findSalesOrder } from '../purchase-orders/po.repository.js';
import { connectedCounterparty } from './counterparty.js';
import { firstOf, rowsOf, tbl, type Db } from './db.js';
import { badRequest, conflict, notFound } from './errors.js';
import { z } from 'zod';
import { callerOf, requireScope } from './http.js';
import type { Caller } from './scopes.js';
import { INVOICE_EDITABLE, PO_EDITABLE } from './state-machine.js';
import { id, parseInput } from './validation.js';

export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

const zip = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** Allowed file types: the stored media type comes from here, never from the client. */
const KINDS: Record<string, { type: string; magic: (head: Buffer) => boolean; text?: true }> = {
  '.pdf': {
    type: 'application/pdf',
    magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  '.png': {
    type: 'image/png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  '.jpg': { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.jpeg': { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  '.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: zip,
  },
  '.xlsm': { type: 'application/vnd.ms-excel.sheet.macroEnabled.12', magic: zip },
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: zip,
  },
  '.xls': {
    type: 'application/vnd.ms-excel',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
  '.csv': { type: 'text/csv', magic: () => true, text: true },
};

const HEAD_BYTES = 16;

export type AttachmentMeta = {
  attachment_id: number;
  file_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  created_at?: string;
};

/** Attachment rows of a document as the wire shows them, without the document's id. */
export function attachmentsToWire(rows: AttachmentMeta[]): AttachmentMeta[] {
  return rows.map(({ attachment_id, file_name, content_type, size_bytes, sha256, created_at }) => ({
    attachment_id,
    file_name,
    content_type,
    size_bytes,
    sha256,
    created_at,
  }));
}

/** The attachment list a received document keeps as its JSON snapshot. */
export function snapshotAttachments(snapshot: unknown): AttachmentMeta[] {
  return Array.isArray(snapshot) ? (snapshot as AttachmentMeta[]) : [];
}

type StoredFile = { file_name: string; content_type: string; storage_key: string };

type Upload = { name: string; contentType: string; size: number; sha256: string; key: string };

type MultipartRequest = {
  file: () => Promise<{ filename: string; file: Readable & { truncated?: boolean } } | undefined>;
};

/** `attachment` disposition with a plain fallback name and the exact UTF-8 one (RFC 6266). */
function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\w.\- ]/g, '_').slice(0, 200) || 'attachment';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Attachment files live in a folder (object storage in production); metadata and sha256 in
 * SQL. Uploads stream to disk while hashed and checked; downloads stream back.
 */
export class AttachmentStore {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {}

  private async receive(request: FastifyRequest, schema: string): Promise<Upload> {
    const part = await (request as unknown as MultipartRequest).file();
    if (!part) throw badRequest('A file is required', { file: 'Required' });
    const name = path
      .basename(part.filename)
      .replace(/[^\w.\- ]/g, '_')
      .slice(0, 200);
    const ext = path.extname(name).toLowerCase();
    const kind = KINDS[ext];
    if (!kind) {
      part.file.resume();
      throw badRequest('Unsupported file type', {
        file: `Allowed: ${Object.keys(KINDS).join(' ')}`,
      });
    }
    const key = `${schema}/${path.basename(name, path.extname(name))}_${randomBytes(4).toString('hex')}${ext}`;
    const target = path.join(this.dir, key);
    await mkdir(path.dirname(target), { recursive: true });

    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let size = 0;
    let binary = false;
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        if (head.length < HEAD_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (kind.text && chunk.includes(0)) binary = true;
        done(null, chunk);
      },
    });
    const discard = () => rm(target, { force: true });
    try {
      await pipeline(part.file, inspect, createWriteStream(target));
    } catch (error) {
      await discard();
      throw error;
    }
    if (part.file.truncated) {
      await discard();
      throw badRequest('File too large', { file: `At most ${MAX_ATTACHMENT_BYTES / 1048576} MB` });
    }
    if (size === 0 || binary || !kind.magic(head)) {
      await discard();
      throw badRequest('File content does not match its type', { file: 'Invalid content' });
    }
    return { name, contentType: kind.type, size, sha256: hash.digest('hex'), key };
  }

  /** Inserts the metadata row; the stored file goes when the insert fails. */
  private async record(
    schema: string,
    table: 'po_attachments' | 'invoice_attachments',
    parent: { column: 'po_id' | 'invoice_id'; id: number },
    upload: Upload,
  ): Promise<AttachmentMeta> {
    try {
      const row = await firstOf(
        this.db,
        sql<AttachmentMeta>`
          INSERT INTO ${tbl(schema, table)} (${sql.ref(parent.column)}, file_name, content_type, size_bytes, sha256, storage_key)
          VALUES (${parent.id}, ${upload.name}, ${upload.contentType}, ${upload.size}, ${upload.sha256}, ${upload.key})
          RETURNING attachment_id, file_name, content_type, size_bytes::text AS size_bytes, sha256, created_at::text AS created_at`,
      );
      return row!;
    } catch (error) {
      await rm(path.join(this.dir, upload.key), { force: true });
      throw error;
    }
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
    const upload = await this.receive(request, caller.schema);
    return this.record(caller.schema, 'po_attachments', { column: 'po_id', id: poId }, upload);
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
    const upload = await this.receive(request, caller.schema);
    return this.record(
      caller.schema,
      'invoice_attachments',
      { column: 'invoice_id', id: invoiceId },
      upload,
    );
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

  // ---- downloads ----

  private storedFile(
    schema: string,
    table: 'po_attachments' | 'invoice_attachments',
    parent: { column: 'po_id' | 'invoice_id'; id: number },
    attachmentId: number,
  ) {
    return firstOf(
      this.db,
      sql<StoredFile>`
        SELECT file_name, content_type, storage_key FROM ${tbl(schema, table)}
        WHERE ${sql.ref(parent.column)} = ${parent.id} AND attachment_id = ${attachmentId}`,
    );
  }

  /** Customer: a file of one of its purchase orders. */
  async openPoAttachment(caller: Caller, poId: number, attachmentId: number) {
    requireScope(caller, 'po:read');
    return this.storedFile(
      caller.schema,
      'po_attachments',
      { column: 'po_id', id: poId },
      attachmentId,
    );
  }

  /** Vendor: a file sent with a received order; it stays in the customer's store. */
  async openReceivedPoAttachment(caller: Caller, poReceivedId: number, attachmentId: number) {
    requireScope(caller, 'po:read');
    const so = await findSalesOrder(this.db, caller.schema, poReceivedId);
    if (!so || !sentWith(so.attachments, attachmentId)) return undefined;
    const customer = await connectedCounterparty(
      this.db,
      { customerCompanyId: so.customer_company_id, vendorCompanyId: caller.companyId },
      so.customer_company_id,
    );
    return this.storedFile(
      customer.schema,
      'po_attachments',
      { column: 'po_id', id: so.customer_po_id },
      attachmentId,
    );
  }

  /** Vendor: a file of one of its invoices. */
  async openInvoiceAttachment(caller: Caller, invoiceId: number, attachmentId: number) {
    requireScope(caller, 'invoice:read');
    return this.storedFile(
      caller.schema,
      'invoice_attachments',
      { column: 'invoice_id', id: invoiceId },
      attachmentId,
    );
  }

  /** Customer: a file sent with a purchase invoice; it stays in the vendor's store. */
  async openReceivedInvoiceAttachment(
    caller: Caller,
    invoiceReceivedId: number,
    attachmentId: number,
  ) {
    requireScope(caller, 'invoice:read');
    const received = await firstOf(
      this.db,
      sql<{ vendor_company_id: number; vendor_invoice_id: number; attachments: unknown }>`
        SELECT vendor_company_id, vendor_invoice_id, attachments FROM ${tbl(caller.schema, 'invoices_received')}
        WHERE invoice_received_id = ${invoiceReceivedId}`,
    );
    if (!received || !sentWith(received.attachments, attachmentId)) return undefined;
    const vendor = await connectedCounterparty(
      this.db,
      { customerCompanyId: caller.companyId, vendorCompanyId: received.vendor_company_id },
      received.vendor_company_id,
    );
    return this.storedFile(
      vendor.schema,
      'invoice_attachments',
      { column: 'invoice_id', id: received.vendor_invoice_id },
      attachmentId,
    );
  }

  /** A GET route that streams the file `open` finds for `:id` and `:attachmentId`. */
  downloadRoute(
    app: FastifyInstance,
    path: string,
    open: (caller: Caller, id: number, attachmentId: number) => Promise<StoredFile | undefined>,
  ) {
    app.get(path, async (request, reply) => {
      const caller = callerOf(request);
      const params = parseInput(z.object({ id, attachmentId: id }), request.params);
      return this.send(reply, await open(caller, params.id, params.attachmentId));
    });
  }

  /** Streams a stored file as a download (SECURITY 22 headers); 404 when it is gone. */
  async send(reply: FastifyReply, stored: StoredFile | undefined) {
    if (!stored) throw notFound('Attachment');
    const file = path.resolve(this.dir, stored.storage_key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw notFound('Attachment');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound('Attachment file');
    return reply
      .header('content-type', stored.content_type)
      .header('content-length', info.size)
      .header('content-disposition', contentDisposition(stored.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(createReadStream(file));
  }
}

/** Whether an attachment id is in the snapshot a hand-over carried. */
function sentWith(snapshot: unknown, attachmentId: number): boolean {
  return (
    Array.isArray(snapshot) &&
    snapshot.some((a) => (a as { attachment_id?: unknown }).attachment_id === attachmentId)
  );
}
