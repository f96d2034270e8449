import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type CryptoKey,
} from 'jose';

export const TOKEN_ALGORITHM = 'EdDSA';

export type SigningKeys = {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicKeyPem: string;
};

export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, {
    crv: 'Ed25519',
    extractable: true,
  });
  return { privateKey, publicKey, publicKeyPem: await exportSPKI(publicKey) };
}

/** Ed25519 public key (SPKI PEM) for services that only verify tokens. */
export async function importPublicKey(pem: string): Promise<CryptoKey> {
  return importSPKI(pem.trim(), TOKEN_ALGORITHM);
}

export async function importSigningKeys(
  privateKeyPem: string,
  publicKeyPem: string,
): Promise<SigningKeys> {
  return {
    privateKey: await importPKCS8(privateKeyPem.trim(), TOKEN_ALGORITHM),
    publicKey: await importPublicKey(publicKeyPem),
    publicKeyPem: publicKeyPem.trim(),
  };
}

/**
 * Development keys kept in `dir` (private.pem, public.pem), created on first use. In
 * production the users service gets its keys from configuration instead.
 */
export async function loadOrCreateKeyFiles(dir: string): Promise<SigningKeys> {
  const privateFile = path.join(dir, 'private.pem');
  const publicFile = path.join(dir, 'public.pem');
  if (existsSync(privateFile) && existsSync(publicFile)) {
    return importSigningKeys(
      await readFile(privateFile, 'utf8'),
      await readFile(publicFile, 'utf8'),
    );
  }
  const keys = await generateSigningKeys();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(privateFile, await exportPKCS8(keys.privateKey), { mode: 0o600 });
  await chmod(privateFile, 0o600);
  await writeFile(publicFile, keys.publicKeyPem);
  return keys;
}
