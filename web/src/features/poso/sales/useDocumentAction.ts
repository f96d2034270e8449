import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorDetails } from '../../../app/error-codes';
import { usePosoAlert, type PosoAlert } from '../shared/alerts';

/**
 * Runs one state change of a document: on success the spec's alert; on CONFLICT (someone
 * else moved the document on) every list and page on screen reloads to show where it is now.
 * The error is passed on so the caller (a dialog, the shell's snackbar) can show it.
 */
export function useDocumentAction() {
  const client = useApolloClient();
  const alert = usePosoAlert();
  return useCallback(
    async <T>(run: () => Promise<T>, success: PosoAlert | null): Promise<T> => {
      try {
        const result = await run();
        if (success) alert(success);
        return result;
      } catch (error) {
        if (errorDetails(error).code === 'CONFLICT') {
          void client.refetchQueries({ include: 'active' });
        }
        throw error;
      }
    },
    [client, alert],
  );
}
