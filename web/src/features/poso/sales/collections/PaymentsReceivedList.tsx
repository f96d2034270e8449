import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import type { PaymentReceivedRowFragment, PaymentStatus } from '../../../../gql/graphql';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { usePageParams } from '../../shared/usePageParams';
import { ActionButton } from '../ActionButton';
import { dateColumn, exactAmountColumn, numberColumn, statusColumn, textColumn } from '../columns';
import { salesActions } from '../messages';
import { tableState } from '../table-state';
import { usePosoRoute, type PosoLinks } from '../route';
import { StatusFilter, useStatusFilter } from '../StatusFilter';
import { PaymentsReceivedListQuery } from './collections.operations';
import { useConfirmPayment } from './useConfirmPayment';

export type PaymentsReceivedVariant = 'all' | 'confirmed';

const messages = defineMessages({
  allTitle: { id: 'sales.paymentsReceived.title', defaultMessage: 'Payments received' },
  allSubtitle: {
    id: 'sales.paymentsReceived.subtitle',
    defaultMessage: 'Payments your customers claim to have made: confirm each one once it arrives.',
  },
  confirmedTitle: { id: 'sales.confirmedPayments.title', defaultMessage: 'Confirmed payments' },
  confirmedSubtitle: {
    id: 'sales.confirmedPayments.subtitle',
    defaultMessage: 'Payments you confirmed as received.',
  },
  empty: { id: 'sales.paymentsReceived.empty', defaultMessage: 'No payments received yet' },
  tableLabel: { id: 'sales.paymentsReceived.table', defaultMessage: 'Payments received' },
});

const filters: PaymentStatus[] = ['CLAIMED', 'CONFIRMED'];

/** The columns every list of payments received shares. */
export function paymentReceivedColumns(links: PosoLinks): Column<PaymentReceivedRowFragment>[] {
  return [
    numberColumn(
      fieldLabels.referenceNumber,
      (row) => row.referenceNumber,
      (row) => links.salesInvoice(row.salesInvoiceId),
    ),
    dateColumn(fieldLabels.paymentDate, (row) => row.date),
    textColumn('invoice', fieldLabels.invoiceNumber, (row) => row.invoiceNumber),
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name),
    exactAmountColumn('payment', fieldLabels.amount, (row) => ({
      value: row.amount,
      currency: row.currency,
    })),
    exactAmountColumn('pending', fieldLabels.pending, (row) => ({
      value: row.pendingAmount,
      currency: row.currency,
    })),
    statusColumn(fieldLabels.status, 'payment', (row) => row.status),
  ];
}

/** Confirm on a claimed payment, shown only when the server's flag allows it. */
export function ConfirmPaymentButton({ payment: row }: { payment: PaymentReceivedRowFragment }) {
  const intl = useIntl();
  const confirm = useConfirmPayment();
  if (!row.isConfirmAllowed) return null;
  return (
    <ActionButton
      scope={`confirm-payment:${row.id}`}
      testId="confirm-payment"
      size="xs"
      colorPalette="green"
      onRun={(key) => confirm(row, key)}
    >
      <LuCheck />
      {intl.formatMessage(salesActions.confirm)}
    </ActionButton>
  );
}

/** payments/received (all, with Confirm) and tables/confirmed-payments (confirmed only). */
export function PaymentsReceivedList({ variant }: { variant: PaymentsReceivedVariant }) {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const paging = usePageParams();
  const chosen = useStatusFilter(variant === 'all' ? filters : []);
  const status = variant === 'all' ? chosen : 'CONFIRMED';
  const query = useQuery(PaymentsReceivedListQuery, {
    variables: {
      page: paging.page,
      size: paging.size,
      filter: status === null ? null : { status },
    },
    skip: !ready,
  });
  const page = (query.data ?? query.previousData)?.paymentsReceived;

  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(variant === 'all' ? messages.allTitle : messages.confirmedTitle)}
        subtitle={intl.formatMessage(
          variant === 'all' ? messages.allSubtitle : messages.confirmedSubtitle,
        )}
        backTo={variant === 'confirmed' ? links.collections : undefined}
      />
      {variant === 'all' && <StatusFilter kind="payment" options={filters} />}
      <PagedTable
        label={messages.tableLabel}
        columns={paymentReceivedColumns(links)}
        {...tableState(query, page, ready)}
        paging={paging}
        empty={messages.empty}
        rowHref={(row) => links.salesInvoice(row.salesInvoiceId)}
        actions={variant === 'all' ? (row) => <ConfirmPaymentButton payment={row} /> : undefined}
        testId="payments-received-table"
      />
    </Stack>
  );
}

export default function PaymentsReceived() {
  return <PaymentsReceivedList variant="all" />;
}
