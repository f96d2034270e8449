import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { oneOf, positiveId, searchText } from '../../../ui/lists/list-params';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { filterLabels, titles } from '../shared/labels';
import { sentInvoiceStatuses } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { invoiceSortFields } from './invoiceColumns';
import { purchaseInvoicePage, PurchaseInvoiceScreen } from './PurchaseInvoiceScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

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
        ...PurchaseInvoiceScreen_PurchaseInvoice
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
  const { ready, links } = usePosoScope();
  const list = usePagedList(InvoicesQuery, {
    pick: (data) => purchaseInvoicePage(data.purchaseInvoices),
    filters,
    variables: ({ status, vendor, number }) => ({
      filter: { status, vendorId: vendor, invoiceNumber: number },
    }),
    sortFields: invoiceSortFields.customer,
    skip: !ready,
  });
  return (
    <PurchaseInvoiceScreen
      title={titles.purchaseInvoices}
      subtitle={messages.subtitle}
      current={links.purchaseInvoices}
      filters={
        <DocumentFilters
          filters={list.filters}
          kind="invoice"
          statuses={sentInvoiceStatuses}
          numberLabel={filterLabels.searchInvoiceNumber}
          vendors
        />
      }
      table={list.table}
      empty={list.filters.active ? messages.noMatch : messages.empty}
      rowHref={(invoice) => links.purchaseInvoice(invoice.id)}
      testId="invoice-list"
    />
  );
}
