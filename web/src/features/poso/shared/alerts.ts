import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { showSnackbar, type SnackbarSeverity } from '../../snackbar/snackbar';

/** The success alerts of spec section 8, plus the loop's other hand-overs. */
export const posoAlertMessages = defineMessages({
  paymentSuccessful: { id: 'poso.alert.paymentSuccessful', defaultMessage: 'Payment Successful' },
  paymentAccepted: { id: 'poso.alert.paymentAccepted', defaultMessage: 'Payment Accepted' },
  invoiceAccepted: { id: 'poso.alert.invoiceAccepted', defaultMessage: 'Invoice Accepted' },
  invoiceRejected: { id: 'poso.alert.invoiceRejected', defaultMessage: 'Invoice Rejected' },
  poRejected: { id: 'poso.alert.poRejected', defaultMessage: 'Rejected PO' },
  updated: { id: 'poso.alert.updated', defaultMessage: 'Updated Successfully' },
  poCreated: { id: 'poso.alert.poCreated', defaultMessage: 'PO Created' },
  poSentForApproval: { id: 'poso.alert.poSentForApproval', defaultMessage: 'PO Sent for Approval' },
  poApproved: { id: 'poso.alert.poApproved', defaultMessage: 'PO Approved' },
  poAccepted: { id: 'poso.alert.poAccepted', defaultMessage: 'PO Accepted' },
  invoiceCreated: { id: 'poso.alert.invoiceCreated', defaultMessage: 'Invoice Created' },
  invoiceSent: { id: 'poso.alert.invoiceSent', defaultMessage: 'Invoice Sent' },
});

export type PosoAlert = keyof typeof posoAlertMessages;

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
