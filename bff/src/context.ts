import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import {
  signClientIdentity,
  TokenError,
  verifyAccessToken,
  type ClientIdentity,
  type importPublicKey,
} from '@concord/auth';
import type { ConcordEvent } from '@concord/db';
import { createEventHub, type EventHub } from './events/event-hub.js';
import { ErrorCode, graphQLError, messages } from './upstream/error-mapping.js';
import {
  Deadline,
  ServiceClient,
  type CallerHeaders,
  type UpstreamPools,
} from './upstream/service-client.js';
import { PosoClient } from './upstream/poso-client.js';
import { RecoClient, type RestIteration, type RestReco } from './upstream/reco-client.js';
import {
  UsersClient,
  type RestCompany,
  type RestConnection,
  type RestUser,
} from './upstream/users-client.js';

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

/** A company as a document party: a connected customer or vendor, or the active company. */
export type RestParty = Pick<
  RestConnection,
  'company_id' | 'company_name' | 'company_country' | 'base_currency'
>;

export type Loaders = {
  /** Users by id; members of the active company come from one call. */
  user: DataLoader<number, RestUser>;
  company: DataLoader<number, RestCompany>;
  /** Parties by company id, null when neither connected nor the active company. */
  party: DataLoader<number, RestParty | null>;
  /** Recos and iterations of the active company by id. */
  reco: DataLoader<number, RestReco>;
  iteration: DataLoader<number, RestIteration>;
};

/** Everything a resolver may use; created for each request, never shared. */
export type RequestContext = {
  requestId: string;
  token: string | undefined;
  /** Claims of the caller's token; rejects with UNAUTHENTICATED when it is not accepted. */
  claims(): Promise<TokenClaims | undefined>;
  log: Logger;
  users: UsersClient;
  poso: PosoClient;
  reco: RecoClient;
  /** Live events (the BFF's one LISTEN connection), for subscriptions. */
  events: EventHub;
  loaders: Loaders;
  /** The active company of a company token; FORBIDDEN with a sign-in token. */
  companyId(): Promise<number>;
  /** The caller's user id from the token, without an upstream call. */
  userId(): Promise<number>;
  /** Customers and vendors of the active company, fetched at most once per request. */
  connections(): Promise<RestConnection[]>;
  /** The signed-in user, fetched at most once per request. */
  me(): Promise<RestUser>;
};

export type CallerInput = {
  authorization: string | undefined;
  schemaName: string | undefined;
  database: string | undefined;
  requestId: string;
  /** The browser, as the BFF's trusted-proxy setting sees it (absent over graphql-ws). */
  client?: ClientIdentity;
};

/**
 * The hub as a subscription's context sees it: each event it yields is resolved as a request
 * of its own (`fresh`: the deadline renewed, the loaders' answers dropped). A graphql-ws
 * subscription keeps one context for as long as it listens, so without this an event arriving
 * more than a request's deadline after subscribing could not call any service
 * (UPSTREAM_TIMEOUT) and the bell stayed silent, and an event named people as they were at the
 * first event.
 */
function freshPerEvent(hub: EventHub, fresh: () => void): EventHub {
  return {
    get live() {
      return hub.live;
    },
    deliver: (event) => hub.deliver(event),
    onSessionEnded: (listener) => hub.onSessionEnded(listener),
    close: () => hub.close(),
    subscribe(match) {
      const events = hub.subscribe(match);
      const renewing: AsyncIterableIterator<ConcordEvent> = {
        async next() {
          const result = await events.next();
          if (!result.done) fresh();
          return result;
        },
        return: (value?: unknown) =>
          events.return?.(value) ?? Promise.resolve({ value: undefined, done: true }),
        throw: (error?: unknown) =>
          events.throw?.(error) ?? Promise.reject(error instanceof Error ? error : new Error()),
        [Symbol.asyncIterator]() {
          return renewing;
        },
      };
      return renewing;
    },
  };
}

