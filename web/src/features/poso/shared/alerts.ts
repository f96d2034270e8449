import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { showSnackbar, type SnackbarSeverity } from '../../snackbar/snackbar';

/** The success alerts of spec section 8, plus the loop's other hand-overs. */
export const posoAlertMessages = defineMessages({
  paymentSuccessful: {
    id: 'poso.alert.paymentClaimed',
    defaultMessage: "Payment Successful: it now waits for the vendor's confirmation",
  },
  paymentAccepted: {
    id: 'poso.alert.paymentConfirmed',
    defaultMessage: 'Payment Accepted: confirmed to the customer',
  },
  invoiceAccepted: {
    id: 'poso.alert.invoiceAcceptedWaitingFinance',
    defaultMessage: 'Invoice Accepted: it now waits for finance approval',
  },
  invoiceFinanceApproved: {
    id: 'poso.alert.invoiceFinanceApproved',
    defaultMessage: 'Invoice Accepted by finance: it can now be paid',
  },
  invoiceRejected: { id: 'poso.alert.invoiceRejected', defaultMessage: 'Invoice Rejected' },
  poRejected: { id: 'poso.alert.poRejected', defaultMessage: 'Rejected PO' },
  updated: { id: 'poso.alert.updated', defaultMessage: 'Updated Successfully' },
  poCreated: { id: 'poso.alert.poCreated', defaultMessage: 'PO Created' },
  poSentForApproval: { id: 'poso.alert.poSentForApproval', defaultMessage: 'PO Sent for Approval' },
  poApproved: {
    id: 'poso.alert.poApprovedSent',
    defaultMessage: 'PO Approved: sent to the vendor for acceptance',
  },
  poAccepted: {
    id: 'poso.alert.poAcceptedRaised',
    defaultMessage: 'PO Accepted: you can now raise invoices against it',
  },
  invoiceCreated: { id: 'poso.alert.invoiceCreated', defaultMessage: 'Invoice Created' },
  invoiceSent: {
    id: 'poso.alert.invoiceSentToCustomer',
    defaultMessage: 'Invoice Sent: the customer can now accept it',
  },
});

export type PosoAlert = keyof typeof posoAlertMessages;

/**
 * The hand-overs that wait out the undo grace period, each saying the same as its alert above
 * but that it happens in `{seconds}` s (while the snackbar offers UNDO).
 */
export const heldAlertMessages = defineMessages({
  poApproved: {
    id: 'poso.held.poApproved',
    defaultMessage: 'PO Approved: it goes to the vendor for acceptance in {seconds} s',
  },
  poAccepted: {
    id: 'poso.held.poAccepted',
    defaultMessage:
      'PO Accepted: the customer is told in {seconds} s, then you can raise invoices against it',
  },
  invoiceSent: {
    id: 'poso.held.invoiceSent',
    defaultMessage: 'Invoice Sent: it reaches the customer in {seconds} s, who can then accept it',
  },
  invoiceAccepted: {
    id: 'poso.held.invoiceAccepted',
    defaultMessage: 'Invoice Accepted: in {seconds} s it goes to finance approval',
  },
  invoiceFinanceApproved: {
    id: 'poso.held.invoiceFinanceApproved',
    defaultMessage: 'Invoice Accepted by finance: it can be paid in {seconds} s',
  },
  paymentSuccessful: {
    id: 'poso.held.paymentSuccessful',
    defaultMessage:
      "Payment Successful: it reaches the vendor in {seconds} s, then waits for the vendor's confirmation",
  },
  paymentAccepted: {
    id: 'poso.held.paymentAccepted',
    defaultMessage: 'Payment Accepted: it is confirmed to the customer in {seconds} s',
  },
});

/** An alert whose action may be held for the undo grace period. */
export type HeldAlert = keyof typeof heldAlertMessages;

/** Rejections are warnings (spec section 8); every other alert is a success. */
export function posoAlertSeverity(alert: PosoAlert): SnackbarSeverity {
  return alert === 'invoiceRejected' || alert === 'poRejected' ? 'warning' : 'success';
}

/** `const alert = usePosoAlert(); alert('paymentSuccessful');` shows the alert snackbar (6 s). */
export function usePosoAlert(): (alert: PosoAlert) => void {
  const intl = useIntl();
  return useCallback(
    (alert: PosoAlert) => {
      showSnackbar({
        message: intl.formatMessage(posoAlertMessages[alert]),
        variant: 'alert',
        severity: posoAlertSeverity(alert),
      });
    },
    [intl],
  );
}
