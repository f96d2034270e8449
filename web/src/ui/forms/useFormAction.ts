import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { useAction, type ActionOptions, type ActionOutcome } from '../actions/useAction';
import { splitServerFields } from './server-errors';

export type FormActionOptions<Values extends FieldValues, Result> = ActionOptions<
  Values,
  Result
> & {
  form: UseFormReturn<Values>;
  /** A dialog's open state: what went wrong last time is cleared on opening. */
  open?: boolean;
};

/**
 * Submits a form through `useAction` (one run at a time, one idempotency key per action).
 * On failure the server's per-field messages go on the fields of the same name (the form's
 * fields are named as the GraphQL arguments they fill: `referenceNumber`, `items.2.tax`);
 * a failure no field shows becomes `formError`, in the user's language.
 */
export function useFormAction<Values extends FieldValues, Result>({
  form,
  open,
  ...options
}: FormActionOptions<Values, Result>) {
  const intl = useIntl();
  const action = useAction<Values, Result>(options);
  const [formError, setFormError] = useState<string | null>(null);
  const { getValues, handleSubmit, setError } = form;

  const showFailure = useCallback(
    (outcome: ActionOutcome<Result> | null) => {
      if (!outcome || outcome.ok) return;
      const { code, fields } = errorDetails(outcome.error);
      const { matched, unmatched } = splitServerFields(fields, getValues());
      matched.forEach(([path, message], index) =>
        setError(path as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (matched.length === 0)
        setFormError(unmatched[0] ?? intl.formatMessage(errorMessage(code)));
    },
    [getValues, intl, setError],
  );

  const send = handleSubmit(async (values) => {
    setFormError(null);
    showFailure(await action.trigger(values));
  });
  // A form's onSubmit returns nothing: the outcome shows through `pending` and `formError`.
  const submit = (event?: BaseSyntheticEvent) => void send(event);

  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  return { submit, pending: action.pending, formError };
}
