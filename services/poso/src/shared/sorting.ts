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
