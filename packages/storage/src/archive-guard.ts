import { DEFAULT_READ_LIMITS, ReadError, ZipArchive, openByteSource } from '@concord/reco-engine';

export type ArchiveLimits = {
  maxEntries: number;
  maxInflatedBytes: number;
  maxCompressionRatio: number;
};

/** Why an office file (a zip) was refused: a bomb, or not a readable archive. */
export class ArchiveRefused extends Error {
  constructor(readonly reason: 'bomb' | 'damaged') {
    super(
      reason === 'bomb'
        ? 'The file expands far beyond its size and is refused as a possible zip bomb'
        : 'The file is damaged or is not a valid office document',
    );
    this.name = 'ArchiveRefused';
  }
}

/**
 * Refuses an office file that is a zip bomb: too many entries, too large a declared or actual
 * inflated size, too high a compression ratio (SECURITY 18). Uses the reconciliation
 * engine's guard, which reads the directory first and stops inflating as soon as a bound is
 * passed; every entry is inflated (and thrown away) so a header that lies about its size is
 * caught too. Run it before any library parses the file.
 */
export async function assertSafeArchive(
  fileName: string,
  bytes: Uint8Array,
  limits: ArchiveLimits,
): Promise<void> {
  const source = await openByteSource(bytes);
  try {
    const archive = await ZipArchive.open(
      source,
      {
        ...DEFAULT_READ_LIMITS,
        maxZipEntries: limits.maxEntries,
        maxUncompressedBytes: limits.maxInflatedBytes,
        maxCompressionRatio: limits.maxCompressionRatio,
      },
      fileName,
    );
    for (const name of archive.entries.keys()) await archive.stream(name, () => undefined);
  } catch (error) {
    if (error instanceof ReadError)
      throw new ArchiveRefused(error.code === 'ZIP_BOMB' ? 'bomb' : 'damaged');
    throw error;
  } finally {
    await source.close();
  }
}
