import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LuPencil, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { InvoiceStatus } from '../../../gql/graphql';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { useAction } from '../../../ui/actions/useAction';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';

const SalesInvoiceActionsSalesInvoice = graphql(`
  fragment SalesInvoiceActions_SalesInvoice on SalesInvoice {
    id
    status
    invoiceNumber
    total
    currency
    customer {
      id
      name
    }
    receivedPurchaseOrderId
    isEditAllowed
    isSendAllowed
  }
`);

const SendMutation = graphql(`
  mutation SalesInvoiceActions_Send(
    $id: Int!
    $fromStatus: InvoiceStatus
    $idempotencyKey: String!
  ) {
    sendSalesInvoice(id: $id, fromStatus: $fromStatus, idempotencyKey: $idempotencyKey) {
      ...SalesInvoiceActions_SalesInvoice
      heldAction {
        id
        kind
        state
        dueAt
      }
    }
  }
`);

/** Sends a draft invoice to the customer (Sent), where it becomes their purchase invoice. */
export function useSendSalesInvoice() {
  const [send] = useMutation(SendMutation, { refetchQueries: 'active' });
  return useCallback(
    (invoice: { id: number; status: InvoiceStatus }, idempotencyKey: string) =>
      send({ variables: { id: invoice.id, fromStatus: invoice.status, idempotencyKey } }),
    [send],
  );
}

/** Edit and Send for a draft invoice, each shown only when the server's flags allow it. */
export function SalesInvoiceActions({
  invoice: masked,
  size = 'sm',
}: {
  invoice: FragmentType<typeof SalesInvoiceActionsSalesInvoice>;
  size?: 'xs' | 'sm';
}) {
  const invoice = getFragmentData(SalesInvoiceActionsSalesInvoice, masked);
  const intl = useIntl();
  const heldSnackbar = useHeldActionSnackbar();
  const { links } = usePosoScope();
  const sendInvoice = useSendSalesInvoice();
  const confirmations = usePosoConfirmations();
  const send = useAction({
    scope: `send-invoice:${invoice.id}`,
    run: (_: void, idempotencyKey) => sendInvoice(invoice, idempotencyKey),
    onSuccess: (result) => heldSnackbar(result.data?.sendSalesInvoice.heldAction, 'invoiceSent'),
  });
  return (
    <>
      {invoice.isEditAllowed && (
        <Button asChild size={size} variant="outline">
          <RouterLink
            to={links.editInvoice(invoice.receivedPurchaseOrderId, invoice.id)}
            data-testid="edit-invoice"
          >
            <LuPencil />
            {intl.formatMessage(actionLabels.edit)}
          </RouterLink>
        </Button>
      )}
      {invoice.isSendAllowed && (
        <ActionButton
          action={send}
          testId="send-invoice"
          size={size}
          confirm={confirmations.sendInvoice({
            number: invoice.invoiceNumber,
            amount: invoice.total,
            currency: invoice.currency,
            party: invoice.customer.name,
          })}
        >
          <LuSend />
          {intl.formatMessage(actionLabels.send)}
        </ActionButton>
      )}
    </>
  );
}
