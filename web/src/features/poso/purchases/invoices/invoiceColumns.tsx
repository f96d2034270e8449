import type { PurchasesInvoiceRowFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../i18n/format';
import { fieldLabels } from '../../shared/labels';
import type { Column } from '../../shared/PagedTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { amountColumn, NumberCell } from '../cells';

/** Columns of the customer's invoice lists; the number cell carries `row-<number>`. */
export function invoiceColumns(): Column<PurchasesInvoiceRowFragment>[] {
  return [
    {
      id: 'number',
      header: fieldLabels.invoiceNumber,
      cell: (invoice) => <NumberCell number={invoice.invoiceNumber} />,
    },
    {
      id: 'date',
      header: fieldLabels.invoiceDate,
      cell: (invoice) => formatDate(invoice.invoiceDate),
    },
    { id: 'vendor', header: fieldLabels.vendor, cell: (invoice) => invoice.vendor.name },
    { id: 'po', header: fieldLabels.poNumber, cell: (invoice) => invoice.poNumber ?? '—' },
    amountColumn('total', fieldLabels.total, (invoice) => invoice.total, 'amount-total'),
    amountColumn(
      'pending',
      fieldLabels.pending,
      (invoice) => invoice.pendingAmount,
      'amount-pending',
    ),
    {
      id: 'status',
      header: fieldLabels.status,
      cell: (invoice) => <StatusBadge kind="invoice" status={invoice.status} />,
    },
  ];
}
