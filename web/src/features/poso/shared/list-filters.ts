/** List filters kept in the URL beside the page (`?status=2&vendor=3&number=PO-12`). */
export type ListFilters = { statusId: number | null; vendorId: number | null; number: string };

export const filterKeys = { statusId: 'status', vendorId: 'vendor', number: 'number' } as const;

const maxNumberLength = 50;

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** Filters from the URL; anything unusable is ignored rather than sent to the server. */
export function readListFilters(search: URLSearchParams): ListFilters {
  return {
    statusId: positiveId(search.get(filterKeys.statusId)),
    vendorId: positiveId(search.get(filterKeys.vendorId)),
    number: (search.get(filterKeys.number) ?? '').trim().slice(0, maxNumberLength),
  };
}

/** One filter changed: the others stay, and the list goes back to its first page. */
export function writeListFilter<K extends keyof ListFilters>(
  search: URLSearchParams,
  key: K,
  value: ListFilters[K],
): URLSearchParams {
  const next = new URLSearchParams(search);
  const name = filterKeys[key];
  const text = value === null ? '' : String(value).trim();
  if (text) next.set(name, text);
  else next.delete(name);
  next.delete('page');
  return next;
}

export function hasFilters(filters: ListFilters): boolean {
  return filters.statusId !== null || filters.vendorId !== null || filters.number !== '';
}

/** The GraphQL filter: only what is set. */
export function filterVariables(filters: ListFilters, numberField: 'poNumber' | 'invoiceNumber') {
  return {
    ...(filters.statusId === null ? {} : { statusId: filters.statusId }),
    ...(filters.vendorId === null ? {} : { vendorId: filters.vendorId }),
    ...(filters.number ? { [numberField]: filters.number } : {}),
  };
}
