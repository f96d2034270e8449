import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NumberSearch } from '../shared/NumberSearch';
import { statusLabel, type DocumentKind, type StatusOf } from '../shared/status';
import { hasFilters, type ListFilters } from '../shared/list-filters';
import { actions, purchasesLabels } from './messages';
import { useListFilters } from '../shared/useListFilters';

export type FilterOption = { id: number | string; name: string };

type Props<Kind extends DocumentKind> = {
  kind: Kind;
  statuses?: readonly StatusOf[Kind][];
  vendors?: readonly FilterOption[] | undefined;
  numberLabel: MessageDescriptor;
};

/** Status, vendor and number filters of a purchases list, kept in the URL. */
export function ListFilterBar<Kind extends DocumentKind>({
  kind,
  statuses,
  vendors,
  numberLabel,
}: Props<Kind>) {
  const intl = useIntl();
  const { filters, setFilter, clear } = useListFilters();
  const select = (
    name: keyof Pick<ListFilters, 'status' | 'vendorId'>,
    label: MessageDescriptor,
    options: readonly FilterOption[],
    testId: string,
  ) => (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
      <NativeSelect.Field
        aria-label={intl.formatMessage(label)}
        value={filters[name] ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (name === 'status') setFilter(name, value || null);
          else setFilter(name, value ? Number(value) : null);
        }}
        data-testid={testId}
      >
        <option value="">{intl.formatMessage(label)}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const statusOptions = (statuses ?? []).map((status) => ({
    id: status,
    name: intl.formatMessage(statusLabel(kind, status)),
  }));

  return (
    <Flex gap="2" wrap="wrap" mb="3" role="search" data-testid="list-filters">
      <NumberSearch label={numberLabel} />
      {statuses && select('status', purchasesLabels.allStatuses, statusOptions, 'filter-status')}
      {vendors && select('vendorId', purchasesLabels.allVendors, vendors, 'filter-vendor')}
      {hasFilters(filters) && (
        <Button size="sm" variant="ghost" onClick={clear} data-testid="filter-clear">
          {intl.formatMessage(actions.clearFilters)}
        </Button>
      )}
    </Flex>
  );
}
