import { useRef, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { useFormAction } from '../../../ui/forms/useFormAction';
import type { DecimalInput } from '../../i18n/amount-format';
import { PaymentFields, paymentInput, usePaymentForm, type PaymentValues } from './PaymentFields';

export type PaymentDialogProps<Result> = {
  open: boolean;
  onClose: () => void;
  /** The action and document (`pay-invoice:12`); keys the idempotency key. */
  scope: string;
  /** The amount starts here and an amount over it is flagged (what is pending). */
  limit: DecimalInput;
  /** The currency the amount is typed in, shown beside the field. */
  currency?: string;
  /** What the payment is against, above the fields. */
  summary: ReactNode;
  /** The payment's mutation (quiet: the dialog shows what went wrong on its fields). */
  run: (payment: ReturnType<typeof paymentInput>, idempotencyKey: string) => Promise<Result>;
  /** With what `run` answered (a held payment's snackbar offers its UNDO). */
  onSuccess: (result: Result) => void;
  title?: MessageDescriptor;
  submitLabel?: MessageDescriptor;
  /** `payment-dialog`; its fields are `<testId>-reference`... with the prefix before `-dialog`. */
  testId?: string;
};

const messages = defineMessages({
  title: { id: 'poso.payment.title', defaultMessage: 'Payment' },
  confirm: { id: 'poso.payment.confirm', defaultMessage: 'Confirm payment' },
});

/** A payment or an advance: reference, amount (starting at what is left), date, remarks. */
export function PaymentDialog<Result>({
  open,
  onClose,
  scope,
  limit,
  currency,
  summary,
  run,
  onSuccess,
  title = messages.title,
  submitLabel = messages.confirm,
  testId = 'payment-dialog',
}: PaymentDialogProps<Result>) {
  const first = useRef<HTMLInputElement | null>(null);
  const form = usePaymentForm(open, limit);
  const action = useFormAction({
    form,
    open,
    scope,
    run: (values: PaymentValues, idempotencyKey) => run(paymentInput(values), idempotencyKey),
    onSuccess: (result) => {
      onSuccess(result);
      onClose();
    },
  });

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      action={action}
      initialFocus={first}
      testId={testId}
    >
      {summary}
      <PaymentFields
        form={form}
        limit={limit}
        currency={currency}
        testId={testId.replace(/-dialog$/, '')}
        initialFocus={first}
      />
    </FormDialog>
  );
}
