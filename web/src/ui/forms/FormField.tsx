import { Field, type FieldHelperTextProps, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormState, type FieldValues, type Path } from 'react-hook-form';

export type FormFieldProps<Values extends FieldValues> = Omit<FieldRootProps, 'invalid'> & {
  /** The react-hook-form field whose error this shows; the control inside registers it. */
  name: Path<Values>;
  label: ReactNode;
  required?: boolean;
  /** Shown under the control while there is no error. */
  helper?: ReactNode;
  /** Shown like an error without blocking the submit (the server decides), e.g. over a limit. */
  warning?: string | undefined;
  helperProps?: FieldHelperTextProps;
  /** Test ids of the helper and the error text. */
  helperTestId?: string;
  errorTestId?: string;
  children: ReactNode;
};

/**
 * A labelled Chakra field bound to a react-hook-form field by name: it shows the field's
 * error (the form's own rules or the server's message for that GraphQL argument) and
 * otherwise the helper. Use it inside a FormProvider (FormDialog provides one).
 */
export function FormField<Values extends FieldValues>({
  name,
  label,
  required = false,
  helper,
  warning,
  helperProps,
  helperTestId,
  errorTestId,
  children,
  ...rootProps
}: FormFieldProps<Values>) {
  const { errors } = useFormState<Values>({ name });
  const error =
    get<typeof errors, { message?: string } | undefined>(errors, name)?.message ?? warning;
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...rootProps}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText>
      ) : (
        helper && (
          <Field.HelperText {...helperProps} data-testid={helperTestId}>
            {helper}
          </Field.HelperText>
        )
      )}
    </Field.Root>
  );
}
