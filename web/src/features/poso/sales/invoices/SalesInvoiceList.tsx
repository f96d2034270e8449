import { Button, Flex, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { SalesInvoiceRowFragment } from '../../../../gql/graphql';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import type { InvoiceStatus } from '../../../../gql/graphql';
import { sentInvoiceStatuses } from '../../shared/status';
import { usePageParams } from '../../shared/usePageParams';
import {
  dateColumn,
  invoiceAmountColumns,
  numberColumn,
  statusColumn,
  textColumn,
} from '../columns';
import { salesActions } from '../messages';
import { tableState } from '../table-state';
import { usePosoRoute, type PosoLinks } from '../route';
import { NumberSearch } from '../../shared/NumberSearch';
import { useListFilters } from '../../shared/useListFilters';
import { StatusFilter, useStatusFilter } from '../StatusFilter';
import { SalesInvoiceActions } from './SalesInvoiceActions';
import { SalesInvoiceListQuery } from './invoices.operations';

export type SalesInvoiceListVariant = 'all' | 'raised' | 'raisedTable';

const messages = defineMessages({
  allTitle: { id: 'sales.invoices.title', defaultMessage: 'Sales invoices' },
  allSubtitle: {
    id: 'sales.invoices.subtitle',
    defaultMessage: 'Every invoice you raised against a sales order, drafts included.',
  },
  raisedTitle: { id: 'sales.raisedInvoices.title', defaultMessage: 'Invoices raised' },
  raisedSubtitle: {
    id: 'sales.raisedInvoices.subtitle',
    defaultMessage: 'Invoices sent to your customers, with what is still to be paid.',
  },
  tableTitle: { id: 'sales.raisedInvoices.tableTitle', defaultMessage: 'Raised invoices' },
  empty: { id: 'sales.invoices.empty', defaultMessage: 'No invoices yet' },
  tableLabel: { id: 'sales.invoices.table', defaultMessage: 'Sales invoices' },
});

const raisedFilters = sentInvoiceStatuses;
const allFilters: InvoiceStatus[] = ['DRAFT', ...raisedFilters];

/** The columns every list of sales invoices shares; the dashboard uses them too. */
export function salesInvoiceColumns(links: PosoLinks): Column<SalesInvoiceRowFragment>[] {
  return [
    numberColumn(
      fieldLabels.invoiceNumber,
      (row) => row.invoiceNumber,
      (row) => links.salesInvoice(row.id),
    ),
    dateColumn(fieldLabels.invoiceDate, (row) => row.invoiceDate),
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name),
    textColumn('po', fieldLabels.poNumber, (row) => row.poNumber),
    ...invoiceAmountColumns<SalesInvoiceRowFragment>(),
    statusColumn(fieldLabels.status, 'invoice', (row) => row.status),
  ];
}

/** The vendor's invoices: all (sales/invoice) or only those sent (invoice/raised, tables/raised). */
export function SalesInvoiceList({ variant }: { variant: SalesInvoiceListVariant }) {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const paging = usePageParams();
  const filters = variant === 'all' ? allFilters : raisedFilters;
  const status = useStatusFilter(filters);
  const { number } = useListFilters().filters;
  const query = useQuery(SalesInvoiceListQuery, {
    variables: {
      page: paging.page,
      size: paging.size,
      filter: {
        raisedOnly: variant !== 'all',
        ...(status === null ? {} : { status }),
        ...(number ? { invoiceNumber: number } : {}),
      },
    },
    skip: !ready,
  });
  const page = (query.data ?? query.previousData)?.salesInvoices;
  const title = {
    all: messages.allTitle,
    raised: messages.raisedTitle,
    raisedTable: messages.tableTitle,
  }[variant];

  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(title)}
        subtitle={intl.formatMessage(
          variant === 'all' ? messages.allSubtitle : messages.raisedSubtitle,
        )}
        actions={
          <Button asChild size="sm">
            <RouterLink to={links.chooseSalesOrder} data-testid="new-invoice">
              <LuPlus />
              {intl.formatMessage(salesActions.newInvoice)}
            </RouterLink>
          </Button>
        }
      />
      <Flex gap="3" wrap="wrap" align="center">
        <NumberSearch label={fieldLabels.invoiceNumber} />
        <StatusFilter kind="invoice" options={filters} />
      </Flex>
      <PagedTable
        label={messages.tableLabel}
        columns={salesInvoiceColumns(links)}
        {...tableState(query, page, ready)}
        paging={paging}
        empty={messages.empty}
        rowHref={(row) => links.salesInvoice(row.id)}
        actions={(row) => <SalesInvoiceActions invoice={row} size="xs" />}
        testId="sales-invoices"
      />
    </Stack>
  );
}

export default function SalesInvoices() {
  return <SalesInvoiceList variant="all" />;
}
