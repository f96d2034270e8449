import { Checkbox, Input, InputGroup, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { DateField } from '../../../ui/forms/DateField';
import { localIsoDate } from '../../../ui/forms/dates';
import { compareAmounts } from '../../../ui/forms/decimal-input';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { formatDecimal, type DecimalInput } from '../../i18n/amount-format';
import { fieldLabels } from '../shared/labels';
import { parseAmountInput, requireAmount } from '../shared/money';

/**
 * What a payment or advance dialog collects, named as ClaimPaymentInput and PayAdvanceInput
 * name it; amount as typed, date YYYY-MM-DD.
 */
export type PaymentValues = {
  referenceNumber: string;
  remarks: string;
  amount: string;
  date: string;
  /** A date after today was meant: a typo there would claim a payment not yet made. */
  futureDateConfirmed: boolean;
};

const messages = defineMessages({
  incorrectEntry: { id: 'poso.payment.incorrectEntry', defaultMessage: 'Incorrect entry' },
  futureDate: {
    id: 'poso.payment.futureDate',
    defaultMessage: 'This date is in the future: confirm it below, or correct it.',
  },
  futureDateConfirm: {
    id: 'poso.payment.futureDateConfirm',
    defaultMessage: 'Yes, the payment is dated in the future',
  },
});

function defaults(limit: DecimalInput): PaymentValues {
  // The input starts as the screen shows money ("40,760.24"); it reads back the same.
  const amount = compareAmounts(limit, '0') > 0 ? formatDecimal(limit) : '';
  return {
    referenceNumber: '',
    remarks: '',
    amount,
    date: localIsoDate(),
    futureDateConfirmed: false,
  };
}

/** The payment input a mutation takes: amount in wire form, remarks only when given. */
export function paymentInput(values: PaymentValues) {
  const remarks = values.remarks.trim();
  return {
    referenceNumber: values.referenceNumber.trim(),
    amount: requireAmount(values.amount),
    date: values.date,
    ...(remarks ? { remarks } : {}),
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
  currency,
  testId,
  initialFocus,
}: {
  form: UseFormReturn<PaymentValues>;
  limit: DecimalInput;
  currency?: string | undefined;
  /** Prefix of the fields' test ids (`<testId>-reference`, `-amount`, `-date`, `-remarks`). */
  testId: string;
  initialFocus: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const { register, control } = form;
  const amount = parseAmountInput(useWatch({ control, name: 'amount' }) ?? '');
  const overLimit = amount.ok && compareAmounts(amount.value, limit) > 0;
  const reference = register('referenceNumber', { validate: rules.text(100) });
  const date = useWatch({ control, name: 'date' }) ?? '';
  // ISO dates compare as text; the user's own today, as the default date is.
  const future = /^\d{4}-\d{2}-\d{2}$/.test(date) && date > localIsoDate();

  return (
    <>
      <FormField<PaymentValues>
        name="referenceNumber"
        label={intl.formatMessage(fieldLabels.referenceNumber)}
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
        <FormField<PaymentValues>
          name="amount"
          label={intl.formatMessage(fieldLabels.amount)}
          required
          warning={overLimit ? intl.formatMessage(messages.incorrectEntry) : undefined}
        >
          <InputGroup endAddon={currency}>
            <Input
              {...register('amount', { validate: rules.amount })}
              inputMode="decimal"
              textAlign="end"
              autoComplete="off"
              data-testid={`${testId}-amount`}
            />
          </InputGroup>
        </FormField>
        <FormField<PaymentValues>
          name="date"
          label={intl.formatMessage(fieldLabels.paymentDate)}
          required
        >
          <DateField
            control={control}
            name="date"
            validate={(value) => {
              const checked = rules.date(value);
              if (checked !== true) return checked;
              return (
                !(value > localIsoDate()) ||
                form.getValues('futureDateConfirmed') ||
                intl.formatMessage(messages.futureDate)
              );
            }}
            testId={`${testId}-date`}
          />
        </FormField>
      </SimpleGrid>
      {future && (
        <Controller
          control={control}
          name="futureDateConfirmed"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={({ checked }) => {
                field.onChange(checked === true);
                void form.trigger('date');
              }}
              data-testid={`${testId}-future-date`}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{intl.formatMessage(messages.futureDateConfirm)}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      )}
      <FormField<PaymentValues> name="remarks" label={intl.formatMessage(fieldLabels.remarks)}>
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
