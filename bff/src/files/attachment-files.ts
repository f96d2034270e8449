import 'reflect-metadata';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { importPublicKey } from '@concord/auth';
import { poso as posoContracts } from '@concord/contracts';
import { toAttachment } from '../modules/poso-shared/poso-shared.type.js';
import type { RestAttachment } from '../upstream/poso-client.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import {
  callerHeaders,
  checkUploadRequest,
  type FileRules,
  forwardUpload,
  positiveId,
  replyFailure,
  streamDownload,
} from './file-forwarding.js';

type PublicKey = Awaited<ReturnType<typeof importPublicKey>>;

/** The contract's rules for an attachment: its types, one file, its size. */
const RULES: FileRules = {
  allowed: posoContracts.ATTACHMENT_EXTENSIONS,
  maxBytes: posoContracts.MAX_ATTACHMENT_BYTES,
};

type Upload = { path: (id: number) => string; base: (id: number) => string };
type Download = (id: number, attachmentId: number) => string;

/** BFF path -> poso path. The GraphQL `Attachment.downloadPath` points at the GET routes. */
const UPLOADS: Record<string, Upload> = {
  '/files/po/:id/attachments': {
    path: (id) => `/po/attachments/?po_id=${id}`,
    base: (id) => `/files/po/${id}`,
  },
  '/files/invoices/:id/attachments': {
    path: (id) => `/invoices/attachments/?invoice_id=${id}`,
    base: (id) => `/files/invoices/${id}`,
  },
};

const DOWNLOADS: Record<string, Download> = {
  '/files/po/:id/attachments/:attachmentId': (id, a) => `/po/attachments/${id}/${a}/content/`,
  '/files/received-po/:id/attachments/:attachmentId': (id, a) =>
    `/po/attachments/received/${id}/${a}/content/`,
  '/files/invoices/:id/attachments/:attachmentId': (id, a) =>
    `/invoices/attachments/${id}/${a}/content/`,
  '/files/purchase-invoices/:id/attachments/:attachmentId': (id, a) =>
    `/invoices/attachments/received/${id}/${a}/content/`,
};

/**
 * Streaming REST routes for attachments (ARCHITECTURE: REST only for files). They carry the
 * caller's bearer token, tenant headers and request id to the poso service, which checks
 * scopes, tenancy and content. Uploads are re-framed as a stream, never held whole.
 */
export async function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: { pools: UpstreamPools; tokenPublicKey?: Promise<PublicKey>; log: Logger },
): Promise<void> {
  const poso = deps.pools.pools.poso;
  const failed = (
    reply: Parameters<typeof replyFailure>[0],
    error: unknown,
    upstreamPath: string,
  ) => replyFailure(reply, error, { service: 'poso', upstreamPath, log: deps.log });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RULES.maxBytes, files: 1, fields: 10, parts: 11 },
    });

    for (const [route, target] of Object.entries(UPLOADS)) {
      scope.post(route, async (request, reply) => {
        const id = Number((request.params as { id: string }).id);
        const upstreamPath = target.path(id);
        try {
          const headers = await callerHeaders(request, deps.tokenPublicKey);
          positiveId((request.params as { id: string }).id, 'id');
          checkUploadRequest(request, RULES);
          const answer = await forwardUpload(
            request,
            poso,
            { service: 'poso', path: upstreamPath, headers },
            RULES,
          );
          if (answer.error) throw answer.error;
          return reply
            .status(201)
            .send(toAttachment(answer.body as RestAttachment, target.base(id)));
        } catch (error) {
          return failed(reply, error, upstreamPath);
        }
      });
    }
  });

  for (const [route, target] of Object.entries(DOWNLOADS)) {
    app.get(route, async (request, reply) => {
      const params = request.params as { id: string; attachmentId: string };
      const upstreamPath = target(Number(params.id), Number(params.attachmentId));
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        positiveId(params.id, 'id');
        positiveId(params.attachmentId, 'attachmentId');
        return await streamDownload(reply, poso, { service: 'poso', path: upstreamPath, headers });
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });
  }
}
