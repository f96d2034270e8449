import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { poso } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { FileStorage, StoredObject } from '@concord/storage';
import { connectedCounterparty } from '../shared/counterparty.js';
import { badRequest, conflict, notFound } from '../shared/errors.js';
import type { Caller, Scope } from '../shared/scopes.js';
import { INVOICE_EDITABLE, PO_EDITABLE } from '../shared/state-machine.js';
import { assertSafeArchive } from './archive-guard.js';
import * as repo from './attachment.repository.js';

export type AttachedTo = repo.AttachedTo;

const RULES: Record<
  AttachedTo,
  { read: Scope; write: Scope; editable: readonly number[]; what: string; received: string }
> = {
  po: {
    read: 'po:read',
    write: 'po:write',
    editable: PO_EDITABLE,
    what: 'Purchase order',
    received: 'Received purchase order',
  },
  invoice: {
    read: 'invoice:read',
    write: 'invoice:write',
    editable: INVOICE_EDITABLE,
    what: 'Invoice',
    received: 'Received invoice',
  },
};

const EXTENSIONS = Object.keys(poso.ATTACHMENT_TYPES).join(' ');

function isExtension(ext: string): ext is poso.AttachmentExtension {
  return Object.hasOwn(poso.ATTACHMENT_TYPES, ext);
}

/** A file as it will be stored: checked, named and hashed. */
type CheckedFile = repo.NewAttachment & { bytes: Uint8Array };

/**
 * The name, type and content of an upload, checked before anything is stored: an allowed
 * extension, content matching it (magic bytes; no NUL in text), and for office files the
 * archive guard.
 */
async function checkUpload(
  schema: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<CheckedFile> {
  const name = path
    .basename(fileName)
    .replace(/[^\w.\- ]/g, '_')
    .slice(0, 200);
  const ext = path.extname(name).toLowerCase();
  if (!isExtension(ext))
    throw badRequest('Unsupported file type', { file: `Allowed: ${EXTENSIONS}` });
  const type = poso.ATTACHMENT_TYPES[ext];
  const head = Buffer.from(bytes.subarray(0, 16));
  const matches =
    bytes.length > 0 &&
    (type.magic === null
      ? !Buffer.from(bytes).includes(0)
      : head.subarray(0, type.magic.length).equals(Buffer.from(type.magic)));
  if (!matches)
    throw badRequest('File content does not match its type', { file: 'Invalid content' });
  if (type.archive) await assertSafeArchive(name, bytes);
  const base = path
    .basename(name, path.extname(name))
    .replace(/[^\w.-]/g, '_')
    .slice(0, 100);
  return {
    bytes,
    file_name: name,
    content_type: type.mediaType,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storage_key: `${schema}/${base || 'file'}_${randomBytes(4).toString('hex')}${ext}`,
  };
}

/** Attachment rows of a document as the wire shows them, without the document's id. */
export function attachmentsToWire(rows: repo.AttachmentRow[]): poso.Attachment[] {
  return rows.map(({ document_id: _document, ...meta }) => meta);
}

/** The attachment list a received document keeps as its JSON snapshot. */
export function snapshotAttachments(snapshot: unknown): poso.Attachment[] {
  return Array.isArray(snapshot) ? (snapshot as poso.Attachment[]) : [];
}

/** Whether an attachment id is in the snapshot a hand-over carried. */
function sentWith(snapshot: unknown, attachmentId: number): boolean {
  return (
    Array.isArray(snapshot) &&
    snapshot.some((a) => (a as { attachment_id?: unknown }).attachment_id === attachmentId)
  );
}

export type OpenedFile = repo.StoredFile & StoredObject;

/**
 * Files attached to purchase orders and invoices: bytes in the file storage, metadata and
 * sha256 in the document's schema. A received document reads the sender's files, which stay
 * in the sender's store; only ids listed in the hand-over's snapshot can be read.
 */
export class AttachmentService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async upload(
    caller: Caller,
    kind: AttachedTo,
    documentId: number,
    /** Reads the upload; called once the document is known to take files. */
    receive: () => Promise<{ name: string; bytes: Uint8Array }>,
  ): Promise<poso.Attachment> {
    const rules = RULES[kind];
    const status = await repo.documentStatus(this.db, caller.schema, kind, documentId);
    if (status === undefined) throw notFound(rules.what);
    if (!rules.editable.includes(status))
      throw conflict(`The ${rules.what.toLowerCase()} can no longer be edited`);
    const file = await receive();
    const checked = await checkUpload(caller.schema, file.name, file.bytes);
    const { bytes, ...metadata } = checked;
    await this.storage.put(checked.storage_key, bytes);
    try {
      return await repo.insertAttachment(this.db, caller.schema, kind, documentId, metadata);
    } catch (error) {
      await this.storage.remove(checked.storage_key);
      throw error;
    }
  }

  async list(caller: Caller, kind: AttachedTo, documentId: number): Promise<poso.Attachment[]> {
    if ((await repo.documentStatus(this.db, caller.schema, kind, documentId)) === undefined)
      throw notFound(RULES[kind].what);
    return attachmentsToWire(await repo.attachmentsOf(this.db, caller.schema, kind, [documentId]));
  }

  async listReceived(
    caller: Caller,
    kind: AttachedTo,
    receivedId: number,
  ): Promise<poso.Attachment[]> {
    const snapshot = await repo.receivedSnapshot(this.db, caller.schema, kind, receivedId);
    if (!snapshot) throw notFound(RULES[kind].received);
    return snapshotAttachments(snapshot.attachments);
  }

  /** One of the caller's own files; undefined (404) for anything else. */
  async open(
    caller: Caller,
    kind: AttachedTo,
    documentId: number,
    attachmentId: number,
  ): Promise<OpenedFile | undefined> {
    const file = await repo.storedFile(this.db, caller.schema, kind, documentId, attachmentId);
    return file && this.withBytes(file);
  }

  /** A file sent with a received document, read from the sender's store. */
  async openReceived(
    caller: Caller,
    kind: AttachedTo,
    receivedId: number,
    attachmentId: number,
  ): Promise<OpenedFile | undefined> {
    const snapshot = await repo.receivedSnapshot(this.db, caller.schema, kind, receivedId);
    if (!snapshot || !sentWith(snapshot.attachments, attachmentId)) return undefined;
    // A PO goes customer -> vendor (the vendor reads the customer's store), an invoice
    // vendor -> customer.
    const connection =
      kind === 'po'
        ? { customerCompanyId: snapshot.senderCompanyId, vendorCompanyId: caller.companyId }
        : { customerCompanyId: caller.companyId, vendorCompanyId: snapshot.senderCompanyId };
    const sender = await connectedCounterparty(this.db, connection, snapshot.senderCompanyId);
    const file = await repo.storedFile(
      this.db,
      sender.schema,
      kind,
      snapshot.senderDocumentId,
      attachmentId,
    );
    return file && this.withBytes(file);
  }

  writeScope(kind: AttachedTo): Scope {
    return RULES[kind].write;
  }

  readScope(kind: AttachedTo): Scope {
    return RULES[kind].read;
  }

  private async withBytes(file: repo.StoredFile): Promise<OpenedFile | undefined> {
    const stored = await this.storage.open(file.storage_key);
    return stored && { ...file, ...stored };
  }
}
