import type { Db } from '@concord/db';

// The typed database of every service; company tables are reached through
// `companyTables(db, schema)` (packages/db), which checks the schema name.
export type { Db };

/** An ILIKE pattern matching values that contain `text` (its % _ and \\ taken literally). */
export function containsPattern(text: string): string {
  return '%' + text.replace(/[%_\\]/g, '\\$&') + '%';
}

/** A LIKE pattern matching values that start with `text` (its % _ and \\ taken literally). */
export function prefixPattern(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&') + '%';
}

/**
 * One page of a builder query and the total for the same filters: `rows` is ordered and
 * selected, `count` is the same FROM and WHERE selecting `count(*)` as `n`.
 */
export async function pageOfQuery<T>(
  rows: { limit(n: number): { offset(n: number): { execute(): Promise<T[]> } } },
  count: { executeTakeFirst(): Promise<{ n: string | number | bigint } | undefined> },
  page: number,
  size: number,
): Promise<{ items: T[]; totalCount: number }> {
  const items = await rows
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const total = await count.executeTakeFirst();
  return { items, totalCount: Number(total?.n ?? 0) };
}
