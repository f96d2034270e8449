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
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export type CreateDbOptions = {
  /** Pool size; defaults to 10. */
  max?: number;
  /** Kysely log hook, e.g. to record every query in a test. */
  log?: LogConfig;
  /** Milliseconds to wait for a pooled connection before failing. */
  connectionTimeoutMillis?: number;
};

export type Db = Kysely<Database>;

export function createDb(connectionString: string, options: CreateDbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    types,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
}
