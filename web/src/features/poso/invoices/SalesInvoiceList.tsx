import { Button } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { oneOf, searchText } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { actionLabels, filterLabels } from '../shared/labels';
import { allStatuses, sentInvoiceStatuses } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { invoiceColumns, invoiceSortFields } from './invoiceColumns';
import { SalesInvoiceActions } from './SalesInvoiceActions';
import { ListScreen } from '../shared/ListScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

const InvoicesQuery = graphql(`
  query SalesInvoiceList_Invoices(
    $page: Int!
    $size: Int!
    $filter: SalesInvoiceFilter
    $sort: SalesInvoiceSort
  ) {
    salesInvoices(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        id
        ...InvoiceColumns_SalesInvoice
        ...SalesInvoiceActions_SalesInvoice
      }
    }
  }
`);

export type SalesInvoiceListVariant = 'all' | 'raised' | 'raisedTable';

const messages = defineMessages({
  allTitle: { id: 'poso.invoices.salesList.title', defaultMessage: 'Sales invoices' },
  allSubtitle: {
    id: 'poso.invoices.salesList.subtitle',
    defaultMessage: 'Every invoice you raised against a sales order, drafts included.',
  },
  raisedTitle: { id: 'poso.invoices.raised.title', defaultMessage: 'Invoices raised' },
  raisedSubtitle: {
    id: 'poso.invoices.raised.subtitle',
    defaultMessage: 'Invoices sent to your customers, with what is still to be paid.',
  },
  tableTitle: { id: 'poso.invoices.raised.tableTitle', defaultMessage: 'Raised invoices' },
  empty: { id: 'poso.invoices.salesList.empty', defaultMessage: 'No invoices yet' },
  tableLabel: { id: 'poso.invoices.salesList.table', defaultMessage: 'Sales invoices' },
});

const allFilters = { status: oneOf(allStatuses.invoice), number: searchText() };
const raisedFilters = { status: oneOf(sentInvoiceStatuses), number: searchText() };

/** The vendor's invoices: all (sales/invoice) or only those sent (invoice/raised, tables/raised). */
export function SalesInvoiceList({ variant }: { variant: SalesInvoiceListVariant }) {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const all = variant === 'all';
  const statuses = all ? allStatuses.invoice : sentInvoiceStatuses;
  const list = usePagedList(InvoicesQuery, {
    pick: (data) => data.salesInvoices,
    filters: all ? allFilters : raisedFilters,
    variables: ({ status, number }) => ({
      filter: { raisedOnly: !all, status, invoiceNumber: number },
    }),
    sortFields: invoiceSortFields.vendor,
    skip: !ready,
  });
  const title = {
    all: messages.allTitle,
    raised: messages.raisedTitle,
    raisedTable: messages.tableTitle,
  }[variant];

  return (
    <ListScreen
      title={title}
      subtitle={all ? messages.allSubtitle : messages.raisedSubtitle}
      actions={
        <Button asChild size="sm">
          <RouterLink to={links.chooseSalesOrder} data-testid="new-invoice">
            <LuPlus />
            {intl.formatMessage(actionLabels.newInvoice)}
          </RouterLink>
        </Button>
      }
    >
      <DocumentFilters
        filters={list.filters}
        kind="invoice"
        statuses={statuses}
        numberLabel={filterLabels.searchInvoiceNumber}
      />
      <PagedTable
        label={messages.tableLabel}
        columns={invoiceColumns.vendor}
        {...list.table}
        empty={messages.empty}
        rowHref={(row) => links.salesInvoice(row.id)}
        actions={(row) => <SalesInvoiceActions invoice={row} size="xs" />}
        testId="sales-invoices"
      />
    </ListScreen>
  );
}

/** sales/invoice. */
export default function SalesInvoices() {
  return <SalesInvoiceList variant="all" />;
}

/** invoice/raised. */
export function RaisedInvoices() {
  return <SalesInvoiceList variant="raised" />;
}

/** tables/raised. */
export function RaisedInvoicesTable() {
  return <SalesInvoiceList variant="raisedTable" />;
}
