import { sql, type RawBuilder } from 'kysely';
import { assertSafeSchemaName, type Db } from '@concord/db';

// The typed database of every service; company tables are reached through
// `companyTables(db, schema)` (packages/db), or, in the raw SQL that remains, through the
// schema-qualified names `tbl` builds with the same allowlist.
export type { Db };

/** `"schema"."table"` for a company table. */
export function tbl(schema: string, table: string): RawBuilder<unknown> {
  return sql.id(assertSafeSchemaName(schema), table) as RawBuilder<unknown>;
}

export async function rowsOf<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  const result = await query.execute(db);
  return result.rows;
}

export async function firstOf<T>(db: Db, query: RawBuilder<T>): Promise<T | undefined> {
  const result = await query.execute(db);
  return result.rows[0];
}

/** One page of a list and the total for the same filters; both queries share one WHERE. */
export async function pageOf<T>(
  db: Db,
  q: {
    /** Column list followed by its FROM clause. */
    columns: RawBuilder<unknown>;
    /** The main table with its alias, for the count. */
    from: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    orderBy: RawBuilder<unknown>;
    page: number;
    size: number;
  },
): Promise<{ items: T[]; totalCount: number }> {
  const items = await rowsOf(
    db,
    sql<T>`SELECT ${q.columns} WHERE ${q.where}
      ORDER BY ${q.orderBy} LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
  );
  const count = await firstOf(
    db,
    sql<{ n: string }>`SELECT count(*)::text AS n FROM ${q.from} WHERE ${q.where}`,
  );
  return { items, totalCount: Number(count?.n ?? 0) };
}

/** An ILIKE pattern matching values that contain `text` (its % _ and \ taken literally). */
export function containsPattern(text: string): string {
  return '%' + text.replace(/[%_\\]/g, '\\$&') + '%';
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
