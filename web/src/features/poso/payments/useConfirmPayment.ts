import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PaymentStatus } from '../../../gql/graphql';
import { useAction, type Action } from '../../../ui/actions/useAction';
import { useHeldActionSnackbar } from '../shared/held-actions';

const ConfirmMutation = graphql(`
  mutation ConfirmPayment_Confirm($id: Int!, $fromStatus: PaymentStatus, $idempotencyKey: String!) {
    confirmPayment(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      payment {
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
      salesInvoice {
        id
        status
        paidAmount
        pendingAmount
      }
    }
  }
`);

/**
 * The vendor confirms a claimed payment: Payment Confirmed on both sides, with the spec's
 * "Payment Accepted" (or, during the undo grace period, a snackbar with UNDO). Its failure is said by the shell's snackbar, unless `quiet`.
 */
export function useConfirmPayment(
  payment: { id: number; status: PaymentStatus },
  options: { quiet?: boolean } = {},
): Action<void, unknown> {
  const heldSnackbar = useHeldActionSnackbar();
  const [confirm] = useMutation(ConfirmMutation, {
    refetchQueries: 'active',
    context: { quiet: options.quiet ?? false },
  });
  return useAction({
    scope: `confirm-payment:${payment.id}`,
    run: (_: void, idempotencyKey) =>
      confirm({ variables: { id: payment.id, fromStatus: payment.status, idempotencyKey } }),
    onSuccess: (result) =>
      heldSnackbar(result.data?.confirmPayment.payment.heldAction, 'paymentAccepted'),
  });
}
