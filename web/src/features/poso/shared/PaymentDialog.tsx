import { Input, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { BalanceList } from './BalanceList';
import { isIsoDate, localIsoDate } from './dates';
import { FormDialog } from './FormDialog';
import { fieldLabels } from './labels';
import { FormField } from './parts';
import { compareAmounts, parseAmountInput, requireAmount, toAmountString } from './money';
import type { InvoiceBalance } from './types';
import { useDialogAction, type ActionContext } from './useDialogAction';
import { useFieldRules } from './useFieldRules';

/** What the dialog hands to the payment mutation; amount in wire form, date YYYY-MM-DD. */
export type PaymentInput = {
  referenceNumber: string;
  remarks: string;
  amount: string;
  date: string;
};

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
  incorrectEntry: { id: 'poso.payment.incorrectEntry', defaultMessage: 'Incorrect entry' },
  invalidDate: { id: 'poso.payment.invalidDate', defaultMessage: 'Enter a valid date' },
});

type Values = { referenceNumber: string; remarks: string; amount: string; date: string };
const aliases = {
  referenceNumber: ['reference', 'reference_number'],
  remarks: [],
  amount: [],
  date: ['paymentDate', 'payment_date'],
} as const;

function defaults(balance: InvoiceBalance): Values {
  const pending = compareAmounts(balance.pending, '0') > 0 ? toAmountString(balance.pending) : '';
  return { referenceNumber: '', remarks: '', amount: pending, date: localIsoDate() };
}

/**
 * The customer records a payment against an invoice. The amount starts at the pending
 * amount and the date at today; an amount over the pending one is flagged "Incorrect entry"
 * but, as spec section 5 says, does not block Confirm payment (the server decides).
 */
export function PaymentDialog({ open, onClose, scope, balance, onConfirm }: PaymentDialogProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const first = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<Values>({
    defaultValues: defaults(balance),
  });
  const action = useDialogAction<Values, keyof Values>({
    scope,
    aliases,
    setError,
    onConfirm: (values, context) =>
      onConfirm(
        {
          referenceNumber: values.referenceNumber.trim(),
          remarks: values.remarks.trim(),
          amount: requireAmount(values.amount),
          date: values.date,
        },
        context,
      ),
    onDone: onClose,
  });
  const { clearFormError } = action;

  // Defaults are taken on opening only: a balance refetched while the dialog is open must
  // not wipe what the user typed.
  const latestBalance = useRef(balance);
  useEffect(() => {
    latestBalance.current = balance;
  });
  useEffect(() => {
    if (!open) return;
    reset(defaults(latestBalance.current));
    clearFormError();
  }, [open, reset, clearFormError]);

  const amount = useWatch({ control, name: 'amount' });
  const parsed = parseAmountInput(amount ?? '');
  const overPending = parsed.ok && compareAmounts(parsed.value, balance.pending) > 0;
  const { errors } = formState;
  const reference = register('referenceNumber', { validate: rules.text(100) });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={messages.title}
      submitLabel={messages.confirm}
      onSubmit={handleSubmit(action.run)}
      pending={action.pending}
      formError={action.formError}
      initialFocus={first}
      testId="payment-dialog"
    >
      <BalanceList balance={balance} testId="payment" />
      <FormField
        label={intl.formatMessage(fieldLabels.referenceNumber)}
        error={errors.referenceNumber?.message}
        required
      >
        <Input
          {...reference}
          ref={(element) => {
            reference.ref(element);
            first.current = element;
          }}
          autoComplete="off"
          maxLength={100}
          data-testid="payment-reference"
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={intl.formatMessage(fieldLabels.amount)}
          // Over the pending amount: flagged, but Confirm payment stays available (spec 5).
          error={
            errors.amount?.message ??
            (overPending ? intl.formatMessage(messages.incorrectEntry) : undefined)
          }
          required
        >
          <Input
            {...register('amount', { validate: rules.amount })}
            inputMode="decimal"
            textAlign="end"
            autoComplete="off"
            data-testid="payment-amount"
          />
        </FormField>
        <FormField
          label={intl.formatMessage(fieldLabels.paymentDate)}
          error={errors.date?.message}
          required
        >
          <Input
            type="date"
            {...register('date', {
              validate: (value) =>
                isIsoDate(value) ||
                (value ? intl.formatMessage(messages.invalidDate) : rules.required(value)),
            })}
            data-testid="payment-date"
          />
        </FormField>
      </SimpleGrid>
      <FormField label={intl.formatMessage(fieldLabels.remarks)} error={errors.remarks?.message}>
        <Input
          {...register('remarks', {
            validate: (value) => !value.trim() || rules.text(1000)(value),
          })}
          autoComplete="off"
          maxLength={1000}
          data-testid="payment-remarks"
        />
      </FormField>
    </FormDialog>
  );
}
