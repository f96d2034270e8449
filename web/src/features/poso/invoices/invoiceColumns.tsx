import { graphql, type FragmentType } from '../../../gql';
import type {
  InvoiceStatus,
  PurchaseInvoiceSortField,
  SalesInvoiceSortField,
} from '../../../gql/graphql';
import {
  amountColumn,
  dateColumn,
  linkColumn,
  textColumn,
  unmaskColumns,
} from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { partyColumn, statusColumn, type PartyRow, type Side } from '../shared/columns';
import { fieldLabels } from '../shared/labels';

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
    statusColumn('invoice', (row) => row.status, { sortField: 'STATUS' }),
  ];
}

/** The columns of `side`'s list, reading each row through its fragment. */
export function invoiceColumns(
  side: 'customer',
): Column<FragmentType<typeof InvoiceColumnsPurchaseInvoice>>[];
export function invoiceColumns(
  side: 'vendor',
): Column<FragmentType<typeof InvoiceColumnsSalesInvoice>>[];
export function invoiceColumns(side: Side) {
  return side === 'customer'
    ? unmaskColumns(InvoiceColumnsPurchaseInvoice, invoiceColumnsOf(side))
    : unmaskColumns(InvoiceColumnsSalesInvoice, invoiceColumnsOf(side));
}

/** What each side's list of invoices may be sorted by. */
export const invoiceSortFields = {
  customer: ['INVOICE_NUMBER', 'INVOICE_DATE', 'VENDOR_NAME', 'TOTAL', 'PENDING_AMOUNT', 'STATUS'],
  vendor: ['INVOICE_NUMBER', 'INVOICE_DATE', 'CUSTOMER_NAME', 'TOTAL', 'PENDING_AMOUNT', 'STATUS'],
} as const satisfies {
  customer: readonly PurchaseInvoiceSortField[];
  vendor: readonly SalesInvoiceSortField[];
};
