import { useCallback, useState } from 'react';
import { keyFor, newIdempotencyKey } from './idempotency';

export type IdempotencyKey = {
  /** Send as the action's idempotency key. */
  key: string;
  /** Call once the action succeeded, so the next one is a new action. */
  succeeded: () => void;
};

/**
 * The idempotency key of one action (a payment, an accept, a send) on one document. The
 * key stays the same until `succeeded()`, so a double click or a retry after a network
 * error replays the first request instead of repeating it; another `scope` (document id)
 * gets its own key.
 */
export function useIdempotencyKey(scope: string | number = ''): IdempotencyKey {
  const scopeKey = String(scope);
  const [state, setState] = useState(() => keyFor(null, scopeKey, newIdempotencyKey));
  const current = keyFor(state, scopeKey, newIdempotencyKey);
  // Adjusting state while rendering, so the new key is used from this render on.
  if (current !== state) setState(current);
  const succeeded = useCallback(
    () => setState({ scope: scopeKey, key: newIdempotencyKey() }),
    [scopeKey],
  );
  return { key: current.key, succeeded };
}
