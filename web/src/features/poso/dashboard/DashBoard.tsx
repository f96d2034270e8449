import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { PagedTable, type Column, type PagedTableProps } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { useSession } from '../../session/useSession';
import { invoiceColumns } from '../invoices/invoiceColumns';
import { orderColumns } from '../purchase-orders/orderColumns';
import { actionLabels } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { DutiesSetting } from '../settings/DutiesSetting';

const ReceivedOrdersQuery = graphql(`
  query DashBoard_ReceivedOrders($page: Int!, $size: Int!) {
    receivedPurchaseOrders(page: $page, size: $size) {
      totalCount
      items {
        id
        ...OrderColumns_ReceivedPurchaseOrder
      }
    }
  }
`);

const SalesInvoicesQuery = graphql(`
  query DashBoard_SalesInvoices($page: Int!, $size: Int!) {
    salesInvoices(page: $page, size: $size) {
      totalCount
      items {
        id
        ...InvoiceColumns_SalesInvoice
      }
    }
  }
`);

const PurchaseOrdersQuery = graphql(`
  query DashBoard_PurchaseOrders($page: Int!, $size: Int!) {
    purchaseOrders(page: $page, size: $size) {
      totalCount
      items {
        id
        ...OrderColumns_PurchaseOrder
      }
    }
  }
`);

const PurchaseInvoicesQuery = graphql(`
  query DashBoard_PurchaseInvoices($page: Int!, $size: Int!) {
    purchaseInvoices(page: $page, size: $size) {
      totalCount
      items {
        id
        ...InvoiceColumns_PurchaseInvoice
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.dashboard.title', defaultMessage: 'Recent' },
  subtitle: {
    id: 'poso.dashboard.subtitle',
    defaultMessage: 'The latest orders and invoices of {company}, as vendor and as customer.',
  },
  sales: { id: 'poso.dashboard.sales', defaultMessage: 'Sales' },
  purchases: { id: 'poso.dashboard.purchases', defaultMessage: 'Purchases' },
  receivedOrders: {
    id: 'poso.dashboard.receivedOrders',
    defaultMessage: 'Purchase orders received',
  },
  salesInvoices: { id: 'poso.dashboard.salesInvoices', defaultMessage: 'Sales invoices' },
  purchaseOrders: { id: 'poso.dashboard.purchaseOrders', defaultMessage: 'Purchase orders' },
  purchaseInvoices: { id: 'poso.dashboard.purchaseInvoices', defaultMessage: 'Purchase invoices' },
  noReceivedOrders: {
    id: 'poso.dashboard.noReceivedOrders',
    defaultMessage: 'No purchase orders received from customers yet',
  },
  noSalesInvoices: {
    id: 'poso.dashboard.noSalesInvoices',
    defaultMessage: 'No sales invoices yet',
  },
  noPurchaseOrders: {
    id: 'poso.dashboard.noPurchaseOrders',
    defaultMessage: 'No purchase orders yet',
  },
  noPurchaseInvoices: {
    id: 'poso.dashboard.noPurchaseInvoices',
    defaultMessage: 'No invoices received from vendors yet',
  },
});
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** One recent-documents table with its title and the way to the full list. */
function RecentTable<Row extends { id: number }>({
  title,
  viewAll,
  testId,
  columns,
  rowHref,
  empty,
  table,
}: {
  title: MessageDescriptor;
  viewAll: string;
  testId: string;
  columns: Column<Row>[];
  rowHref: (row: Row) => string;
  empty: MessageDescriptor;
  table: Pick<
    PagedTableProps<Row>,
    'rows' | 'totalCount' | 'paging' | 'loading' | 'error' | 'onRetry'
  >;
}) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            {intl.formatMessage(title)}
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={viewAll} data-testid={`${testId}-all`}>
              {intl.formatMessage(actionLabels.viewAll)}
              <LuArrowRight />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="3">
        <PagedTable
          label={title}
          columns={columns}
          {...table}
          empty={empty}
          rowHref={rowHref}
          testId={`${testId}-table`}
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * DashBoard: the latest documents on both sides, since a company can sell and buy. Each
 * table starts at page 1, size 10 (spec section 9) and pages on its own in the URL.
 */
export default function DashBoard() {
  const intl = useIntl();
  const { company } = useSession();
  const { ready, links } = usePosoScope();
  const skip = !ready;
  const received = usePagedList(ReceivedOrdersQuery, {
    pick: (data) => data.receivedPurchaseOrders,
    prefix: 'received',
    skip,
  });
  const sales = usePagedList(SalesInvoicesQuery, {
    pick: (data) => data.salesInvoices,
    prefix: 'salesInvoices',
    skip,
  });
  const orders = usePagedList(PurchaseOrdersQuery, {
    pick: (data) => data.purchaseOrders,
    prefix: 'po',
    skip,
  });
  const purchases = usePagedList(PurchaseInvoicesQuery, {
    pick: (data) => data.purchaseInvoices,
    prefix: 'purchaseInvoices',
    skip,
  });

  return (
    <Stack gap="8">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={company ? intl.formatMessage(subtitleMessage, { company: company.name }) : null}
      />
      <Stack gap="4" as="section" aria-labelledby="dashboard-sales" data-testid="dashboard-sales">
        <Heading as="h2" size="lg" id="dashboard-sales">
          {intl.formatMessage(messages.sales)}
        </Heading>
        <RecentTable
          title={messages.receivedOrders}
          empty={messages.noReceivedOrders}
          viewAll={links.receivedOrders}
          testId="recent-received-orders"
          columns={orderColumns.vendor}
          rowHref={(row) => links.receivedOrder(row.id)}
          table={received.table}
        />
        <RecentTable
          title={messages.salesInvoices}
          empty={messages.noSalesInvoices}
          viewAll={links.salesInvoices}
          testId="recent-sales-invoices"
          columns={invoiceColumns.vendor}
          rowHref={(row) => links.salesInvoice(row.id)}
          table={sales.table}
        />
      </Stack>
      <Stack
        gap="4"
        as="section"
        aria-labelledby="dashboard-purchases"
        data-testid="dashboard-purchases"
      >
        <Heading as="h2" size="lg" id="dashboard-purchases">
          {intl.formatMessage(messages.purchases)}
        </Heading>
        <RecentTable
          title={messages.purchaseOrders}
          empty={messages.noPurchaseOrders}
          viewAll={links.purchaseOrders}
          testId="recent-purchase-orders"
          columns={orderColumns.customer}
          rowHref={(row) => links.purchaseOrder(row.id)}
          table={orders.table}
        />
        <RecentTable
          title={messages.purchaseInvoices}
          empty={messages.noPurchaseInvoices}
          viewAll={links.purchaseInvoices}
          testId="recent-purchase-invoices"
          columns={invoiceColumns.customer}
          rowHref={(row) => links.purchaseInvoice(row.id)}
          table={purchases.table}
        />
      </Stack>
      <DutiesSetting />
    </Stack>
  );
}
