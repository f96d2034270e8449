import { sql, type RawBuilder } from 'kysely';

/** A date column as `YYYY-MM-DD` text (pg would otherwise make it a local-time Date). */
export function dateText(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** A timestamp as ISO text. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}

/** The first and last day of a period must be in order. */
export function periodFields(from: string, to: string): Record<string, string> | undefined {
  if (from > to) return { period_to: 'Must be on or after the start of the period' };
  return undefined;
}
