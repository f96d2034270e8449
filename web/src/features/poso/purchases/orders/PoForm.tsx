import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorDetails, errorMessage } from '../../../../app/error-codes';
import { formatAmount } from '../../../i18n/amount-format';
import { formatDate } from '../../../i18n/format';
import { isIsoDate } from '../../shared/dates';
import { ItemsEditor } from '../../shared/ItemsEditor';
import { fieldLabels } from '../../shared/labels';
import { documentTotals } from '../../shared/totals';
import { useFieldRules } from '../../shared/useFieldRules';
import { checkDecimal } from '../../shared/validation';
import { actions, purchasesLabels } from '../messages';
import { Section } from '../../shared/Section';
import { quiet } from '../useDocumentAction';
import { PoFormExchangeRateQuery } from './orders.operations';
import {
  descriptionMaxLength,
  exchangeRateRule,
  plainRate,
  poNumberMaxLength,
  poServerErrors,
  type PoFormValues,
} from './po-form';

const messages = defineMessages({
  details: { id: 'purchases.form.details', defaultMessage: 'Order details' },
  chooseVendor: { id: 'purchases.form.chooseVendor', defaultMessage: 'Choose a vendor' },
  noVendors: {
    id: 'purchases.form.noVendors',
    defaultMessage:
      'Your company has no connected vendors yet. Connect a vendor before creating a purchase order.',
  },
  numberHint: {
    id: 'purchases.form.numberHint',
    defaultMessage: 'Leave empty to get the next number',
  },
  numberTaken: {
    id: 'purchases.form.numberTaken',
    defaultMessage: 'A purchase order with this number already exists',
  },
  rateOf: {
    id: 'purchases.form.rateOf',
    defaultMessage: '1 {from} = {rate} {to}, rate of {date}',
  },
  rateMissing: {
    id: 'purchases.form.rateMissing',
    defaultMessage: 'No rate from {from} to {to} is known for this date; enter it.',
  },
  rateBase: {
    id: 'purchases.form.rateBase',
    defaultMessage: 'The base currency: amounts stay as they are',
  },
  rateInvalid: {
    id: 'purchases.form.rateInvalid',
    defaultMessage: 'Enter a rate greater than 0 with at most 6 decimals',
  },
  inBase: { id: 'purchases.form.inBase', defaultMessage: 'Total in {currency}: {amount}' },
  locked: {
    id: 'purchases.form.locked',
    defaultMessage: 'This purchase order can no longer be edited; it has moved on meanwhile.',
  },
  openOrder: { id: 'purchases.form.openOrder', defaultMessage: 'Open the purchase order' },
});
const rateOfMessage: MessageDescriptor = messages.rateOf;
const rateMissingMessage: MessageDescriptor = messages.rateMissing;
const inBaseMessage: MessageDescriptor = messages.inBase;

export type PoFormProps = {
  initial: PoFormValues;
  baseCurrency: string;
  vendors: readonly { id: number; name: string }[];
  currencies: readonly { code: string; name: string }[];
  /** A new form fetches the rate at once and may leave the number to the server; an edited
   * one keeps its saved rate until currency or date change, and keeps a number. */
  mode: 'create' | 'edit';
  submitLabel: MessageDescriptor;
  cancelTo: string;
  /** Saves; rejects with the mutation's error. */
  onSave: (values: PoFormValues) => Promise<unknown>;
  /** After a CONFLICT: 'locked' when the order cannot be edited any more, else the number is taken. */
  onConflict?: () => Promise<'locked' | 'number'>;
  lockedTo?: string;
  /** The attachments block: files to send after saving, or the saved ones. */
  attachments?: ReactNode;
};

