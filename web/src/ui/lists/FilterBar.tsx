import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiLabels } from '../messages';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './usePagedList';

/** A list's filters in a row, with Clear filters while any is set. */
export function FilterBar<Spec extends FilterSpec>({
  filters,
  children,
}: {
  filters: ListFilters<Spec>;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Flex gap="3" wrap="wrap" align="center" role="search" data-testid="list-filters">
      {children}
      {filters.active && (
        <Button size="sm" variant="ghost" onClick={filters.clear} data-testid="filter-clear">
          {intl.formatMessage(uiLabels.clearFilters)}
        </Button>
      )}
    </Flex>
  );
}
