import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { reco } from '@concord/contracts';
import { ArchiveRefused, assertSafeArchive, type FileStorage } from '@concord/storage';
import { badRequest } from '../shared/errors.js';

export type ReceivedFile = {
  /** The content, checked; ledgers are read whole by the engine. */
  bytes: Uint8Array;
  originalName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

type MultipartFile = { filename: string; file: Readable & { truncated?: boolean } };
type MultipartRequest = FastifyRequest & {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<MultipartFile | undefined>;
};

const HEAD_BYTES = 8;

/** The user's name without folders or characters that do not belong in a file name. */
export function cleanFileName(name: string): string {
  return (
    path
      .basename(name.replace(/\\/g, '/'))
      .replace(/[^\p{L}\p{N}._\- ()]/gu, '_')
      .slice(0, 180) || 'file'
  );
}

/** `Ledger March.xlsx` -> `Ledger_March_k3j9x2ab.xlsx`: the spec's random 8-character suffix. */
export function storedName(original: string, extension: string): string {
  const base = path
    .basename(original, path.extname(original))
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, 80)
    .replace(/[_-]+$/, '');
  const suffix = randomBytes(6).toString('base64url').slice(0, 8).replace(/[-_]/g, 'x');
  return `${base || 'file'}_${suffix}${extension}`;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1048576) * 10) / 10} MB`;
}

/**
 * Receives the request's one file while hashing it and checking its name, size and first
 * bytes as it streams (SECURITY 17), then stores it; nothing is kept when a check fails. `allowed` lists the
 * extensions this upload takes.
 */
export async function receiveFile(
  request: FastifyRequest,
  storage: FileStorage,
  options: {
    allowed: readonly reco.LedgerExtension[];
    maxBytes: number;
    folder: string;
    /** false: check and hand back the content without storing it. */
    keep?: boolean;
  },
): Promise<ReceivedFile> {
  const multipart = request as MultipartRequest;
  if (!multipart.isMultipart())
    throw badRequest(
      'Send the file as multipart/form-data',
      { file: 'Required' },
      refusal('fileRequired'),
    );
  const received = await multipart.file({ limits: { fileSize: options.maxBytes } });
  if (!received)
    throw badRequest('A file is required', { file: 'Required' }, refusal('fileRequired'));
  const part = received;
  const originalName = cleanFileName(part.filename);
  const extension = path.extname(originalName).toLowerCase() as reco.LedgerExtension;
  const kind = reco.LEDGER_FILE_TYPES[extension];
  if (!kind || !options.allowed.includes(extension)) {
    part.file.resume();
    const allowed = options.allowed.join(', ');
    throw badRequest(
      `The file name must end in ${allowed}`,
      { file: `Allowed: ${allowed}` },
      refusal('fileNameNotAllowed', { allowed }),
    );
  }

  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  let refused: Error | undefined;
  const magic = kind.magic as readonly number[] | null;
  part.file.once('limit', () => {
    refused = tooLarge(options.maxBytes);
  });
  // Checked as it streams: a renamed executable is refused at its first bytes.
  async function* checked() {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (refused) throw refused;
      size += chunk.length;
      hash.update(chunk);
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (magic && head.length >= magic.length && !magic.every((b, i) => head[i] === b))
          throw (refused = contentMismatch(extension));
      }
      if (!magic && chunk.includes(0)) throw (refused = contentMismatch(extension));
      yield chunk;
    }
    if (refused || part.file.truncated) throw refused ?? tooLarge(options.maxBytes);
  }
  const key = `${options.folder}/${storedName(originalName, extension)}`;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of checked()) chunks.push(chunk);
  } catch (error) {
    part.file.resume();
    throw refused ?? error;
  }
  if (size === 0 || (magic && head.length < magic.length)) throw contentMismatch(extension);
  const bytes = Buffer.concat(chunks);
  if (kind.archive) {
    try {
      await assertSafeArchive(originalName, bytes, reco.LEDGER_ARCHIVE_LIMITS);
    } catch (error) {
      if (error instanceof ArchiveRefused)
        throw badRequest(
          error.message,
          { file: error.message },
          refusal(error.reason === 'bomb' ? 'zipBomb' : 'corruptFile'),
        );
      throw error;
    }
  }
  if (options.keep !== false) await storage.put(key, bytes);
  return {
    bytes,
    originalName,
    storageKey: key,
    contentType: kind.mediaType,
    sizeBytes: size,
    sha256: hash.digest('hex'),
  };
}

/** Why a file was refused, as the code the screens word (contracts' UPLOAD_REFUSAL_CODES). */
function refusal(
  code: reco.UploadRefusalCode | 'zipBomb' | 'corruptFile',
  params: Record<string, string | number> = {},
) {
  return { code, params };
}

function tooLarge(maxBytes: number) {
  return badRequest(
    `The file is larger than ${megabytes(maxBytes)}`,
    { file: `At most ${megabytes(maxBytes)}` },
    refusal('uploadTooLarge', { limit: Math.round((maxBytes / 1048576) * 10) / 10 }),
  );
}

function contentMismatch(extension: string) {
  const message = `The content of this file is not a ${extension} file`;
  return badRequest(message, { file: message }, refusal('contentNotExtension', { extension }));
}
