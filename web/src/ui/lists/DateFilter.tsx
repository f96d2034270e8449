import { Field } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isIsoDate } from '../forms/dates';
import { DayInput } from '../forms/DayInput';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './useUrlFilters';

/**
 * A filter that is one calendar day (a period's bound), typed as dd/mm/yyyy or picked in the
 * browser's calendar. The filter changes once the text names a real day, or is cleared.
 */
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
  const raw = filters.values[name];
  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label textStyle="xs">{intl.formatMessage(label)}</Field.Label>
      <DayInput
        size="sm"
        value={typeof raw === 'string' ? raw : ''}
        onChange={(day, text) => {
          if (text.trim() === '') filters.set(name, null);
          else if (isIsoDate(day)) filters.set(name, day);
        }}
        testId={testId}
      />
    </Field.Root>
  );
}
