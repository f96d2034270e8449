import { errors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { TOKEN_ALGORITHM } from './keys.js';

export const TOKEN_ISSUER = 'concord-users';
export const TOKEN_AUDIENCE = 'concord';
export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export type AccessTokenInput = {
  userId: number;
  sessionId: string;
  userName: string;
  scopes: readonly string[];
  companyId?: number;
};

export type SignedAccessToken = {
  token: string;
  /** Seconds until expiry. */
  expiresIn: number;
  /** Expiry as a Unix time in seconds. */
  expiresAt: number;
};

export type VerifiedAccessToken = {
  userId: number;
  sessionId: string;
  userName: string;
  scopes: string[];
  companyId?: number;
  expiresAt: number;
};

/** Any reason a token is not accepted; always answered with 401. */
export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(
  privateKey: CryptoKey,
  input: AccessTokenInput,
  options: { ttlSeconds?: number; now?: Date } = {},
): Promise<SignedAccessToken> {
  const ttl = options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims: Record<string, unknown> = {
    sid: input.sessionId,
    scopes: [...input.scopes],
    name: input.userName,
  };
  if (input.companyId !== undefined) claims.company_id = input.companyId;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(input.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttl)
    .sign(privateKey);
  return { token, expiresIn: ttl, expiresAt: issuedAt + ttl };
}

/**
 * Accepts only EdDSA tokens from our issuer for our audience, with `exp`, and honours
 * `nbf`. Throws TokenError for anything else.
 */
export async function verifyAccessToken(
  publicKey: CryptoKey,
  token: string,
): Promise<VerifiedAccessToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
      clockTolerance: 5,
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new TokenError('Token expired');
    throw new TokenError('Invalid token');
  }
  const { sub, sid, scopes, company_id: companyId, name } = payload as Record<string, unknown>;
  const userId = Number(sub);
  if (typeof sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0)
    throw new TokenError('Invalid token');
  if (typeof sid !== 'string' || !UUID.test(sid)) throw new TokenError('Invalid token');
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string'))
    throw new TokenError('Invalid token');
  if (
    companyId !== undefined &&
    (typeof companyId !== 'number' || !Number.isSafeInteger(companyId) || companyId <= 0)
  ) {
    throw new TokenError('Invalid token');
  }
  return {
    userId,
    sessionId: sid.toLowerCase(),
    userName: typeof name === 'string' ? name : '',
    scopes,
    ...(companyId !== undefined ? { companyId } : {}),
    expiresAt: payload.exp as number,
  };
}
