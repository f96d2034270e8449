import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { importPublicKey } from '@concord/auth';
import { bearerToken, readClaims, tenantHeader } from '../context.js';
import { controlCharacterMessage, hasControlCharacters } from '../server/control-characters.js';
import { ErrorCode, messages, toRestError } from '../upstream/error-mapping.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import { UpstreamError, type UpstreamService } from '../upstream/upstream-error.js';

// What every streaming file route of the BFF shares (ARCHITECTURE: REST only for files):
// the caller's headers, refusals with the REST error body, uploads re-framed as a stream and
// downloads passed through with the SECURITY 22 headers.

type PublicKey = Awaited<ReturnType<typeof importPublicKey>>;

/** Room for the multipart framing around the file. */
export const FRAMING_BYTES = 64 * 1024;

/** Upstream headers a download passes on; SECURITY 22 headers are set here regardless. */
const DOWNLOAD_HEADERS = ['content-type', 'content-length', 'content-disposition'];

export type FileRules = {
  /** Extensions accepted (lower case, with the dot). */
  allowed: readonly string[];
  maxBytes: number;
};

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const tooLarge = (maxBytes: number) => {
  const mb = `${Math.round(maxBytes / 1048576)} MB`;
  return new Refusal(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${mb}.`, {
    file: `At most ${mb}`,
  });
};

export function refuse(reply: FastifyReply, refusal: Refusal) {
  // The rest of an oversized body is not worth reading: close once answered.
  if (refusal.status === 413) void reply.header('connection', 'close');
  return reply.status(refusal.status).send({
    error: refusal.code,
    message: refusal.message,
    ...(refusal.fields ? { fields: refusal.fields } : {}),
  });
}

export function positiveId(value: unknown, field: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new Refusal(400, ErrorCode.BadUserInput, 'Invalid id', {
      [field]: 'Must be a positive id',
    });
  return id;
}

/** The caller's token (checked when the BFF has the public key), tenant headers and request id. */
export async function callerHeaders(
  request: FastifyRequest,
  tokenPublicKey: Promise<PublicKey> | undefined,
): Promise<Record<string, string>> {
  const token = bearerToken(header(request, 'authorization'));
  if (!token) throw new Refusal(401, ErrorCode.Unauthenticated, messages.unauthenticated);
  try {
    await readClaims(token, tokenPublicKey);
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
}

/** Answers a failed file route: refusals as they are, upstream failures through `toRestError`. */
export function replyFailure(
  reply: FastifyReply,
  error: unknown,
  where: { service: UpstreamService; upstreamPath: string; log: Logger },
) {
  if (error instanceof Refusal) return refuse(reply, error);
  const kind = error instanceof UpstreamError ? undefined : networkFailure(error);
  if (!(error instanceof UpstreamError) && !kind) {
    where.log.error(
      { requestId: reply.request.id, upstreamPath: where.upstreamPath, err: error },
      'file route failed',
    );
    return reply
      .status(500)
      .send({ error: ErrorCode.InternalServerError, message: messages.internal });
  }
  const upstream =
    error instanceof UpstreamError
      ? error
      : new UpstreamError(where.service, where.upstreamPath, { kind: kind! }, { cause: error });
  const { status, body } = toRestError(upstream);
  if (status >= 500)
    where.log.error(
      { requestId: reply.request.id, upstreamPath: where.upstreamPath, err: String(error) },
      'file route failed',
    );
  return reply.status(status).send(body);
}

/** Checks what can be checked before streaming: declared size and multipart framing. */
export function checkUploadRequest(request: FastifyRequest, rules: FileRules) {
  const declared = Number(request.headers['content-length']);
  if (declared > rules.maxBytes + FRAMING_BYTES) throw tooLarge(rules.maxBytes);
  if (!request.isMultipart())
    throw new Refusal(400, ErrorCode.BadUserInput, 'Send the file as multipart/form-data.', {
      file: 'Required',
    });
}

/** Streams a file from the service with its type, length and disposition, and SECURITY 22 headers. */
export async function streamDownload(
  reply: FastifyReply,
  upstream: PoolEntry,
  target: { service: UpstreamService; path: string; headers: Record<string, string> },
) {
  const response = await upstream.pool.request({
    method: 'GET',
    path: upstream.basePath + target.path,
    headers: target.headers,
    headersTimeout: upstream.callTimeoutMs,
    bodyTimeout: upstream.callTimeoutMs,
  });
  if (response.statusCode >= 400) {
    throw upstreamStatus(
      target.service,
      target.path,
      response.statusCode,
      await response.body.text(),
    );
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
}

export type PoolEntry = Pick<UpstreamPools['pools']['poso'], 'pool' | 'basePath' | 'callTimeoutMs'>;

export type UploadAnswer = { status: number; body: unknown; error?: UpstreamError };

/**
 * Streams the first file part to the service in a fresh multipart body. Only after the
 * browser's body has ended without a second file is the closing boundary sent; a refusal
 * midway aborts the upstream request, so the service keeps nothing.
 */
export async function forwardUpload(
  request: FastifyRequest,
  upstream: PoolEntry,
  target: { service: UpstreamService; path: string; headers: Record<string, string> },
  rules: FileRules,
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
  if (!rules.allowed.includes(extension)) {
    file.file.resume();
    throw new Refusal(400, ErrorCode.BadUserInput, 'Unsupported file type', {
      file: `Allowed: ${rules.allowed.join(' ')}`,
    });
  }

  const upload = file;
  const boundary = `----concord${randomBytes(12).toString('hex')}`;
  const name = upload.filename.replace(/["\r\n\\]/g, '_');
  let refusal: Refusal | undefined;
  // Refuse as soon as the limit is crossed, not after the browser has sent the rest.
  upload.file.once('limit', () => {
    refusal = tooLarge(rules.maxBytes);
    upload.file.destroy(refusal);
  });
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for await (const chunk of upload.file) yield chunk as Buffer;
    if (upload.file.truncated) throw (refusal = tooLarge(rules.maxBytes));
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
          ? tooLarge(rules.maxBytes)
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
        error: upstreamStatus(target.service, target.path, response.statusCode, text),
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

export function upstreamStatus(
  service: UpstreamService,
  upstreamPath: string,
  status: number,
  text: string,
): UpstreamError {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    body = undefined;
  }
  return new UpstreamError(service, upstreamPath, { kind: 'status', status, body });
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
