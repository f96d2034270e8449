import { Field, Input, Stack, Table } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDecimal } from '../../i18n/amount-format';
import { emptyItem, type ItemDraft } from './drafts';
import { fieldLabels } from './labels';
import { numericCell } from '../../../ui/display/Money';
import { AddRowButton, RemoveRowButton, TotalRow } from './parts';
import { documentTotals } from './totals';
import { useFieldRules } from '../../../ui/forms/useFieldRules';

export type ItemsEditorProps = {
  /** Shown beside the total; figures are in the document's currency. */
  currency?: string;
  /** With an AdditionalChargesEditor below, this total is the items total, not the grand total. */
  withCharges?: boolean;
  /** Rows that cannot be removed (a PO or invoice needs at least one item). */
  minItems?: number;
  disabled?: boolean;
};

type Form = { items: ItemDraft[] };
type ItemField = keyof Omit<ItemDraft, 'id'>;

const messages = defineMessages({
  addItem: { id: 'poso.items.add', defaultMessage: 'Add item' },
  removeItem: { id: 'poso.items.remove', defaultMessage: 'Remove item {number}' },
  items: { id: 'poso.items.label', defaultMessage: 'Items' },
});
const removeItemMessage: MessageDescriptor = messages.removeItem;

const order: ItemField[] = ['materialDescription', 'ratePerUnit', 'quantity', 'tax'];
const numeric = { textAlign: 'end' } as const;

/**
 * Item rows of a PO or invoice form (react-hook-form, inside a FormProvider whose values
 * have `items: ItemDraft[]`). Line totals and the total follow every keystroke; Enter moves
 * to the next field and, in the last field of the last row, adds a row.
 */
export function ItemsEditor({
  currency,
  withCharges = false,
  minItems = 1,
  disabled = false,
}: ItemsEditorProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = useFormContext<Form>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const watched = useWatch({ control, name: 'items' }) ?? [];
  const totals = documentTotals(watched);

  const path = (index: number, field: ItemField) => `items.${index}.${field}` as const;

  const addRow = () =>
    append(emptyItem(), { focusName: `items.${fields.length}.materialDescription` });

  const onEnter = (index: number, field: ItemField) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter inside the items never submits the whole document by accident.
    event.preventDefault();
    const next = order[order.indexOf(field) + 1];
    if (next) setFocus(path(index, next));
    else if (index + 1 < fields.length) setFocus(path(index + 1, 'materialDescription'));
    else if (!disabled) addRow();
  };

  const validation: Record<ItemField, (value: string) => true | string> = {
    materialDescription: rules.text(500),
    ratePerUnit: rules.amount,
    quantity: rules.quantity,
    tax: rules.taxPercent,
  };

  const cell = (index: number, field: ItemField, label: MessageDescriptor) => {
    const error = errors.items?.[index]?.[field];
    const isNumber = field !== 'materialDescription';
    return (
      <Table.Cell verticalAlign="top" minW={isNumber ? '28' : '56'}>
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Input
            size="sm"
            aria-label={`${intl.formatMessage(label)} ${index + 1}`}
            inputMode={isNumber ? 'decimal' : undefined}
            textAlign={isNumber ? 'end' : undefined}
            autoComplete="off"
            data-testid={`item-${index}-${field}`}
            {...register(path(index, field), { validate: validation[field] })}
            onKeyDown={onEnter(index, field)}
          />
          <Field.ErrorText>{error?.message}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
    );
  };

  return (
    <Stack gap="2" data-testid="items-editor">
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-label={intl.formatMessage(messages.items)}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader width="1">#</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(fieldLabels.material)}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>
                {intl.formatMessage(fieldLabels.ratePerUnit)}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>
                {intl.formatMessage(fieldLabels.quantity)}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>
                {intl.formatMessage(fieldLabels.tax)}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>
                {intl.formatMessage(fieldLabels.lineTotal)}
              </Table.ColumnHeader>
              <Table.ColumnHeader width="1" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((field, index) => {
              const total = totals.lineTotals[index];
              return (
                <Table.Row key={field.id} data-testid="items-editor-row">
                  <Table.Cell verticalAlign="top" pt="3" color="fg.muted">
                    {index + 1}
                  </Table.Cell>
                  {cell(index, 'materialDescription', fieldLabels.material)}
                  {cell(index, 'ratePerUnit', fieldLabels.ratePerUnit)}
                  {cell(index, 'quantity', fieldLabels.quantity)}
                  {cell(index, 'tax', fieldLabels.tax)}
                  <Table.Cell
                    {...numericCell}
                    verticalAlign="top"
                    pt="3"
                    data-testid={`item-${index}-lineTotal`}
                  >
                    {total ? formatDecimal(total) : '—'}
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <RemoveRowButton
                      label={intl.formatMessage(removeItemMessage, { number: index + 1 })}
                      disabled={disabled || fields.length <= minItems}
                      onClick={() => {
                        remove(index);
                        if (index > 0) setFocus(path(index - 1, 'materialDescription'));
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
          <Table.Footer>
            <TotalRow
              label={intl.formatMessage(
                withCharges ? fieldLabels.itemsTotal : fieldLabels.grandTotal,
              )}
              value={totals.itemsTotal}
              currency={currency}
              labelSpan={5}
              trailingCell
              testId="items-editor-total"
            />
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <AddRowButton
        label={intl.formatMessage(messages.addItem)}
        onClick={addRow}
        disabled={disabled}
        testId="items-editor-add"
      />
    </Stack>
  );
}
