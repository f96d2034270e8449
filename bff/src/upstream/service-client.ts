import { Pool } from 'undici';
import {
  pathOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@concord/contracts';
import { UpstreamError, type UpstreamService } from './upstream-error.js';

export type UpstreamUrls = Record<UpstreamService, string>;

export type UpstreamTimeouts = {
  /** Connect, headers and body timeout of each upstream call, in ms. */
  callTimeoutMs: number;
};

/** One keep-alive pool per service, created at start and shared by every request. */
export type UpstreamPools = {
  readonly pools: Record<UpstreamService, { pool: Pool; basePath: string; callTimeoutMs: number }>;
  close(): Promise<void>;
};

export function createUpstreamPools(
  urls: UpstreamUrls,
  { callTimeoutMs }: UpstreamTimeouts,
): UpstreamPools {
  const entry = (url: string) => {
    const parsed = new URL(url);
    const pool = new Pool(parsed.origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: callTimeoutMs },
      headersTimeout: callTimeoutMs,
      bodyTimeout: callTimeoutMs,
    });
    return { pool, basePath: parsed.pathname.replace(/\/+$/, ''), callTimeoutMs };
  };
  const pools = { users: entry(urls.users), poso: entry(urls.poso), reco: entry(urls.reco) };
  return {
    pools,
    async close() {
      await Promise.all(Object.values(pools).map(({ pool }) => pool.destroy()));
    },
  };
}

/** Who is calling: forwarded to every service on every call. */
export type CallerHeaders = {
  token: string | undefined;
  schemaName: string | undefined;
  database: string | undefined;
  requestId: string;
};

export type RequestOptions = {
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** Extra request headers, for example Idempotency-Key. */
  headers?: Record<string, string>;
  /** REST field name -> GraphQL field name for per-field error messages. */
  fieldAliases?: Record<string, string>;
};

/** What a call sends besides the caller: the contract's params, query and body (JSON or form). */
export type CallInput<C extends RouteContract> = Omit<RequestOptions, 'query' | 'json' | 'form'> &
  (ParamsOf<C> extends undefined ? { params?: undefined } : { params: ParamsOf<C> }) &
  (QueryOf<C> extends undefined ? { query?: undefined } : { query: QueryOf<C> }) &
  (BodyOf<C> extends undefined
    ? { body?: undefined; form?: undefined }
    : { body?: BodyOf<C>; form?: Record<string, string> });

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

/**
 * When all upstream work of one request must be done. The caller gets its answer at the
 * deadline; the call itself ends by its own headers/body timeout (what was left of the
 * deadline), which closes the socket. Aborting instead would leave the socket waiting.
 */
export class Deadline {
  private end: number;

  constructor(private readonly ms: number) {
    this.end = Date.now() + ms;
  }

  get at(): number {
    return this.end;
  }

  /**
   * A new full period from now: a subscription's context lives as long as its socket, and
   * each event it delivers is new work with the time a request has (see `createRequestContext`).
   */
  renew(): void {
    this.end = Date.now() + this.ms;
  }

  remainingMs(): number {
    return this.at - Date.now();
  }

  get passed(): boolean {
    return this.remainingMs() <= 0;
  }

  /** Settles like `work`, or rejects with `DeadlinePassed` when the deadline comes first. */
  race<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new DeadlinePassed()), Math.max(0, this.remainingMs()));
    });
    return Promise.race([work, expired]).finally(() => clearTimeout(timer));
  }
}

export class DeadlinePassed extends Error {
  constructor() {
    super('request deadline passed');
    this.name = 'DeadlinePassed';
  }
}

/** A service client bound to one GraphQL request: its caller, tenant and deadline. */
export class ServiceClient {
  constructor(
    private readonly service: UpstreamService,
    private readonly pool: Pool,
    private readonly basePath: string,
    private readonly caller: CallerHeaders,
    private readonly deadline: Deadline,
    private readonly callTimeoutMs: number,
  ) {}

  /** Calls one route of the service's contract; its answer is typed by the contract. */
  call<C extends RouteContract>(contract: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
    const { params, query, body, form, ...options } = input as CallInput<RouteContract> & {
      params?: Record<string, string | number>;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return this.request<ResponseOf<C>>(contract.method, pathOf(contract.url, params), {
      ...options,
      ...(query ? { query } : {}),
      ...(form ? { form } : body !== undefined ? { json: body } : {}),
    });
  }

  /** Resolves with the parsed JSON body, or undefined for an empty answer (204). */
  async request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    options: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = {
      ...options.headers,
      accept: 'application/json',
      'x-request-id': this.caller.requestId,
    };
    if (this.caller.token) headers.authorization = `Bearer ${this.caller.token}`;
    if (this.caller.schemaName) headers['x-dts-schema'] = this.caller.schemaName;
    if (this.caller.database) headers['x-dts-database'] = this.caller.database;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const fullPath = this.basePath + path + queryString(options.query);
    const fail = (failure: ConstructorParameters<typeof UpstreamError>[2], cause?: unknown) =>
      new UpstreamError(this.service, path, failure, { cause, fieldAliases: options.fieldAliases });

    if (this.deadline.passed) throw fail({ kind: 'timeout' });
    const timeout = Math.max(1, Math.min(this.callTimeoutMs, this.deadline.remainingMs()));
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      const call = this.pool.request({
        method,
        path: fullPath,
        headers,
        body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      // A late answer is drained so its socket returns to the pool.
      call.then(
        (late) => (this.deadline.passed ? late.body.dump().catch(() => undefined) : undefined),
        () => undefined,
      );
      response = await this.deadline.race(call);
    } catch (error) {
      throw fail(this.classify(error), error);
    }

    let text: string;
    try {
      text = await this.deadline.race(response.body.text());
    } catch (error) {
      throw fail(this.classify(error), error);
    }
    if (response.statusCode >= 400) {
      const retryAfter = Number(response.headers['retry-after']);
      throw fail({
        kind: 'status',
        status: response.statusCode,
        body: parseObject(text),
        ...(Number.isFinite(retryAfter) && retryAfter >= 0
          ? { retryAfterSeconds: retryAfter }
          : {}),
      });
    }
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw fail({ kind: 'status', status: 502, body: undefined }, error);
    }
  }

  private classify(error: unknown): { kind: 'timeout' } | { kind: 'unavailable' } {
    if (error instanceof DeadlinePassed || this.deadline.passed) return { kind: 'timeout' };
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return { kind: 'timeout' };
    return { kind: 'unavailable' };
  }
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
