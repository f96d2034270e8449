import { Field, Input } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './useUrlFilters';

/** A filter that is one calendar day (a period's bound), picked with the browser's date input. */
export function DateFilter<Spec extends FilterSpec>({
  filters,
  name,
  label,
  testId,
}: {
  filters: ListFilters<Spec>;
  name: keyof Spec & string;
  label: MessageDescriptor;
  testId: string;
}) {
  const intl = useIntl();
  const value = filters.values[name];
  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label textStyle="xs">{intl.formatMessage(label)}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => filters.set(name, event.currentTarget.value || null)}
        data-testid={testId}
      />
    </Field.Root>
  );
}
