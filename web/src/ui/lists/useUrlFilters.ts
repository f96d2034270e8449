import { useCallback, useMemo } from 'react';
import { readFilters, writeFilter, type FilterSpec, type FilterValues } from './list-params';
import { useSearchState } from './useSearchState';

export type ListFilters<Spec extends FilterSpec> = {
  values: FilterValues<Spec>;
  /** Sets one filter, keeping the others; a list goes back to page 1. */
  set: (name: keyof Spec & string, value: string | number | null) => void;
  clear: () => void;
  /** Some filter is set. */
  active: boolean;
};

/**
 * Filters kept in the URL by name (`?status=RAISED&number=PO-12`), each read by its parser, so
 * reload and a shared link show the same view. `prefix` names the page parameter a change resets.
 */
export function useUrlFilters<Spec extends FilterSpec>(
  spec: Spec | undefined,
  prefix = '',
): ListFilters<Spec> {
  const [search, setSearch] = useSearchState();
  const key = search.toString();
  // The filter spec is a constant of the screen; the URL decides.
  const values = useMemo(() => readFilters(new URLSearchParams(key), spec ?? ({} as Spec)), [key]);
  const set = useCallback(
    (name: string, value: string | number | null) =>
      setSearch((current) => writeFilter(current, name, value, prefix), { replace: true }),
    [prefix, setSearch],
  );
  // By the filters' names, which stay put while a screen passes a new spec object each render.
  const names = Object.keys(spec ?? {}).join(',');
  const clear = useCallback(
    () =>
      setSearch(
        (current) =>
          names
            .split(',')
            .filter(Boolean)
            .reduce((next, name) => writeFilter(next, name, null, prefix), current),
        { replace: true },
      ),
    [prefix, setSearch, names],
  );
  // The same object while the URL is: a screen's filter controls, memoised on it, are not
  // drawn again when only the list's rows change.
  return useMemo(
    () => ({ values, set, clear, active: Object.values(values).some((value) => value !== null) }),
    [values, set, clear],
  );
}
