import { DataList } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { formatExactMoney } from '../../i18n/amount-format';
import { PaymentDialog } from '../payments/PaymentDialog';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { actionLabels, fieldLabels } from '../shared/labels';
import { remainingAdvance } from './advances';

const AdvanceDialogPurchaseOrder = graphql(`
  fragment AdvanceDialog_PurchaseOrder on PurchaseOrder {
    id
    poNumber
    amount
    advanceAmount
    currency
  }
`);

const PayMutation = graphql(`
  mutation AdvanceDialog_Pay($input: PayAdvanceInput!, $idempotencyKey: String!) {
    payAdvance(input: $input, idempotencyKey: $idempotencyKey) {
      advance {
        id
        amount
        advanceTotal
      }
      heldAction {
        id
        kind
        state
        dueAt
      }
      purchaseOrder {
        id
        advanceAmount
        isAdvanceAllowed
      }
    }
  }
`);

/**
 * An advance against a Raised PO. The amount starts at what is left of the order and, like
 * a payment, is flagged "Incorrect entry" above it without blocking (the server decides).
 */
export function AdvanceDialog({
  order: masked,
  open,
  onClose,
}: {
  order: FragmentType<typeof AdvanceDialogPurchaseOrder>;
  open: boolean;
  onClose: () => void;
}) {
  const order = getFragmentData(AdvanceDialogPurchaseOrder, masked);
  const intl = useIntl();
  const heldSnackbar = useHeldActionSnackbar();
  const [pay] = useMutation(PayMutation, { context: quiet, refetchQueries: 'active' });
  const left = remainingAdvance(order.amount, order.advanceAmount);
  const rows = [
    { key: 'total', label: intl.formatMessage(fieldLabels.amount), value: order.amount },
    {
      key: 'advanced',
      label: intl.formatMessage(fieldLabels.advancePaid),
      value: order.advanceAmount,
    },
    {
      key: 'remaining',
      label: intl.formatMessage(fieldLabels.leftToAdvance),
      value: left.toFixed(2),
    },
  ];

  return (
    <PaymentDialog
      open={open}
      onClose={onClose}
      scope={`advance-po:${order.id}`}
      limit={left}
      currency={order.currency}
      title={actionLabels.payAdvance}
      submitLabel={actionLabels.payAdvance}
      testId="advance-dialog"
      summary={
        <DataList.Root orientation="horizontal" size="sm" bg="bg.subtle" p="3" rounded="l2">
          <DataList.Item>
            <DataList.ItemLabel>{intl.formatMessage(fieldLabels.poNumber)}</DataList.ItemLabel>
            <DataList.ItemValue>{order.poNumber}</DataList.ItemValue>
          </DataList.Item>
          {rows.map((row) => (
            <DataList.Item key={row.key} data-testid={`advance-${row.key}`}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums" fontWeight="medium">
                {formatExactMoney(row.value, order.currency)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      }
      run={(payment, idempotencyKey) =>
        pay({ variables: { idempotencyKey, input: { purchaseOrderId: order.id, ...payment } } })
      }
      onSuccess={(result) => heldSnackbar(result.data?.payAdvance.heldAction, 'paymentSuccessful')}
    />
  );
}
