import { useRef } from 'react';
import { defineMessages } from 'react-intl';
import { BalanceList } from './BalanceList';
import { FormDialog } from './FormDialog';
import {
  PaymentFields,
  paymentFieldNames,
  paymentInput,
  usePaymentForm,
  type PaymentInput,
  type PaymentValues,
} from './PaymentFields';
import type { InvoiceBalance } from './types';
import { useDialogAction, type ActionContext } from './useDialogAction';

export type { PaymentInput } from './PaymentFields';

export type PaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The invoice being paid; keys the idempotency key. */
  scope: string | number;
  balance: InvoiceBalance;
  /** Resolves when the payment is recorded; rejects with the mutation's error to show it. */
  onConfirm: (payment: PaymentInput, context: ActionContext) => Promise<unknown>;
};

const messages = defineMessages({
  title: { id: 'poso.payment.title', defaultMessage: 'Payment' },
  confirm: { id: 'poso.payment.confirm', defaultMessage: 'Confirm payment' },
});

/** The customer records a payment against an invoice, the amount starting at what is pending. */
export function PaymentDialog({ open, onClose, scope, balance, onConfirm }: PaymentDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  const form = usePaymentForm(open, balance.pending);
  const action = useDialogAction<PaymentValues, keyof PaymentValues>({
    open,
    scope,
    fields: paymentFieldNames,
    setError: form.setError,
    onConfirm: (values, context) => onConfirm(paymentInput(values), context),
    onDone: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={messages.title}
      submitLabel={messages.confirm}
      onSubmit={form.handleSubmit(action.run)}
      pending={action.pending}
      formError={action.formError}
      initialFocus={first}
      testId="payment-dialog"
    >
      <BalanceList balance={balance} testId="payment" />
      <PaymentFields form={form} limit={balance.pending} testId="payment" initialFocus={first} />
    </FormDialog>
  );
}
