import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ReceivedPoRowFragment } from '../../../../gql/graphql';
import { useDocumentAction } from '../useDocumentAction';
import { AcceptReceivedPoMutation, RejectReceivedPoMutation } from './orders.operations';

type Order = Pick<ReceivedPoRowFragment, 'id' | 'status'>;

/** The vendor's decisions on a received purchase order: accept (Raised) or reject (Vendor Rejected). */
export function useReceivedPoActions() {
  const act = useDocumentAction();
  const [acceptOrder] = useMutation(AcceptReceivedPoMutation, { refetchQueries: 'active' });
  const [rejectOrder] = useMutation(RejectReceivedPoMutation, { refetchQueries: 'active' });

  const accept = useCallback(
    (order: Order, idempotencyKey: string) =>
      act(
        () =>
          acceptOrder({
            variables: { id: order.id, fromStatus: order.status, idempotencyKey },
          }),
        'updated',
      ),
    [act, acceptOrder],
  );

  const reject = useCallback(
    (order: Order, remarks: string, idempotencyKey: string) =>
      act(
        () =>
          rejectOrder({
            variables: {
              id: order.id,
              fromStatus: order.status,
              idempotencyKey,
              remarks,
            },
            // The dialog shows what went wrong beside the remarks.
            context: { quiet: true },
          }),
        'poRejected',
      ),
    [act, rejectOrder],
  );

  return { accept, reject };
}
