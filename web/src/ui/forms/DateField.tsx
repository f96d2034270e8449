import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DayInput } from './DayInput';

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
  const rules = {
    validate: (value: unknown, values: Values) =>
      validate(typeof value === 'string' ? value : '', values),
  };
  const { field } = useController({
    control,
    name,
    rules: rules,
  });
  return (
    <DayInput
      value={String(field.value ?? '')}
      onChange={(day) => {
        field.onChange(day);
        onValueChange?.();
      }}
      inputRef={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      testId={testId}
    />
  );
}
