import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { LuCalendar } from 'react-icons/lu';
import { uiLabels } from '../messages';
import { fromDayMonthYear, isIsoDate, toDayMonthYear } from './dates';

/**
 * A day typed as dd/mm/yyyy whatever the browser's locale (a native date input shows
 * mm/dd/yyyy in an en-US browser), with a button opening the browser's calendar. `value` is
 * the ISO day (or text that names none); `onChange` gets the ISO day the text names (or the
 * text itself) and the text as typed.
 */
export function DayInput({
  value,
  onChange,
  testId,
  size,
  inputRef,
  name,
  onBlur,
}: {
  value: string;
  onChange: (day: string, text: string) => void;
  testId: string;
  size?: 'sm' | 'md';
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(() => toDayMonthYear(value));
  const picker = useRef<HTMLInputElement | null>(null);

  // A reset or a day picked in the calendar rewrites the text; typing leaves it alone.
  useEffect(() => {
    setText((current) => (fromDayMonthYear(current) === value ? current : toDayMonthYear(value)));
  }, [value]);

  const type = (next: string) => {
    setText(next);
    onChange(fromDayMonthYear(next), next);
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
            value={isIsoDate(value) ? value : ''}
            onChange={(event) => {
              if (event.target.value) type(toDayMonthYear(event.target.value));
            }}
            style={{ position: 'absolute', bottom: 0, width: 1, height: 1, opacity: 0 }}
          />
        </>
      }
    >
      <Input
        ref={inputRef}
        name={name}
        size={size}
        value={text}
        placeholder={intl.formatMessage(uiLabels.datePlaceholder)}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
    </InputGroup>
  );
}
