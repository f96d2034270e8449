import { useMutation } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { AdvanceStatus } from '../../../gql/graphql';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { useAction } from '../../../ui/actions/useAction';
import { oneOf } from '../../../ui/lists/list-params';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels } from '../shared/labels';
import { allStatuses } from '../shared/status';
import { usePosoScope } from '../shared/usePosoScope';
import { advanceColumns, advanceSortFields } from './advanceColumns';
import { ListScreen } from '../shared/ListScreen';
import { DocumentFilters } from '../shared/DocumentFilters';

const AdvancesQuery = graphql(`
  query AdvancesReceived_Advances(
    $page: Int!
    $size: Int!
    $filter: AdvanceReceivedFilter
    $sort: AdvanceReceivedSort
  ) {
    advancesReceived(page: $page, size: $size, filter: $filter, sort: $sort) {
      totalCount
      items {
        id
        receivedPurchaseOrderId
        status
        referenceNumber
        amount
        currency
        isConfirmAllowed
        ...AdvanceColumns_AdvanceReceived
      }
    }
  }
`);

const ConfirmMutation = graphql(`
  mutation AdvancesReceived_Confirm(
    $id: Int!
    $fromStatus: AdvanceStatus
    $idempotencyKey: String!
  ) {
    confirmAdvance(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      advance {
        id
        status
        isConfirmAllowed
        heldAction {
          id
          kind
          state
          dueAt
        }
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.advances.received.title', defaultMessage: 'Advances received' },
  subtitle: {
    id: 'poso.advances.received.subtitle',
    defaultMessage:
      'Advances your customers paid against sales orders: confirm each one once it arrives.',
  },
  empty: { id: 'poso.advances.received.empty', defaultMessage: 'No advances received yet' },
});

/** Confirm on a received advance: Payment Confirmed on both sides ("Payment Accepted"). */
function ConfirmAdvanceButton({
  advance,
}: {
  advance: {
    id: number;
    status: AdvanceStatus;
    referenceNumber: string;
    amount: string;
    currency: string;
  };
}) {
  const confirmations = usePosoConfirmations();
  const intl = useIntl();
  const heldSnackbar = useHeldActionSnackbar();
  const [confirmAdvance] = useMutation(ConfirmMutation, { refetchQueries: 'active' });
  const confirm = useAction({
    scope: `confirm-advance:${advance.id}`,
    run: (_: void, idempotencyKey) =>
      confirmAdvance({ variables: { id: advance.id, fromStatus: advance.status, idempotencyKey } }),
    onSuccess: (result) =>
      heldSnackbar(result.data?.confirmAdvance.advance.heldAction, 'paymentAccepted'),
  });
  return (
    <ActionButton
      action={confirm}
      testId="confirm-advance"
      size="xs"
      colorPalette="green"
      confirm={confirmations.confirmPayment({
        number: advance.referenceNumber,
        amount: advance.amount,
        currency: advance.currency,
      })}
    >
      <LuCheck />
      {intl.formatMessage(actionLabels.confirm)}
    </ActionButton>
  );
}

const filters = { status: oneOf(allStatuses.advance) };

/** payments/advance: advances customers paid against sales orders, confirmed by the vendor. */
export default function AdvancesReceived() {
  const { ready, links } = usePosoScope();
  const list = usePagedList(AdvancesQuery, {
    pick: (data) => data.advancesReceived,
    filters,
    variables: ({ status }) => ({ filter: { status } }),
    sortFields: advanceSortFields.vendor,
    skip: !ready,
  });

  return (
    <ListScreen title={messages.title} subtitle={messages.subtitle} backTo={links.collections}>
      <DocumentFilters filters={list.filters} kind="advance" statuses={allStatuses.advance} />
      <PagedTable
        label={messages.title}
        columns={advanceColumns.vendor}
        {...list.table}
        empty={messages.empty}
        rowHref={(row) => links.receivedOrder(row.receivedPurchaseOrderId)}
        actions={(row) => row.isConfirmAllowed && <ConfirmAdvanceButton advance={row} />}
        testId="advances-received"
      />
    </ListScreen>
  );
}
