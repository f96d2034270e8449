import { Textarea } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { fieldLabels } from './labels';

export type RejectRemarksDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The action and document (`reject-po:12`); keys the idempotency key. */
  scope: string;
  /** The rejection's mutation (quiet: the dialog shows what went wrong). */
  run: (remarks: string, idempotencyKey: string) => Promise<unknown>;
  /** After the rejection is saved (the dialog closes by itself). */
  onSuccess?: () => void;
  title?: MessageDescriptor;
};

export const remarksMaxLength = 1000;

const messages = defineMessages({
  title: { id: 'poso.reject.title', defaultMessage: 'Reject Remarks' },
  confirm: { id: 'poso.reject.confirm', defaultMessage: 'Confirm' },
  count: { id: 'poso.reject.count', defaultMessage: '{count} / {max}' },
  hint: { id: 'poso.reject.submitHint', defaultMessage: 'Ctrl+Enter to confirm' },
});
const countMessage: MessageDescriptor = messages.count;

type Values = { remarks: string };

/** Asks why a PO or invoice is rejected; the remarks travel with the rejection. */
export function RejectRemarksDialog({
  open,
  onClose,
  scope,
  run,
  onSuccess,
  title = messages.title,
}: RejectRemarksDialogProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<Values>({ defaultValues: { remarks: '' } });
  const { register, reset, control } = form;
  const remarks = useWatch({ control, name: 'remarks' });
  const action = useFormAction<Values, unknown>({
    form,
    open,
    scope,
    run: (values, idempotencyKey) => run(values.remarks.trim(), idempotencyKey),
    onSuccess: () => {
      onClose();
      onSuccess?.();
    },
  });

  useEffect(() => {
    // Only on opening: the form keeps what was typed while the dialog is open.
    if (open) reset({ remarks: '' });
  }, [open, reset]);

  const field = register('remarks', { validate: rules.text(remarksMaxLength) });

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={messages.confirm}
      action={action}
      initialFocus={textarea}
      testId="reject-remarks-dialog"
    >
      <FormField<Values>
        name="remarks"
        label={intl.formatMessage(fieldLabels.remarks)}
        required
        helperProps={{ display: 'flex', justifyContent: 'space-between', w: 'full' }}
        helper={
          <>
            <span>{intl.formatMessage(messages.hint)}</span>
            <span>
              {intl.formatMessage(countMessage, { count: remarks.length, max: remarksMaxLength })}
            </span>
          </>
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
            // Enter writes a new line; a rejection goes out only on a deliberate Ctrl/Cmd+Enter.
            if (
              event.key === 'Enter' &&
              (event.ctrlKey || event.metaKey) &&
              !event.nativeEvent.isComposing
            ) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </FormField>
    </FormDialog>
  );
}
