import { Alert } from '@chakra-ui/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { InvoiceStatus } from '../../../gql/graphql';
import { formatExactMoney } from '../../i18n/amount-format';

const messages = defineMessages({
  sent: {
    id: 'poso.invoices.progress.sent',
    defaultMessage: 'Received from the vendor: accept it or reject it with remarks.',
  },
  waitingForYou: {
    id: 'poso.invoices.progress.waitingForYou',
    defaultMessage: 'Accepted; it now waits for your finance approval.',
  },
  acceptedByYou: {
    id: 'poso.invoices.progress.acceptedByYou',
    defaultMessage:
      'You accepted this invoice; its finance approval must come from another approver.',
  },
  waitingForFinance: {
    id: 'poso.invoices.progress.waitingForFinance',
    defaultMessage: 'Accepted; it now waits for finance approval.',
  },
  accepted: {
    id: 'poso.invoices.progress.accepted',
    defaultMessage: 'Finance approved: {pending} to pay.',
  },
  claimed: {
    id: 'poso.invoices.progress.claimed',
    defaultMessage: "A payment waits for the vendor's confirmation; {pending} still pending.",
  },
  partlyPaid: {
    id: 'poso.invoices.progress.partlyPaid',
    defaultMessage: 'Partly paid: {pending} still pending.',
  },
  paidInFull: { id: 'poso.invoices.progress.paidInFull', defaultMessage: 'Paid in full.' },
  rejected: {
    id: 'poso.invoices.progress.rejected',
    defaultMessage: 'Rejected; the vendor has been told why.',
  },
});

/** Where a purchase invoice stands and what comes next, for the person looking at it. */
export function InvoiceProgress({
  status,
  pendingAmount,
  currency,
  acceptedByMe,
  mayAccept,
}: {
  status: InvoiceStatus;
  pendingAmount: string;
  currency: string;
  acceptedByMe: boolean;
  mayAccept: boolean;
}) {
  const intl = useIntl();
  const pending = formatExactMoney(pendingAmount, currency);
  const paidUp = Number(pendingAmount) <= 0;
  const step: { message: MessageDescriptor; tone: 'info' | 'success' | 'warning' } | null = (() => {
    switch (status) {
      case 'DRAFT':
        return null;
      case 'SENT':
        return { message: messages.sent, tone: 'info' };
      case 'WAITING_FOR_FINANCE_APPROVAL':
        if (mayAccept) return { message: messages.waitingForYou, tone: 'info' };
        if (acceptedByMe) return { message: messages.acceptedByYou, tone: 'info' };
        return { message: messages.waitingForFinance, tone: 'info' };
      case 'ACCEPTED':
        return paidUp
          ? { message: messages.paidInFull, tone: 'success' }
          : { message: messages.accepted, tone: 'success' };
      case 'PAYMENT_CLAIMED':
        return { message: messages.claimed, tone: 'info' };
      case 'PAYMENT_CONFIRMED':
        return paidUp
          ? { message: messages.paidInFull, tone: 'success' }
          : { message: messages.partlyPaid, tone: 'info' };
      case 'CUSTOMER_REJECTED':
        return { message: messages.rejected, tone: 'warning' };
      default: {
        const unreachable: never = status;
        return unreachable;
      }
    }
  })();
  if (!step) return null;
  return (
    <Alert.Root status={step.tone} data-testid="invoice-progress" data-status={status}>
      <Alert.Indicator />
      <Alert.Title>{intl.formatMessage(step.message, { pending })}</Alert.Title>
    </Alert.Root>
  );
}
