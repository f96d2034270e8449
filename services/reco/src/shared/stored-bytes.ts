import type { FileStorage } from '@concord/storage';
import { notFound } from './errors.js';

/** The whole content under `key` (ledgers are read whole by the engine anyway). */
export async function readStored(storage: FileStorage, key: string): Promise<Uint8Array> {
  const stored = await storage.open(key);
  if (!stored) throw notFound('File not found');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
