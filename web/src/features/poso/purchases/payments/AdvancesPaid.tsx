import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import type { Advances_OpenOrdersQuery, Advances_PaidQuery } from '../../../../gql/graphql';
import { formatDecimal } from '../../../i18n/amount-format';
import { formatDate } from '../../../i18n/format';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { amountColumn, NumberCell } from '../cells';
import { actions, purchasesLabels, titles } from '../messages';
import { personName } from '../people';
import { ListScreen } from '../ListScreen';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { AdvanceDialog } from './AdvanceDialog';
import { remainingAdvance } from './advances';
import { AdvancesOpenOrdersQuery, AdvancesPaidQuery } from './payments.operations';

type OpenOrder = Advances_OpenOrdersQuery['purchaseOrders']['items'][number];
type Advance = Advances_PaidQuery['advancesPaid']['items'][number];

const messages = defineMessages({
  subtitle: {
    id: 'purchases.advances.subtitle',
    defaultMessage: 'Payments made to vendors ahead of their invoices, against raised orders',
  },
  openOrders: { id: 'purchases.advances.openOrders', defaultMessage: 'Raised purchase orders' },
  paid: { id: 'purchases.advances.paid', defaultMessage: 'Advances paid' },
  noOrders: {
    id: 'purchases.advances.noOrders',
    defaultMessage: 'No raised purchase order to pay an advance on.',
  },
  empty: { id: 'purchases.advances.empty', defaultMessage: 'No advances paid yet.' },
});

function orderColumns(): Column<OpenOrder>[] {
  return [
    {
      id: 'number',
      header: fieldLabels.poNumber,
      cell: (po) => <NumberCell number={po.poNumber} />,
    },
    { id: 'vendor', header: fieldLabels.vendor, cell: (po) => po.vendor.name },
    amountColumn('amount', fieldLabels.amount, (po) => po.amount, 'amount-total'),
    amountColumn(
      'advanced',
      purchasesLabels.advanceAmount,
      (po) => po.advanceAmount,
      'amount-advanced',
    ),
    amountColumn(
      'remaining',
      purchasesLabels.leftToAdvance,
      (po) => remainingAdvance(po.amount, po.advanceAmount).toFixed(2),
      'amount-pending',
    ),
  ];
}

function advanceColumns(): Column<Advance>[] {
  return [
    {
      id: 'reference',
      header: fieldLabels.referenceNumber,
      cell: (advance) => <NumberCell number={advance.referenceNumber} />,
    },
    { id: 'date', header: fieldLabels.paymentDate, cell: (advance) => formatDate(advance.date) },
    { id: 'po', header: fieldLabels.poNumber, cell: (advance) => advance.poNumber },
    { id: 'vendor', header: fieldLabels.vendor, cell: (advance) => advance.vendor.name },
    {
      id: 'amount',
      header: fieldLabels.amount,
      numeric: true,
      cell: (advance) => (
        <span data-testid="amount-paid">
          {formatDecimal(advance.amount)} {advance.currency}
        </span>
      ),
    },
    {
      id: 'status',
      header: fieldLabels.status,
      cell: (advance) => <StatusBadge kind="advance" status={advance.status} />,
    },
    {
      id: 'paidBy',
      header: purchasesLabels.paidBy,
      cell: (advance) => (advance.paidBy ? personName(advance.paidBy) : '—'),
    },
  ];
}

/** purchase/po/advance: raised orders with Pay advance, and the advances paid so far. */
export default function AdvancesPaid() {
  const intl = useIntl();
  const { paths } = usePurchasesScope();
  const [paying, setPaying] = useState<OpenOrder | null>(null);
  const orders = usePagedList(AdvancesOpenOrdersQuery, (data) => data.purchaseOrders, {}, 'orders');
  const advances = usePagedList(AdvancesPaidQuery, (data) => data.advancesPaid, {});
  const reload = () => {
    orders.onRetry();
    advances.onRetry();
  };
  return (
    <ListScreen title={titles.advances} subtitle={messages.subtitle}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading size="md">{intl.formatMessage(messages.openOrders)}</Heading>
          <PagedTable
            label={messages.openOrders}
            columns={orderColumns()}
            {...orders}
            empty={messages.noOrders}
            rowHref={(po) => paths.viewPo(po.id)}
            testId="advance-orders"
            actions={(po) =>
              po.isAdvanceAllowed && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setPaying(po)}
                  data-testid={`pay-advance-${po.poNumber}`}
                >
                  <LuWallet />
                  {intl.formatMessage(actions.payAdvance)}
                </Button>
              )
            }
          />
        </Stack>
        <Stack gap="2">
          <Heading size="md">{intl.formatMessage(messages.paid)}</Heading>
          <PagedTable
            label={messages.paid}
            columns={advanceColumns()}
            {...advances}
            empty={messages.empty}
            rowHref={(advance) => paths.viewPo(advance.purchaseOrderId)}
            testId="advances-paid"
          />
        </Stack>
      </Stack>
      {paying && (
        <AdvanceDialog order={paying} open onClose={() => setPaying(null)} onReload={reload} />
      )}
    </ListScreen>
  );
}
