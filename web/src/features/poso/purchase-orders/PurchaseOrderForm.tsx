import {
  Alert,
  Button,
  Card,
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
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { Section } from '../../../ui/display/Section';
import { isIsoDate } from '../../../ui/forms/dates';
import { checkDecimal } from '../../../ui/forms/decimal-input';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { DateField } from '../../../ui/forms/DateField';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { LengthHelper, lengthHelperProps } from '../../../ui/forms/LengthHelper';
import { useLeaveGuard } from '../../../ui/forms/useLeaveGuard';
import { uiLabels } from '../../../ui/messages';
import { formatAmount } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { ItemsEditor } from '../shared/ItemsEditor';
import { fieldLabels } from '../shared/labels';
import { documentTotals } from '../shared/totals';
import {
  descriptionMaxLength,
  exchangeRateRule,
  plainRate,
  poNumberMaxLength,
  type PoFormValues,
} from './purchase-order-form';

const ExchangeRateQuery = graphql(`
  query PurchaseOrderForm_ExchangeRate($from: String!, $to: String!, $date: LocalDate) {
    exchangeRate(from: $from, to: $to, date: $date) {
      rate
      rateDate
    }
  }
`);

const messages = defineMessages({
  details: { id: 'poso.purchaseOrders.form.details', defaultMessage: 'Order details' },
  chooseVendor: { id: 'poso.purchaseOrders.form.chooseVendor', defaultMessage: 'Choose a vendor' },
  noVendors: {
    id: 'poso.purchaseOrders.form.noVendors',
    defaultMessage:
      'Your company has no connected vendors yet. Connect a vendor before creating a purchase order.',
  },
  numberHint: {
    id: 'poso.purchaseOrders.form.numberHint',
    defaultMessage: 'Leave empty to get the next number',
  },
  rateOf: {
    id: 'poso.purchaseOrders.form.rateOf',
    defaultMessage: '1 {from} = {rate} {to}, rate of {date}',
  },
  rateMissing: {
    id: 'poso.purchaseOrders.form.rateMissing',
    defaultMessage: 'No rate from {from} to {to} is known for this date; enter it.',
  },
  rateBase: {
    id: 'poso.purchaseOrders.form.rateBase',
    defaultMessage: 'The base currency: amounts stay as they are',
  },
  rateInvalid: {
    id: 'poso.purchaseOrders.form.rateInvalid',
    defaultMessage: 'Enter a rate greater than 0 with at most 6 decimals',
  },
  inBase: {
    id: 'poso.purchaseOrders.form.inBase',
    defaultMessage: 'Total in {currency}: {amount}',
  },
  locked: {
    id: 'poso.purchaseOrders.form.locked',
    defaultMessage: 'This purchase order can no longer be edited; it has moved on meanwhile.',
  },
  openOrder: {
    id: 'poso.purchaseOrders.form.openOrder',
    defaultMessage: 'Open the purchase order',
  },
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
  /** Keys the idempotency key of the save. */
  scope: string;
  /** Saves (a quiet mutation: the form shows what went wrong on its fields). */
  run: (values: PoFormValues) => Promise<unknown>;
  onSuccess: () => void;
  /** After a CONFLICT: whether the order can no longer be edited (it moved on meanwhile). */
  isLocked?: () => Promise<boolean>;
  lockedTo?: string;
  /** The attachments block: files to send after saving, or the saved ones. */
  attachments?: ReactNode;
};

/** Header fields, items with live totals and the save button of AddPo and edit-po. */
export function PurchaseOrderForm({
  initial,
  baseCurrency,
  vendors,
  currencies,
  mode,
  submitLabel,
  cancelTo,
  scope,
  run,
  onSuccess,
  isLocked,
  lockedTo,
  attachments,
}: PoFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<PoFormValues>({ defaultValues: initial, mode: 'onTouched' });
  const { register, setValue, control } = form;
  const [locked, setLocked] = useState(false);
  // The rate follows currency and date until the user types one.
  const [autoRate, setAutoRate] = useState(mode === 'create');
  const leave = useLeaveGuard(form.formState.isDirty);
  const save = useFormAction({
    form,
    scope,
    run: leave.guard((values: PoFormValues) => run(values)),
    onSuccess,
    onConflict: () => void isLocked?.().then(setLocked),
  });

  const [currency, poDate, rateText, items, poNumber, description] = useWatch({
    control,
    name: ['currency', 'poDate', 'exchangeRate', 'items', 'poNumber', 'description'],
  });
  const foreign = Boolean(currency) && currency !== baseCurrency;
  const rate = useQuery(ExchangeRateQuery, {
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

  return (
    <FormProvider {...form}>
      {leave.dialog}
      <form onSubmit={save.submit} noValidate data-testid="po-form">
        <Stack gap="5">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="md">{intl.formatMessage(messages.details)}</Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField<PoFormValues>
                  name="vendorId"
                  label={intl.formatMessage(fieldLabels.vendor)}
                  required
                  helper={vendors.length === 0 && intl.formatMessage(messages.noVendors)}
                  helperProps={{ color: 'fg.warning' }}
                  helperTestId="po-no-vendors"
                >
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...register('vendorId', { validate: rules.required })}
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
                </FormField>
                <FormField<PoFormValues>
                  name="poNumber"
                  label={intl.formatMessage(fieldLabels.poNumber)}
                  required={mode === 'edit'}
                  errorTestId="po-number-error"
                  helperProps={lengthHelperProps}
                  helper={
                    <LengthHelper
                      value={poNumber}
                      max={poNumberMaxLength}
                      hint={mode === 'create' && intl.formatMessage(messages.numberHint)}
                      testId="po-number-count"
                    />
                  }
                >
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
                </FormField>
                <FormField<PoFormValues>
                  name="poDate"
                  label={intl.formatMessage(fieldLabels.poDate)}
                  required
                >
                  <DateField
                    control={control}
                    name="poDate"
                    validate={rules.date}
                    onValueChange={() => setAutoRate(true)}
                    testId="po-date"
                  />
                </FormField>
                <FormField<PoFormValues>
                  name="currency"
                  label={intl.formatMessage(fieldLabels.currency)}
                  required
                >
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
                </FormField>
                <FormField<PoFormValues>
                  name="exchangeRate"
                  label={intl.formatMessage(fieldLabels.exchangeRate)}
                  required
                  helper={rateHelp}
                  helperProps={missing ? { color: 'fg.warning' } : undefined}
                  helperTestId="po-rate-help"
                >
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
                </FormField>
                <FormField<PoFormValues>
                  name="description"
                  label={intl.formatMessage(fieldLabels.description)}
                  gridColumn={{ md: '1 / -1' }}
                  helperProps={lengthHelperProps}
                  helper={
                    <LengthHelper
                      value={description}
                      max={descriptionMaxLength}
                      testId="po-description-count"
                    />
                  }
                >
                  <Textarea
                    {...register('description', {
                      validate: (value) => !value.trim() || rules.text(descriptionMaxLength)(value),
                    })}
                    rows={3}
                    autoresize
                    maxLength={descriptionMaxLength}
                    data-testid="po-description"
                  />
                </FormField>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="md">{intl.formatMessage(fieldLabels.items)}</Heading>
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
          {save.formError && !locked && (
            <Alert.Root status="error" data-testid="po-form-error">
              <Alert.Indicator />
              <Alert.Title>{save.formError}</Alert.Title>
            </Alert.Root>
          )}

          <HStack justify="flex-end" gap="2">
            <Button asChild variant="outline">
              <RouterLink to={cancelTo}>{intl.formatMessage(uiLabels.cancel)}</RouterLink>
            </Button>
            <Button type="submit" loading={save.pending} data-testid="po-save">
              {intl.formatMessage(submitLabel)}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
