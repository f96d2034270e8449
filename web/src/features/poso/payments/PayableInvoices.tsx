import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { invoiceSortFields } from '../invoices/invoiceColumns';
import { purchaseInvoicePage, PurchaseInvoiceScreen } from '../invoices/PurchaseInvoiceScreen';
import { titles } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';

const InvoicesQuery = graphql(`
  query PayableInvoices_Invoices($page: Int!, $size: Int!, $sort: PurchaseInvoiceSort) {
    purchaseInvoices(page: $page, size: $size, sort: $sort, filter: { payableOnly: true }) {
      totalCount
      items {
        ...PurchaseInvoiceScreen_PurchaseInvoice
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.payments.payable.subtitle',
    defaultMessage: 'Accepted invoices with an amount still to pay',
  },
  empty: { id: 'poso.payments.payable.empty', defaultMessage: 'Nothing is waiting to be paid.' },
});

/** tables/payable: invoices with a pending amount, each with a Pay action. */
export default function PayableInvoices() {
  const { ready, links } = usePosoScope();
  const list = usePagedList(InvoicesQuery, {
    pick: (data) => purchaseInvoicePage(data.purchaseInvoices),
    sortFields: invoiceSortFields.customer,
    skip: !ready,
  });
  return (
    <PurchaseInvoiceScreen
      title={titles.payable}
      subtitle={messages.subtitle}
      current={links.payable}
      table={list.table}
      empty={messages.empty}
      rowHref={(invoice) => links.purchaseInvoice(invoice.id)}
      testId="payable"
    />
  );
}
