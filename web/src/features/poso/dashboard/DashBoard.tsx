import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type {
  DashBoard_PurchaseInvoicesQuery,
  DashBoard_PurchaseOrdersQuery,
} from '../../../gql/graphql';
import { useSession } from '../../session/useSession';
import { fieldLabels } from '../shared/labels';
import { PagedTable, type Column } from '../shared/PagedTable';
import { ScreenHeader } from '../shared/ScreenHeader';
import { usePageParams, type PageParams } from '../shared/usePageParams';
import {
  amountColumn,
  dateColumn,
  invoiceAmountColumns,
  numberColumn,
  statusColumn,
  textColumn,
} from '../sales/columns';
import { salesActions } from '../sales/messages';
import { receivedOrderColumns } from '../sales/orders/ReceivedOrderList';
import { salesInvoiceColumns } from '../sales/invoices/SalesInvoiceList';
import { usePosoRoute, type PosoLinks } from '../sales/route';
import { tableState } from '../sales/table-state';
import {
  DashBoardPurchaseInvoicesQuery,
  DashBoardPurchaseOrdersQuery,
  DashBoardReceivedOrdersQuery,
  DashBoardSalesInvoicesQuery,
} from './dashboard.operations';

const messages = defineMessages({
  title: { id: 'sales.dashboard.title', defaultMessage: 'Recent' },
  subtitle: {
    id: 'sales.dashboard.subtitle',
    defaultMessage: 'The latest orders and invoices of {company}, as vendor and as customer.',
  },
  sales: { id: 'sales.dashboard.sales', defaultMessage: 'Sales' },
  purchases: { id: 'sales.dashboard.purchases', defaultMessage: 'Purchases' },
  receivedOrders: {
    id: 'sales.dashboard.receivedOrders',
    defaultMessage: 'Purchase orders received',
  },
  salesInvoices: { id: 'sales.dashboard.salesInvoices', defaultMessage: 'Sales invoices' },
  purchaseOrders: { id: 'sales.dashboard.purchaseOrders', defaultMessage: 'Purchase orders' },
  purchaseInvoices: { id: 'sales.dashboard.purchaseInvoices', defaultMessage: 'Purchase invoices' },
  noReceivedOrders: {
    id: 'sales.dashboard.noReceivedOrders',
    defaultMessage: 'No purchase orders received from customers yet',
  },
  noSalesInvoices: {
    id: 'sales.dashboard.noSalesInvoices',
    defaultMessage: 'No sales invoices yet',
  },
  noPurchaseOrders: {
    id: 'sales.dashboard.noPurchaseOrders',
    defaultMessage: 'No purchase orders yet',
  },
  noPurchaseInvoices: {
    id: 'sales.dashboard.noPurchaseInvoices',
    defaultMessage: 'No invoices received from vendors yet',
  },
});
const subtitleMessage: MessageDescriptor = messages.subtitle;

type PurchaseOrderRow = DashBoard_PurchaseOrdersQuery['purchaseOrders']['items'][number];
type PurchaseInvoiceRow = DashBoard_PurchaseInvoicesQuery['purchaseInvoices']['items'][number];

function purchaseOrderColumns(links: PosoLinks): Column<PurchaseOrderRow>[] {
  return [
    numberColumn(
      fieldLabels.poNumber,
      (row) => row.poNumber,
      (row) => links.purchaseOrder(row.id),
    ),
    dateColumn(fieldLabels.poDate, (row) => row.poDate),
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name),
    amountColumn('total', fieldLabels.amount, (row) => ({
      value: row.amount,
      exchangeRate: row.exchangeRate,
    })),
    statusColumn(fieldLabels.status, 'po', (row) => row.status),
  ];
}

