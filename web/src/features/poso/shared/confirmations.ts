import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Confirmation } from '../../../ui/actions/ConfirmDialog';
import { formatExactMoney } from '../../i18n/amount-format';

// The loop's irreversible steps ask first, naming the document and its exact amount.

const messages = defineMessages({
  approvePoTitle: { id: 'poso.confirm.approvePo.title', defaultMessage: 'Approve this order?' },
  approvePo: {
    id: 'poso.confirm.approvePo.body',
    defaultMessage:
      'Approve {number} for {amount}? It goes to {party} at once and can no longer be edited.',
  },
  acceptPoTitle: { id: 'poso.confirm.acceptPo.title', defaultMessage: 'Accept this order?' },
  acceptPo: {
    id: 'poso.confirm.acceptPo.body',
    defaultMessage:
      'Accept {number} for {amount} from {party}? You commit to supply it; this cannot be undone.',
  },
  sendInvoiceTitle: { id: 'poso.confirm.sendInvoice.title', defaultMessage: 'Send this invoice?' },
  sendInvoice: {
    id: 'poso.confirm.sendInvoice.body',
    defaultMessage: 'Send {number} for {amount} to {party}? Once sent it can no longer be edited.',
  },
  acceptInvoiceTitle: {
    id: 'poso.confirm.acceptInvoice.title',
    defaultMessage: 'Accept this invoice?',
  },
  acceptInvoice: {
    id: 'poso.confirm.acceptInvoice.body',
    defaultMessage:
      'Accept {number} for {amount} from {party}? It then waits for finance approval.',
  },
  financeApproveTitle: {
    id: 'poso.confirm.financeApprove.title',
    defaultMessage: 'Give the finance approval?',
  },
  financeApprove: {
    id: 'poso.confirm.financeApprove.body',
    defaultMessage:
      'Approve {number} for {amount} from {party} for payment? This cannot be undone.',
  },
  confirmPaymentTitle: {
    id: 'poso.confirm.payment.title',
    defaultMessage: 'Confirm this payment?',
  },
  confirmPayment: {
    id: 'poso.confirm.payment.body',
    defaultMessage:
      'Confirm that {amount} arrived with reference {number}? The customer sees it as received; this cannot be undone.',
  },
  approveLabel: { id: 'poso.confirm.approve', defaultMessage: 'Approve' },
  acceptLabel: { id: 'poso.confirm.accept', defaultMessage: 'Accept' },
  sendLabel: { id: 'poso.confirm.send', defaultMessage: 'Send' },
  confirmLabel: { id: 'poso.confirm.confirm', defaultMessage: 'Confirm' },
});

type Subject = { number: string; amount: string; currency: string; party?: string };

/** The confirmations of the loop's irreversible steps, in the user's language. */
export function usePosoConfirmations() {
  const intl = useIntl();
  return useMemo(() => {
    const make =
      (
        title: MessageDescriptor,
        body: MessageDescriptor,
        confirmLabel: MessageDescriptor,
      ): ((subject: Subject) => Confirmation) =>
      (subject) => ({
        title,
        confirmLabel,
        colorPalette: 'green',
        body: intl.formatMessage(body, {
          number: subject.number,
          amount: formatExactMoney(subject.amount, subject.currency),
          party: subject.party ?? '',
        }),
      });
    return {
      approvePo: make(messages.approvePoTitle, messages.approvePo, messages.approveLabel),
      acceptPo: make(messages.acceptPoTitle, messages.acceptPo, messages.acceptLabel),
      sendInvoice: make(messages.sendInvoiceTitle, messages.sendInvoice, messages.sendLabel),
      acceptInvoice: make(
        messages.acceptInvoiceTitle,
        messages.acceptInvoice,
        messages.acceptLabel,
      ),
      financeApprove: make(
        messages.financeApproveTitle,
        messages.financeApprove,
        messages.approveLabel,
      ),
      confirmPayment: make(
        messages.confirmPaymentTitle,
        messages.confirmPayment,
        messages.confirmLabel,
      ),
    };
  }, [intl]);
}
