import { Input, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import type { DecimalInput } from '../../i18n/amount-format';
import { localIsoDate } from './dates';
import { fieldLabels } from './labels';
import { FormField } from './parts';
import { compareAmounts, parseAmountInput, requireAmount, toAmountString } from './money';
import { useFieldRules } from './useFieldRules';

/** What a payment or advance dialog collects; amount as typed, date YYYY-MM-DD. */
export type PaymentValues = {
  referenceNumber: string;
  remarks: string;
  amount: string;
  date: string;
};

/** What the dialog hands to its mutation: amount in wire form, remarks trimmed. */
export type PaymentInput = PaymentValues;

/** The fields, named as ClaimPaymentInput and PayAdvanceInput name them. */
export const paymentFieldNames = ['referenceNumber', 'remarks', 'amount', 'date'] as const;

const messages = defineMessages({
  incorrectEntry: { id: 'poso.payment.incorrectEntry', defaultMessage: 'Incorrect entry' },
});

function defaults(limit: DecimalInput): PaymentValues {
  const amount = compareAmounts(limit, '0') > 0 ? toAmountString(limit) : '';
  return { referenceNumber: '', remarks: '', amount, date: localIsoDate() };
}

export function paymentInput(values: PaymentValues): PaymentInput {
  return {
    referenceNumber: values.referenceNumber.trim(),
    remarks: values.remarks.trim(),
    amount: requireAmount(values.amount),
    date: values.date,
  };
}

/**
 * The form of a payment dialog. The amount starts at `limit` (what is pending) and the date
 * at today, taken afresh each time the dialog opens: a limit refetched while the dialog is
 * open must not wipe what the user typed.
 */
export function usePaymentForm(open: boolean, limit: DecimalInput): UseFormReturn<PaymentValues> {
  const form = useForm<PaymentValues>({ defaultValues: defaults(limit) });
  const latestLimit = useRef(limit);
  useEffect(() => {
    latestLimit.current = limit;
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaults(latestLimit.current));
  }, [open, reset]);
  return form;
}

/**
 * Reference number, amount, date and remarks. An amount over `limit` is flagged
 * "Incorrect entry" but, as spec section 5 says, does not block the confirm button:
 * the server decides.
 */
export function PaymentFields({
  form,
  limit,
  testId,
  initialFocus,
}: {
  form: UseFormReturn<PaymentValues>;
  limit: DecimalInput;
  /** Prefix of the fields' test ids (`<testId>-reference`, `-amount`, `-date`, `-remarks`). */
  testId: string;
  initialFocus: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const { register, control, formState } = form;
  const { errors } = formState;
  const amount = parseAmountInput(useWatch({ control, name: 'amount' }) ?? '');
  const overLimit = amount.ok && compareAmounts(amount.value, limit) > 0;
  const reference = register('referenceNumber', { validate: rules.text(100) });

  return (
    <>
      <FormField
        label={intl.formatMessage(fieldLabels.referenceNumber)}
        error={errors.referenceNumber?.message}
        required
      >
        <Input
          {...reference}
          ref={(element) => {
            reference.ref(element);
            initialFocus.current = element;
          }}
          autoComplete="off"
          maxLength={100}
          data-testid={`${testId}-reference`}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={intl.formatMessage(fieldLabels.amount)}
          error={
            errors.amount?.message ??
            (overLimit ? intl.formatMessage(messages.incorrectEntry) : undefined)
          }
          required
        >
          <Input
            {...register('amount', { validate: rules.amount })}
            inputMode="decimal"
            textAlign="end"
            autoComplete="off"
            data-testid={`${testId}-amount`}
          />
        </FormField>
        <FormField
          label={intl.formatMessage(fieldLabels.paymentDate)}
          error={errors.date?.message}
          required
        >
          <Input
            type="date"
            {...register('date', { validate: rules.date })}
            data-testid={`${testId}-date`}
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
          data-testid={`${testId}-remarks`}
        />
      </FormField>
    </>
  );
}
