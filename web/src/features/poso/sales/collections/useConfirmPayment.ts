import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PaymentStatus } from '../../../../gql/graphql';
import { useDocumentAction } from '../useDocumentAction';
import { ConfirmPaymentMutation } from './collections.operations';

type Payment = { id: number | string; status: PaymentStatus };

/** The vendor confirms a claimed payment: Payment Confirmed on both sides ("Payment Accepted"). */
export function useConfirmPayment() {
  const act = useDocumentAction();
  const [confirmPayment] = useMutation(ConfirmPaymentMutation, { refetchQueries: 'active' });
  return useCallback(
    (payment: Payment, idempotencyKey: string, options: { quiet?: boolean } = {}) =>
      act(
        () =>
          confirmPayment({
            variables: {
              id: Number(payment.id),
              fromStatus: payment.status,
              idempotencyKey,
            },
            context: { quiet: options.quiet ?? false },
          }),
        'paymentAccepted',
      ),
    [act, confirmPayment],
  );
}
