import { NativeSelect } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './usePagedList';

/** One filter chosen from a longer list (a vendor); the first option, `label`, means any. */
export function SelectFilter<Spec extends FilterSpec>({
  filters,
  name,
  label,
  options,
  testId,
}: {
  filters: ListFilters<Spec>;
  name: keyof Spec & string;
  label: MessageDescriptor;
  options: readonly { value: string | number; label: string }[];
  testId: string;
}) {
  const intl = useIntl();
  const value = filters.values[name];
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
      <NativeSelect.Field
        aria-label={intl.formatMessage(label)}
        value={value === null ? '' : String(value)}
        onChange={(event) => filters.set(name, event.currentTarget.value || null)}
        data-testid={testId}
      >
        <option value="">{intl.formatMessage(label)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
