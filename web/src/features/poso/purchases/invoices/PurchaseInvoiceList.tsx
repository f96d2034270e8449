import { useQuery } from '@apollo/client/react';
import { defineMessages } from 'react-intl';
import { filterVariables, hasFilters } from '../../shared/list-filters';
import { sentInvoiceStatuses } from '../../shared/status';
import { ListFilterBar } from '../ListFilterBar';
import { purchasesLabels, titles } from '../messages';
import { useListFilters } from '../../shared/useListFilters';
import { ListScreen } from '../ListScreen';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { InvoiceTable } from './InvoiceTable';
import {
  PurchaseInvoiceListFiltersQuery,
  PurchaseInvoiceListInvoicesQuery,
} from './invoices.operations';

const messages = defineMessages({
  subtitle: {
    id: 'purchases.invoices.subtitle',
    defaultMessage: 'Invoices your vendors sent against your purchase orders',
  },
  empty: { id: 'purchases.invoices.empty', defaultMessage: 'No invoices received yet.' },
  noMatch: { id: 'purchases.invoices.noMatch', defaultMessage: 'No invoices match the filters.' },
});

/** purchase/po/invoice and invoice/received: invoices received from vendors. */
export default function PurchaseInvoiceList() {
  const { ready, paths } = usePurchasesScope();
  const { filters } = useListFilters();
  const options = useQuery(PurchaseInvoiceListFiltersQuery, { skip: !ready });
  const table = usePagedList(PurchaseInvoiceListInvoicesQuery, (data) => data.purchaseInvoices, {
    filter: filterVariables(filters, 'invoiceNumber', sentInvoiceStatuses),
  });
  return (
    <ListScreen
      title={titles.invoices}
      subtitle={messages.subtitle}
      tabs={{ group: 'invoices', paths, current: paths.invoices }}
    >
      <ListFilterBar
        kind="invoice"
        statuses={sentInvoiceStatuses}
        vendors={options.data?.companyConnections.map((connection) => connection.company)}
        numberLabel={purchasesLabels.searchInvoiceNumber}
      />
      <InvoiceTable
        label={titles.invoices}
        table={table}
        empty={hasFilters(filters) ? messages.noMatch : messages.empty}
        rowHref={(invoice) => paths.viewInvoice(invoice.id)}
        testId="invoice-list"
      />
    </ListScreen>
  );
}
