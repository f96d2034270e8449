import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import { TokenError, verifyAccessToken, type importPublicKey } from '@concord/auth';
import { ErrorCode, graphQLError, messages } from './upstream/error-mapping.js';
import {
  Deadline,
  ServiceClient,
  type CallerHeaders,
  type UpstreamPools,
} from './upstream/service-client.js';
import { UsersClient, type RestCompany, type RestUser } from './upstream/users-client.js';

type PublicKey = Awaited<ReturnType<typeof importPublicKey>>;

/**
 * The caller's token claims. Verified with the users service's public key when the BFF has
 * it; otherwise only decoded, to fail fast. Either way the services verify again.
 */
export type TokenClaims = {
  sub?: string;
  scopes: string[];
  companyId?: number;
  verified: boolean;
};

export type Loaders = {
  user: DataLoader<number, RestUser>;
  company: DataLoader<number, RestCompany>;
};

/** Everything a resolver may use; created for each request, never shared. */
export type RequestContext = {
  requestId: string;
  token: string | undefined;
  /** Claims of the caller's token; rejects with UNAUTHENTICATED when it is not accepted. */
  claims(): Promise<TokenClaims | undefined>;
  log: Logger;
  users: UsersClient;
  loaders: Loaders;
  /** The signed-in user, fetched at most once per request. */
  me(): Promise<RestUser>;
};

export type CallerInput = {
  authorization: string | undefined;
  schemaName: string | undefined;
  database: string | undefined;
  requestId: string;
};

export function createRequestContext(
  pools: UpstreamPools,
  caller: CallerInput,
  options: { deadlineMs: number; log: Logger; tokenPublicKey?: Promise<PublicKey> },
): RequestContext {
  const token = bearerToken(caller.authorization);
  const headers: CallerHeaders = {
    token,
    schemaName: tenantHeader(caller.schemaName),
    database: tenantHeader(caller.database),
    requestId: caller.requestId,
  };
  const deadline = new Deadline(options.deadlineMs);
  const { users: usersPool } = pools.pools;
  const users = new UsersClient(
    new ServiceClient(
      'users',
      usersPool.pool,
      usersPool.basePath,
      headers,
      deadline,
      usersPool.callTimeoutMs,
    ),
  );

  const user = new DataLoader<number, RestUser>((ids) => settle(ids.map((id) => users.user(id))));
  const company = new DataLoader<number, RestCompany>((ids) =>
    settle(ids.map((id) => users.company(id))),
  );
  let mePromise: Promise<RestUser> | undefined;
  let claimsPromise: Promise<TokenClaims | undefined> | undefined;

  return {
    requestId: caller.requestId,
    token,
    claims() {
      claimsPromise ??= readClaims(token, options.tokenPublicKey);
      return claimsPromise;
    },
    log: options.log.child({ requestId: caller.requestId }),
    users,
    loaders: { user, company },
    me() {
      mePromise ??= users.me().then((found) => {
        user.prime(found.user_id, found);
        return found;
      });
      return mePromise;
    },
  };
}

/** DataLoader wants errors in place, not a rejected batch. */
async function settle<T>(calls: Promise<T>[]): Promise<(T | Error)[]> {
  const results = await Promise.allSettled(calls);
  return results.map((result) =>
    result.status === 'fulfilled'
      ? result.value
      : result.reason instanceof Error
        ? result.reason
        : new Error(String(result.reason)),
  );
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)$/i.exec(header.trim());
  return match?.[1];
}

/** Tenant headers are forwarded lower-cased (spec section 3); the services decide if they fit. */
function tenantHeader(value: string | undefined): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  return trimmed && /^[\x21-\x7e]{1,128}$/.test(trimmed) ? trimmed : undefined;
}

async function readClaims(
  token: string | undefined,
  publicKey: Promise<PublicKey> | undefined,
): Promise<TokenClaims | undefined> {
  if (!token) return undefined;
  if (!publicKey) return decodeClaims(token);
  try {
    const verified = await verifyAccessToken(await publicKey, token);
    return {
      sub: String(verified.userId),
      scopes: verified.scopes,
      companyId: verified.companyId,
      verified: true,
    };
  } catch (error) {
    if (error instanceof TokenError) {
      throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
    }
    throw error;
  }
}

function decodeClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      scopes: Array.isArray(claims.scopes)
        ? claims.scopes.filter((s): s is string => typeof s === 'string')
        : [],
      companyId: typeof claims.company_id === 'number' ? claims.company_id : undefined,
      verified: false,
    };
  } catch {
    return undefined;
  }
}
