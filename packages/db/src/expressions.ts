import { expressionBuilder, sql, type Expression } from 'kysely';

// Expressions every repository needs, written once. Rows are stamped by the database's clock,
// never by a service's, so replicas and the migrations' column defaults agree.

const eb = expressionBuilder<Record<string, never>>();

/** `now()`: the database's clock, the start of the current transaction. */
export function now(): Expression<Date> {
  return eb.fn<Date>('now');
}

/** `clock_timestamp()`: the database's clock as the statement runs, not as its transaction began. */
export function clockTimestamp(): Expression<Date> {
  return eb.fn<Date>('clock_timestamp');
}

/**
 * `now()` moved by whole or fractional seconds (negative: in the past). Written as SQL:
 * interval arithmetic (`make_interval`'s named argument) has no builder in Kysely.
 */
export function secondsFromNow(seconds: number): Expression<Date> {
  return sql<Date>`now() + make_interval(secs => ${seconds})`;
}
