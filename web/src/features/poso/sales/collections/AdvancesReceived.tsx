import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import type { AdvanceStatus, AdvancesReceived_AdvancesQuery } from '../../../../gql/graphql';
import { fieldLabels } from '../../shared/labels';
import { PagedTable, type Column } from '../../shared/PagedTable';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { usePageParams } from '../../shared/usePageParams';
import { ActionButton } from '../ActionButton';
import { dateColumn, exactAmountColumn, numberColumn, statusColumn, textColumn } from '../columns';
import { salesActions } from '../messages';
import { tableState } from '../table-state';
import { usePosoRoute } from '../route';
import { StatusFilter, useStatusFilter } from '../StatusFilter';
import { useDocumentAction } from '../useDocumentAction';
import { AdvancesReceivedQuery, ConfirmAdvanceMutation } from './collections.operations';

type Advance = AdvancesReceived_AdvancesQuery['advancesReceived']['items'][number];

const messages = defineMessages({
  title: { id: 'sales.advances.title', defaultMessage: 'Advances received' },
  subtitle: {
    id: 'sales.advances.subtitle',
    defaultMessage:
      'Advances your customers paid against sales orders: confirm each one once it arrives.',
  },
  empty: { id: 'sales.advances.empty', defaultMessage: 'No advances received yet' },
  advanceTotal: { id: 'sales.advances.total', defaultMessage: 'Advances on the order' },
});

const filters: AdvanceStatus[] = ['CLAIMED', 'CONFIRMED'];

function ConfirmAdvanceButton({ advance }: { advance: Advance }) {
  const intl = useIntl();
  const act = useDocumentAction();
  const [confirmAdvance] = useMutation(ConfirmAdvanceMutation, { refetchQueries: 'active' });
  if (!advance.isConfirmAllowed) return null;
  return (
    <ActionButton
      scope={`confirm-advance:${advance.id}`}
      testId="confirm-advance"
      size="xs"
      colorPalette="green"
      onRun={(idempotencyKey) =>
        act(
          () =>
            confirmAdvance({
              variables: {
                id: advance.id,
                fromStatus: advance.status,
                idempotencyKey,
              },
            }),
          'paymentAccepted',
        )
      }
    >
      <LuCheck />
      {intl.formatMessage(salesActions.confirm)}
    </ActionButton>
  );
}

/** payments/advance: advances customers paid against sales orders, confirmed by the vendor. */
export default function AdvancesReceived() {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const paging = usePageParams();
  const status = useStatusFilter(filters);
  const query = useQuery(AdvancesReceivedQuery, {
    variables: {
      page: paging.page,
      size: paging.size,
      filter: status === null ? null : { status },
    },
    skip: !ready,
  });
  const page = (query.data ?? query.previousData)?.advancesReceived;
  const columns: Column<Advance>[] = [
    numberColumn(
      fieldLabels.referenceNumber,
      (row) => row.referenceNumber,
      (row) => links.receivedOrder(row.receivedPurchaseOrderId),
    ),
    dateColumn(fieldLabels.paymentDate, (row) => row.date),
    textColumn('po', fieldLabels.poNumber, (row) => row.poNumber),
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name),
    exactAmountColumn('payment', fieldLabels.amount, (row) => ({
      value: row.amount,
      currency: row.currency,
    })),
    exactAmountColumn('advance-total', messages.advanceTotal, (row) => ({
      value: row.advanceTotal,
      currency: row.currency,
    })),
    statusColumn(fieldLabels.status, 'advance', (row) => row.status),
  ];

  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        backTo={links.collections}
      />
      <StatusFilter kind="advance" options={filters} />
      <PagedTable
        label={messages.title}
        columns={columns}
        {...tableState(query, page, ready)}
        paging={paging}
        empty={messages.empty}
        rowHref={(row) => links.receivedOrder(row.receivedPurchaseOrderId)}
        actions={(row) => <ConfirmAdvanceButton advance={row} />}
        testId="advances-received"
      />
    </Stack>
  );
}
