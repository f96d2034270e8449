import { SegmentGroup } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { uiLabels } from '../messages';
import type { FilterSpec } from './list-params';
import { SelectFilter } from './SelectFilter';
import type { ListFilters } from './usePagedList';
import { phoneQuery, useMediaQuery } from '../useMediaQuery';

const all = '*';

/** A few values of one filter side by side (a list's statuses), and All. */
export function SegmentFilter<Spec extends FilterSpec, Value extends string>({
  filters,
  name,
  label,
  options,
  optionLabel,
  testId = 'status-filter',
}: {
  filters: ListFilters<Spec>;
  name: keyof Spec & string;
  label: MessageDescriptor;
  options: readonly Value[];
  optionLabel: (value: Value) => MessageDescriptor;
  testId?: string;
}) {
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
  const current = options.find((option) => option === filters.values[name]);
  const items = [
    { value: all, label: intl.formatMessage(uiLabels.all) },
    ...options.map((option) => ({ value: option, label: intl.formatMessage(optionLabel(option)) })),
  ];
  // A phone has no room for the segments side by side: the same choice as a select.
  if (phone)
    return (
      <SelectFilter
        filters={filters}
        name={name}
        label={label}
        options={items.slice(1)}
        testId={testId}
      />
    );
  return (
    <SegmentGroup.Root
      size="sm"
      value={current ?? all}
      onValueChange={(details) =>
        filters.set(name, details.value === all || !details.value ? null : details.value)
      }
      aria-label={intl.formatMessage(label)}
      data-testid={testId}
      alignSelf="flex-start"
      maxW="full"
      overflowX="auto"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={items} />
    </SegmentGroup.Root>
  );
}
