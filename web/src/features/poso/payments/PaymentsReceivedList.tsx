import { defineMessages } from 'react-intl';
import { graphql } from '../../../gql';
import { oneOf } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { allStatuses } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { ConfirmPaymentButton } from './ConfirmPaymentButton';
import { paymentColumns, paymentSortFields } from './paymentColumns';
import { ListScreen } from '../shared/ListScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

const PaymentsQuery = graphql(`
  query PaymentsReceivedList_Payments(
    $page: Int!
    $size: Int!
    $filter: PaymentReceivedFilter
    $sort: PaymentReceivedSort
  ) {
    paymentsReceived(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        id
        salesInvoiceId
        status
        referenceNumber
        amount
        currency
        isConfirmAllowed
        ...PaymentColumns_PaymentReceived
      }
    }
  }
`);

export type PaymentsReceivedVariant = 'all' | 'confirmed';

const messages = defineMessages({
  allTitle: { id: 'poso.payments.received.title', defaultMessage: 'Payments received' },
  allSubtitle: {
    id: 'poso.payments.received.subtitle',
    defaultMessage: 'Payments your customers claim to have made: confirm each one once it arrives.',
  },
  confirmedTitle: { id: 'poso.payments.confirmed.title', defaultMessage: 'Confirmed payments' },
  confirmedSubtitle: {
    id: 'poso.payments.confirmed.subtitle',
    defaultMessage: 'Payments you confirmed as received.',
  },
  empty: { id: 'poso.payments.received.empty', defaultMessage: 'No payments received yet' },
  tableLabel: { id: 'poso.payments.received.table', defaultMessage: 'Payments received' },
});

const filters = { status: oneOf(allStatuses.payment) };

/** payments/received (all, with Confirm) and tables/confirmed-payments (confirmed only). */
export function PaymentsReceivedList({ variant }: { variant: PaymentsReceivedVariant }) {
  const { ready, links } = usePosoScope();
  const all = variant === 'all';
  const list = usePagedList(PaymentsQuery, {
    pick: (data) => data.paymentsReceived,
    filters,
    variables: ({ status }) => ({ filter: { status: all ? status : 'CONFIRMED' } }),
    sortFields: paymentSortFields.vendor,
    skip: !ready,
  });

  return (
    <ListScreen
      title={all ? messages.allTitle : messages.confirmedTitle}
      subtitle={all ? messages.allSubtitle : messages.confirmedSubtitle}
      backTo={all ? undefined : links.collections}
    >
      <DocumentFilters
        filters={list.filters}
        kind="payment"
        statuses={all ? allStatuses.payment : []}
      />
      <PagedTable
        label={messages.tableLabel}
        columns={paymentColumns.vendor}
        {...list.table}
        empty={messages.empty}
        rowHref={(row) => links.salesInvoice(row.salesInvoiceId)}
        actions={
          all ? (row) => row.isConfirmAllowed && <ConfirmPaymentButton payment={row} /> : undefined
        }
        testId="payments-received-table"
      />
    </ListScreen>
  );
}

/** payments/received. */
export default function PaymentsReceived() {
  return <PaymentsReceivedList variant="all" />;
}

/** tables/confirmed-payments. */
export function ConfirmedPayments() {
  return <PaymentsReceivedList variant="confirmed" />;
}
