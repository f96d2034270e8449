import { sql, type Kysely, type RawBuilder } from 'kysely';
import { assertSafeSchemaName } from '@concord/db';

// Company tables are reached only through schema-qualified names built here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

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