function purchaseInvoiceColumns(links: PosoLinks): Column<PurchaseInvoiceRow>[] {
  return [
    numberColumn(
      fieldLabels.invoiceNumber,
      (row) => row.invoiceNumber,
      (row) => links.purchaseInvoice(row.id),
    ),
    dateColumn(fieldLabels.invoiceDate, (row) => row.invoiceDate),
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name),
    ...invoiceAmountColumns<PurchaseInvoiceRow>(),
    statusColumn(fieldLabels.status, 'invoice', (row) => row.status),
  ];
}

type RecentTableProps<Row extends { id: number }> = {
  title: MessageDescriptor;
  empty: MessageDescriptor;
  viewAll: string;
  testId: string;
  columns: Column<Row>[];
  rowHref: (row: Row) => string;
  paging: PageParams;
  page: { items: Row[]; totalCount: number } | undefined;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  ready: boolean;
};

/** One recent-documents table with its title and the way to the full list. */
function RecentTable<Row extends { id: number }>(props: RecentTableProps<Row>) {
  const intl = useIntl();
  const { title, viewAll, testId, page, query, ready } = props;
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            {intl.formatMessage(title)}
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={viewAll} data-testid={`${testId}-all`}>
              {intl.formatMessage(salesActions.viewAll)}
              <LuArrowRight />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="3">
        <PagedTable
          label={title}
          columns={props.columns}
          {...tableState(query, page, ready)}
          paging={props.paging}
          empty={props.empty}
          rowHref={props.rowHref}
          testId={`${testId}-table`}
        />
      </Card.Body>
    </Card.Root>
  );
}

const pageOf = ({ page, size }: PageParams) => ({ page, size });

/**
 * DashBoard: the latest documents on both sides, since a company can sell and buy. Each
 * table starts at page 1, size 10 (spec section 9) and pages on its own in the URL.
 */
export default function DashBoard() {
  const intl = useIntl();
  const { company } = useSession();
  const { ready, links } = usePosoRoute();
  const skip = !ready;
  const receivedPaging = usePageParams('received');
  const received = useQuery(DashBoardReceivedOrdersQuery, {
    variables: pageOf(receivedPaging),
    skip,
  });
  const salesPaging = usePageParams('salesInvoices');
  const sales = useQuery(DashBoardSalesInvoicesQuery, { variables: pageOf(salesPaging), skip });
  const ordersPaging = usePageParams('po');
  const orders = useQuery(DashBoardPurchaseOrdersQuery, { variables: pageOf(ordersPaging), skip });
  const purchasesPaging = usePageParams('purchaseInvoices');
  const purchases = useQuery(DashBoardPurchaseInvoicesQuery, {
    variables: pageOf(purchasesPaging),
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
          columns={receivedOrderColumns(links)}
          rowHref={(row) => links.receivedOrder(row.id)}
          paging={receivedPaging}
          page={(received.data ?? received.previousData)?.receivedPurchaseOrders}
          query={received}
          ready={ready}
        />
        <RecentTable
          title={messages.salesInvoices}
          empty={messages.noSalesInvoices}
          viewAll={links.salesInvoices}
          testId="recent-sales-invoices"
          columns={salesInvoiceColumns(links)}
          rowHref={(row) => links.salesInvoice(row.id)}
          paging={salesPaging}
          page={(sales.data ?? sales.previousData)?.salesInvoices}
          query={sales}
          ready={ready}
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
          columns={purchaseOrderColumns(links)}
          rowHref={(row) => links.purchaseOrder(row.id)}
          paging={ordersPaging}
          page={(orders.data ?? orders.previousData)?.purchaseOrders}
          query={orders}
          ready={ready}
        />
        <RecentTable
          title={messages.purchaseInvoices}
          empty={messages.noPurchaseInvoices}
          viewAll={links.purchaseInvoices}
          testId="recent-purchase-invoices"
          columns={purchaseInvoiceColumns(links)}
          rowHref={(row) => links.purchaseInvoice(row.id)}
          paging={purchasesPaging}
          page={(purchases.data ?? purchases.previousData)?.purchaseInvoices}
          query={purchases}
          ready={ready}
        />
      </Stack>
    </Stack>
  );
}
