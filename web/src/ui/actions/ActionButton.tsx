import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Action } from './useAction';

export type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  action: Action<void, unknown>;
  testId: string;
  children: ReactNode;
};

/**
 * A one-click state change (approve, accept, send, confirm) run by `useAction`: it shows
 * progress and cannot run twice at once. Its mutation is not quiet, so a failure is said by
 * the shell's snackbar in the user's language.
 */
export function ActionButton({ action, testId, children, ...props }: ActionButtonProps) {
  return (
    <Button
      {...props}
      loading={action.pending}
      data-testid={testId}
      onClick={() => void action.trigger()}
    >
      {children}
    </Button>
  );
}
