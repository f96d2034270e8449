import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListFilters, writeListFilter, type ListFilters } from './list-filters';

/** The list's filters from the URL, and a setter that keeps the rest of the URL. */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const filters = useMemo(() => readListFilters(new URLSearchParams(key)), [key]);
  const setFilter = useCallback(
    <K extends keyof ListFilters>(name: K, value: ListFilters[K]) =>
      setSearchParams((current) => writeListFilter(current, name, value), { replace: true }),
    [setSearchParams],
  );
  const clear = useCallback(
    () =>
      setSearchParams(
        (current) => {
          let next = writeListFilter(current, 'status', null);
          next = writeListFilter(next, 'vendorId', null);
          return writeListFilter(next, 'number', '');
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, setFilter, clear };
}
