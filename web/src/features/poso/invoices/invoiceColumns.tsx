import { graphql } from '../../../gql';
import type {
  InvoiceStatus,
  PurchaseInvoiceSortField,
  SalesInvoiceSortField,
} from '../../../gql/graphql';
import { amountColumn, dateColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import {
  columnsBySide,
  partyColumn,
  statusColumn,
  type PartyRow,
  type Side,
} from '../shared/columns';
import { fieldLabels } from '../shared/labels';
import { StatusBadge } from '../shared/StatusBadge';

// The columns of every list of invoices, on both sides: a sales invoice names its customer,
// a purchase invoice its vendor.

const InvoiceColumnsSalesInvoice = graphql(`
  fragment InvoiceColumns_SalesInvoice on SalesInvoice {
    id
    invoiceNumber
    invoiceDate
    poNumber
    total
    pendingAmount
    currency
    exchangeRate
    status
    customer {
      id
      name
    }
  }
`);

const InvoiceColumnsPurchaseInvoice = graphql(`
  fragment InvoiceColumns_PurchaseInvoice on PurchaseInvoice {
    id
    invoiceNumber
    invoiceDate
    poNumber
    total
    pendingAmount
    currency
    exchangeRate
    status
    vendor {
      id
      name
    }
  }
`);

type InvoiceRow = PartyRow & {
  invoiceNumber: string;
  invoiceDate: string;
  poNumber?: string | null;
  total: string;
  pendingAmount: string;
  currency: string;
  exchangeRate: string;
  status: InvoiceStatus;
};

/**
 * A list of invoices: number, date, the other company, order, total, pending, status.
 * `side` says whose list: a sales invoice names its customer, a purchase invoice its vendor.
 */
function invoiceColumnsOf(side: Side): Column<InvoiceRow>[] {
  const amount = (value: (row: InvoiceRow) => string) => (row: InvoiceRow) => ({
    value: value(row),
    exchangeRate: row.exchangeRate,
    currency: row.currency,
  });
  return [
    linkColumn(fieldLabels.invoiceNumber, (row) => row.invoiceNumber, {
      sortField: 'INVOICE_NUMBER',
    }),
    dateColumn(fieldLabels.invoiceDate, (row) => row.invoiceDate, { sortField: 'INVOICE_DATE' }),
    partyColumn(side),
    textColumn('po', fieldLabels.poNumber, (row) => row.poNumber),
    amountColumn(
      'total',
      fieldLabels.total,
      amount((row) => row.total),
      { sortField: 'TOTAL' },
    ),
    amountColumn(
      'pending',
      fieldLabels.pending,
      amount((row) => row.pendingAmount),
      {
        sortField: 'PENDING_AMOUNT',
      },
    ),
    {
      ...statusColumn('invoice', (row) => row.status, { sortField: 'STATUS' }),
      cell: (row) => (
        <StatusBadge kind="invoice" status={row.status} pendingAmount={row.pendingAmount} />
      ),
    },
  ];
}

/** The columns of each side's list (`invoiceColumns.customer`, `invoiceColumns.vendor`). */
export const invoiceColumns = columnsBySide(
  InvoiceColumnsPurchaseInvoice,
  InvoiceColumnsSalesInvoice,
  invoiceColumnsOf,
);

/** What each side's list of invoices may be sorted by. */
export const invoiceSortFields = {
  customer: ['INVOICE_NUMBER', 'INVOICE_DATE', 'VENDOR_NAME', 'TOTAL', 'PENDING_AMOUNT', 'STATUS'],
  vendor: ['INVOICE_NUMBER', 'INVOICE_DATE', 'CUSTOMER_NAME', 'TOTAL', 'PENDING_AMOUNT', 'STATUS'],
} as const satisfies {
  customer: readonly PurchaseInvoiceSortField[];
  vendor: readonly SalesInvoiceSortField[];
};
