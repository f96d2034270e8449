import { defineMessages } from 'react-intl';
import { ListScreen } from '../ListScreen';
import { titles } from '../messages';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { InvoiceTable } from './InvoiceTable';
import { FinanceApprovalsQueueQuery } from './invoices.operations';

const messages = defineMessages({
  subtitle: {
    id: 'purchases.finance.subtitle',
    defaultMessage: 'Accepted invoices waiting for the finance approval before they can be paid',
  },
  empty: {
    id: 'purchases.finance.empty',
    defaultMessage: 'No invoice is waiting for the finance approval.',
  },
});

/** invoice/approve: the finance approval queue (Waiting for Finance Approval). */
export default function FinanceApprovals() {
  const { paths } = usePurchasesScope();
  const table = usePagedList(
    FinanceApprovalsQueueQuery,
    (data) => data.purchaseInvoicesAwaitingFinanceApproval,
    {},
  );
  return (
    <ListScreen
      title={titles.financeApprovals}
      subtitle={messages.subtitle}
      tabs={{ group: 'invoices', paths, current: paths.financeApprovals }}
    >
      <InvoiceTable
        label={titles.financeApprovals}
        table={table}
        empty={messages.empty}
        rowHref={(invoice) => paths.invoiceApproval(invoice.id)}
        testId="finance-approvals"
        payable={false}
      />
    </ListScreen>
  );
}
