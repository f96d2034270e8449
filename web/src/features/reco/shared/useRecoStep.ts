import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorDetails, errorMessage } from '../../../app/error-codes';
import { useAction, type ActionOptions } from '../../../ui/actions/useAction';
import { showSnackbar } from '../../snackbar/snackbar';
import { formatReadError, readErrorReasonOf } from '../iterations/read-errors';
import { formatStepRefusal } from './step-refusals';

const messages = defineMessages({
  conflict: {
    id: 'reco.conflict',
    defaultMessage: 'Someone else moved this reconciliation meanwhile; it has been reloaded.',
  },
});

/** What a CONFLICT does on a reconciliation's screens: reload everything shown, and say so. */
export function useRecoConflict(after?: () => void) {
  const intl = useIntl();
  const client = useApolloClient();
  return useCallback(() => {
    void client.refetchQueries({ include: 'active' });
    showSnackbar({
      message: intl.formatMessage(messages.conflict),
      variant: 'alert',
      severity: 'warning',
    });
    after?.();
  }, [after, client, intl]);
}

/**
 * A step of a reconciliation's lifecycle run through `useAction`: its mutation is quiet and
 * the failure is said here, CONFLICT in the reconciliation's own words ("someone else moved
 * this reconciliation; reloaded") after every query on screen reloaded.
 */
export function useRecoStep<Input = void, Result = unknown>(options: ActionOptions<Input, Result>) {
  const intl = useIntl();
  const onConflict = useRecoConflict();
  const action = useAction<Input, Result>({ onConflict, ...options });
  const trigger = useCallback(
    async (input: Input) => {
      const outcome = await action.trigger(input);
      if (outcome && !outcome.ok && !outcome.conflict) {
        const { code, fields, reason } = errorDetails(outcome.error);
        const coded = readErrorReasonOf({ reason });
        // The service's code, worded here; its English only for a refusal it does not code.
        showSnackbar({
          message:
            (coded && (formatStepRefusal(intl, coded) ?? formatReadError(intl, coded))) ??
            Object.values(fields)[0] ??
            intl.formatMessage(errorMessage(code)),
          variant: 'alert',
          severity: 'error',
        });
      }
      return outcome;
    },
    [action, intl],
  );
  return { trigger, pending: action.pending };
}
