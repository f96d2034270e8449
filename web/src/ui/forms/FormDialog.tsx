import { Alert, Button, Dialog } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DialogFrame } from '../display/DialogFrame';
import { uiLabels } from '../messages';

export type FormDialogProps<Values extends FieldValues> = {
  /** The dialog's form; its FormFields find their errors through it. */
  form: UseFormReturn<Values>;
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  submitLabel: MessageDescriptor;
  /** The form's `useFormAction`: submit, progress, and a failure no field shows. */
  action: { submit: FormEventHandler<HTMLFormElement>; pending: boolean; formError: string | null };
  /** The field that gets focus on open. */
  initialFocus?: RefObject<HTMLElement | null>;
  testId: string;
  children: ReactNode;
};

/**
 * A dialog around a form: Cancel closes, Enter in a field submits, the submit button shows
 * progress and cannot be pressed twice, a failure no field shows is said above the buttons.
 */
export function FormDialog<Values extends FieldValues>({
  form,
  open,
  onClose,
  title,
  submitLabel,
  action,
  initialFocus,
  testId,
  children,
}: FormDialogProps<Values>) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      initialFocus={initialFocus}
      testId={testId}
    >
      <FormProvider {...form}>
        <form onSubmit={action.submit} noValidate>
          <Dialog.Body display="flex" flexDirection="column" gap="4">
            {children}
            {action.formError && (
              <Alert.Root status="error" size="sm" data-testid={`${testId}-error`}>
                <Alert.Indicator />
                <Alert.Title>{action.formError}</Alert.Title>
              </Alert.Root>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} type="button">
              {intl.formatMessage(uiLabels.cancel)}
            </Button>
            <Button type="submit" loading={action.pending} data-testid={`${testId}-confirm`}>
              {intl.formatMessage(submitLabel)}
            </Button>
          </Dialog.Footer>
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
