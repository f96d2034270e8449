import { Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { usePosoScope } from '../shared/usePosoScope';
import { ConfirmPaymentButton } from './ConfirmPaymentButton';
import { paymentColumns, paymentSortFields } from './paymentColumns';
import { formatCount } from '../../i18n/format';

const OverviewQuery = graphql(`
  query Collections_Overview($page: Int!, $size: Int!, $sort: PaymentReceivedSort) {
    awaiting: paymentsReceived(page: $page, size: $size, sort: $sort, filter: { status: CLAIMED }) {
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
    confirmed: paymentsReceived(page: 1, size: 1, filter: { status: CONFIRMED }) {
      totalCount
    }
    raised: salesInvoices(page: 1, size: 1, filter: { raisedOnly: true }) {
      totalCount
    }
    advances: advancesReceived(page: 1, size: 1) {
      totalCount
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.payments.collections.title', defaultMessage: 'Collections' },
  subtitle: {
    id: 'poso.payments.collections.subtitle',
    defaultMessage: 'What your customers paid, and what waits for your confirmation.',
  },
  awaiting: {
    id: 'poso.payments.collections.awaiting',
    defaultMessage: 'Awaiting your confirmation',
  },
  confirmed: { id: 'poso.payments.collections.confirmed', defaultMessage: 'Confirmed payments' },
  raised: { id: 'poso.payments.collections.raised', defaultMessage: 'Invoices raised' },
  advances: { id: 'poso.payments.collections.advances', defaultMessage: 'Advances received' },
  nothingAwaiting: {
    id: 'poso.payments.collections.nothingAwaiting',
    defaultMessage: 'No payment waits for your confirmation',
  },
});

/** One stage of the collection, the whole card a link to its list. */
function Figure({
  label,
  value,
  to,
  testId,
}: {
  label: MessageDescriptor;
  value: number | undefined;
  to: string;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" asChild _hover={{ bg: 'bg.subtle' }}>
      <RouterLink to={to} data-testid={testId}>
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{intl.formatMessage(label)}</Stat.Label>
            <HStack justify="space-between" minH="8">
              {value === undefined ? (
                <Skeleton h="8" w="12" />
              ) : (
                <Stat.ValueText data-testid={`${testId}-value`}>
                  {formatCount(value)}
                </Stat.ValueText>
              )}
              <LuArrowRight aria-hidden />
            </HStack>
          </Stat.Root>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

/** sales/collection: counts of the collection stages and the payments to confirm. */
export default function Collections() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const list = usePagedList(OverviewQuery, {
    pick: (data) => data.awaiting,
    sortFields: paymentSortFields.vendor,
    skip: !ready,
  });
  const counts = list.data;

  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure
          label={messages.awaiting}
          value={counts?.awaiting.totalCount}
          to={`${links.paymentsReceived}?status=CLAIMED`}
          testId="count-awaiting"
        />
        <Figure
          label={messages.confirmed}
          value={counts?.confirmed.totalCount}
          to={links.confirmedPayments}
          testId="count-confirmed"
        />
        <Figure
          label={messages.raised}
          value={counts?.raised.totalCount}
          to={links.raisedInvoices}
          testId="count-raised"
        />
        <Figure
          label={messages.advances}
          value={counts?.advances.totalCount}
          to={links.advancesReceived}
          testId="count-advances"
        />
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {intl.formatMessage(messages.awaiting)}
        </Heading>
        <PagedTable
          label={messages.awaiting}
          columns={paymentColumns.vendor}
          {...list.table}
          empty={messages.nothingAwaiting}
          rowHref={(row) => links.salesInvoice(row.salesInvoiceId)}
          actions={(row) => row.isConfirmAllowed && <ConfirmPaymentButton payment={row} />}
          testId="awaiting-payments"
        />
      </Stack>
    </Stack>
  );
}
