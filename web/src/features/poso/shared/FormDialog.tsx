import { Alert, Button, Dialog } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DialogFrame } from './DialogFrame';
import { actionLabels } from './labels';

export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  submitLabel: MessageDescriptor;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** A failure no field shows (network, conflict...), in the user's language. */
  formError?: string | null;
  /** The field that gets focus on open. */
  initialFocus?: RefObject<HTMLElement | null>;
  testId: string;
  children: ReactNode;
};

/**
 * The poso form dialogs: Cancel closes, Enter in a field submits, the submit button shows
 * progress and cannot be pressed twice.
 */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  pending,
  formError,
  initialFocus,
  testId,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      initialFocus={initialFocus}
      testId={testId}
    >
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Body display="flex" flexDirection="column" gap="4">
          {children}
          {formError && (
            <Alert.Root status="error" size="sm" data-testid={`${testId}-error`}>
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            {intl.formatMessage(actionLabels.cancel)}
          </Button>
          <Button type="submit" loading={pending} data-testid={`${testId}-confirm`}>
            {intl.formatMessage(submitLabel)}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
