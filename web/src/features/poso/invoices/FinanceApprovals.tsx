import { Stack } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { titles } from '../shared/labels';
import { ListTabs } from '../shared/ListTabs';
import { usePosoScope } from '../shared/usePosoScope';
import { purchaseInvoiceSortFields } from './invoiceColumns';
import { PurchaseInvoiceTable } from './PurchaseInvoiceTable';

const QueueQuery = graphql(`
  query FinanceApprovals_Queue($page: Int!, $size: Int!, $sort: PurchaseInvoiceSort) {
    purchaseInvoicesAwaitingFinanceApproval(page: $page, size: $size, sort: $sort) {
      totalCount
      items {
        ...PurchaseInvoiceTable_PurchaseInvoice
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.invoices.finance.subtitle',
    defaultMessage: 'Accepted invoices waiting for the finance approval before they can be paid',
  },
  empty: {
    id: 'poso.invoices.finance.empty',
    defaultMessage: 'No invoice is waiting for the finance approval.',
  },
});

/** invoice/approve: the finance approval queue (Waiting for Finance Approval). */
export default function FinanceApprovals() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(QueueQuery, {
    pick: (data) => data.purchaseInvoicesAwaitingFinanceApproval,
    sortFields: purchaseInvoiceSortFields,
    skip: !ready,
  });
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(titles.financeApprovals)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <ListTabs group="purchaseInvoices" links={links} current={links.financeApprovals} />
      <PurchaseInvoiceTable
        label={titles.financeApprovals}
        table={list.table}
        empty={messages.empty}
        rowHref={(invoice) => links.invoiceApproval(invoice.id)}
        testId="finance-approvals"
        payable={false}
      />
    </Stack>
  );
}
