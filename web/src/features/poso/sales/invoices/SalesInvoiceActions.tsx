import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuPencil, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { SalesInvoiceRowFragment } from '../../../../gql/graphql';
import { ActionButton } from '../ActionButton';
import { salesActions } from '../messages';
import { usePosoRoute } from '../route';
import { useSendSalesInvoice } from './useSalesInvoiceActions';

type Props = {
  invoice: Pick<
    SalesInvoiceRowFragment,
    'id' | 'status' | 'receivedPurchaseOrderId' | 'isEditAllowed' | 'isSendAllowed'
  >;
  size?: 'xs' | 'sm';
};

/** Edit and Send for a draft invoice, each shown only when the server's flags allow it. */
export function SalesInvoiceActions({ invoice, size = 'sm' }: Props) {
  const intl = useIntl();
  const { links } = usePosoRoute();
  const send = useSendSalesInvoice();
  return (
    <>
      {invoice.isEditAllowed && (
        <Button asChild size={size} variant="outline">
          <RouterLink
            to={links.editInvoice(invoice.receivedPurchaseOrderId, invoice.id)}
            data-testid="edit-invoice"
          >
            <LuPencil />
            {intl.formatMessage(salesActions.edit)}
          </RouterLink>
        </Button>
      )}
      {invoice.isSendAllowed && (
        <ActionButton
          scope={`send-invoice:${invoice.id}`}
          testId="send-invoice"
          size={size}
          onRun={(key) => send(invoice, key)}
        >
          <LuSend />
          {intl.formatMessage(salesActions.send)}
        </ActionButton>
      )}
    </>
  );
}
