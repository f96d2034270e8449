import { DataList } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatDecimal } from '../../../i18n/amount-format';
import { usePosoAlert } from '../../shared/alerts';
import { FormDialog } from '../../shared/FormDialog';
import { fieldLabels } from '../../shared/labels';
import {
  PaymentFields,
  paymentFieldNames,
  paymentInput,
  usePaymentForm,
  type PaymentValues,
} from '../../shared/PaymentFields';
import { useDialogAction } from '../../shared/useDialogAction';
import { actions, purchasesLabels } from '../messages';
import { quiet, reloadOnConflict } from '../useDocumentAction';
import { remainingAdvance } from './advances';
import { AdvancesPayAdvanceMutation } from './payments.operations';

export type AdvanceOrder = {
  id: number;
  poNumber: string;
  amount: string;
  advanceAmount: string;
  currency: string;
};

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
  const alert = usePosoAlert();
  const first = useRef<HTMLInputElement | null>(null);
  const [pay] = useMutation(AdvancesPayAdvanceMutation, {
    context: quiet,
    refetchQueries: 'active',
  });
  const left = remainingAdvance(order.amount, order.advanceAmount);
  const form = usePaymentForm(open, left);
  const action = useDialogAction<PaymentValues, keyof PaymentValues>({
    open,
    scope: `advance-po-${order.id}`,
    fields: paymentFieldNames,
    setError: form.setError,
    onConfirm: async (values, { idempotencyKey }) => {
      const { remarks, ...payment } = paymentInput(values);
      await pay({
        variables: {
          idempotencyKey,
          input: { purchaseOrderId: order.id, ...payment, ...(remarks ? { remarks } : {}) },
        },
      }).catch((error: unknown) => reloadOnConflict(error, onReload));
      alert('paymentSuccessful');
    },
    onDone: onClose,
  });

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
      onSubmit={form.handleSubmit(action.run)}
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
      <PaymentFields form={form} limit={left} testId="advance" initialFocus={first} />
    </FormDialog>
  );
}
