import { Kysely, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.types.js';

// bigint (int8) and numeric stay strings: ids and money must not lose precision. A `date`
// stays its `YYYY-MM-DD` text: a calendar date has no time zone to shift it.
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : (pg.types.getTypeParser(oid, format) as (
          value: string,
        ) => unknown)) as typeof pg.types.getTypeParser,
};

export type CreateDbOptions = {
  /** Pool size; defaults to 10. */
  max?: number;
  /** Kysely log hook, e.g. to record every query in a test. */
  log?: LogConfig;
  /** Milliseconds to wait for a pooled connection, opening one included. Default 5 000. */
  connectionTimeoutMillis?: number;
  /** The server cancels a statement running longer than this. Default 5 000; 0 = never. */
  statementTimeoutMillis?: number;
  /**
   * A statement the server has not answered within this is abandoned and its connection
   * destroyed: the server is stalled or unreachable. Default: statement timeout + 1 000.
   */
  queryTimeoutMillis?: number;
};

export type Db = Kysely<Database>;

/** The database did not answer in time or could not be reached; worth retrying shortly. */
export class DatabaseUnavailableError extends Error {
  /** Seconds after which a retry is sensible. */
  readonly retryAfterSeconds = 5;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}

/** SQLSTATEs that mean the server cannot serve now, and pg's own connection failures. */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '08006']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT/;

function asUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.has(code))
    return new DatabaseUnavailableError(
      code === '57014' ? 'The database took too long to answer' : 'The database is unavailable',
      { cause: error },
    );
  if (
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) ||
    (typeof code === 'string' && UNAVAILABLE_MESSAGES.test(code))
  )
    return new DatabaseUnavailableError('The database is unreachable', { cause: error });
  return undefined;
}

/**
 * Remembers that the server stopped answering. While it is stalled new work fails at once
 * instead of each request waiting out its own timeout; a probe on a fresh connection every
 * second decides when it answers again.
 */
class StallGuard {
  private stalledSince: number | undefined;
  private probing: NodeJS.Timeout | undefined;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

  get stalled(): boolean {
    return this.stalledSince !== undefined;
  }

  assertAvailable(): void {
    if (this.stalled) throw new DatabaseUnavailableError('The database is not answering');
  }

  trip(): void {
    if (this.stalled) return;
    this.stalledSince = Date.now();
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.probing);
    this.probing = undefined;
  }

  private schedule(): void {
    this.probing = setTimeout(() => void this.probe(), 1_000);
    this.probing.unref();
  }

  private async probe(): Promise<void> {
    const client = new pg.Client({
      ...this.clientConfig,
      connectionTimeoutMillis: 1_000,
      query_timeout: 1_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.stalledSince = undefined;
      this.probing = undefined;
    } catch {
      this.schedule();
    } finally {
      void client.end().catch(() => undefined);
    }
  }
}

type PoolClient = {
  query(sql: string, parameters: readonly unknown[]): Promise<pg.QueryResult>;
  release(discard?: boolean): void;
};

/** A pooled connection whose statements have a client-side deadline. */
class GuardedClient implements PoolClient {
  private broken: Error | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly guard: StallGuard,
    private readonly queryTimeoutMillis: number,
  ) {}

  query(sql: string, parameters: readonly unknown[]): Promise<pg.QueryResult> {
    if (this.broken) return Promise.reject(this.broken);
    const pending = this.client.query(sql, parameters as unknown[]);
    if (this.queryTimeoutMillis <= 0)
      return pending.catch((error: unknown) => Promise.reject(this.fail(error)));
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The answer may never come: the connection is destroyed on release and the
        // server rolls back whatever transaction it had open when it sees the socket close.
        this.broken = new DatabaseUnavailableError('The database did not answer in time');
        this.guard.trip();
        pending.catch(() => undefined);
        reject(this.broken);
      }, this.queryTimeoutMillis);
      pending.then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(this.fail(error));
        },
      );
    });
  }

  release(discard?: boolean): void {
    this.client.release(this.broken ?? (discard ? true : undefined));
  }

  private readonly fail = (error: unknown): Error => {
    const unavailable = asUnavailable(error);
    // A statement the server cancelled leaves the connection usable; a lost one does not.
    const cancelled = (error as { code?: unknown } | null)?.code === '57014';
    if (unavailable && !cancelled) this.broken ??= unavailable;
    return unavailable ?? (error instanceof Error ? error : new Error(String(error)));
  };
}

/** The pool Kysely sees: fails fast while the server is stalled, types unavailability. */
class GuardedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly guard: StallGuard,
    private readonly queryTimeoutMillis: number,
  ) {}

  get options() {
    return this.pool.options;
  }

  async connect(): Promise<PoolClient> {
    this.guard.assertAvailable();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asUnavailable(error) ?? error;
    }
    return new GuardedClient(client, this.guard, this.queryTimeoutMillis);
  }

  async end(): Promise<void> {
    this.guard.stop();
    await this.pool.end();
  }
}

const guards = new WeakMap<Db, StallGuard>();
const clientConfigs = new WeakMap<Db, pg.ClientConfig>();

/** True while the database of `db` is known not to answer (readiness). */
export function isDatabaseStalled(db: Db): boolean {
  return guards.get(db)?.stalled ?? false;
}

export function createDb(connectionString: string, options: CreateDbOptions = {}): Db {
  const statementTimeout = options.statementTimeoutMillis ?? 5_000;
  const queryTimeout =
    options.queryTimeoutMillis ?? (statementTimeout > 0 ? statementTimeout + 1_000 : 0);
  const clientConfig: pg.ClientConfig = {
    connectionString,
    keepAlive: true,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
  };
  const pool = new pg.Pool({
    ...clientConfig,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    types,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  const guard = new StallGuard(clientConfig);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new GuardedPool(pool, guard, queryTimeout) as never }),
    log: options.log,
  });
  guards.set(db, guard);
  clientConfigs.set(db, clientConfig);
  return db;
}

/**
 * `derived` (e.g. `db.withPlugin(...)`) runs on the same pool as `db`: readiness and
 * notifications work on it as on `db`.
 */
export function onSameDatabase(db: Db, derived: Db): Db {
  const guard = guards.get(db);
  const config = clientConfigs.get(db);
  if (guard) guards.set(derived, guard);
  if (config) clientConfigs.set(derived, config);
  return derived;
}

export type NotificationListener = { close(): Promise<void> };

/**
 * LISTENs on `channel` over a connection of its own (outside the pool) and calls `onMessage`
 * with each payload. A lost connection is reopened with backoff; `onReconnect` runs each
 * time it is back, since notifications sent meanwhile are lost.
 */
export function listenForNotifications(
  db: Db,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void = () => undefined,
): NotificationListener {
  const config = clientConfigs.get(db);
  if (!config) throw new Error('listenForNotifications needs a Db made by createDb');
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;

  const open = async () => {
    if (closed) return;
    const next = new pg.Client({ ...config, statement_timeout: undefined, keepAlive: true });
    client = next;
    const lost = () => {
      if (closed || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void open(), Math.min(30_000, 250 * 2 ** attempts++));
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (attempts > 0) onReconnect();
      attempts = 0;
    } catch {
      lost();
    }
  };
  void open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
