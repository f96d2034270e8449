import { sql, type RawBuilder } from 'kysely';
import { badRequest } from './errors.js';

// Lists are sorted by one of a few keys each list allows (the wire name of the field it
// sorts by); the SQL for each key is fixed in the repository, never built from the input.

export type SortOrder = 'asc' | 'desc';
export type Sort<K extends string> = { key: K; order: SortOrder };

/** The requested sort (`order` defaults to asc), or undefined for the list's default order. */
export function sortOf<K extends string>(input: {
  sort?: K | undefined;
  order?: SortOrder | undefined;
}): Sort<K> | undefined {
  if (input.sort === undefined) {
    if (input.order !== undefined)
      throw badRequest('Invalid input', { order: 'Give sort with order' });
    return undefined;
  }
  return { key: input.sort, order: input.order ?? 'asc' };
}

/** Text sorts ignore case (the database collation may not). */
export const textKey = (expression: RawBuilder<unknown>) => sql`lower(${expression})`;

/**
 * ORDER BY of a list: the allowlisted expression of the sort key, then the row id in the
 * same direction, so rows with equal values keep one order from page to page.
 */
export function orderBy<K extends string>(
  allowed: Record<K, RawBuilder<unknown>>,
  idColumn: string,
  sort: Sort<K>,
): RawBuilder<unknown> {
  const expression = Object.hasOwn(allowed, sort.key) ? allowed[sort.key] : undefined;
  if (!expression) throw badRequest('Invalid input', { sort: 'Unknown sort key' });
  const direction = sort.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${expression} ${direction} NULLS LAST, ${sql.ref(idColumn)} ${direction}`;
}
