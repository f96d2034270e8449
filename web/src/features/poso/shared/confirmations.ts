import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import type { Confirmation } from '../../../ui/actions/ConfirmDialog';
import { quiet } from '../../../ui/actions/useAction';
import { formatExactMoney } from '../../i18n/amount-format';

// The loop's irreversible steps ask first, naming the document and the exact sum committed
// (docs/decisions.md "Amounts, dates and pages on screen"). With an undo grace period on, a
// hand-over can be undone for its first seconds: the question says so, as its snackbar will.

const SettingsQuery = graphql(`
  query PosoConfirmations_Settings {
    posoSettings {
      undoGraceSeconds
    }
  }
`);

const messages = defineMessages({
  approvePoTitle: { id: 'poso.confirm.approvePo.title', defaultMessage: 'Approve this order?' },
  approvePo: {
    id: 'poso.confirm.approvePo.body',
    defaultMessage:
      'Approve {number} for {amount}? It goes to {party} at once and can no longer be edited.',
  },
  approvePoHeld: {
    id: 'poso.confirm.approvePo.body.held',
    defaultMessage:
      'Approve {number} for {amount}? It goes to {party} in {seconds} s, until then you can undo it; then it can no longer be edited.',
  },
  acceptPoTitle: { id: 'poso.confirm.acceptPo.title', defaultMessage: 'Accept this order?' },
  acceptPo: {
    id: 'poso.confirm.acceptPo.body',
    defaultMessage:
      'Accept {number} for {amount} from {party}? You commit to supply it; this cannot be undone.',
  },
  acceptPoHeld: {
    id: 'poso.confirm.acceptPo.body.held',
    defaultMessage:
      'Accept {number} for {amount} from {party}? You commit to supply it; you can undo it for {seconds} s, then it cannot be undone.',
  },
  sendInvoiceTitle: { id: 'poso.confirm.sendInvoice.title', defaultMessage: 'Send this invoice?' },
  sendInvoice: {
    id: 'poso.confirm.sendInvoice.body',
    defaultMessage: 'Send {number} for {amount} to {party}? Once sent it can no longer be edited.',
  },
  sendInvoiceHeld: {
    id: 'poso.confirm.sendInvoice.body.held',
    defaultMessage:
      'Send {number} for {amount} to {party}? It reaches them in {seconds} s, until then you can undo it; once sent it can no longer be edited.',
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
  acceptInvoiceHeld: {
    id: 'poso.confirm.acceptInvoice.body.held',
    defaultMessage:
      'Accept {number} for {amount} from {party}? You can undo it for {seconds} s; then it waits for finance approval.',
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
  financeApproveHeld: {
    id: 'poso.confirm.financeApprove.body.held',
    defaultMessage:
      'Approve {number} for {amount} from {party} for payment? You can undo it for {seconds} s, then it cannot be undone.',
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
  confirmPaymentHeld: {
    id: 'poso.confirm.payment.body.held',
    defaultMessage:
      'Confirm that {amount} arrived with reference {number}? The customer sees it as received in {seconds} s; until then you can undo it, then it cannot be undone.',
  },
  approveLabel: { id: 'poso.confirm.approve', defaultMessage: 'Approve' },
  acceptLabel: { id: 'poso.confirm.accept', defaultMessage: 'Accept' },
  sendLabel: { id: 'poso.confirm.send', defaultMessage: 'Send' },
  confirmLabel: { id: 'poso.confirm.confirm', defaultMessage: 'Confirm' },
});

type Subject = { number: string; amount: string; currency: string; party?: string };

/** A step's question: without the grace period, and with it (`{seconds}` to undo). */
type Bodies = { now: MessageDescriptor; held: MessageDescriptor };

/** The confirmations of the loop's irreversible steps, in the user's language. */
export function usePosoConfirmations() {
  const intl = useIntl();
  // Asked once per company and kept: the dialogs open long after the page has it.
  const settings = useQuery(SettingsQuery, { errorPolicy: 'all', context: quiet });
  const seconds = settings.data?.posoSettings.undoGraceSeconds ?? 0;
  return useMemo(() => {
    const make =
      (
        title: MessageDescriptor,
        bodies: Bodies,
        confirmLabel: MessageDescriptor,
      ): ((subject: Subject) => Confirmation) =>
      (subject) => ({
        title,
        confirmLabel,
        colorPalette: 'green',
        body: intl.formatMessage(seconds > 0 ? bodies.held : bodies.now, {
          number: subject.number,
          amount: formatExactMoney(subject.amount, subject.currency),
          party: subject.party ?? '',
          seconds,
        }),
      });
    return {
      approvePo: make(
        messages.approvePoTitle,
        { now: messages.approvePo, held: messages.approvePoHeld },
        messages.approveLabel,
      ),
      acceptPo: make(
        messages.acceptPoTitle,
        { now: messages.acceptPo, held: messages.acceptPoHeld },
        messages.acceptLabel,
      ),
      sendInvoice: make(
        messages.sendInvoiceTitle,
        { now: messages.sendInvoice, held: messages.sendInvoiceHeld },
        messages.sendLabel,
      ),
      acceptInvoice: make(
        messages.acceptInvoiceTitle,
        { now: messages.acceptInvoice, held: messages.acceptInvoiceHeld },
        messages.acceptLabel,
      ),
      financeApprove: make(
        messages.financeApproveTitle,
        { now: messages.financeApprove, held: messages.financeApproveHeld },
        messages.approveLabel,
      ),
      confirmPayment: make(
        messages.confirmPaymentTitle,
        { now: messages.confirmPayment, held: messages.confirmPaymentHeld },
        messages.confirmLabel,
      ),
    };
  }, [intl, seconds]);
}
