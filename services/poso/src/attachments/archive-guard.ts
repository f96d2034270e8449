import { poso } from '@concord/contracts';
import { DEFAULT_READ_LIMITS, ReadError, ZipArchive, openByteSource } from '@concord/reco-engine';
import { badRequest } from '../shared/errors.js';

const LIMITS = {
  ...DEFAULT_READ_LIMITS,
  maxZipEntries: poso.ATTACHMENT_ARCHIVE_LIMITS.maxEntries,
  maxUncompressedBytes: poso.ATTACHMENT_ARCHIVE_LIMITS.maxInflatedBytes,
  maxCompressionRatio: poso.ATTACHMENT_ARCHIVE_LIMITS.maxCompressionRatio,
};

/**
 * Refuses an office file (a zip) that is a bomb: too many entries, too large a declared or
 * actual inflated size, too high a compression ratio. Uses the reconciliation engine's guard,
 * which reads the directory first and stops inflating as soon as a bound is passed; every
 * entry is inflated (and thrown away) so a header that lies about its size is caught too.
 */
export async function assertSafeArchive(fileName: string, bytes: Uint8Array): Promise<void> {
  const source = await openByteSource(bytes);
  try {
    const archive = await ZipArchive.open(source, LIMITS, fileName);
    for (const name of archive.entries.keys()) await archive.stream(name, () => undefined);
  } catch (error) {
    if (error instanceof ReadError) {
      const message =
        error.code === 'ZIP_BOMB'
          ? 'The file expands far beyond its size and is refused as a possible zip bomb'
          : 'The file is damaged or is not a valid office document';
      throw badRequest(message, { file: message });
    }
    throw error;
  } finally {
    await source.close();
  }
}
