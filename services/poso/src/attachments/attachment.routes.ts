import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { poso, type RouteContract } from '@concord/contracts';
import { badRequest, notFound } from '../shared/errors.js';
import { callerWith } from '../shared/http.js';
import type { AttachedTo, AttachmentService, OpenedFile } from './attachment.service.js';

type MultipartRequest = {
  file: () => Promise<{ filename: string; toBuffer: () => Promise<Buffer> } | undefined>;
};

/** The one file of a multipart upload, whole; the multipart limit bounds its size. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const part = await (request as unknown as MultipartRequest).file();
  if (!part) throw badRequest('A file is required', { file: 'Required' });
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('File too large', {
        file: `At most ${poso.MAX_ATTACHMENT_BYTES / 1048576} MB`,
      });
    throw error;
  }
}

/** `attachment` disposition with a plain fallback name and the exact UTF-8 one (RFC 6266). */
function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\w.\- ]/g, '_').slice(0, 200) || 'attachment';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a stored file as a download (SECURITY 22 headers); 404 when it is gone. */
function sendFile(reply: FastifyReply, file: OpenedFile | undefined) {
  if (!file) throw notFound('Attachment');
  return reply
    .header('content-type', file.content_type)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.stream);
}

type Params = { id: number; attachmentId: number };

/** Upload, list and download routes of one kind of document, on both sides. */
function documentAttachmentRoutes(
  app: FastifyInstance,
  service: AttachmentService,
  kind: AttachedTo,
  contracts: Record<
    'upload' | 'list' | 'listReceived' | 'content' | 'receivedContent',
    RouteContract
  > & { documentId: (query: unknown) => number },
) {
  const read = service.readScope(kind);
  const write = service.writeScope(kind);

  app.route({
    ...contracts.upload,
    handler: async (request, reply) => {
      const caller = callerWith(request, write);
      const documentId = contracts.documentId(request.query);
      const saved = await service.upload(caller, kind, documentId, () => uploadedFile(request));
      return reply.code(201).send(saved);
    },
  });

  app.route({
    ...contracts.list,
    handler: async (request) =>
      service.list(callerWith(request, read), kind, (request.params as Params).id),
  });

  app.route({
    ...contracts.listReceived,
    handler: async (request) =>
      service.listReceived(callerWith(request, read), kind, (request.params as Params).id),
  });

  app.route({
    ...contracts.content,
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params as Params;
      return sendFile(reply, await service.open(callerWith(request, read), kind, id, attachmentId));
    },
  });

  app.route({
    ...contracts.receivedContent,
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params as Params;
      const caller = callerWith(request, read);
      return sendFile(reply, await service.openReceived(caller, kind, id, attachmentId));
    },
  });
}

export function attachmentRoutes(app: FastifyInstance, deps: { service: AttachmentService }) {
  documentAttachmentRoutes(app, deps.service, 'po', {
    upload: poso.uploadPurchaseOrderAttachment,
    documentId: (query) => (query as { po_id: number }).po_id,
    list: poso.listPurchaseOrderAttachments,
    listReceived: poso.listReceivedPurchaseOrderAttachments,
    content: poso.purchaseOrderAttachmentContent,
    receivedContent: poso.receivedPurchaseOrderAttachmentContent,
  });
  documentAttachmentRoutes(app, deps.service, 'invoice', {
    upload: poso.uploadSalesInvoiceAttachment,
    documentId: (query) => (query as { invoice_id: number }).invoice_id,
    list: poso.listSalesInvoiceAttachments,
    listReceived: poso.listPurchaseInvoiceAttachments,
    content: poso.salesInvoiceAttachmentContent,
    receivedContent: poso.purchaseInvoiceAttachmentContent,
  });
}
