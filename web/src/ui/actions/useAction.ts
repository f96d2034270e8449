import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { errorDetails } from '../../app/error-codes';
import { useIdempotencyKey } from './useIdempotencyKey';

/** The Apollo context of a mutation whose failure the screen shows itself (a form, a dialog). */
export const quiet = { quiet: true } as const;

export type ActionOutcome<Result> =
  { ok: true; result: Result } | { ok: false; error: unknown; conflict: boolean };

export type ActionOptions<Input, Result> = {
  /** The action and the document it acts on (`approve-po:12`); keys the idempotency key. */
  scope: string;
  /** The mutation, with the action's idempotency key. */
  run: (input: Input, idempotencyKey: string) => Promise<Result>;
  /** After it succeeded: the spec's alert, a navigation. */
  onSuccess?: (result: Result, input: Input) => void;
  /** The document moved on under the user (CONFLICT); by default every query on screen reloads. */
  onConflict?: () => void;
};

export type Action<Input, Result> = {
  /** Runs the action unless it is running already (then resolves to null). */
  trigger: (input: Input) => Promise<ActionOutcome<Result> | null>;
  pending: boolean;
};

/**
 * The one way a screen changes something on the server. One run at a time; an idempotency
 * key kept until the action succeeds, so a double click or a retry after a network error
 * replays the first request instead of acting twice; on CONFLICT the screen reloads and the
 * next attempt gets a new key, since it is a new decision about a changed document.
 *
 * It shows nothing itself. An `ActionButton`'s mutation is not quiet, so the shell's snackbar
 * says what went wrong; a form's mutation is quiet and `useFormAction` puts the failure on
 * its fields.
 */
export function useAction<Input = void, Result = unknown>({
  scope,
  run,
  onSuccess,
  onConflict,
}: ActionOptions<Input, Result>): Action<Input, Result> {
  const client = useApolloClient();
  const idempotency = useIdempotencyKey(scope);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const trigger = useCallback(
    async (input: Input): Promise<ActionOutcome<Result> | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      try {
        const result = await run(input, idempotency.key);
        idempotency.succeeded();
        onSuccess?.(result, input);
        return { ok: true, result };
      } catch (error) {
        const conflict = errorDetails(error).code === 'CONFLICT';
        if (conflict) {
          idempotency.succeeded();
          if (onConflict) onConflict();
          else void client.refetchQueries({ include: 'active' });
        }
        return { ok: false, error, conflict };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [client, idempotency, onConflict, onSuccess, run],
  );

  return { trigger, pending };
}