export function createRequestContext(
  pools: UpstreamPools,
  caller: CallerInput,
  options: {
    deadlineMs: number;
    log: Logger;
    tokenPublicKey?: Promise<PublicKey>;
    clientAddressSecret?: string | undefined;
    events?: EventHub;
  },
): RequestContext {
  const token = bearerToken(caller.authorization);
  const headers: CallerHeaders = {
    token,
    schemaName: tenantHeader(caller.schemaName),
    database: tenantHeader(caller.database),
    requestId: caller.requestId,
  };
  const deadline = new Deadline(options.deadlineMs);
  // What a request may not need is made on first use: a list answered from one poso call
  // needs no users or reco client, no loader and no child logger, and a request's own cost is
  // what the BFF adds to every call.
  let log: Logger | undefined;
  const logger = () => (log ??= options.log.child({ requestId: caller.requestId }));
  const client = (service: keyof UpstreamPools['pools']) => {
    const { pool, basePath, callTimeoutMs } = pools.pools[service];
    return new ServiceClient(service, pool, basePath, headers, deadline, callTimeoutMs);
  };
  const { client: browser } = caller;
  const secret = options.clientAddressSecret;
  let users: UsersClient | undefined;
  const usersClient = () =>
    (users ??= new UsersClient(client('users'), () =>
      browser && secret ? signClientIdentity(secret, browser) : {},
    ));
  let poso: PosoClient | undefined;
  let reco: RecoClient | undefined;
  const recoClient = () => (reco ??= new RecoClient(client('reco')));

  let claimsPromise: Promise<TokenClaims | undefined> | undefined;
  const claims = () => {
    claimsPromise ??= readClaims(token, options.tokenPublicKey);
    return claimsPromise;
  };
  const companyId = async () => {
    const found = (await claims())?.companyId;
    if (found === undefined) throw graphQLError(messages.chooseCompany, ErrorCode.Forbidden);
    return found;
  };
  const userId = async () => {
    const sub = Number((await claims())?.sub);
    if (!Number.isInteger(sub) || sub <= 0)
      throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
    return sub;
  };
  let connectionsPromise: Promise<RestConnection[]> | undefined;
  const connections = () => {
    connectionsPromise ??= companyId().then((active) => usersClient().companyConnections(active));
    return connectionsPromise;
  };

  // Loaders live for one request and one token, so nothing cached crosses tenants (SECURITY 16).
  let loaders: Loaders | undefined;
  const createLoaders = (): Loaders => {
    const company = new DataLoader<number, RestCompany>((ids) =>
      settle(ids.map((id) => usersClient().company(id))),
    );
    const user = new DataLoader<number, RestUser>(async (ids) => {
      const active = (await claims())?.companyId;
      const members = new Map<number, RestUser>();
      if (active !== undefined) {
        const listed = await usersClient()
          .usersByCompany(active)
          .catch((error: unknown) => {
            logger().warn(
              { err: String(error) },
              'company members not listed; looking users up one by one',
            );
            return [];
          });
        for (const member of listed) members.set(member.user_id, member);
      }
      // Anyone else (rare: a former member) is looked up alone and fails on its own.
      return settle(
        ids.map((id) =>
          members.has(id) ? Promise.resolve(members.get(id)!) : usersClient().user(id),
        ),
      );
    });
    const party = new DataLoader<number, RestParty | null>(async (ids) => {
      const active = await companyId();
      // The connections and the active company are fetched side by side, not one after the other.
      const [connected, self] = await Promise.all([
        connections(),
        ids.includes(active) ? company.load(active) : undefined,
      ]);
      const known = new Map<number, RestParty>(
        connected.map((connection) => [connection.company_id, connection]),
      );
      if (self) known.set(active, self);
      return ids.map((id) => known.get(id) ?? null);
    });
    const recoLoader = new DataLoader<number, RestReco>((ids) =>
      settle(ids.map((id) => recoClient().reco(id))),
    );
    const iteration = new DataLoader<number, RestIteration>((ids) =>
      settle(ids.map((id) => recoClient().iteration(id))),
    );
    return { user, company, party, reco: recoLoader, iteration };
  };
  let events: EventHub | undefined;
  let mePromise: Promise<RestUser> | undefined;

  return {
    requestId: caller.requestId,
    token,
    claims,
    get log() {
      return logger();
    },
    get users() {
      return usersClient();
    },
    get poso() {
      return (poso ??= new PosoClient(client('poso')));
    },
    get reco() {
      return recoClient();
    },
    get events() {
      return (events ??= freshPerEvent(options.events ?? createEventHub({ log: logger() }), () => {
        deadline.renew();
        loaders = undefined;
        connectionsPromise = undefined;
      }));
    },
    get loaders() {
      return (loaders ??= createLoaders());
    },
    companyId,
    userId,
    connections,
    me() {
      mePromise ??= usersClient()
        .me()
        .then((found) => {
          (loaders ??= createLoaders()).user.prime(found.user_id, found);
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
export function tenantHeader(value: string | undefined): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  return trimmed && /^[\x21-\x7e]{1,128}$/.test(trimmed) ? trimmed : undefined;
}

/** Verified tokens of each key, kept until they expire (bounded, oldest dropped first). */
const verifiedTokens = new WeakMap<Promise<PublicKey>, Map<string, VerifiedClaims>>();
const VERIFIED_TOKENS_KEPT = 10_000;
type VerifiedClaims = TokenClaims & { expiresAtMs: number };

export async function readClaims(
  token: string | undefined,
  publicKey: Promise<PublicKey> | undefined,
): Promise<TokenClaims | undefined> {
  if (!token) return undefined;
  if (!publicKey) return decodeClaims(token);
  // A signature check costs more than the rest of a small query, and a browser sends the same
  // token for hours; a verified one is remembered until its `exp`. Only the signature and the
  // claims are remembered: a logged-out session or disabled user is refused by the services,
  // which check every call (SECURITY 10).
  let known = verifiedTokens.get(publicKey);
  if (!known) verifiedTokens.set(publicKey, (known = new Map<string, VerifiedClaims>()));
  const remembered = known.get(token);
  if (remembered && Date.now() < remembered.expiresAtMs) return remembered;
  known.delete(token);
  try {
    const verified = await verifyAccessToken(await publicKey, token);
    const claims: VerifiedClaims = {
      sub: String(verified.userId),
      scopes: verified.scopes,
      companyId: verified.companyId,
      verified: true,
      expiresAtMs: verified.expiresAt * 1000,
    };
    if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
    known.set(token, claims);
    return claims;
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
