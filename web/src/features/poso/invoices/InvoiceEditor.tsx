import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuSave, LuSend } from 'react-icons/lu';
import { Section } from '../../../ui/display/Section';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { DateField } from '../../../ui/forms/DateField';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { ConfirmDialog } from '../../../ui/actions/ConfirmDialog';
import { LengthHelper, lengthHelperProps } from '../../../ui/forms/LengthHelper';
import { useLeaveGuard } from '../../../ui/forms/useLeaveGuard';
import { usePosoConfirmations } from '../shared/confirmations';
import { documentTotals } from '../shared/totals';
import { AdditionalChargesEditor } from '../shared/AdditionalChargesEditor';
import { AttachmentPicker } from '../shared/Attachments';
import { ItemsEditor } from '../shared/ItemsEditor';
import { actionLabels, fieldLabels } from '../shared/labels';
import type { ChargeType } from '../shared/types';
import { usePosoAlert, type PosoAlert } from '../shared/alerts';
import type { InvoiceStatus } from '../../../gql/graphql';
import { useFinishInvoice } from './useFinishInvoice';
import { dueDateIssue, type InvoiceFormValues } from './invoice-form';

type Props = {
  mode: 'create' | 'edit';
  defaultValues: InvoiceFormValues;
  currency: string;
  /** Who the invoice goes to, named when sending is confirmed. */
  customer: string;
  chargeTypes: readonly ChargeType[];
  /** Keys the idempotency key of the save. */
  scope: string;
  /** Saves the draft (a quiet mutation: the form shows what went wrong on its fields). */
  save: (values: InvoiceFormValues) => Promise<{ id: number; status: InvoiceStatus } | undefined>;
  /** Said once the draft is saved, unless it is sent at once (which says Invoice Sent). */
  savedAlert: PosoAlert;
};

const messages = defineMessages({
  details: { id: 'poso.invoices.form.details', defaultMessage: 'Invoice details' },
  numberHint: {
    id: 'poso.invoices.form.numberHint',
    defaultMessage: 'Leave empty to number it automatically',
  },
  tooLong: { id: 'poso.invoices.form.tooLong', defaultMessage: 'Use at most {max} characters' },
  saveAndSend: { id: 'poso.invoices.form.saveAndSend', defaultMessage: 'Save and send' },
  unnumbered: { id: 'poso.invoices.form.unnumbered', defaultMessage: 'the new invoice' },
  dueBeforeInvoiceDate: {
    id: 'poso.invoices.form.dueBeforeInvoiceDate',
    defaultMessage: 'The due date cannot be before the invoice date',
  },
  invalidDueDate: { id: 'poso.invoices.form.invalidDueDate', defaultMessage: 'Enter a valid date' },
  sendHint: {
    id: 'poso.invoices.form.sendHint',
    defaultMessage: 'A sent invoice goes to the customer and can no longer be edited.',
  },
});
const tooLongMessage: MessageDescriptor = messages.tooLong;

const NUMBER_MAX = 50;
const DESCRIPTION_MAX = 2000;

/**
 * The invoice form of AddInvoice and EditInvoice: number, date, description, lines and
 * additional charges with live totals. A save attaches the chosen files and, with Save and
 * send, sends the invoice, then opens it. A server error keeps everything typed and shows
 * its messages on the fields they are about.
 */
