import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Seals SMTP passwords at rest with AES-256-GCM under COMMS_SECRET_KEY (32 bytes, base64).
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url parts; the tag makes a value
 * sealed under another key, or altered, fail to open instead of yielding garbage.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('COMMS_SECRET_KEY must be 32 bytes (base64)');
    this.key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the value was sealed under another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export function secretKeyFromBase64(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new Error('COMMS_SECRET_KEY must be 32 bytes, base64-encoded');
  return key;
}

/**
 * The key from COMMS_SECRET_KEY, else from `file`; a development machine without either gets
 * a new random key written to `file` (mode 600), like the development signing keys.
 */
export async function loadSecretKey(value: string | undefined, file: string): Promise<Buffer> {
  if (value) return secretKeyFromBase64(value);
  try {
    return secretKeyFromBase64(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async (e) => {
    // Another process created it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw e;
  });
  return secretKeyFromBase64(await readFile(file, 'utf8'));
}
