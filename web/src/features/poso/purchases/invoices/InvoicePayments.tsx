import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PurchasesPaymentRowFragment } from '../../../../gql/graphql';
import { formatAmount } from '../../../i18n/amount-format';
import { formatDate } from '../../../i18n/format';
import { fieldLabels } from '../../shared/labels';
import { StatusBadge } from '../../shared/StatusBadge';
import { purchasesLabels } from '../messages';
import { personName } from '../people';

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** The payments made against one invoice, amounts x the invoice's exchange rate. */
export function InvoicePayments({
  payments,
  exchangeRate,
}: {
  payments: readonly PurchasesPaymentRowFragment[];
  exchangeRate: string;
}) {
  const intl = useIntl();
  if (payments.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid="payments-empty">
        {intl.formatMessage(purchasesLabels.noPayments)}
      </Text>
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
            <Table.ColumnHeader {...numeric}>
              {intl.formatMessage(fieldLabels.amount)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.status)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(purchasesLabels.paidBy)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(fieldLabels.remarks)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id} data-testid={`payment-${payment.referenceNumber}`}>
              <Table.Cell>{payment.referenceNumber}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(payment.date)}</Table.Cell>
              <Table.Cell {...numeric}>{formatAmount(payment.amount, exchangeRate)}</Table.Cell>
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
