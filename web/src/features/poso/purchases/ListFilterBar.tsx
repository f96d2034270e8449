import { Button, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import { statusLabel } from '../shared/status';
import { hasFilters, type ListFilters } from './filters';
import { actions, purchasesLabels } from './messages';
import { useListFilters } from './useListFilters';

export type FilterOption = { id: number; name: string };

type Props = {
  kind: 'po' | 'invoice';
  statuses?: readonly { statusId: number; name: string }[] | undefined;
  vendors?: readonly FilterOption[] | undefined;
  numberLabel: MessageDescriptor;
};

const typingDelayMs = 350;

/** Status, vendor and number filters of a purchases list, kept in the URL. */
export function ListFilterBar({ kind, statuses, vendors, numberLabel }: Props) {
  const intl = useIntl();
  const { filters, setFilter, clear } = useListFilters();
  const [number, setNumber] = useState(filters.number);
  const [synced, setSynced] = useState(filters.number);

  // The URL wins when it changes from outside (back button, Clear filters); what is being
  // typed stays as it is when it already says the same.
  if (filters.number !== synced) {
    setSynced(filters.number);
    if (number.trim() !== filters.number) setNumber(filters.number);
  }
  useEffect(() => {
    if (number.trim() === filters.number) return;
    const timer = setTimeout(() => setFilter('number', number), typingDelayMs);
    return () => clearTimeout(timer);
  }, [number, filters.number, setFilter]);

  const select = (
    name: keyof Pick<ListFilters, 'statusId' | 'vendorId'>,
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
          setFilter(name, value ? Number(value) : null);
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

  const statusOptions = (statuses ?? []).map((status) => {
    const label = statusLabel(kind, { id: status.statusId, name: status.name });
    return { id: status.statusId, name: label ? intl.formatMessage(label) : status.name };
  });

  return (
    <Flex gap="2" wrap="wrap" mb="3" role="search" data-testid="list-filters">
      <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '64' }}>
        <Input
          size="sm"
          type="search"
          value={number}
          maxLength={50}
          placeholder={intl.formatMessage(numberLabel)}
          aria-label={intl.formatMessage(numberLabel)}
          onChange={(event) => setNumber(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('number', number);
          }}
          data-testid="filter-number"
        />
      </InputGroup>
      {statuses && select('statusId', purchasesLabels.allStatuses, statusOptions, 'filter-status')}
      {vendors && select('vendorId', purchasesLabels.allVendors, vendors, 'filter-vendor')}
      {hasFilters(filters) && (
        <Button size="sm" variant="ghost" onClick={clear} data-testid="filter-clear">
          {intl.formatMessage(actions.clearFilters)}
        </Button>
      )}
    </Flex>
  );
}
