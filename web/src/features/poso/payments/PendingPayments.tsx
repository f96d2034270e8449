import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { titles } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { paymentColumns, paymentSortFields } from './paymentColumns';
import { ListScreen } from '../shared/ListScreen';

const PaymentsQuery = graphql(`
  query PendingPayments_Payments($page: Int!, $size: Int!, $sort: PaymentMadeSort) {
    paymentsMade(page: $page, size: $size, sort: $sort, filter: { status: CLAIMED }) {
      totalCount
      items {
        id
        purchaseInvoiceId
        ...PaymentColumns_PaymentMade
      }
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'poso.payments.pending.subtitle',
    defaultMessage: 'Payments you made that the vendor has not confirmed yet',
  },
  empty: {
    id: 'poso.payments.pending.empty',
    defaultMessage: 'Every payment has been confirmed by its vendor.',
  },
});

/** tables/pending-payments: claimed payments waiting for the vendor's confirmation. */
export default function PendingPayments() {
  const { ready, links } = usePosoScope();
  const list = usePagedList(PaymentsQuery, {
    pick: (data) => data.paymentsMade,
    sortFields: paymentSortFields.customer,
    skip: !ready,
  });
  return (
    <ListScreen
      title={titles.pendingPayments}
      subtitle={messages.subtitle}
      tabs={{ group: 'purchaseInvoices', current: links.pendingPayments }}
    >
      <PagedTable
        label={titles.pendingPayments}
        columns={paymentColumns.customer}
        {...list.table}
        empty={messages.empty}
        rowHref={(payment) => links.purchaseInvoice(payment.purchaseInvoiceId)}
        testId="pending-payments"
      />
    </ListScreen>
  );
}