/** Header fields, items with live totals and the save button of AddPo and edit-po. */
export function PoForm({
  initial,
  baseCurrency,
  vendors,
  currencies,
  mode,
  submitLabel,
  cancelTo,
  onSave,
  onConflict,
  lockedTo,
  attachments,
}: PoFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<PoFormValues>({ defaultValues: initial, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  // The rate follows currency and date until the user types one.
  const [autoRate, setAutoRate] = useState(mode === 'create');

  const [currency, poDate, rateText, items] = useWatch({
    control,
    name: ['currency', 'poDate', 'exchangeRate', 'items'],
  });
  const foreign = Boolean(currency) && currency !== baseCurrency;
  const rate = useQuery(PoFormExchangeRateQuery, {
    variables: { from: currency, to: baseCurrency, date: poDate },
    skip: !foreign || !isIsoDate(poDate),
    context: quiet,
    fetchPolicy: 'cache-first',
  });
  const found = foreign ? rate.data?.exchangeRate : undefined;
  const missing = foreign && !rate.loading && Boolean(rate.error);

  useEffect(() => {
    if (!autoRate) return;
    if (!foreign) setValue('exchangeRate', '1', { shouldValidate: true });
    else if (found) setValue('exchangeRate', plainRate(found.rate), { shouldValidate: true });
    else if (missing) setValue('exchangeRate', '');
  }, [autoRate, foreign, found, missing, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setLocked(false);
    try {
      await onSave(values);
    } catch (error) {
      const { code, fields } = errorDetails(error);
      if (code === 'CONFLICT') {
        const cause = onConflict ? await onConflict() : 'number';
        if (cause === 'locked') setLocked(true);
        else
          setError(
            'poNumber',
            { message: intl.formatMessage(messages.numberTaken) },
            { shouldFocus: true },
          );
        return;
      }
      const { matched, unmatched } = poServerErrors(fields);
      matched.forEach(([path, message], index) =>
        setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (matched.length === 0)
        setFormError(unmatched[0] ?? intl.formatMessage(errorMessage(code)));
    }
  });

  const total = documentTotals(items ?? []).grandTotal;
  const rateOk = checkDecimal(rateText ?? '', exchangeRateRule) === null;
  let rateHelp: string;
  if (!foreign) rateHelp = intl.formatMessage(messages.rateBase);
  else if (found)
    rateHelp = intl.formatMessage(rateOfMessage, {
      from: currency,
      to: baseCurrency,
      rate: plainRate(found.rate),
      date: formatDate(found.rateDate),
    });
  else if (missing)
    rateHelp = intl.formatMessage(rateMissingMessage, { from: currency, to: baseCurrency });
  else rateHelp = '';

  const vendorField = register('vendorId', { validate: rules.required });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate data-testid="po-form">
        <Stack gap="5">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="md">{intl.formatMessage(messages.details)}</Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={Boolean(errors.vendorId)} required>
                  <Field.Label>
                    {intl.formatMessage(fieldLabels.vendor)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...vendorField}
                      autoFocus={!initial.vendorId}
                      data-testid="po-vendor"
                    >
                      <option value="">{intl.formatMessage(messages.chooseVendor)}</option>
                      {vendors.map((vendor) => (
                        <option key={vendor.id} value={vendor.id}>
                          {vendor.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {errors.vendorId ? (
                    <Field.ErrorText>{errors.vendorId.message}</Field.ErrorText>
                  ) : (
                    vendors.length === 0 && (
                      <Field.HelperText color="fg.warning" data-testid="po-no-vendors">
                        {intl.formatMessage(messages.noVendors)}
                      </Field.HelperText>
                    )
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.poNumber)} required={mode === 'edit'}>
                  <Field.Label>
                    {intl.formatMessage(fieldLabels.poNumber)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    {...register('poNumber', {
                      validate: (value) =>
                        (mode === 'create' && !value.trim()) ||
                        rules.text(poNumberMaxLength)(value),
                    })}
                    maxLength={poNumberMaxLength}
                    autoComplete="off"
                    data-testid="po-number"
                  />
                  {errors.poNumber ? (
                    <Field.ErrorText data-testid="po-number-error">
                      {errors.poNumber.message}
                    </Field.ErrorText>
                  ) : (
                    mode === 'create' && (
                      <Field.HelperText>{intl.formatMessage(messages.numberHint)}</Field.HelperText>
                    )
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.poDate)} required>
                  <Field.Label>
                    {intl.formatMessage(fieldLabels.poDate)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="date"
                    {...register('poDate', {
                      validate: rules.date,
                      onChange: () => setAutoRate(true),
                    })}
                    data-testid="po-date"
                  />
                  <Field.ErrorText>{errors.poDate?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.currency)} required>
                  <Field.Label>
                    {intl.formatMessage(fieldLabels.currency)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...register('currency', {
                        validate: rules.required,
                        onChange: () => setAutoRate(true),
                      })}
                      data-testid="po-currency"
                    >
                      {currencies.map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.code} — {option.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.currency?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.exchangeRate)} required>
                  <Field.Label>
                    {intl.formatMessage(fieldLabels.exchangeRate)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    {...register('exchangeRate', {
                      validate: (value) =>
                        !value.trim()
                          ? rules.required(value)
                          : checkDecimal(value, exchangeRateRule) === null ||
                            intl.formatMessage(messages.rateInvalid),
                      onChange: () => setAutoRate(false),
                    })}
                    inputMode="decimal"
                    textAlign="end"
                    autoComplete="off"
                    readOnly={!foreign}
                    data-testid="po-exchange-rate"
                  />
                  {errors.exchangeRate ? (
                    <Field.ErrorText>{errors.exchangeRate.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText
                      color={missing ? 'fg.warning' : undefined}
                      data-testid="po-rate-help"
                    >
                      {rateHelp}
                    </Field.HelperText>
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.description)} gridColumn={{ md: '1 / -1' }}>
                  <Field.Label>{intl.formatMessage(fieldLabels.description)}</Field.Label>
                  <Textarea
                    {...register('description', {
                      validate: (value) => !value.trim() || rules.text(descriptionMaxLength)(value),
                    })}
                    rows={3}
                    autoresize
                    maxLength={descriptionMaxLength}
                    data-testid="po-description"
                  />
                  <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="md">{intl.formatMessage(purchasesLabels.items)}</Heading>
            </Card.Header>
            <Card.Body gap="3">
              <ItemsEditor currency={currency} />
              {foreign && rateOk && (
                <Text textAlign="end" color="fg.muted" data-testid="po-total-base">
                  {intl.formatMessage(inBaseMessage, {
                    currency: baseCurrency,
                    amount: formatAmount(total, rateText),
                  })}
                </Text>
              )}
            </Card.Body>
          </Card.Root>

          {attachments && (
            <Section
              title={intl.formatMessage(fieldLabels.attachments)}
              testId="po-form-attachments"
            >
              {attachments}
            </Section>
          )}

          {locked && (
            <Alert.Root status="warning" data-testid="po-form-locked">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{intl.formatMessage(messages.locked)}</Alert.Title>
                {lockedTo && (
                  <Alert.Description>
                    <RouterLink to={lockedTo}>{intl.formatMessage(messages.openOrder)}</RouterLink>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          {formError && (
            <Alert.Root status="error" data-testid="po-form-error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}

          <HStack justify="flex-end" gap="2">
            <Button asChild variant="outline">
              <RouterLink to={cancelTo}>{intl.formatMessage(actions.cancel)}</RouterLink>
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid="po-save">
              {intl.formatMessage(submitLabel)}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
