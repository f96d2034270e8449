import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { errorDetails, errorMessage } from '../../../app/error-codes';
import { showSnackbar } from '../../snackbar/snackbar';
import { usePosoAlert, type PosoAlert } from '../shared/alerts';
import { useIdempotencyKey } from '../shared/useIdempotencyKey';

const messages = defineMessages({
  changed: {
    id: 'purchases.error.changed',
    defaultMessage: 'This document was changed in the meantime. Its current state is shown now.',
  },
});

/** Mutations the screen reports itself; the app-wide error snackbar stays quiet for them. */
export const quiet = { quiet: true } as const;

export function isConflict(error: unknown): boolean {
  return errorDetails(error).code === 'CONFLICT';
}

type Options<Result> = {
  /** The action and the document it acts on, e.g. `approve-po-12`; keys the idempotency key. */
  scope: string;
  run: (idempotencyKey: string) => Promise<Result>;
  alert: PosoAlert;
  onDone?: (result: Result) => void;
  /** Reload the document when it moved on under the user (CONFLICT). */
  onConflict?: () => void;
};

/**
 * One button's action on a document (approve, accept, send): one run at a time, an
 * idempotency key kept until it succeeds, the spec's alert on success and the reason in
 * the user's language on failure. A conflict reloads the document and starts a new key,
 * since the next attempt is a new decision about a changed document.
 */
export function useDocumentAction<Result>({
  scope,
  run,
  alert,
  onDone,
  onConflict,
}: Options<Result>) {
  const intl = useIntl();
  const showAlert = usePosoAlert();
  const idempotency = useIdempotencyKey(scope);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const trigger = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const result = await run(idempotency.key);
      idempotency.succeeded();
      showAlert(alert);
      onDone?.(result);
    } catch (error) {
      const conflict = isConflict(error);
      if (conflict) {
        idempotency.succeeded();
        onConflict?.();
      }
      showSnackbar({
        message: intl.formatMessage(
          conflict
            ? (messages.changed as MessageDescriptor)
            : errorMessage(errorDetails(error).code),
        ),
        variant: 'alert',
        severity: conflict ? 'warning' : 'error',
      });
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [alert, idempotency, intl, onConflict, onDone, run, showAlert]);

  return { trigger, pending };
}

/** For dialog actions: reload on a conflict, then let the dialog show the failure. */
export function reloadOnConflict(error: unknown, reload: () => void): never {
  if (isConflict(error)) reload();
  throw error;
}
