import { Box, SegmentGroup } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { uiLabels } from '../messages';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './usePagedList';

const all = '*';

// The chosen segment is drawn by its own background, not by the sliding indicator: the
// indicator measures the segment when it mounts, which made the browser style and lay out the
// whole new screen inside that script (a long task on every list's first load, see
// docs/benchmarks.md). These are the looks the recipe gives the indicator.
const checkedCss = {
  '& [data-part="item"][data-state="checked"]': {
    bg: 'var(--segment-indicator-bg)',
    shadow: 'var(--segment-indicator-shadow)',
  },
} as const;

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
  const current = options.find((option) => option === filters.values[name]);
  const items = [
    { value: all, label: intl.formatMessage(uiLabels.all) },
    ...options.map((option) => ({ value: option, label: intl.formatMessage(optionLabel(option)) })),
  ];
  // Many values (a reco's states) scroll within their own strip on a phone, not the page.
  return (
    <Box alignSelf="flex-start" maxW="full" minW="0" overflowX="auto">
      <SegmentGroup.Root
        size="sm"
        value={current ?? all}
        onValueChange={(details) =>
          filters.set(name, details.value === all || !details.value ? null : details.value)
        }
        aria-label={intl.formatMessage(label)}
        data-testid={testId}
        css={checkedCss}
      >
        <SegmentGroup.Items items={items} />
      </SegmentGroup.Root>
    </Box>
  );
}
