import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export type SearchUpdate = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/**
 * The URL's query parameters, and a setter whose change starts from the address as it is now.
 * react-router's own functional setter starts from the parameters of the last render, so a
 * change made before an earlier one has rendered (Clear filters, then typing at once on a busy
 * machine) wrote the earlier parameters back; the router updates the address before it renders.
 */
export function useSearchState(): [URLSearchParams, SearchUpdate] {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback<SearchUpdate>(
    (change, options) => {
      const next = change(new URLSearchParams(window.location.search));
      void navigate(`?${next.toString()}`, options);
    },
    [navigate],
  );
  return [search, update];
}
