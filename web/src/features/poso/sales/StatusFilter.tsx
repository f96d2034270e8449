import { SegmentGroup } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { statusLabel, type DocumentKind, type StatusOf } from '../shared/status';
import { salesLabels } from './messages';
import { readStatusFilter, writeStatusFilter } from './status-filter';

/** Narrows a list to one status, kept in the URL so reload and back keep it. */
export function useStatusFilter<Status extends string>(options: readonly Status[]) {
  const [search] = useSearchParams();
  return readStatusFilter(search, options);
}

export function StatusFilter<Kind extends DocumentKind>({
  kind,
  options,
}: {
  kind: Kind;
  options: readonly StatusOf[Kind][];
}) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const current = readStatusFilter(search, options);
  const items = [
    { value: 'all', label: intl.formatMessage(salesLabels.all) },
    ...options.map((status) => ({
      value: status,
      label: intl.formatMessage(statusLabel(kind, status)),
    })),
  ];
  return (
    <SegmentGroup.Root
      size="sm"
      value={current ?? 'all'}
      onValueChange={(details) =>
        setSearch((previous) =>
          writeStatusFilter(previous, details.value === 'all' ? null : details.value),
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
