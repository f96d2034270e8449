import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageForSize, readPageParams, writePageParams } from './page-params';

export type PageParams = {
  page: number;
  size: number;
  /** A new history entry, so back and forward walk through pages; `replace` for corrections. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSize: (size: number) => void;
};

/**
 * Page and size of a list, kept in the URL (`?page=2&size=25`) so reload, back and forward
 * keep the page. A prefix keeps two lists on one screen apart (`?salesPage=2`).
 */
export function usePageParams(prefix = ''): PageParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, size } = readPageParams(searchParams, prefix);

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) =>
          writePageParams(current, { ...readPageParams(current, prefix), page: next }, prefix),
        { replace: options?.replace ?? false },
      ),
    [prefix, setSearchParams],
  );

  const setSize = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const state = readPageParams(current, prefix);
        return writePageParams(current, { page: pageForSize(state, next), size: next }, prefix);
      }),
    [prefix, setSearchParams],
  );

  return useMemo(() => ({ page, size, setPage, setSize }), [page, size, setPage, setSize]);
}
