import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import {
  nextSort,
  pageForSize,
  readPageParams,
  readSort,
  writePageParams,
  writeSort,
  type FilterSpec,
  type FilterValues,
} from './list-params';
import { useSearchState } from './useSearchState';
import { useUrlFilters } from './useUrlFilters';

type PageOf<Row> = { items: readonly Row[]; totalCount: number };

/** Variables every paged list query takes; `sort` only where the list can be sorted. */
type ListVariables = { page: number; size: number; sort?: unknown };

export type PagedListOptions<
  Data,
  Variables,
  Row,
  Spec extends FilterSpec,
  Field extends string,
> = {
  /** The page of rows in the query's answer. */
  pick: (data: Data) => PageOf<Row>;
  /** Filters kept in the URL by name (`?status=RAISED&number=PO-12`), each with its parser. */
  filters?: Spec;
  /** The query's other variables, usually its `filter` built from the filters' values. */
  variables?: (filters: FilterValues<Spec>) => Omit<Variables, keyof ListVariables>;
  /** What the list may be sorted by (`?sort=PO_DATE&order=desc`); none: the list's own order. */
  sortFields?: readonly Field[];
  /** Keeps the URL parameters of two lists on one screen apart (`?salesPage=2`). */
  prefix?: string;
  /** Not yet (the company's token is not in place). */
  skip?: boolean;
};

export type PageParams = {
  page: number;
  size: number;
  /** A new history entry, so back and forward walk through pages; `replace` for corrections. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSize: (size: number) => void;
};

export type { ListFilters } from './useUrlFilters';

/**
 * A paged list query whose page, size, sort and filters live in the URL, so reload, back,
 * forward and a shared link show the same rows. Rows of the page before stay on screen
 * (dimmed by PagedTable) while the next one loads. `table` spreads into PagedTable.
 */
export function usePagedList<
  Data,
  Variables extends ListVariables,
  Row,
  Spec extends FilterSpec = Record<never, never>,
  Field extends string = never,
>(
  document: TypedDocumentNode<Data, Variables>,
  options: PagedListOptions<Data, Variables, Row, Spec, Field>,
) {
  const { pick, filters: spec, variables, sortFields, prefix = '', skip = false } = options;
  const [search, setSearch] = useSearchState();
  const key = search.toString();
  const state = useMemo(() => {
    const current = new URLSearchParams(key);
    return {
      ...readPageParams(current, prefix),
      sort: sortFields ? readSort(current, sortFields, prefix) : null,
    };
    // The field and filter lists are constants of the screen; the URL and prefix decide.
  }, [key, prefix]);

  const filters = useUrlFilters(spec, prefix);

  const query = useQuery<Data, Variables>(document, {
    skip,
    // A page of rows is not written into the normalised cache: writing 100 rows and telling
    // every watcher took the longest task of a list's load (docs/benchmarks.md). Lists read
    // the network each time anyway, actions on rows refetch the active queries, and a row's
    // own screen asks for its record; what is lost is the previous visit's rows while the
    // page loads again.
    fetchPolicy: 'no-cache',
    variables: {
      ...(variables ? variables(filters.values) : {}),
      page: state.page,
      size: state.size,
      ...(sortFields ? { sort: state.sort } : {}),
    } as Variables,
  });

  const setPage = useCallback(
    (page: number, pageOptions?: { replace?: boolean }) =>
      setSearch(
        (current) => writePageParams(current, { ...readPageParams(current, prefix), page }, prefix),
        { replace: pageOptions?.replace ?? false },
      ),
    [prefix, setSearch],
  );
  const setSize = useCallback(
    (size: number) =>
      setSearch((current) => {
        const now = readPageParams(current, prefix);
        return writePageParams(current, { page: pageForSize(now, size), size }, prefix);
      }),
    [prefix, setSearch],
  );
  const onSort = useCallback(
    (field: Field) =>
      setSearch((current) =>
        writeSort(current, nextSort(readSort(current, sortFields ?? [], prefix), field), prefix),
      ),
    [prefix, setSearch, sortFields],
  );

  const answer = query.data ?? query.previousData;
  // Apollo hands a new answer to React through useSyncExternalStore, whose render cannot be
  // interrupted: a page of 100 rows (cards on a phone) was one task of seconds on a slow phone.
  // The rows render from a deferred copy instead, in slices React yields between; until then the
  // table shows what it had, marked as loading.
  const shown = useDeferredValue(answer);
  const page = shown ? pick(shown) : undefined;
  const paging: PageParams = useMemo(
    () => ({ page: state.page, size: state.size, setPage, setSize }),
    [state.page, state.size, setPage, setSize],
  );

  return {
    table: {
      rows: page?.items,
      totalCount: page?.totalCount,
      paging,
      loading: skip || query.loading || shown !== answer,
      error: query.error,
      onRetry: () => void query.refetch(),
      ...(sortFields ? { sort: state.sort, onSort } : {}),
    },
    filters,
    /** The whole answer, for screens that show more than the rows (counts, other lists). */
    data: shown,
    /** Asks again, keeping page, sort and filters: for a screen told its rows changed. */
    refresh: () => void query.refetch(),
  };
}
