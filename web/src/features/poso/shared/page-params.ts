/** Page sizes offered under every list; the poso service caps a page at 100. */
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;
const maxPage = 100_000;

export type PageState = { page: number; size: number };

function keys(prefix: string) {
  return prefix ? { page: `${prefix}Page`, size: `${prefix}Size` } : { page: 'page', size: 'size' };
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
