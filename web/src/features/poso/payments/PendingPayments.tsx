import { Stack } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { titles } from '../shared/labels';
import { ListTabs } from '../shared/ListTabs';
import { usePosoScope } from '../shared/usePosoScope';
import { paymentMadeColumns, paymentMadeSortFields } from './paymentColumns';

const PaymentsQuery = graphql(`
  query PendingPayments_Payments($page: Int!, $size: Int!, $sort: PaymentMadeSort) {
    paymentsMade(page: $page, size: $size, sort: $sort, filter: { status: CLAIMED }) {
      totalCount
      items {
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
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(PaymentsQuery, {
    pick: (data) => data.paymentsMade,
    sortFields: paymentMadeSortFields,
    skip: !ready,
  });
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(titles.pendingPayments)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <ListTabs group="purchaseInvoices" links={links} current={links.pendingPayments} />
      <PagedTable
        label={titles.pendingPayments}
        columns={paymentMadeColumns((payment) => links.purchaseInvoice(payment.purchaseInvoiceId))}
        {...list.table}
        empty={messages.empty}
        testId="pending-payments"
      />
    </Stack>
  );
}
