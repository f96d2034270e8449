/** List filters kept in the URL beside the page (`?status=RAISED&vendor=3&number=PO-12`). */
export type ListFilters = { status: string | null; vendorId: number | null; number: string };

export const filterKeys = { status: 'status', vendorId: 'vendor', number: 'number' } as const;

const maxNumberLength = 50;

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** A status enum value such as WAITING_FOR_APPROVAL; which ones a list has is its own affair. */
function statusName(raw: string | null): string | null {
  return raw !== null && /^[A-Z][A-Z_]{0,39}$/.test(raw) ? raw : null;
}

/** Filters from the URL; anything unusable is ignored rather than sent to the server. */
export function readListFilters(search: URLSearchParams): ListFilters {
  return {
    status: statusName(search.get(filterKeys.status)),
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
  return filters.status !== null || filters.vendorId !== null || filters.number !== '';
}

/** The GraphQL filter: only what is set, and a status only when the list has it. */
export function filterVariables<Status extends string>(
  filters: ListFilters,
  numberField: 'poNumber' | 'invoiceNumber',
  statuses: readonly Status[],
) {
  const status = statuses.find((candidate) => candidate === filters.status);
  return {
    ...(status === undefined ? {} : { status }),
    ...(filters.vendorId === null ? {} : { vendorId: filters.vendorId }),
    ...(filters.number ? { [numberField]: filters.number } : {}),
  };
}
