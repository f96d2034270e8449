import { Stack } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { purchaseInvoiceSortFields } from '../invoices/invoiceColumns';
import { PurchaseInvoiceTable } from '../invoices/PurchaseInvoiceTable';
import { titles } from '../shared/labels';
import { ListTabs } from '../shared/ListTabs';
import { usePosoScope } from '../shared/usePosoScope';

const InvoicesQuery = graphql(`
  query PayableInvoices_Invoices($page: Int!, $size: Int!, $sort: PurchaseInvoiceSort) {
    purchaseInvoices(page: $page, size: $size, sort: $sort, filter: { payableOnly: true }) {
      totalCount
      items {
        ...PurchaseInvoiceTable_PurchaseInvoice
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
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(InvoicesQuery, {
    pick: (data) => data.purchaseInvoices,
    sortFields: purchaseInvoiceSortFields,
    skip: !ready,
  });
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(titles.payable)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <ListTabs group="purchaseInvoices" links={links} current={links.payable} />
      <PurchaseInvoiceTable
        label={titles.payable}
        table={list.table}
        empty={messages.empty}
        rowHref={(invoice) => links.purchaseInvoice(invoice.id)}
        testId="payable"
      />
    </Stack>
  );
}
