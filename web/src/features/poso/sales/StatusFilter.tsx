import { SegmentGroup } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { salesLabels } from './messages';
import { readStatusFilter, writeStatusFilter } from './status-filter';

export type StatusOption = { statusId: number; label: MessageDescriptor };

/** Narrows a list to one status, kept in the URL so reload and back keep it. */
export function useStatusFilter(options: readonly StatusOption[]) {
  const [search] = useSearchParams();
  return readStatusFilter(
    search,
    options.map((option) => option.statusId),
  );
}

export function StatusFilter({ options }: { options: readonly StatusOption[] }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const current = readStatusFilter(
    search,
    options.map((option) => option.statusId),
  );
  const items = [
    { value: 'all', label: intl.formatMessage(salesLabels.all) },
    ...options.map((option) => ({
      value: String(option.statusId),
      label: intl.formatMessage(option.label),
    })),
  ];
  return (
    <SegmentGroup.Root
      size="sm"
      value={current === null ? 'all' : String(current)}
      onValueChange={(details) =>
        setSearch((previous) =>
          writeStatusFilter(previous, details.value === 'all' ? null : Number(details.value)),
        )
      }
      aria-label={intl.formatMessage(salesLabels.statusFilter)}
      data-testid="status-filter"
      alignSelf="flex-start"
      maxW="full"
      overflowX="auto"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={items} />
    </SegmentGroup.Root>
  );
}
