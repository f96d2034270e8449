import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { controlCharacterMessage, hasControlCharacters } from '../server/control-characters.js';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { importPublicKey } from '@concord/auth';
import { bearerToken, readClaims, tenantHeader } from '../context.js';
import { toAttachment } from '../modules/poso-shared/poso-shared.type.js';
import { ErrorCode, messages, toRestError } from '../upstream/error-mapping.js';
import type { RestAttachment } from '../upstream/poso-client.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import { UpstreamError } from '../upstream/upstream-error.js';

type PublicKey = Awaited<ReturnType<typeof importPublicKey>>;

/** The poso service's limit (services/poso/README.md): one file of at most 25 MB. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;
export const ATTACHMENT_TYPES = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.xlsx',
  '.xlsm',
  '.xls',
  '.docx',
  '.csv',
];

/** Upstream headers a download passes on; SECURITY 22 headers are set here regardless. */
const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition'];

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

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const tooLarge = () =>
  new Refusal(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 25 MB.', {
    file: 'At most 25 MB',
  });

function refuse(reply: FastifyReply, refusal: Refusal) {
  // The rest of an oversized body is not worth reading: close once answered.
  if (refusal.status === 413) void reply.header('connection', 'close');
  return reply.status(refusal.status).send({
    error: refusal.code,
    message: refusal.message,
    ...(refusal.fields ? { fields: refusal.fields } : {}),
  });
}

function positiveId(value: unknown, field: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new Refusal(400, ErrorCode.BadUserInput, 'Invalid id', {
      [field]: 'Must be a positive id',
    });
  return id;
}

/**
 * Streaming REST routes for attachments (ARCHITECTURE: REST only for files). They carry the
 * caller's bearer token, tenant headers and request id to the poso service, which checks
 * scopes, tenancy and content. Uploads are re-framed as a stream, never held whole.
 */
export async function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: { pools: UpstreamPools; tokenPublicKey?: Promise<PublicKey>; log: Logger },
): Promise<void> {
  const { pool, basePath, callTimeoutMs } = deps.pools.pools.poso;

  const callerHeaders = async (request: FastifyRequest) => {
    const token = bearerToken(header(request, 'authorization'));
    if (!token) throw new Refusal(401, ErrorCode.Unauthenticated, messages.unauthenticated);
    try {
      await readClaims(token, deps.tokenPublicKey);
    } catch {
      throw new Refusal(401, ErrorCode.Unauthenticated, messages.unauthenticated);
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-request-id': request.id,
    };
    const schema = tenantHeader(header(request, 'x-dts-schema'));
    const database = tenantHeader(header(request, 'x-dts-database'));
    if (schema) headers['x-dts-schema'] = schema;
    if (database) headers['x-dts-database'] = database;
    return headers;
  };

  const failed = (reply: FastifyReply, error: unknown, upstreamPath: string) => {
    if (error instanceof Refusal) return refuse(reply, error);
    const kind = error instanceof UpstreamError ? undefined : networkFailure(error);
    if (!(error instanceof UpstreamError) && !kind) {
      deps.log.error(
        { requestId: reply.request.id, upstreamPath, err: error },
        'attachment route failed',
      );
      return reply
        .status(500)
        .send({ error: ErrorCode.InternalServerError, message: messages.internal });
    }
    const upstream =
      error instanceof UpstreamError
        ? error
        : new UpstreamError('poso', upstreamPath, { kind: kind! }, { cause: error });
    const { status, body } = toRestError(upstream);
    if (status >= 500)
      deps.log.error(
        { requestId: reply.request.id, upstreamPath, err: String(error) },
        'attachment route failed',
      );
    return reply.status(status).send(body);
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, parts: 11 },
    });

    for (const [route, target] of Object.entries(UPLOADS)) {
      scope.post(route, async (request, reply) => {
        const id = Number((request.params as { id: string }).id);
        const upstreamPath = target.path(id);
        try {
          const headers = await callerHeaders(request);
          positiveId((request.params as { id: string }).id, 'id');
          const declared = Number(request.headers['content-length']);
          if (declared > MAX_ATTACHMENT_BYTES + FRAMING_BYTES) throw tooLarge();
          if (!request.isMultipart())
            throw new Refusal(
              400,
              ErrorCode.BadUserInput,
              'Send the file as multipart/form-data.',
              {
                file: 'Required',
              },
            );
          const answer = await forwardUpload(
            request,
            { pool, basePath, callTimeoutMs },
            {
              path: upstreamPath,
              headers,
            },
          );
          if (answer.status >= 400) throw answer.error;
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
        const headers = await callerHeaders(request);
        positiveId(params.id, 'id');
        positiveId(params.attachmentId, 'attachmentId');
        const response = await pool.request({
          method: 'GET',
          path: basePath + upstreamPath,
          headers,
          headersTimeout: callTimeoutMs,
          bodyTimeout: callTimeoutMs,
        });
        if (response.statusCode >= 400) {
          throw upstreamStatus(upstreamPath, response.statusCode, await response.body.text());
        }
        for (const name of DOWNLOAD_HEADERS) {
          const value = response.headers[name];
          if (typeof value === 'string') void reply.header(name, value);
        }
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(response.body);
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });
  }
}

