import { Button, Dialog, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDecimal } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { BalanceList } from './BalanceList';
import { DialogFrame } from './DialogFrame';
import { ErrorNotice } from './ErrorNotice';
import { actionLabels, fieldLabels } from './labels';
import { numericCell } from './parts';
import { StatusBadge } from './StatusBadge';
import type { InvoiceBalance, PaymentLine } from './types';
import type { ActionContext } from './useDialogAction';
import { useIdempotencyKey } from './useIdempotencyKey';

export type PaymentsReceivedDialogProps = {
  open: boolean;
  onClose: () => void;
  balance: InvoiceBalance;
  payments: readonly PaymentLine[] | undefined;
  loading?: boolean;
  /** The payments query's error, shown with a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  /**
   * The vendor confirms a claimed payment (rows with `isConfirmAllowed`). Resolves when
   * confirmed; rejects with the mutation's error to show it.
   */
  onConfirmPayment?: (payment: PaymentLine, context: ActionContext) => Promise<unknown>;
};

const messages = defineMessages({
  title: { id: 'poso.paymentsReceived.title', defaultMessage: 'Payments received' },
  empty: { id: 'poso.paymentsReceived.empty', defaultMessage: 'No payments yet' },
  confirm: { id: 'poso.paymentsReceived.confirm', defaultMessage: 'Confirm' },
});

function ConfirmPaymentButton({
  payment,
  onConfirm,
  onError,
}: {
  payment: PaymentLine;
  onConfirm: NonNullable<PaymentsReceivedDialogProps['onConfirmPayment']>;
  onError: (error: unknown) => void;
}) {
  const intl = useIntl();
  const idempotency = useIdempotencyKey(`payment:${payment.id}`);
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="xs"
      loading={pending}
      data-testid="payment-confirm"
      onClick={async () => {
        if (pending) return;
        setPending(true);
        onError(null);
        try {
          await onConfirm(payment, { idempotencyKey: idempotency.key });
          idempotency.succeeded();
        } catch (error) {
          onError(error);
        } finally {
          setPending(false);
        }
      }}
    >
      {intl.formatMessage(messages.confirm)}
    </Button>
  );
}

/** The payments made against one invoice, with its total, paid and pending amounts. */
export function PaymentsReceivedDialog({
  open,
  onClose,
  balance,
  payments,
  loading = false,
  error,
  onRetry,
  onConfirmPayment,
}: PaymentsReceivedDialogProps) {
  const intl = useIntl();
  const [actionError, setActionError] = useState<unknown>(null);
  const canConfirm =
    Boolean(onConfirmPayment) && Boolean(payments?.some((p) => p.isConfirmAllowed));
  const columns: MessageDescriptor[] = [
    fieldLabels.referenceNumber,
    fieldLabels.date,
    fieldLabels.amount,
    fieldLabels.status,
    fieldLabels.remarks,
  ];
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
                      <Table.Cell {...numericCell}>{formatDecimal(payment.amount)}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge kind="payment" status={payment.status} />
                      </Table.Cell>
                      <Table.Cell maxW="56" whiteSpace="pre-wrap">
                        {payment.remarks}
                      </Table.Cell>
                      {canConfirm && (
                        <Table.Cell textAlign="end">
                          {payment.isConfirmAllowed && onConfirmPayment && (
                            <ConfirmPaymentButton
                              payment={payment}
                              onConfirm={onConfirmPayment}
                              onError={setActionError}
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
          <Button variant="outline">{intl.formatMessage(actionLabels.close)}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  );
}
