import { Alert, Button } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuX } from 'react-icons/lu';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { quiet, useAction } from '../../../ui/actions/useAction';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { usePosoAlert } from '../shared/alerts';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels } from '../shared/labels';
import { RejectRemarksDialog } from '../shared/RejectRemarksDialog';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { PurchaseOrderDocument } from './PurchaseOrderDocument';
import { usePageName } from '../../layout/page-name';
import { HeldActionNotice, useHeldActionSnackbar } from '../shared/held-actions';

const OrderQuery = graphql(`
  query ApprovePurchaseOrder_Order($id: Int!) {
    purchaseOrder(id: $id) {
      id
      poNumber
      status
      amount
      currency
      isAcceptAllowed
      isRejectAllowed
      heldAction {
        id
        kind
        state
        dueAt
      }
      vendor {
        id
        name
      }
      ...PurchaseOrderDocument_PurchaseOrder
    }
  }
`);

const ApproveMutation = graphql(`
  mutation ApprovePurchaseOrder_Approve(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    approvePurchaseOrder(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      id
      status
      isAcceptAllowed
      isRejectAllowed
      heldAction {
        id
        kind
        state
        dueAt
      }
    }
  }
`);

const RejectMutation = graphql(`
  mutation ApprovePurchaseOrder_Reject(
    $id: Int!
    $remarks: String!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    rejectPurchaseOrder(
      id: $id
      remarks: $remarks
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
      rejectRemarks
      isAcceptAllowed
      isRejectAllowed
    }
  }
`);

const messages = defineMessages({
  title: {
    id: 'poso.purchaseOrders.approve.title',
    defaultMessage: 'Approve purchase order {number}',
  },
  notYours: {
    id: 'poso.purchaseOrders.approve.notYours',
    defaultMessage: 'This purchase order is not waiting for your approval.',
  },
  sentToVendor: {
    id: 'poso.purchaseOrders.approve.sentToVendor',
    defaultMessage: 'Approved: the order is with {vendor} now.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const sentMessage: MessageDescriptor = messages.sentToVendor;

/** approve-po/:id: the named approver approves (the PO goes to the vendor) or rejects it. */
export default function ApprovePurchaseOrder() {
  const intl = useIntl();
  const alert = usePosoAlert();
  const heldSnackbar = useHeldActionSnackbar();
  const id = useIdParam('id');
  const { ready, links, baseCurrency } = usePosoScope();
  const [rejecting, setRejecting] = useState(false);
  const confirmations = usePosoConfirmations();
  const query = useQuery(OrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const [approveOrder] = useMutation(ApproveMutation, { refetchQueries: 'active' });
  const [rejectOrder] = useMutation(RejectMutation, { context: quiet, refetchQueries: 'active' });
  const po = query.data?.purchaseOrder;
  usePageName(po?.poNumber);
  const approve = useAction({
    scope: `approve-po:${id}`,
    run: (_: void, idempotencyKey) =>
      approveOrder({ variables: { id: po!.id, fromStatus: po!.status, idempotencyKey } }),
    onSuccess: (result) => heldSnackbar(result.data?.approvePurchaseOrder.heldAction, 'poApproved'),
  });

  if (!po) return <DocumentFallback id={id} query={query} backTo={links.poApprovals} />;
  const waiting = po.isAcceptAllowed || po.isRejectAllowed;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={links.poApprovals}
        secondaryActions={
          po.isRejectAllowed && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setRejecting(true)}
              disabled={approve.pending}
              data-testid="reject-po"
            >
              <LuX />
              {intl.formatMessage(actionLabels.reject)}
            </Button>
          )
        }
        actions={
          po.isAcceptAllowed && (
            <ActionButton
              action={approve}
              testId="approve-po"
              confirm={confirmations.approvePo({
                number: po.poNumber,
                amount: po.amount,
                currency: po.currency,
                party: po.vendor.name,
              })}
            >
              <LuCheck />
              {intl.formatMessage(actionLabels.approve)}
            </ActionButton>
          )
        }
      />
      <HeldActionNotice held={po.heldAction} />
      {!waiting && !po.heldAction && (
        <Alert.Root status="info" mb="4" data-testid="approve-po-info">
          <Alert.Indicator />
          <Alert.Title>
            {po.status === 'SENT_TO_VENDOR'
              ? intl.formatMessage(sentMessage, { vendor: po.vendor.name })
              : intl.formatMessage(messages.notYours)}
          </Alert.Title>
        </Alert.Root>
      )}
      <PurchaseOrderDocument side="customer" po={po} baseCurrency={baseCurrency} />
      <RejectRemarksDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        scope={`reject-po:${po.id}`}
        run={(remarks, idempotencyKey) =>
          rejectOrder({ variables: { id: po.id, remarks, fromStatus: po.status, idempotencyKey } })
        }
        onSuccess={() => alert('poRejected')}
      />
    </>
  );
}