type PoolEntry = Pick<UpstreamPools['pools']['poso'], 'pool' | 'basePath' | 'callTimeoutMs'>;

type UploadAnswer = { status: number; body: unknown; error?: UpstreamError };

/**
 * Streams the first file part to the service in a fresh multipart body. Only after the
 * browser's body has ended without a second file is the closing boundary sent; a refusal
 * midway aborts the upstream request, so the service keeps nothing.
 */
async function forwardUpload(
  request: FastifyRequest,
  upstream: PoolEntry,
  target: { path: string; headers: Record<string, string> },
): Promise<UploadAnswer> {
  const parts = request.parts()[Symbol.asyncIterator]();
  let file: { filename: string; file: Readable & { truncated?: boolean } } | undefined;
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    if (next.value.type === 'file') {
      file = next.value;
      break;
    }
  }
  if (!file)
    throw new Refusal(400, ErrorCode.BadUserInput, 'A file is required', { file: 'Required' });
  if (hasControlCharacters(file.filename)) {
    file.file.resume();
    throw new Refusal(400, ErrorCode.BadUserInput, 'The file name contains control characters', {
      file: controlCharacterMessage,
    });
  }
  const extension = path.extname(file.filename).toLowerCase();
  if (!ATTACHMENT_TYPES.includes(extension)) {
    file.file.resume();
    throw new Refusal(400, ErrorCode.BadUserInput, 'Unsupported file type', {
      file: `Allowed: ${ATTACHMENT_TYPES.join(' ')}`,
    });
  }

  const upload = file;
  const boundary = `----concord${randomBytes(12).toString('hex')}`;
  const name = upload.filename.replace(/["\r\n\\]/g, '_');
  let refusal: Refusal | undefined;
  // Refuse as soon as the limit is crossed, not after the browser has sent the rest.
  upload.file.once('limit', () => {
    refusal = tooLarge();
    upload.file.destroy(refusal);
  });
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for await (const chunk of upload.file) yield chunk as Buffer;
    if (upload.file.truncated) throw (refusal = tooLarge());
    try {
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        if (next.value.type === 'file') {
          next.value.file.resume();
          throw new Error('second file');
        }
      }
    } catch (error) {
      refusal =
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? tooLarge()
          : new Refusal(400, ErrorCode.BadUserInput, 'Send one file per request.', {
              file: 'One file only',
            });
      throw refusal;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }

  try {
    const response = await upstream.pool.request({
      method: 'POST',
      path: upstream.basePath + target.path,
      headers: {
        ...target.headers,
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Readable.from(body()),
      headersTimeout: upstream.callTimeoutMs,
      bodyTimeout: upstream.callTimeoutMs,
    });
    const text = await response.body.text();
    if (response.statusCode >= 400)
      return {
        status: response.statusCode,
        body: undefined,
        error: upstreamStatus(target.path, response.statusCode, text),
      };
    return { status: response.statusCode, body: JSON.parse(text) as unknown };
  } catch (error) {
    if (refusal) throw refusal;
    throw error;
  } finally {
    // A service that answered early leaves the rest of the upload unread; let it drain.
    upload.file.resume();
  }
}

function upstreamStatus(upstreamPath: string, status: number, text: string): UpstreamError {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return new UpstreamError('poso', upstreamPath, { kind: 'status', status, body });
}

/** undici and socket failures: the service is slow or unreachable; anything else is ours. */
function networkFailure(error: unknown): 'timeout' | 'unavailable' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (/TIMEOUT/.test(code)) return 'timeout';
  return /^(UND_ERR_|ECONN|EPIPE|ENOTFOUND|EHOSTUNREACH|ENETUNREACH)/.test(code)
    ? 'unavailable'
    : undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
