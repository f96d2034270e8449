import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Action } from './useAction';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog';

export type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  action: Action<void, unknown>;
  testId: string;
  /** An irreversible step asks first, naming the document and its amount. */
  confirm?: Confirmation;
  children: ReactNode;
};

/**
 * A state change (approve, accept, send, confirm) run by `useAction`: it shows progress and
 * cannot run twice at once. With `confirm` it asks first and runs only from the dialog. Its
 * mutation is not quiet, so a failure is said by the shell's snackbar in the user's language.
 */
export function ActionButton({ action, testId, confirm, children, ...props }: ActionButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        {...props}
        loading={action.pending}
        data-testid={testId}
        onClick={() => (confirm ? setAsking(true) : void action.trigger())}
      >
        {children}
      </Button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          pending={action.pending}
          confirmation={confirm}
          onConfirm={() => {
            void action.trigger().then(() => setAsking(false));
          }}
        />
      )}
    </>
  );
}
