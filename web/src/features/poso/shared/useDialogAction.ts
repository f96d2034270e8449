import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../app/error-codes';
import { serverFormErrors } from './server-errors';
import { useIdempotencyKey } from './useIdempotencyKey';

export type ActionContext = { idempotencyKey: string };

type Options<Values extends FieldValues, Field extends Path<Values> & string> = {
  /** Whether the dialog is open: what went wrong last time is cleared on opening. */
  open: boolean;
  /** The document the action is about; keys the idempotency key. */
  scope: string | number;
  /** The form's fields, named as the GraphQL arguments they fill. */
  fields: readonly Field[];
  setError: UseFormSetError<Values>;
  onConfirm: (values: Values, context: ActionContext) => Promise<unknown>;
  onDone: () => void;
};

/**
 * Runs a dialog's action once at a time with a stable idempotency key; on failure puts the
 * server's messages on the fields, or says what went wrong in the dialog itself.
 */
export function useDialogAction<Values extends FieldValues, Field extends Path<Values> & string>({
  open,
  scope,
  fields: formFields,
  setError,
  onConfirm,
  onDone,
}: Options<Values, Field>) {
  const intl = useIntl();
  const idempotency = useIdempotencyKey(scope);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(
    async (values: Values) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setFormError(null);
      try {
        await onConfirm(values, { idempotencyKey: idempotency.key });
        idempotency.succeeded();
        onDone();
      } catch (error) {
        const { code, fields, unmatched } = serverFormErrors(error, formFields);
        const entries = Object.entries(fields) as [Field, string][];
        for (const [field, message] of entries) setError(field, { type: 'server', message });
        if (entries.length === 0)
          setFormError(unmatched[0] ?? intl.formatMessage(errorMessage(code)));
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [formFields, idempotency, intl, onConfirm, onDone, setError],
  );

  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);
  return { run, pending, formError };
}
