import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { usePageParams, type PageParams } from '../shared/usePageParams';
import { usePurchasesScope } from './usePurchasesScope';

type PageOf<Row> = { items: Row[]; totalCount: number };

/** What a PagedTable needs from its query. */
export type ListTable<Row> = {
  rows: Row[] | undefined;
  totalCount: number | undefined;
  paging: PageParams;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

/**
 * A paged list query of the active company: page and size from the URL (`prefix` keeps two
 * lists apart), the rest of the variables as given, skipped until the company token is in.
 */
export function usePagedList<Data, Variables extends { page: number; size: number }, Row>(
  document: TypedDocumentNode<Data, Variables>,
  pick: (data: Data) => PageOf<Row>,
  variables: Omit<Variables, 'page' | 'size'>,
  prefix = '',
): ListTable<Row> {
  const { ready } = usePurchasesScope();
  const paging = usePageParams(prefix);
  const query = useQuery<Data, Variables>(document, {
    skip: !ready,
    variables: { ...variables, page: paging.page, size: paging.size } as Variables,
  });
  const page = query.data ? pick(query.data) : undefined;
  return {
    rows: page?.items,
    totalCount: page?.totalCount,
    paging,
    loading: !ready || query.loading,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
