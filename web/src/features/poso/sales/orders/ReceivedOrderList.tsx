import { Button, Flex, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuFilePlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PurchaseOrderStatus, ReceivedPoRowFragment } from '../../../../gql/graphql';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { usePageParams } from '../../shared/usePageParams';
import { amountColumn, dateColumn, numberColumn, statusColumn, textColumn } from '../columns';
import { salesActions } from '../messages';
import { tableState } from '../table-state';
import { usePosoRoute, type PosoLinks } from '../route';
import { NumberSearch } from '../../shared/NumberSearch';
import { useListFilters } from '../../shared/useListFilters';
import { StatusFilter, useStatusFilter } from '../StatusFilter';
import { ReceivedPoActions } from './ReceivedPoActions';
import { ReceivedPoListQuery } from './orders.operations';

export type ReceivedOrderListVariant = 'received' | 'sales' | 'choose';

const messages = defineMessages({
  receivedTitle: { id: 'sales.receivedOrders.title', defaultMessage: 'Purchase orders received' },
  receivedSubtitle: {
    id: 'sales.receivedOrders.subtitle',
    defaultMessage: 'Orders your customers sent you: accept or reject each one.',
  },
  receivedEmpty: {
    id: 'sales.receivedOrders.empty',
    defaultMessage: 'No purchase orders received yet',
  },
  salesTitle: { id: 'sales.salesOrders.title', defaultMessage: 'Sales orders' },
  salesSubtitle: {
    id: 'sales.salesOrders.subtitle',
    defaultMessage: 'Purchase orders you accepted; raise invoices against them.',
  },
  salesEmpty: {
    id: 'sales.salesOrders.empty',
    defaultMessage: 'No sales orders yet: accept a received purchase order first',
  },
  chooseTitle: { id: 'sales.chooseOrder.title', defaultMessage: 'New invoice' },
  chooseSubtitle: {
    id: 'sales.chooseOrder.subtitle',
    defaultMessage: 'Choose the sales order to invoice.',
  },
  tableLabel: { id: 'sales.receivedOrders.table', defaultMessage: 'Received purchase orders' },
});

type Texts = { title: MessageDescriptor; subtitle: MessageDescriptor; empty: MessageDescriptor };
const texts: Record<ReceivedOrderListVariant, Texts> = {
  received: {
    title: messages.receivedTitle,
    subtitle: messages.receivedSubtitle,
    empty: messages.receivedEmpty,
  },
  sales: {
    title: messages.salesTitle,
    subtitle: messages.salesSubtitle,
    empty: messages.salesEmpty,
  },
  choose: {
    title: messages.chooseTitle,
    subtitle: messages.chooseSubtitle,
    empty: messages.salesEmpty,
  },
};

const receivedFilters: PurchaseOrderStatus[] = ['SENT_TO_VENDOR', 'RAISED', 'VENDOR_REJECTED'];

/** The list columns every view of received orders shares; the dashboard uses them too. */
export function receivedOrderColumns(links: PosoLinks): Column<ReceivedPoRowFragment>[] {
  return [
    numberColumn(
      fieldLabels.poNumber,
      (row) => row.poNumber,
      (row) => links.receivedOrder(row.id),
    ),
    dateColumn(fieldLabels.poDate, (row) => row.poDate),
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name),
    amountColumn('total', fieldLabels.amount, (row) => ({
      value: row.amount,
      exchangeRate: row.exchangeRate,
    })),
    statusColumn(fieldLabels.status, 'po', (row) => row.status),
  ];
}

/**
 * Purchase orders received from customers (po/received), the accepted ones as sales orders
 * (sales), and the same sales orders as the first step of a new invoice (AddInvoice).
 */
export function ReceivedOrderList({ variant }: { variant: ReceivedOrderListVariant }) {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const paging = usePageParams();
  const chosenStatus = useStatusFilter(variant === 'received' ? receivedFilters : []);
  const status = variant === 'received' ? chosenStatus : 'RAISED';
  const { number } = useListFilters().filters;
  const query = useQuery(ReceivedPoListQuery, {
    variables: {
      page: paging.page,
      size: paging.size,
      filter: {
        ...(status === null ? {} : { status }),
        ...(number ? { poNumber: number } : {}),
      },
    },
    skip: !ready,
  });
  const page = (query.data ?? query.previousData)?.receivedPurchaseOrders;

  const { title, subtitle, empty } = texts[variant];

  const actions = (row: ReceivedPoRowFragment) => {
    if (variant === 'received') return <ReceivedPoActions order={row} inRow />;
    if (!row.isInvoiceCreateAllowed) return null;
    return (
      <Button asChild size="xs" variant={variant === 'choose' ? 'solid' : 'outline'}>
        <RouterLink to={links.addInvoice(row.id)} data-testid="add-invoice">
          <LuFilePlus />
          {intl.formatMessage(variant === 'choose' ? salesActions.choose : salesActions.addInvoice)}
        </RouterLink>
      </Button>
    );
  };

  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(title)}
        subtitle={intl.formatMessage(subtitle)}
        backTo={variant === 'choose' ? links.salesInvoices : undefined}
      />
      <Flex gap="3" wrap="wrap" align="center">
        <NumberSearch label={fieldLabels.poNumber} />
        {variant === 'received' && <StatusFilter kind="po" options={receivedFilters} />}
      </Flex>
      <PagedTable
        label={messages.tableLabel}
        columns={receivedOrderColumns(links)}
        {...tableState(query, page, ready)}
        paging={paging}
        empty={empty}
        rowHref={(row) =>
          variant === 'choose' && row.isInvoiceCreateAllowed
            ? links.addInvoice(row.id)
            : links.receivedOrder(row.id)
        }
        actions={actions}
        testId="received-orders"
      />
    </Stack>
  );
}

export default function ReceivedOrders() {
  return <ReceivedOrderList variant="received" />;
}