export function InvoiceEditor({
  mode,
  defaultValues,
  currency,
  customer,
  chargeTypes,
  scope,
  save: saveDraft,
  savedAlert,
}: Props) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<InvoiceFormValues>({ defaultValues, mode: 'onTouched' });
  const { register, control } = form;
  const leave = useLeaveGuard(form.formState.isDirty);
  const confirmations = usePosoConfirmations();
  const [askingToSend, setAskingToSend] = useState(false);
  const [invoiceNumber, description] = useWatch({
    control,
    name: ['invoiceNumber', 'description'],
  });
  const [files, setFiles] = useState<File[]>([]);
  // Which button started the save: Save, or Save and send.
  const sending = useRef(false);
  const [sendPending, setSendPending] = useState(false);
  const alert = usePosoAlert();
  const finish = useFinishInvoice();
  const save = useFormAction({
    form,
    scope,
    run: leave.guard(async (values: InvoiceFormValues) => {
      const send = sending.current;
      const saved = await saveDraft(values);
      if (!saved) return;
      if (!send) alert(savedAlert);
      await finish(saved, { files, send });
    }),
  });
  // Sending cannot be undone: check the form first, then ask with the number and total.
  const askToSend = async () => {
    if (await form.trigger()) setAskingToSend(true);
  };
  const values = form.getValues();
  const sendConfirmation = confirmations.sendInvoice({
    number: values.invoiceNumber.trim() || intl.formatMessage(messages.unnumbered),
    amount: documentTotals(values.items, values.additionalCharges).grandTotal.toFixed(2),
    currency,
    party: customer,
  });
  const submit = (send: boolean) => {
    sending.current = send;
    setSendPending(send);
    return save.submit();
  };

  const tooLong = (max: number) => (value: string) =>
    value.length <= max || intl.formatMessage(tooLongMessage, { max });

  return (
    <FormProvider {...form}>
      {leave.dialog}
      <ConfirmDialog
        open={askingToSend}
        onClose={() => setAskingToSend(false)}
        pending={save.pending}
        confirmation={sendConfirmation}
        onConfirm={() => {
          setAskingToSend(false);
          void submit(true);
        }}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
        noValidate
        data-testid="invoice-form"
      >
        <Stack gap="6">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="md">
                {intl.formatMessage(messages.details)}
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField<InvoiceFormValues>
                  name="invoiceNumber"
                  label={intl.formatMessage(fieldLabels.invoiceNumber)}
                  helperProps={lengthHelperProps}
                  helper={
                    <LengthHelper
                      value={invoiceNumber}
                      max={NUMBER_MAX}
                      hint={mode === 'create' && intl.formatMessage(messages.numberHint)}
                      testId="invoice-number-count"
                    />
                  }
                >
                  <Input
                    autoComplete="off"
                    maxLength={NUMBER_MAX}
                    placeholder="INV-00007"
                    data-testid="invoice-number"
                    {...register('invoiceNumber', { validate: tooLong(NUMBER_MAX) })}
                  />
                </FormField>
                <FormField<InvoiceFormValues>
                  name="invoiceDate"
                  label={intl.formatMessage(fieldLabels.invoiceDate)}
                  required
                >
                  <DateField
                    control={form.control}
                    name="invoiceDate"
                    validate={rules.date}
                    // The due date is checked against it.
                    onValueChange={() => void form.trigger('dueDate')}
                    testId="invoice-date"
                  />
                </FormField>
                <FormField<InvoiceFormValues>
                  name="dueDate"
                  label={intl.formatMessage(fieldLabels.dueDate)}
                >
                  <DateField
                    control={form.control}
                    name="dueDate"
                    validate={(dueDate) => {
                      const issue = dueDateIssue({
                        invoiceDate: form.getValues('invoiceDate'),
                        dueDate,
                      });
                      if (issue === null) return true;
                      return intl.formatMessage(
                        issue === 'invalid'
                          ? messages.invalidDueDate
                          : messages.dueBeforeInvoiceDate,
                      );
                    }}
                    testId="invoice-due-date"
                  />
                </FormField>
                <Box gridColumn={{ md: '1 / -1' }}>
                  <FormField<InvoiceFormValues>
                    name="description"
                    label={intl.formatMessage(fieldLabels.description)}
                    helperProps={lengthHelperProps}
                    helper={
                      <LengthHelper
                        value={description}
                        max={DESCRIPTION_MAX}
                        testId="invoice-description-count"
                      />
                    }
                  >
                    <Textarea
                      rows={2}
                      autoresize
                      maxLength={DESCRIPTION_MAX}
                      data-testid="invoice-description"
                      {...register('description', { validate: tooLong(DESCRIPTION_MAX) })}
                    />
                  </FormField>
                </Box>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Section title={intl.formatMessage(fieldLabels.items)}>
            <ItemsEditor currency={currency} withCharges disabled={save.pending} />
          </Section>
          <AdditionalChargesEditor
            chargeTypes={chargeTypes}
            currency={currency}
            disabled={save.pending}
          />

          <Section title={intl.formatMessage(fieldLabels.attachments)}>
            <AttachmentPicker files={files} onChange={setFiles} disabled={save.pending} />
          </Section>

          {save.formError && (
            <Alert.Root status="error" data-testid="invoice-form-error">
              <Alert.Indicator />
              <Alert.Title>{save.formError}</Alert.Title>
            </Alert.Root>
          )}
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }}>
            <HStack gap="2" justify="flex-end" wrap="wrap">
              <Button
                type="submit"
                variant="outline"
                loading={save.pending && !sendPending}
                disabled={save.pending}
                data-testid="save-invoice"
              >
                <LuSave />
                {intl.formatMessage(
                  mode === 'create' ? actionLabels.saveDraft : actionLabels.saveChanges,
                )}
              </Button>
              <Button
                type="button"
                loading={save.pending && sendPending}
                disabled={save.pending}
                onClick={() => void askToSend()}
                data-testid="save-and-send-invoice"
              >
                <LuSend />
                {intl.formatMessage(messages.saveAndSend)}
              </Button>
            </HStack>
            <Text textStyle="sm" color="fg.muted" textAlign="end">
              {intl.formatMessage(messages.sendHint)}
            </Text>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
}
