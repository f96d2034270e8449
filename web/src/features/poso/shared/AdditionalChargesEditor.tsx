import { Field, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { emptyCharge, type ChargeDraft, type ItemDraft } from './drafts';
import { fieldLabels } from './labels';
import { AddRowButton, RemoveRowButton, TotalRow } from './parts';
import { documentTotals } from './totals';
import type { ChargeType } from './types';
import { useFieldRules } from '../../../ui/forms/useFieldRules';

export type AdditionalChargesEditorProps = {
  /** The charge master (freight, packing...), as the server lists it. */
  chargeTypes: readonly ChargeType[];
  currency?: string;
  disabled?: boolean;
};

type Form = { items: ItemDraft[]; additionalCharges: ChargeDraft[] };

const messages = defineMessages({
  title: { id: 'poso.charges.title', defaultMessage: 'Additional charges' },
  add: { id: 'poso.charges.add', defaultMessage: 'Add charge' },
  remove: { id: 'poso.charges.remove', defaultMessage: 'Remove charge {number}' },
  choose: { id: 'poso.charges.choose', defaultMessage: 'Choose a charge' },
  duplicate: { id: 'poso.charges.duplicate', defaultMessage: 'This charge is already added' },
  total: { id: 'poso.charges.total', defaultMessage: 'Charges total' },
});
const removeMessage: MessageDescriptor = messages.remove;

/**
 * Invoice additional charges under `additionalCharges: ChargeDraft[]` in the same form as ItemsEditor;
 * ends with the grand total of items and charges.
 */
export function AdditionalChargesEditor({
  chargeTypes,
  currency,
  disabled = false,
}: AdditionalChargesEditorProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<Form>();
  const { fields, append, remove } = useFieldArray({ control, name: 'additionalCharges' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const charges = useWatch({ control, name: 'additionalCharges' }) ?? [];
  const totals = documentTotals(items, charges);

  return (
    <Stack gap="2" data-testid="charges-editor">
      <Text fontWeight="semibold">{intl.formatMessage(messages.title)}</Text>
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-label={intl.formatMessage(messages.title)}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{intl.formatMessage(fieldLabels.chargeType)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage(fieldLabels.amount)}
              </Table.ColumnHeader>
              <Table.ColumnHeader width="1" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, index) => {
              const error = errors.additionalCharges?.[index];
              return (
                <Table.Row key={field.id} data-testid="charges-editor-row">
                  <Table.Cell verticalAlign="top" minW="48">
                    <Field.Root invalid={Boolean(error?.masterId)} disabled={disabled}>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          aria-label={`${intl.formatMessage(fieldLabels.chargeType)} ${index + 1}`}
                          data-testid={`charge-${index}-type`}
                          {...register(`additionalCharges.${index}.masterId`, {
                            validate: (value) => {
                              const required = rules.required(value);
                              if (required !== true) return required;
                              const same = getValues('additionalCharges').filter(
                                (charge) => charge.masterId === value,
                              );
                              return same.length <= 1 || intl.formatMessage(messages.duplicate);
                            },
                          })}
                        >
                          <option value="">{intl.formatMessage(messages.choose)}</option>
                          {chargeTypes.map((type) => (
                            <option key={type.id} value={String(type.id)}>
                              {type.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{error?.masterId?.message}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" minW="32">
                    <Field.Root invalid={Boolean(error?.amount)} disabled={disabled}>
                      <Input
                        size="sm"
                        textAlign="end"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${intl.formatMessage(fieldLabels.amount)} ${index + 1}`}
                        data-testid={`charge-${index}-amount`}
                        {...register(`additionalCharges.${index}.amount`, {
                          validate: rules.amount,
                        })}
                      />
                      <Field.ErrorText>{error?.amount?.message}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <RemoveRowButton
                      label={intl.formatMessage(removeMessage, { number: index + 1 })}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
          <Table.Footer>
            {fields.length > 0 && (
              <TotalRow
                label={intl.formatMessage(messages.total)}
                value={totals.chargesTotal}
                currency={currency}
                labelSpan={1}
                trailingCell
                fontWeight="normal"
              />
            )}
            <TotalRow
              label={intl.formatMessage(fieldLabels.grandTotal)}
              value={totals.grandTotal}
              currency={currency}
              labelSpan={1}
              trailingCell
              fontWeight="bold"
              testId="charges-editor-grand-total"
            />
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <AddRowButton
        label={intl.formatMessage(messages.add)}
        onClick={() =>
          append(emptyCharge(), { focusName: `additionalCharges.${fields.length}.masterId` })
        }
        disabled={disabled || chargeTypes.length === 0}
        testId="charges-editor-add"
      />
    </Stack>
  );
}
