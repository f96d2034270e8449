type ListQuery = { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
type Page<Row> = { items: Row[]; totalCount: number };

/**
 * The PagedTable props a list query gives: rows (the previous page's while the next one
 * loads), count, loading (also while the company token is not in place), error and Retry.
 */
export function tableState<Row>(query: ListQuery, page: Page<Row> | undefined, ready: boolean) {
  return {
    rows: page?.items,
    totalCount: page?.totalCount,
    loading: query.loading || !ready,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
