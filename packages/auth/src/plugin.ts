import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { CryptoKey } from 'jose';
import {
  findCompanyTenant,
  listenForNotifications,
  SESSION_EVENTS_CHANNEL,
  type Db,
} from '@concord/db';
import { forbidden, unauthenticated } from './errors.js';
import { PLATFORM_ADMIN_SCOPE } from './roles.js';
import { TokenError, verifyAccessToken } from './tokens.js';

export type RequestTenant = {
  schema: string;
  database: string;
};

/** Who is calling, from a verified token whose session and user are still active. */
export type AuthContext = {
  userId: number;
  userName: string;
  sessionId: string;
  scopes: readonly string[];
  isPlatformAdmin: boolean;
  /** Present only with a company token. */
  companyId?: number;
  /** The company's schema and database; present exactly when companyId is. */
  tenant?: RequestTenant;
};

// Module augmentation needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** `false` for routes that take no token (login, health). */
    auth?: boolean;
  }
  interface FastifyInstance {
    concordAuth: SessionCache;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Longest time a logout or a disabled user can go unnoticed. */
export const MAX_SESSION_CACHE_TTL_MS = 30_000;

export type ConcordAuthOptions = {
  db: Db;
  publicKey: CryptoKey;
  /** How long a session/user/membership check is reused; at most 30 s (the default). */
  sessionCacheTtlMs?: number;
};

type SessionState =
  { ok: true; tenant?: RequestTenant } | { ok: false; reason: 'session' | 'company' };

type CacheEntry = { expiresAt: number; state: SessionState };

const MAX_CACHE_ENTRIES = 10_000;

/** Remembers session checks for a short time; cleared at once for sessions ended here. */
export class SessionCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  invalidateSession(sessionId: string): void {
    for (const key of this.entries.keys())
      if (key.startsWith(`${sessionId}:`)) this.entries.delete(key);
  }

  invalidateAll(): void {
    this.entries.clear();
  }

  /** Forgets what a session-events notification names: `{ session }` or `{ user }`. */
  forget(payload: string): void {
    let event: { session?: unknown; user?: unknown };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    if (typeof event.session === 'string') this.invalidateSession(event.session);
    if (typeof event.user === 'number') {
      const marker = `:${event.user}:`;
      for (const key of this.entries.keys()) if (key.includes(marker)) this.entries.delete(key);
    }
  }

  async check(
    userId: number,
    sessionId: string,
    companyId: number | undefined,
  ): Promise<SessionState> {
    const key = `${sessionId}:${userId}:${companyId ?? ''}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.state;
    const state = await this.load(userId, sessionId, companyId);
    if (this.entries.size >= MAX_CACHE_ENTRIES) this.entries.clear();
    this.entries.set(key, { expiresAt: now + this.ttlMs, state });
    return state;
  }

  private async load(
    userId: number,
    sessionId: string,
    companyId: number | undefined,
  ): Promise<SessionState> {
    const session = await this.db
      .updateTable('core.sessions as s')
      .from('core.users as u')
      .set({ last_seen: new Date() })
      .whereRef('u.user_id', '=', 's.user_id')
      .where('s.session_id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .returning(['s.revoked_at', 'u.user_status'])
      .executeTakeFirst();
    if (!session || session.revoked_at !== null || !session.user_status)
      return { ok: false, reason: 'session' };
    if (companyId === undefined) return { ok: true };
    const membership = await this.db
      .selectFrom('core.memberships')
      .select('role')
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    const tenant = membership ? await findCompanyTenant(this.db, companyId) : undefined;
    if (!tenant) return { ok: false, reason: 'company' };
    return { ok: true, tenant: { schema: tenant.schema, database: tenant.database } };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_.-]+=*)\s*$/i.exec(header);
  return match?.[1];
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

async function authenticate(
  cache: SessionCache,
  publicKey: CryptoKey,
  request: FastifyRequest,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated('Authentication required');
  let verified;
  try {
    verified = await verifyAccessToken(publicKey, token);
  } catch (err) {
    throw unauthenticated(err instanceof TokenError ? err.message : 'Invalid token');
  }
  const state = await cache.check(verified.userId, verified.sessionId, verified.companyId);
  if (!state.ok) {
    if (state.reason === 'company') throw forbidden('You are no longer a member of this company');
    throw unauthenticated('Session has ended');
  }

  // The tenant comes from the token; headers may only repeat it. They are compared with
  // the registry's values and never reach SQL.
  const schemaHeader = singleHeader(request, 'x-dts-schema');
  const databaseHeader = singleHeader(request, 'x-dts-database');
  if (schemaHeader !== undefined || databaseHeader !== undefined) {
    if (!state.tenant) throw forbidden('Choose a company before sending company headers');
    if (schemaHeader !== undefined && schemaHeader.trim().toLowerCase() !== state.tenant.schema) {
      throw forbidden('x-dts-schema does not match the company of this token');
    }
    if (
      databaseHeader !== undefined &&
      databaseHeader.trim().toLowerCase() !== state.tenant.database
    ) {
      throw forbidden('x-dts-database does not match the company of this token');
    }
  }

  return {
    userId: verified.userId,
    userName: verified.userName,
    sessionId: verified.sessionId,
    scopes: Object.freeze([...verified.scopes]),
    isPlatformAdmin: verified.scopes.includes(PLATFORM_ADMIN_SCOPE),
    ...(verified.companyId !== undefined && state.tenant
      ? { companyId: verified.companyId, tenant: state.tenant }
      : {}),
  };
}

const plugin: FastifyPluginAsync<ConcordAuthOptions> = async (app, options) => {
  const ttl = Math.min(
    Math.max(options.sessionCacheTtlMs ?? MAX_SESSION_CACHE_TTL_MS, 0),
    MAX_SESSION_CACHE_TTL_MS,
  );
  const cache = new SessionCache(options.db, ttl);
  app.decorate('concordAuth', cache);
  // Revocations, disabled users and removed memberships take effect at once in every process;
  // the cache time bounds them only while notifications cannot be received.
  const listener = listenForNotifications(
    options.db,
    SESSION_EVENTS_CHANNEL,
    (payload) => cache.forget(payload),
    () => cache.invalidateAll(),
  );
  app.addHook('onClose', async () => listener.close());
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.routeOptions.config?.auth === false) return;
    request.auth = await authenticate(cache, options.publicKey, request);
  });
};

// Registered on the root instance (as fastify-plugin would) so every route is covered.
(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(plugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'concord-auth';

/**
 * Verifies the bearer token on every route except those with `config: { auth: false }`,
 * checks the session and user (cached at most 30 s), resolves the tenant and refuses
 * tenant headers naming any other company, then sets `request.auth`.
 */
export const concordAuth = plugin;

/** preHandler: 403 unless the caller's token carries every listed scope. */
export function requireScopes(...scopes: string[]): preHandlerAsyncHookHandler {
  return async function requireScopesHandler(request: FastifyRequest) {
    const missing = scopes.filter((s) => !request.auth?.scopes.includes(s));
    if (missing.length > 0) throw forbidden(`Missing permission: ${missing.join(', ')}`);
  };
}

/** preHandler: 403 unless the caller holds a company token. */
export const requireCompany: preHandlerAsyncHookHandler = async function requireCompanyHandler(
  request: FastifyRequest,
) {
  if (!request.auth?.tenant) throw forbidden('Choose a company first');
};

/** The caller's tenant; for handlers behind `requireCompany`. */
export function tenantOf(request: FastifyRequest): RequestTenant & { companyId: number } {
  const { tenant, companyId } = request.auth;
  if (!tenant || companyId === undefined) throw forbidden('Choose a company first');
  return { ...tenant, companyId };
}

export type { FastifyInstance };
