import { Button, Dialog, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { DialogFrame } from '../../../ui/display/DialogFrame';
import { ErrorNotice } from '../../../ui/display/ErrorNotice';
import { numericCell } from '../../../ui/display/Money';
import { uiLabels } from '../../../ui/messages';
import { formatExactMoney } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { BalanceList } from './BalanceList';
import { fieldLabels } from '../shared/labels';
import { StatusBadge } from '../shared/StatusBadge';
import type { InvoiceBalance } from '../shared/types';
import { ConfirmPaymentButton } from './ConfirmPaymentButton';

const PaymentsReceivedDialogPaymentReceived = graphql(`
  fragment PaymentsReceivedDialog_PaymentReceived on PaymentReceived {
    id
    referenceNumber
    date
    amount
    remarks
    status
    isConfirmAllowed
  }
`);

const messages = defineMessages({
  title: { id: 'poso.paymentsReceived.title', defaultMessage: 'Payments received' },
  empty: { id: 'poso.paymentsReceived.empty', defaultMessage: 'No payments yet' },
});

const columns: MessageDescriptor[] = [
  fieldLabels.referenceNumber,
  fieldLabels.date,
  fieldLabels.amount,
  fieldLabels.status,
  fieldLabels.remarks,
];

/** The payments received against one sales invoice, with Confirm where the vendor may. */
export function PaymentsReceivedDialog({
  open,
  onClose,
  balance,
  payments: masked,
  loading = false,
  error,
  onRetry,
}: {
  open: boolean;
  onClose: () => void;
  balance: InvoiceBalance;
  payments: readonly FragmentType<typeof PaymentsReceivedDialogPaymentReceived>[] | undefined;
  loading?: boolean;
  /** The payments query's error, shown with a Retry button. */
  error?: unknown;
  onRetry?: () => void;
}) {
  const payments = getFragmentData(PaymentsReceivedDialogPaymentReceived, masked);
  const intl = useIntl();
  const [actionError, setActionError] = useState<unknown>(null);
  const canConfirm = Boolean(payments?.some((payment) => payment.isConfirmAllowed));
  const shownError = error ?? actionError;

  return (
    <DialogFrame
      open={open}
      onClose={() => {
        setActionError(null);
        onClose();
      }}
      title={messages.title}
      size="lg"
      testId="payments-received-dialog"
    >
      <Dialog.Body>
        <Stack gap="4">
          <BalanceList balance={balance} testId="payments" />
          {Boolean(shownError) && (
            <ErrorNotice
              error={shownError}
              onRetry={error ? onRetry : undefined}
              testId="payments-received-error"
            />
          )}
          <Table.ScrollArea borderWidth="1px" rounded="l2">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  {columns.map((label) => (
                    <Table.ColumnHeader
                      key={label.id}
                      {...(label === fieldLabels.amount ? numericCell : {})}
                    >
                      {intl.formatMessage(label)}
                    </Table.ColumnHeader>
                  ))}
                  {canConfirm && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {loading && !payments?.length ? (
                  [0, 1, 2].map((row) => (
                    <Table.Row key={row}>
                      {columns.map((label) => (
                        <Table.Cell key={label.id}>
                          <Skeleton h="4" />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                ) : !payments?.length ? (
                  <Table.Row>
                    <Table.Cell
                      colSpan={columns.length + 1}
                      color="fg.muted"
                      py="6"
                      textAlign="center"
                    >
                      {intl.formatMessage(messages.empty)}
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  payments.map((payment) => (
                    <Table.Row key={payment.id} data-testid="payments-received-row">
                      <Table.Cell>{payment.referenceNumber}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap" unicodeBidi="plaintext">
                        {formatDate(payment.date)}
                      </Table.Cell>
                      <Table.Cell {...numericCell} data-testid="payment-amount">
                        {formatExactMoney(payment.amount, balance.currency)}
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge kind="payment" status={payment.status} />
                      </Table.Cell>
                      <Table.Cell maxW="56" whiteSpace="pre-wrap">
                        {payment.remarks}
                      </Table.Cell>
                      {canConfirm && (
                        <Table.Cell textAlign="end">
                          {payment.isConfirmAllowed && (
                            <ConfirmPaymentButton
                              payment={{ ...payment, currency: balance.currency }}
                              testId="payment-confirm"
                              onFailure={setActionError}
                            />
                          )}
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(uiLabels.close)}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  );
}
