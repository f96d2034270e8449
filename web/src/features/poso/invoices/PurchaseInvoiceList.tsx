import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { FilterBar } from '../../../ui/lists/FilterBar';
import { oneOf, positiveId, searchText } from '../../../ui/lists/list-params';
import { SearchFilter } from '../../../ui/lists/SearchFilter';
import { SegmentFilter } from '../../../ui/lists/SegmentFilter';
import { SelectFilter } from '../../../ui/lists/SelectFilter';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { filterLabels, titles } from '../shared/labels';
import { ListTabs } from '../shared/ListTabs';
import { sentInvoiceStatuses, statusLabel } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { purchaseInvoiceSortFields } from './invoiceColumns';
import { PurchaseInvoiceTable } from './PurchaseInvoiceTable';

const InvoicesQuery = graphql(`
  query PurchaseInvoiceList_Invoices(
    $page: Int!
    $size: Int!
    $filter: PurchaseInvoiceFilter
    $sort: PurchaseInvoiceSort
  ) {
    purchaseInvoices(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        ...PurchaseInvoiceTable_PurchaseInvoice
      }
    }
  }
`);

const VendorsQuery = graphql(`
  query PurchaseInvoiceList_Vendors {
    companyConnections(relation: VENDOR) {
      connectionId
      company {
        id
        name
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.invoices.purchaseList.subtitle',
    defaultMessage: 'Invoices your vendors sent against your purchase orders',
  },
  empty: { id: 'poso.invoices.purchaseList.empty', defaultMessage: 'No invoices received yet.' },
  noMatch: {
    id: 'poso.invoices.purchaseList.noMatch',
    defaultMessage: 'No invoices match the filters.',
  },
});

// Drafts never reach the customer.
const filters = {
  status: oneOf(sentInvoiceStatuses),
  vendor: positiveId,
  number: searchText(),
};

/** purchase/po/invoice and invoice/received: invoices received from vendors. */
export default function PurchaseInvoiceList() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const vendors = useQuery(VendorsQuery, { skip: !ready });
  const list = usePagedList(InvoicesQuery, {
    pick: (data) => data.purchaseInvoices,
    filters,
    variables: ({ status, vendor, number }) => ({
      filter: { status, vendorId: vendor, invoiceNumber: number },
    }),
    sortFields: purchaseInvoiceSortFields,
    skip: !ready,
  });
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(titles.purchaseInvoices)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <ListTabs group="purchaseInvoices" links={links} current={links.purchaseInvoices} />
      <FilterBar filters={list.filters}>
        <SearchFilter
          filters={list.filters}
          name="number"
          label={filterLabels.searchInvoiceNumber}
        />
        <SelectFilter
          filters={list.filters}
          name="vendor"
          label={filterLabels.allVendors}
          options={(vendors.data?.companyConnections ?? []).map(({ company }) => ({
            value: company.id,
            label: company.name,
          }))}
          testId="filter-vendor"
        />
        <SegmentFilter
          filters={list.filters}
          name="status"
          label={filterLabels.status}
          options={sentInvoiceStatuses}
          optionLabel={(status) => statusLabel('invoice', status)}
        />
      </FilterBar>
      <PurchaseInvoiceTable
        label={titles.purchaseInvoices}
        table={list.table}
        empty={list.filters.active ? messages.noMatch : messages.empty}
        rowHref={(invoice) => links.purchaseInvoice(invoice.id)}
        testId="invoice-list"
      />
    </Stack>
  );
}
