import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { titles } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { invoiceSortFields } from './invoiceColumns';
import { purchaseInvoicePage, PurchaseInvoiceScreen } from './PurchaseInvoiceScreen';

const QueueQuery = graphql(`
  query FinanceApprovals_Queue($page: Int!, $size: Int!, $sort: PurchaseInvoiceSort) {
    purchaseInvoicesAwaitingFinanceApproval(page: $page, size: $size, sort: $sort) {
      totalCount
      items {
        ...PurchaseInvoiceScreen_PurchaseInvoice
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
  const { ready, links } = usePosoScope();
  const list = usePagedList(QueueQuery, {
    pick: (data) => purchaseInvoicePage(data.purchaseInvoicesAwaitingFinanceApproval),
    sortFields: invoiceSortFields.customer,
    skip: !ready,
  });
  return (
    <PurchaseInvoiceScreen
      title={titles.financeApprovals}
      subtitle={messages.subtitle}
      current={links.financeApprovals}
      table={list.table}
      empty={messages.empty}
      rowHref={(invoice) => links.invoiceApproval(invoice.id)}
      testId="finance-approvals"
      payable={false}
    />
  );
}
