import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { PurchasesPaymentRowFragment } from '../../../../gql/graphql';
import { formatDecimal } from '../../../i18n/amount-format';
import { formatDate } from '../../../i18n/format';
import { fieldLabels } from '../../shared/labels';
import type { Column } from '../../shared/PagedTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { NumberCell } from '../cells';
import { purchasesLabels } from '../messages';
import { personName } from '../people';

/** Exact, in the payment's currency: payments carry no exchange rate of their own. */
function money(value: string, currency: string) {
  return `${formatDecimal(value)} ${currency}`;
}

/** Columns of payments made; the reference cell carries `row-<reference>`. */
export function paymentColumns(
  invoiceHref: (payment: PurchasesPaymentRowFragment) => string,
): Column<PurchasesPaymentRowFragment>[] {
  return [
    {
      id: 'reference',
      header: fieldLabels.referenceNumber,
      cell: (payment) => <NumberCell number={payment.referenceNumber} />,
    },
    { id: 'date', header: fieldLabels.paymentDate, cell: (payment) => formatDate(payment.date) },
    {
      id: 'invoice',
      header: fieldLabels.invoiceNumber,
      cell: (payment) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={invoiceHref(payment)}>{payment.invoiceNumber}</RouterLink>
        </Link>
      ),
    },
    { id: 'vendor', header: fieldLabels.vendor, cell: (payment) => payment.vendor.name },
    {
      id: 'amount',
      header: fieldLabels.amount,
      numeric: true,
      cell: (payment) => (
        <span data-testid="amount-paid">{money(payment.amount, payment.currency)}</span>
      ),
    },
    {
      id: 'pending',
      header: fieldLabels.pending,
      numeric: true,
      cell: (payment) => (
        <span data-testid="amount-pending">{money(payment.pendingAmount, payment.currency)}</span>
      ),
    },
    {
      id: 'status',
      header: fieldLabels.status,
      cell: (payment) => <StatusBadge kind="payment" status={payment.status} />,
    },
    {
      id: 'paidBy',
      header: purchasesLabels.paidBy,
      cell: (payment) => (payment.paidBy ? personName(payment.paidBy) : '—'),
    },
  ];
}
