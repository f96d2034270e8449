import { Stack, Table, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { numericCell } from '../../../ui/display/Money';
import { phoneQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { formatExactMoney } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { fieldLabels } from '../shared/labels';
import { personName } from '../shared/people';
import { StatusBadge } from '../shared/StatusBadge';

const InvoicePaymentsPaymentMade = graphql(`
  fragment InvoicePayments_PaymentMade on PaymentMade {
    id
    referenceNumber
    date
    amount
    remarks
    status
    paidBy {
      id
      userName
      firstName
      lastName
    }
  }
`);

const messages = defineMessages({
  none: { id: 'poso.payments.invoice.none', defaultMessage: 'No payments yet' },
});

/**
 * The payments made against one purchase invoice, each the exact sum paid in the invoice's
 * currency (docs/decisions.md "Amounts, dates and pages on screen"). On a phone each payment
 * is two columns: reference, date and payer; amount over status.
 */
export function InvoicePayments({
  payments: masked,
  currency,
}: {
  payments: readonly FragmentType<typeof InvoicePaymentsPaymentMade>[];
  /** The invoice's currency, which its payments are made in. */
  currency: string;
}) {
  const payments = getFragmentData(InvoicePaymentsPaymentMade, masked);
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
  if (payments.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid="payments-empty">
        {intl.formatMessage(messages.none)}
      </Text>
    );
  }
  if (phone) {
    return (
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" data-testid="invoice-payments">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>
                {intl.formatMessage(fieldLabels.referenceNumber)}
              </Table.ColumnHeader>
              <Table.ColumnHeader {...numericCell}>
                {intl.formatMessage(fieldLabels.amount)}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.map((payment) => (
              <Table.Row key={payment.id} data-testid={`payment-${payment.referenceNumber}`}>
                <Table.Cell whiteSpace="normal" wordBreak="break-word">
                  {payment.referenceNumber}
                  <Text textStyle="xs" color="fg.muted">
                    {formatDate(payment.date)}
                    {payment.paidBy ? ` · ${personName(payment.paidBy)}` : ''}
                  </Text>
                  {payment.remarks && (
                    <Text textStyle="xs" color="fg.muted">
                      {payment.remarks}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell {...numericCell}>
                  <Stack gap="1" align="flex-end">
                    <span data-testid="payment-amount">
                      {formatExactMoney(payment.amount, currency)}
                    </span>
                    <StatusBadge kind="payment" status={payment.status} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" data-testid="invoice-payments">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>
              {intl.formatMessage(fieldLabels.referenceNumber)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.paymentDate)}</Table.ColumnHeader>
            <Table.ColumnHeader {...numericCell}>
              {intl.formatMessage(fieldLabels.amount)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.status)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.paidBy)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.remarks)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id} data-testid={`payment-${payment.referenceNumber}`}>
              <Table.Cell>{payment.referenceNumber}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(payment.date)}</Table.Cell>
              <Table.Cell {...numericCell} data-testid="payment-amount">
                {formatExactMoney(payment.amount, currency)}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge kind="payment" status={payment.status} />
              </Table.Cell>
              <Table.Cell>{payment.paidBy ? personName(payment.paidBy) : '—'}</Table.Cell>
              <Table.Cell color="fg.muted">{payment.remarks || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
