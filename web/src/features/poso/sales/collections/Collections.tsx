import { Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PagedTable } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { usePageParams } from '../../shared/usePageParams';
import { usePosoRoute } from '../route';
import { tableState } from '../table-state';
import { CollectionsQuery } from './collections.operations';
import { ConfirmPaymentButton, paymentReceivedColumns } from './PaymentsReceivedList';

const messages = defineMessages({
  title: { id: 'sales.collections.title', defaultMessage: 'Collections' },
  subtitle: {
    id: 'sales.collections.subtitle',
    defaultMessage: 'What your customers paid, and what waits for your confirmation.',
  },
  awaiting: { id: 'sales.collections.awaiting', defaultMessage: 'Awaiting your confirmation' },
  confirmed: { id: 'sales.collections.confirmed', defaultMessage: 'Confirmed payments' },
  raised: { id: 'sales.collections.raised', defaultMessage: 'Invoices raised' },
  advances: { id: 'sales.collections.advances', defaultMessage: 'Advances received' },
  nothingAwaiting: {
    id: 'sales.collections.nothingAwaiting',
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
                <Stat.ValueText data-testid={`${testId}-value`}>{value}</Stat.ValueText>
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
  const { ready, links } = usePosoRoute();
  const paging = usePageParams();
  const query = useQuery(CollectionsQuery, {
    variables: { page: paging.page, size: paging.size },
    skip: !ready,
  });
  const shown = query.data ?? query.previousData;

  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure
          label={messages.awaiting}
          value={shown?.awaiting.totalCount}
          to={`${links.paymentsReceived}?status=CLAIMED`}
          testId="count-awaiting"
        />
        <Figure
          label={messages.confirmed}
          value={shown?.confirmed.totalCount}
          to={links.confirmedPayments}
          testId="count-confirmed"
        />
        <Figure
          label={messages.raised}
          value={shown?.raised.totalCount}
          to={links.raisedInvoices}
          testId="count-raised"
        />
        <Figure
          label={messages.advances}
          value={shown?.advances.totalCount}
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
          columns={paymentReceivedColumns(links)}
          {...tableState(query, shown?.awaiting, ready)}
          paging={paging}
          empty={messages.nothingAwaiting}
          rowHref={(row) => links.salesInvoice(row.salesInvoiceId)}
          actions={(row) => <ConfirmPaymentButton payment={row} />}
          testId="awaiting-payments"
        />
      </Stack>
    </Stack>
  );
}
