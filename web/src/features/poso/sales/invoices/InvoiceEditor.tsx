import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuSave, LuSend } from 'react-icons/lu';
import { errorDetails, errorMessage } from '../../../../app/error-codes';
import { AdditionalChargesEditor } from '../../shared/AdditionalChargesEditor';
import { ItemsEditor } from '../../shared/ItemsEditor';
import { fieldLabels } from '../../shared/labels';
import { FormField } from '../../shared/parts';
import { useFieldRules } from '../../shared/useFieldRules';
import type { ChargeType } from '../../shared/types';
import { AttachmentPicker } from '../../shared/Attachments';
import { Section } from '../../shared/Section';
import { salesLabels } from '../messages';
import { invoiceFormField, type InvoiceFormValues } from './invoice-form';

/** What the form hands over: the values, the files to attach, and whether to send at once. */
export type InvoiceSave = { values: InvoiceFormValues; files: File[]; send: boolean };

type Props = {
  mode: 'create' | 'edit';
  defaultValues: InvoiceFormValues;
  currency: string;
  chargeTypes: readonly ChargeType[];
  /** Resolves when saved (and sent); rejects with the mutation's error to show it. */
  onSave: (save: InvoiceSave) => Promise<unknown>;
};

const messages = defineMessages({
  details: { id: 'sales.invoiceForm.details', defaultMessage: 'Invoice details' },
  numberHint: {
    id: 'sales.invoiceForm.numberHint',
    defaultMessage: 'Leave empty to number it automatically',
  },
  tooLong: { id: 'sales.invoiceForm.tooLong', defaultMessage: 'Use at most {max} characters' },
  saveDraft: { id: 'sales.invoiceForm.saveDraft', defaultMessage: 'Save draft' },
  saveChanges: { id: 'sales.invoiceForm.saveChanges', defaultMessage: 'Save changes' },
  saveAndSend: { id: 'sales.invoiceForm.saveAndSend', defaultMessage: 'Save and send' },
  sendHint: {
    id: 'sales.invoiceForm.sendHint',
    defaultMessage: 'A sent invoice goes to the customer and can no longer be edited.',
  },
});
const tooLongMessage: MessageDescriptor = messages.tooLong;

const NUMBER_MAX = 50;
const DESCRIPTION_MAX = 2000;

/**
 * The invoice form of AddInvoice and EditInvoice: number, date, description, lines and
 * additional charges with live totals. A server error keeps everything typed and shows
 * its messages on the fields they are about.
 */
export function InvoiceEditor({ mode, defaultValues, currency, chargeTypes, onSave }: Props) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<InvoiceFormValues>({ defaultValues, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const running = useRef(false);

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      if (running.current) return;
      running.current = true;
      setSending(send);
      setFormError(null);
      try {
        await onSave({ values, files, send });
      } catch (error) {
        const details = errorDetails(error);
        let shown = false;
        for (const [name, message] of Object.entries(details.fields)) {
          const field = invoiceFormField(name);
          if (field) {
            setError(field, { type: 'server', message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) {
          setFormError(
            Object.values(details.fields)[0] ?? intl.formatMessage(errorMessage(details.code)),
          );
        }
      } finally {
        running.current = false;
      }
    });

  const tooLong = (max: number) => (value: string) =>
    value.length <= max || intl.formatMessage(tooLongMessage, { max });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit(false)} noValidate data-testid="invoice-form">
        <Stack gap="6">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="md">
                {intl.formatMessage(messages.details)}
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField
                  label={intl.formatMessage(fieldLabels.invoiceNumber)}
                  error={errors.invoiceNumber?.message}
                  helper={
                    mode === 'create' && (
                      <Field.HelperText>{intl.formatMessage(messages.numberHint)}</Field.HelperText>
                    )
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
                <FormField
                  label={intl.formatMessage(fieldLabels.invoiceDate)}
                  error={errors.invoiceDate?.message}
                  required
                >
                  <Input
                    type="date"
                    data-testid="invoice-date"
                    {...register('invoiceDate', { validate: rules.date })}
                  />
                </FormField>
                <Box gridColumn={{ md: '1 / -1' }}>
                  <FormField
                    label={intl.formatMessage(fieldLabels.description)}
                    error={errors.description?.message}
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

          <Stack gap="2">
            <Heading as="h2" size="md">
              {intl.formatMessage(salesLabels.items)}
            </Heading>
            <ItemsEditor currency={currency} withCharges disabled={isSubmitting} />
          </Stack>
          <AdditionalChargesEditor
            chargeTypes={chargeTypes}
            currency={currency}
            disabled={isSubmitting}
          />

          <Section title={intl.formatMessage(fieldLabels.attachments)}>
            <AttachmentPicker files={files} onChange={setFiles} disabled={isSubmitting} />
          </Section>

          {formError && (
            <Alert.Root status="error" data-testid="invoice-form-error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }}>
            <HStack gap="2" justify="flex-end" wrap="wrap">
              <Button
                type="submit"
                variant="outline"
                loading={isSubmitting && !sending}
                disabled={isSubmitting}
                data-testid="save-invoice"
              >
                <LuSave />
                {intl.formatMessage(mode === 'create' ? messages.saveDraft : messages.saveChanges)}
              </Button>
              <Button
                type="button"
                loading={isSubmitting && sending}
                disabled={isSubmitting}
                onClick={submit(true)}
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
