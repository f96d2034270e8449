import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useIdempotencyKey } from '../shared/useIdempotencyKey';

export type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  /** The action and document, e.g. `accept-po:12`; keys the idempotency key. */
  scope: string;
  testId: string;
  children: ReactNode;
  /** Resolves when done; a rejection is shown by the shell's error snackbar. */
  onRun: (idempotencyKey: string) => Promise<unknown>;
};

/**
 * A one-click state change (accept, send, confirm): shows progress, cannot run twice at
 * once, and keeps its idempotency key until the action succeeds, so a retry after a
 * network error replays the first request instead of acting twice.
 */
export function ActionButton({ scope, testId, children, onRun, ...props }: ActionButtonProps) {
  const idempotency = useIdempotencyKey(scope);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      {...props}
      loading={pending}
      data-testid={testId}
      onClick={async () => {
        if (running.current) return;
        running.current = true;
        setPending(true);
        try {
          await onRun(idempotency.key);
          idempotency.succeeded();
        } catch {
          // Already reported: the shell turns every failed operation into a snackbar.
        } finally {
          running.current = false;
          setPending(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
