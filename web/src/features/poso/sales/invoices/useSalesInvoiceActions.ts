import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SalesInvoiceRowFragment } from '../../../../gql/graphql';
import { useDocumentAction } from '../useDocumentAction';
import { SendSalesInvoiceMutation } from './invoices.operations';

/** Sends a draft invoice to the customer (Sent), where it becomes their purchase invoice. */
export function useSendSalesInvoice() {
  const act = useDocumentAction();
  const [sendInvoice] = useMutation(SendSalesInvoiceMutation, { refetchQueries: 'active' });
  return useCallback(
    (invoice: Pick<SalesInvoiceRowFragment, 'id' | 'status'>, idempotencyKey: string) =>
      act(
        () =>
          sendInvoice({
            variables: { id: invoice.id, fromStatus: invoice.status, idempotencyKey },
          }),
        'invoiceSent',
      ),
    [act, sendInvoice],
  );
}
