import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuCalendar } from 'react-icons/lu';
import { fromDayMonthYear, isIsoDate, toDayMonthYear } from '../forms/dates';
import { uiLabels } from '../messages';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './useUrlFilters';

/**
 * A filter that is one calendar day (a period's bound), typed as dd/mm/yyyy whatever the
 * browser's locale (a native date input shows mm/dd/yyyy in an en-US browser), or picked in
 * the browser's calendar. The filter changes once the text names a real day, or is cleared.
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
  const value = typeof raw === 'string' ? raw : '';
  const [text, setText] = useState(() => toDayMonthYear(value));
  const picker = useRef<HTMLInputElement | null>(null);

  // A day picked in the calendar or a cleared filter rewrites the text; typing leaves it alone.
  useEffect(() => {
    setText((current) => (fromDayMonthYear(current) === value ? current : toDayMonthYear(value)));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const day = fromDayMonthYear(next);
    if (next.trim() === '') filters.set(name, null);
    else if (isIsoDate(day)) filters.set(name, day);
  };

  return (
    <Field.Root width={{ base: 'full', sm: '44' }}>
      <Field.Label textStyle="xs">{intl.formatMessage(label)}</Field.Label>
      <InputGroup
        endElement={
          <>
            <IconButton
              variant="ghost"
              size="xs"
              me="-2"
              aria-label={intl.formatMessage(uiLabels.openCalendar)}
              onClick={() => picker.current?.showPicker()}
              data-testid={`${testId}-calendar`}
            >
              <LuCalendar />
            </IconButton>
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={isIsoDate(value) ? value : ''}
              onChange={(event) => {
                if (event.target.value) change(toDayMonthYear(event.target.value));
              }}
              style={{ position: 'absolute', bottom: 0, width: 1, height: 1, opacity: 0 }}
            />
          </>
        }
      >
        <Input
          size="sm"
          value={text}
          placeholder={intl.formatMessage(uiLabels.datePlaceholder)}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => change(event.currentTarget.value)}
          data-testid={testId}
        />
      </InputGroup>
    </Field.Root>
  );
}
