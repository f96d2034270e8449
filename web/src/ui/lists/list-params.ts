/** Page sizes offered under every list; the services cap a page at 100. */
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;
const maxPage = 100_000;

export type PageState = { page: number; size: number };

export type SortDirection = 'ASC' | 'DESC';
export type SortState<Field extends string> = { field: Field; direction: SortDirection };

/** The URL names of one list's parameters; a prefix keeps two lists on a screen apart. */
function keys(prefix: string) {
  const name = (key: string) => (prefix ? `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}` : key);
  return { page: name('page'), size: name('size'), sort: name('sort'), order: name('order') };
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** Page and size from the URL; anything missing or unusable falls back to page 1, size 10. */
export function readPageParams(search: URLSearchParams, prefix = ''): PageState {
  const name = keys(prefix);
  const page = positiveInt(search.get(name.page));
  const size = positiveInt(search.get(name.size));
  return {
    page: page === null ? 1 : Math.min(page, maxPage),
    size: size !== null && (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

/** The URL's other parameters are kept; defaults are left out so plain list URLs stay plain. */
export function writePageParams(
  search: URLSearchParams,
  { page, size }: PageState,
  prefix = '',
): URLSearchParams {
  const name = keys(prefix);
  const next = new URLSearchParams(search);
  if (page > 1) next.set(name.page, String(page));
  else next.delete(name.page);
  if (size !== defaultPageSize) next.set(name.size, String(size));
  else next.delete(name.size);
  return next;
}

/** The sort the URL asks for (`?sort=PO_DATE&order=desc`), when the list offers that field. */
export function readSort<Field extends string>(
  search: URLSearchParams,
  fields: readonly Field[],
  prefix = '',
): SortState<Field> | null {
  const name = keys(prefix);
  const field = fields.find((candidate) => candidate === search.get(name.sort));
  if (field === undefined) return null;
  return { field, direction: search.get(name.order) === 'desc' ? 'DESC' : 'ASC' };
}

/** Another sort starts again on page 1; null goes back to the list's own order. */
export function writeSort(
  search: URLSearchParams,
  sort: SortState<string> | null,
  prefix = '',
): URLSearchParams {
  const name = keys(prefix);
  const next = new URLSearchParams(search);
  if (sort === null) {
    next.delete(name.sort);
    next.delete(name.order);
  } else {
    next.set(name.sort, sort.field);
    if (sort.direction === 'DESC') next.set(name.order, 'desc');
    else next.delete(name.order);
  }
  next.delete(name.page);
  return next;
}

/** A header click: ascending first, then descending, then the list's own order again. */
export function nextSort<Field extends string>(
  current: SortState<Field> | null,
  field: Field,
): SortState<Field> | null {
  if (current?.field !== field) return { field, direction: 'ASC' };
  return current.direction === 'ASC' ? { field, direction: 'DESC' } : null;
}

/** The page that keeps the current first row in view after the page size changes. */
export function pageForSize({ page, size }: PageState, nextSize: number): number {
  return Math.floor(((page - 1) * size) / nextSize) + 1;
}

export type PageRange = { from: number; to: number; total: number; lastPage: number };

/** What "1-10 of 37" says, for a page that may be past the end. */
export function pageRange({ page, size }: PageState, totalCount: number): PageRange {
  const total = Math.max(0, totalCount);
  const lastPage = Math.max(1, Math.ceil(total / size));
  const first = (page - 1) * size + 1;
  if (first > total) return { from: 0, to: 0, total, lastPage };
  return { from: first, to: Math.min(page * size, total), total, lastPage };
}

// ---- filters ----

/** How one filter reads its URL value: null when absent or unusable (never sent). */
export type FilterParser<Value> = (raw: string | null) => Value | null;

/** One of a closed set of values, such as a status enum. */
export function oneOf<Value extends string>(values: readonly Value[]): FilterParser<Value> {
  return (raw) => values.find((value) => value === raw) ?? null;
}

/** A numeric id (a vendor, a customer). */
export const positiveId: FilterParser<number> = (raw) => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
};

/** A calendar day written `YYYY-MM-DD` that exists (no 30 February). */
export const calendarDay: FilterParser<string> = (raw) => {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const [year, month, day] = raw.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
    ? raw
    : null;
};

/** Text to search for, trimmed and capped. */
export function searchText(maxLength = 50): FilterParser<string> {
  return (raw) => {
    const text = (raw ?? '').trim().slice(0, maxLength);
    return text || null;
  };
}

export type FilterSpec = Record<string, FilterParser<unknown>>;
export type FilterValues<Spec extends FilterSpec> = {
  [Name in keyof Spec]: Spec[Name] extends FilterParser<infer Value> ? Value | null : never;
};

export function readFilters<Spec extends FilterSpec>(
  search: URLSearchParams,
  spec: Spec,
): FilterValues<Spec> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, parse]) => [name, parse(search.get(name))]),
  ) as FilterValues<Spec>;
}

/** One filter changed: the others stay, and the list goes back to its first page. */
export function writeFilter(
  search: URLSearchParams,
  name: string,
  value: string | number | null,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(search);
  const text = value === null ? '' : String(value).trim();
  if (text) next.set(name, text);
  else next.delete(name);
  next.delete(keys(prefix).page);
  return next;
}
