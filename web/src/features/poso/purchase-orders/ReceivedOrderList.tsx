import { Button } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuFilePlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import type { PurchaseOrderStatus } from '../../../gql/graphql';
import { oneOf, searchText } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { actionLabels, filterLabels } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { orderColumns, orderSortFields } from './orderColumns';
import { ReceivedOrderActions } from './ReceivedOrderActions';
import { ListScreen } from '../shared/ListScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

const OrdersQuery = graphql(`
  query ReceivedOrderList_Orders(
    $page: Int!
    $size: Int!
    $filter: ReceivedPurchaseOrderFilter
    $sort: ReceivedPurchaseOrderSort
  ) {
    receivedPurchaseOrders(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        id
        isInvoiceCreateAllowed
        ...OrderColumns_ReceivedPurchaseOrder
        ...ReceivedOrderActions_ReceivedPurchaseOrder
      }
    }
  }
`);

export type ReceivedOrderListVariant = 'received' | 'sales' | 'choose';

const messages = defineMessages({
  receivedTitle: {
    id: 'poso.purchaseOrders.received.title',
    defaultMessage: 'Purchase orders received',
  },
  receivedSubtitle: {
    id: 'poso.purchaseOrders.received.subtitle',
    defaultMessage: 'Orders your customers sent you: accept or reject each one.',
  },
  receivedEmpty: {
    id: 'poso.purchaseOrders.received.empty',
    defaultMessage: 'No purchase orders received yet',
  },
  salesTitle: { id: 'poso.purchaseOrders.sales.title', defaultMessage: 'Sales orders' },
  salesSubtitle: {
    id: 'poso.purchaseOrders.sales.subtitle',
    defaultMessage: 'Purchase orders you accepted; raise invoices against them.',
  },
  salesEmpty: {
    id: 'poso.purchaseOrders.sales.empty',
    defaultMessage: 'No sales orders yet: accept a received purchase order first',
  },
  chooseTitle: { id: 'poso.purchaseOrders.choose.title', defaultMessage: 'New invoice' },
  chooseSubtitle: {
    id: 'poso.purchaseOrders.choose.subtitle',
    defaultMessage: 'Choose the sales order to invoice.',
  },
  tableLabel: {
    id: 'poso.purchaseOrders.received.table',
    defaultMessage: 'Received purchase orders',
  },
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

/** What a vendor sees of a customer's order: from Sent to Vendor on. */
const receivedStatuses: readonly PurchaseOrderStatus[] = [
  'SENT_TO_VENDOR',
  'RAISED',
  'VENDOR_REJECTED',
];
const filters = { status: oneOf(receivedStatuses), number: searchText() };

/**
 * Purchase orders received from customers (po/received), the accepted ones as sales orders
 * (sales), and the same sales orders as the first step of a new invoice (AddInvoice).
 */
export function ReceivedOrderList({ variant }: { variant: ReceivedOrderListVariant }) {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(OrdersQuery, {
    pick: (data) => data.receivedPurchaseOrders,
    filters,
    variables: ({ status, number }) => ({
      filter: { status: variant === 'received' ? status : 'RAISED', poNumber: number },
    }),
    sortFields: orderSortFields.vendor,
    skip: !ready,
  });
  const { title, subtitle, empty } = texts[variant];

  return (
    <ListScreen
      title={title}
      subtitle={subtitle}
      backTo={variant === 'choose' ? links.salesInvoices : undefined}
    >
      <DocumentFilters
        filters={list.filters}
        kind="po"
        statuses={variant === 'received' ? receivedStatuses : []}
        numberLabel={filterLabels.searchPoNumber}
      />
      <PagedTable
        label={messages.tableLabel}
        columns={orderColumns.vendor}
        {...list.table}
        empty={empty}
        rowHref={(row) =>
          variant === 'choose' && row.isInvoiceCreateAllowed
            ? links.addInvoice(row.id)
            : links.receivedOrder(row.id)
        }
        actions={(row) => {
          if (variant === 'received') return <ReceivedOrderActions order={row} inRow />;
          if (!row.isInvoiceCreateAllowed) return null;
          return (
            <Button asChild size="xs" variant={variant === 'choose' ? 'solid' : 'outline'}>
              <RouterLink to={links.addInvoice(row.id)} data-testid="add-invoice">
                <LuFilePlus />
                {intl.formatMessage(
                  variant === 'choose' ? actionLabels.choose : actionLabels.addInvoice,
                )}
              </RouterLink>
            </Button>
          );
        }}
        testId="received-orders"
      />
    </ListScreen>
  );
}

/** po/received. */
export default function ReceivedOrders() {
  return <ReceivedOrderList variant="received" />;
}

/** sales: the received orders the vendor accepted. */
export function SalesOrders() {
  return <ReceivedOrderList variant="sales" />;
}

/** AddInvoice: pick the sales order the new invoice is for. */
export function ChooseSalesOrder() {
  return <ReceivedOrderList variant="choose" />;
}
