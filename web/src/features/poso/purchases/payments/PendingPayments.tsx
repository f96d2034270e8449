import { defineMessages } from 'react-intl';
import { PagedTable } from '../../shared/PagedTable';
import { ListScreen } from '../ListScreen';
import { titles } from '../messages';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { paymentColumns } from './paymentColumns';
import { PendingPaymentsQuery } from './payments.operations';

const messages = defineMessages({
  subtitle: {
    id: 'purchases.pending.subtitle',
    defaultMessage: 'Payments you made that the vendor has not confirmed yet',
  },
  empty: {
    id: 'purchases.pending.empty',
    defaultMessage: 'Every payment has been confirmed by its vendor.',
  },
});

/** tables/pending-payments: claimed payments waiting for the vendor's confirmation. */
export default function PendingPayments() {
  const { paths } = usePurchasesScope();
  const table = usePagedList(PendingPaymentsQuery, (data) => data.paymentsMade, {});
  return (
    <ListScreen
      title={titles.pendingPayments}
      subtitle={messages.subtitle}
      tabs={{ group: 'invoices', paths, current: paths.pendingPayments }}
    >
      <PagedTable
        label={titles.pendingPayments}
        columns={paymentColumns((payment) => paths.viewInvoice(payment.purchaseInvoiceId))}
        {...table}
        empty={messages.empty}
        testId="pending-payments"
      />
    </ListScreen>
  );
}
