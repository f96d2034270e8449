import { graphql } from '../../../gql';
import type {
  InvoiceColumns_PurchaseInvoiceFragment,
  InvoiceColumns_SalesInvoiceFragment,
  InvoiceStatus,
  PurchaseInvoiceSortField,
  SalesInvoiceSortField,
} from '../../../gql/graphql';
import { amountColumn, dateColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { statusColumn } from '../shared/columns';
import { fieldLabels } from '../shared/labels';

// The columns of every list of invoices, on both sides: a sales invoice names its customer,
// a purchase invoice its vendor.

export const InvoiceColumnsSalesInvoice = graphql(`
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

export const InvoiceColumnsPurchaseInvoice = graphql(`
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

type InvoiceRow = {
  invoiceNumber: string;
  invoiceDate: string;
  poNumber?: string | null;
  total: string;
  pendingAmount: string;
  currency: string;
  exchangeRate: string;
  status: InvoiceStatus;
};

function invoiceColumns<Row extends InvoiceRow>(
  party: Column<Row>,
  href: (row: Row) => string,
): Column<Row>[] {
  const amount = (value: (row: Row) => string) => (row: Row) => ({
    value: value(row),
    exchangeRate: row.exchangeRate,
    currency: row.currency,
  });
  return [
    linkColumn(fieldLabels.invoiceNumber, (row) => row.invoiceNumber, href, {
      sortField: 'INVOICE_NUMBER',
    }),
    dateColumn(fieldLabels.invoiceDate, (row) => row.invoiceDate, { sortField: 'INVOICE_DATE' }),
    party,
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

export const salesInvoiceSortFields: readonly SalesInvoiceSortField[] = [
  'INVOICE_NUMBER',
  'INVOICE_DATE',
  'CUSTOMER_NAME',
  'TOTAL',
  'PENDING_AMOUNT',
  'STATUS',
];

export const purchaseInvoiceSortFields: readonly PurchaseInvoiceSortField[] = [
  'INVOICE_NUMBER',
  'INVOICE_DATE',
  'VENDOR_NAME',
  'TOTAL',
  'PENDING_AMOUNT',
  'STATUS',
];

/** The vendor's invoices: number, date, customer, order, total, pending, status. */
export function salesInvoiceColumns<Row extends InvoiceColumns_SalesInvoiceFragment>(
  href: (row: Row) => string,
): Column<Row>[] {
  return invoiceColumns(
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name, {
      sortField: 'CUSTOMER_NAME',
    }),
    href,
  );
}

/** The customer's invoices: number, date, vendor, order, total, pending, status. */
export function purchaseInvoiceColumns<Row extends InvoiceColumns_PurchaseInvoiceFragment>(
  href: (row: Row) => string,
): Column<Row>[] {
  return invoiceColumns(
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name, {
      sortField: 'VENDOR_NAME',
    }),
    href,
  );
}
