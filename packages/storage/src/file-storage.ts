import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export type StoredObject = { size: number; stream: Readable };

/**
 * Where files live (ARCHITECTURE.md section 3): a local folder by default, S3-compatible
 * object storage in production. Keys are relative paths of `[A-Za-z0-9._-]` segments chosen
 * by the service, never by a client; metadata and the sha256 live in SQL beside the key.
 */
export type FileStorage = {
  /** Writes the whole file under `key`, replacing nothing: a key that exists is an error. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
};

const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/** Refuses keys that could leave the store (`..`, absolute paths, odd characters). */
export function assertStorageKey(key: string): string {
  const segments = key.split('/');
  if (
    segments.length === 0 ||
    segments.length > 8 ||
    segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')
  ) {
    throw new Error('invalid storage key');
  }
  return key;
}
