import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuCalendar } from 'react-icons/lu';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { uiLabels } from '../messages';
import { fromDayMonthYear, toDayMonthYear } from './dates';

/**
 * A date field that reads dd/mm/yyyy whatever the browser's locale (a native date input
 * shows mm/dd/yyyy in an en-US browser), with a button opening the browser's calendar. The
 * form keeps YYYY-MM-DD; text that names no day stays as typed so the field's rule refuses it.
 */
export function DateField<Values extends FieldValues>({
  control,
  name,
  validate,
  onValueChange,
  testId,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** The field's rule, given the ISO day (or the text when it names none) and the form. */
  validate: (value: string, values: Values) => true | string;
  onValueChange?: () => void;
  testId: string;
}) {
  const intl = useIntl();
  const rules = {
    validate: (value: unknown, values: Values) =>
      validate(typeof value === 'string' ? value : '', values),
  };
  const { field } = useController({
    control,
    name,
    rules: rules,
  });
  const value = String(field.value ?? '');
  const [text, setText] = useState(() => toDayMonthYear(value));
  const picker = useRef<HTMLInputElement | null>(null);

  // A reset or a day picked in the calendar rewrites the text; typing leaves it alone.
  useEffect(() => {
    setText((current) => (fromDayMonthYear(current) === value ? current : toDayMonthYear(value)));
  }, [value]);

  const change = (next: string) => {
    field.onChange(next);
    onValueChange?.();
  };

  return (
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
            value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
            onChange={(event) => {
              if (event.target.value) change(event.target.value);
            }}
            style={{ position: 'absolute', bottom: 0, width: 1, height: 1, opacity: 0 }}
          />
        </>
      }
    >
      <Input
        ref={field.ref}
        name={field.name}
        value={text}
        placeholder={intl.formatMessage(uiLabels.datePlaceholder)}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          change(fromDayMonthYear(event.target.value));
        }}
        onBlur={field.onBlur}
        data-testid={testId}
      />
    </InputGroup>
  );
}
