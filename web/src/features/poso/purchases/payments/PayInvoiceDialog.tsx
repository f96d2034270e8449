import { useMutation } from '@apollo/client/react';
import { usePosoAlert } from '../../shared/alerts';
import { PaymentDialog } from '../../shared/PaymentDialog';
import { quiet, reloadOnConflict } from '../useDocumentAction';
import { PayInvoiceClaimPaymentMutation } from './payments.operations';

export type PayableInvoice = {
  id: number;
  total: string;
  paidAmount: string;
  pendingAmount: string;
  currency: string;
};

/** The Payment dialog for one purchase invoice: claims the payment, then "Payment Successful". */
export function PayInvoiceDialog({
  invoice,
  open,
  onClose,
  onReload,
}: {
  invoice: PayableInvoice;
  open: boolean;
  onClose: () => void;
  /** The invoice moved on under the user: show its current state. */
  onReload: () => void;
}) {
  const alert = usePosoAlert();
  const [claim] = useMutation(PayInvoiceClaimPaymentMutation, {
    context: quiet,
    refetchQueries: 'active',
  });
  return (
    <PaymentDialog
      open={open}
      onClose={onClose}
      scope={`pay-invoice-${invoice.id}`}
      balance={{
        total: invoice.total,
        paid: invoice.paidAmount,
        pending: invoice.pendingAmount,
        currency: invoice.currency,
      }}
      onConfirm={async (payment, { idempotencyKey }) => {
        await claim({
          variables: {
            idempotencyKey,
            input: {
              purchaseInvoiceId: invoice.id,
              referenceNumber: payment.referenceNumber,
              amount: payment.amount,
              date: payment.date,
              ...(payment.remarks ? { remarks: payment.remarks } : {}),
            },
          },
        }).catch((error: unknown) => reloadOnConflict(error, onReload));
        alert('paymentSuccessful');
      }}
    />
  );
}
