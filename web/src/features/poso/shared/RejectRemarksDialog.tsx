import { Field, Textarea } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { FormDialog } from './FormDialog';
import { fieldLabels } from './labels';
import { FormField } from './parts';
import { useDialogAction, type ActionContext } from './useDialogAction';
import { useFieldRules } from './useFieldRules';

export type RejectRemarksDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The PO or invoice being rejected; keys the idempotency key. */
  scope: string | number;
  /** Resolves when the rejection is saved; rejects with the mutation's error to show it. */
  onConfirm: (remarks: string, context: ActionContext) => Promise<unknown>;
  title?: MessageDescriptor;
};

export const remarksMaxLength = 1000;

const messages = defineMessages({
  title: { id: 'poso.reject.title', defaultMessage: 'Reject Remarks' },
  confirm: { id: 'poso.reject.confirm', defaultMessage: 'Confirm' },
  count: { id: 'poso.reject.count', defaultMessage: '{count} / {max}' },
  hint: { id: 'poso.reject.hint', defaultMessage: 'Shift+Enter for a new line' },
});
const countMessage: MessageDescriptor = messages.count;

type Values = { remarks: string };
const fields = ['remarks'] as const;

/** Asks why a PO or invoice is rejected; the remarks travel with the rejection. */
export function RejectRemarksDialog({
  open,
  onClose,
  scope,
  onConfirm,
  title = messages.title,
}: RejectRemarksDialogProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<Values>({
    defaultValues: { remarks: '' },
  });
  const remarks = useWatch({ control, name: 'remarks' });
  const action = useDialogAction<Values, 'remarks'>({
    open,
    scope,
    fields,
    setError,
    onConfirm: (values, context) => onConfirm(values.remarks.trim(), context),
    onDone: onClose,
  });

  useEffect(() => {
    // Only on opening: the form keeps what was typed while the dialog is open.
    if (open) reset({ remarks: '' });
  }, [open, reset]);

  const error = formState.errors.remarks;
  const field = register('remarks', { validate: rules.text(remarksMaxLength) });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={messages.confirm}
      onSubmit={handleSubmit(action.run)}
      pending={action.pending}
      formError={action.formError}
      initialFocus={textarea}
      testId="reject-remarks-dialog"
    >
      <FormField
        label={intl.formatMessage(fieldLabels.remarks)}
        error={error?.message}
        required
        helper={
          <Field.HelperText display="flex" justifyContent="space-between" w="full">
            <span>{intl.formatMessage(messages.hint)}</span>
            <span>
              {intl.formatMessage(countMessage, {
                count: remarks.length,
                max: remarksMaxLength,
              })}
            </span>
          </Field.HelperText>
        }
      >
        <Textarea
          {...field}
          ref={(element) => {
            field.ref(element);
            textarea.current = element;
          }}
          rows={4}
          maxLength={remarksMaxLength}
          autoresize
          data-testid="reject-remarks"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </FormField>
    </FormDialog>
  );
}
