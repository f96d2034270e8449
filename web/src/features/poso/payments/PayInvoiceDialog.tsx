import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { BalanceList } from './BalanceList';
import { PaymentDialog } from './PaymentDialog';

const PayInvoiceDialogPurchaseInvoice = graphql(`
  fragment PayInvoiceDialog_PurchaseInvoice on PurchaseInvoice {
    id
    total
    paidAmount
    pendingAmount
    currency
  }
`);

const ClaimMutation = graphql(`
  mutation PayInvoiceDialog_Claim($input: ClaimPaymentInput!, $idempotencyKey: String!) {
    claimPayment(input: $input, idempotencyKey: $idempotencyKey) {
      payment {
        id
        status
      }
      heldAction {
        id
        kind
        state
        dueAt
      }
      purchaseInvoice {
        id
        status
        paidAmount
        pendingAmount
        isPaymentAllowed
      }
    }
  }
`);

/**
 * The Payment dialog for one purchase invoice: claims the payment, then "Payment Successful";
 * or, while the payment waits out the undo grace period, a snackbar with its UNDO.
 */
export function PayInvoiceDialog({
  invoice: masked,
  open,
  onClose,
}: {
  invoice: FragmentType<typeof PayInvoiceDialogPurchaseInvoice>;
  open: boolean;
  onClose: () => void;
}) {
  const invoice = getFragmentData(PayInvoiceDialogPurchaseInvoice, masked);
  const heldSnackbar = useHeldActionSnackbar();
  const [claim] = useMutation(ClaimMutation, { context: quiet, refetchQueries: 'active' });
  const balance = {
    total: invoice.total,
    paid: invoice.paidAmount,
    pending: invoice.pendingAmount,
    currency: invoice.currency,
  };
  return (
    <PaymentDialog
      open={open}
      onClose={onClose}
      scope={`pay-invoice:${invoice.id}`}
      limit={invoice.pendingAmount}
      currency={invoice.currency}
      summary={<BalanceList balance={balance} testId="payment" />}
      run={(payment, idempotencyKey) =>
        claim({
          variables: { idempotencyKey, input: { purchaseInvoiceId: invoice.id, ...payment } },
        })
      }
      onSuccess={(result) =>
        heldSnackbar(result.data?.claimPayment.heldAction, 'paymentSuccessful')
      }
    />
  );
}
