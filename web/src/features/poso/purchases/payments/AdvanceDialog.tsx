import { DataList, Input, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { formatDecimal } from '../../../i18n/amount-format';
import { usePosoAlert } from '../../shared/alerts';
import { isIsoDate, localIsoDate } from '../../shared/dates';
import { FormDialog } from '../../shared/FormDialog';
import { fieldLabels } from '../../shared/labels';
import {
  compareAmounts,
  parseAmountInput,
  requireAmount,
  toAmountString,
} from '../../shared/money';
import { FormField } from '../../shared/parts';
import { useDialogAction } from '../../shared/useDialogAction';
import { useFieldRules } from '../../shared/useFieldRules';
import { actions, purchasesLabels } from '../messages';
import { quiet, reloadOnConflict } from '../useDocumentAction';
import { remainingAdvance } from './advances';
import { AdvancesPayAdvanceMutation } from './payments.operations';

const messages = defineMessages({
  incorrectEntry: { id: 'purchases.advance.incorrectEntry', defaultMessage: 'Incorrect entry' },
});

export type AdvanceOrder = {
  id: number;
  poNumber: string;
  amount: string;
  advanceAmount: string;
  currency: string;
};

type Values = { referenceNumber: string; amount: string; date: string; remarks: string };
const aliases = {
  referenceNumber: ['reference', 'reference_number'],
  amount: [],
  date: ['paymentDate', 'payment_date'],
  remarks: [],
} as const;

function defaults(order: AdvanceOrder): Values {
  const left = remainingAdvance(order.amount, order.advanceAmount);
  return {
    referenceNumber: '',
    amount: compareAmounts(left, '0') > 0 ? toAmountString(left) : '',
    date: localIsoDate(),
    remarks: '',
  };
}

/**
 * An advance against a Raised PO. The amount starts at what is left of the order and, like
 * a payment, is flagged "Incorrect entry" above it without blocking (the server decides).
 */
export function AdvanceDialog({
  order,
  open,
  onClose,
  onReload,
}: {
  order: AdvanceOrder;
  open: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const alert = usePosoAlert();
  const first = useRef<HTMLInputElement | null>(null);
  const [pay] = useMutation(AdvancesPayAdvanceMutation, {
    context: quiet,
    refetchQueries: 'active',
  });
  const { register, handleSubmit, reset, setError, control, formState } = useForm<Values>({
    defaultValues: defaults(order),
  });
  const action = useDialogAction<Values, keyof Values>({
    scope: `advance-po-${order.id}`,
    aliases,
    setError,
    onConfirm: async (values, { idempotencyKey }) => {
      const remarks = values.remarks.trim();
      await pay({
        variables: {
          idempotencyKey,
          input: {
            purchaseOrderId: order.id,
            referenceNumber: values.referenceNumber.trim(),
            amount: requireAmount(values.amount),
            date: values.date,
            ...(remarks ? { remarks } : {}),
          },
        },
      }).catch((error: unknown) => reloadOnConflict(error, onReload));
      alert('paymentSuccessful');
    },
    onDone: onClose,
  });
  const { clearFormError } = action;
  // Defaults are taken on opening only, so a refetch while typing keeps what was typed.
  const latestOrder = useRef(order);
  useEffect(() => {
    latestOrder.current = order;
  });
  useEffect(() => {
    if (!open) return;
    reset(defaults(latestOrder.current));
    clearFormError();
  }, [open, reset, clearFormError]);

  const left = remainingAdvance(order.amount, order.advanceAmount);
  const amount = parseAmountInput(useWatch({ control, name: 'amount' }) ?? '');
  const over = amount.ok && compareAmounts(amount.value, left) > 0;
  const { errors } = formState;
  const reference = register('referenceNumber', { validate: rules.text(100) });
  const rows = [
    { key: 'total', label: intl.formatMessage(fieldLabels.amount), value: order.amount },
    {
      key: 'advanced',
      label: intl.formatMessage(purchasesLabels.advanceAmount),
      value: order.advanceAmount,
    },
    {
      key: 'remaining',
      label: intl.formatMessage(purchasesLabels.leftToAdvance),
      value: left.toFixed(2),
    },
  ];

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={actions.payAdvance}
      submitLabel={actions.payAdvance}
      onSubmit={handleSubmit(action.run)}
      pending={action.pending}
      formError={action.formError}
      initialFocus={first}
      testId="advance-dialog"
    >
      <DataList.Root orientation="horizontal" size="sm" bg="bg.subtle" p="3" rounded="l2">
        <DataList.Item>
          <DataList.ItemLabel>{intl.formatMessage(fieldLabels.poNumber)}</DataList.ItemLabel>
          <DataList.ItemValue>{order.poNumber}</DataList.ItemValue>
        </DataList.Item>
        {rows.map((row) => (
          <DataList.Item key={row.key} data-testid={`advance-${row.key}`}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontVariantNumeric="tabular-nums" fontWeight="medium">
              {formatDecimal(row.value)} {order.currency}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
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
          data-testid="advance-reference"
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={intl.formatMessage(fieldLabels.amount)}
          error={
            errors.amount?.message ??
            (over ? intl.formatMessage(messages.incorrectEntry) : undefined)
          }
          required
        >
          <Input
            {...register('amount', { validate: rules.amount })}
            inputMode="decimal"
            textAlign="end"
            autoComplete="off"
            data-testid="advance-amount"
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
                (value ? intl.formatMessage(purchasesLabels.invalidDate) : rules.required(value)),
            })}
            data-testid="advance-date"
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
          data-testid="advance-remarks"
        />
      </FormField>
    </FormDialog>
  );
}
