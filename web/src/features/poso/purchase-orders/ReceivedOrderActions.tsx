import { Box, Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { LuCheck, LuFilePlus, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { quiet, useAction } from '../../../ui/actions/useAction';
import { usePosoAlert } from '../shared/alerts';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels } from '../shared/labels';
import { RejectRemarksDialog } from '../shared/RejectRemarksDialog';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { usePosoScope } from '../shared/usePosoScope';

const ReceivedOrderActionsReceivedPurchaseOrder = graphql(`
  fragment ReceivedOrderActions_ReceivedPurchaseOrder on ReceivedPurchaseOrder {
    id
    status
    poNumber
    amount
    currency
    customer {
      id
      name
    }
    isAcceptAllowed
    isRejectAllowed
    isInvoiceCreateAllowed
  }
`);

const AcceptMutation = graphql(`
  mutation ReceivedOrderActions_Accept(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    acceptReceivedPurchaseOrder(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...ReceivedOrderActions_ReceivedPurchaseOrder
      rejectRemarks
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
  mutation ReceivedOrderActions_Reject(
    $id: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
    $remarks: String!
  ) {
    rejectReceivedPurchaseOrder(
      id: $id
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
      remarks: $remarks
    ) {
      ...ReceivedOrderActions_ReceivedPurchaseOrder
      rejectRemarks
    }
  }
`);

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The vendor's decisions on a received order: Accept (Raised, a sales order), Reject with
 * remarks (Vendor Rejected), and Add invoice once Raised; each enabled by the server's flags.
 */
export function ReceivedOrderActions({
  order: masked,
  inRow = false,
  decisionDue = false,
}: {
  order: FragmentType<typeof ReceivedOrderActionsReceivedPurchaseOrder>;
  /** A list row: small buttons, and only those the flags allow. */
  inRow?: boolean;
  /** The document page shows Accept and Reject while a decision is due, disabled without the flags. */
  decisionDue?: boolean;
}) {
  const order = getFragmentData(ReceivedOrderActionsReceivedPurchaseOrder, masked);
  const size = inRow ? 'xs' : 'sm';
  const intl = useIntl();
  const alert = usePosoAlert();
  const heldSnackbar = useHeldActionSnackbar();
  const { links } = usePosoScope();
  const [rejecting, setRejecting] = useState(false);
  const confirmations = usePosoConfirmations();
  const [acceptOrder] = useMutation(AcceptMutation, { refetchQueries: 'active' });
  const [rejectOrder] = useMutation(RejectMutation, { context: quiet, refetchQueries: 'active' });
  const accept = useAction({
    scope: `accept-po:${order.id}`,
    run: (_: void, idempotencyKey) =>
      acceptOrder({ variables: { id: order.id, fromStatus: order.status, idempotencyKey } }),
    onSuccess: (result) =>
      heldSnackbar(result.data?.acceptReceivedPurchaseOrder.heldAction, 'poAccepted'),
  });
  const show = (allowed: boolean) => allowed || (!inRow && decisionDue);

  return (
    <>
      {show(order.isAcceptAllowed) && (
        <ActionButton
          action={accept}
          testId="accept-po"
          confirm={confirmations.acceptPo({
            number: order.poNumber,
            amount: order.amount,
            currency: order.currency,
            party: order.customer.name,
          })}
          size={size}
          colorPalette="green"
          disabled={!order.isAcceptAllowed}
        >
          <LuCheck />
          {intl.formatMessage(actionLabels.accept)}
        </ActionButton>
      )}
      {show(order.isRejectAllowed) && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          disabled={!order.isRejectAllowed}
          onClick={() => setRejecting(true)}
          data-testid="reject-po"
        >
          <LuX />
          {intl.formatMessage(actionLabels.reject)}
        </Button>
      )}
      {order.isInvoiceCreateAllowed && (
        <Button asChild size={size} variant={inRow ? 'outline' : 'solid'}>
          <RouterLink to={links.addInvoice(order.id)} data-testid="add-invoice">
            <LuFilePlus />
            {intl.formatMessage(actionLabels.addInvoice)}
          </RouterLink>
        </Button>
      )}
      {/* React events bubble out of portals: keep the dialog's clicks from opening the row. */}
      <Box display="contents" onClick={stop} onAuxClick={stop}>
        <RejectRemarksDialog
          open={rejecting}
          onClose={() => setRejecting(false)}
          scope={`reject-po:${order.id}`}
          run={(remarks, idempotencyKey) =>
            rejectOrder({
              variables: { id: order.id, fromStatus: order.status, idempotencyKey, remarks },
            })
          }
          onSuccess={() => alert('poRejected')}
        />
      </Box>
    </>
  );
}
