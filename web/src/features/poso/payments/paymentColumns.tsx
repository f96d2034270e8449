import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import type {
  PaymentColumns_PaymentMadeFragment,
  PaymentColumns_PaymentReceivedFragment,
  PaymentMadeSortField,
  PaymentReceivedSortField,
  PaymentStatus,
} from '../../../gql/graphql';
import { dateColumn, exactAmountColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { statusColumn } from '../shared/columns';
import { fieldLabels } from '../shared/labels';
import { personName } from '../shared/people';

// The columns of every list of payments, on both sides: exact figures in the invoice's
// currency; a payment made names its vendor and who paid, a payment received its customer.

export const PaymentColumnsPaymentMade = graphql(`
  fragment PaymentColumns_PaymentMade on PaymentMade {
    id
    purchaseInvoiceId
    invoiceNumber
    referenceNumber
    date
    amount
    pendingAmount
    currency
    status
    vendor {
      id
      name
    }
    paidBy {
      id
      userName
      firstName
      lastName
    }
  }
`);

export const PaymentColumnsPaymentReceived = graphql(`
  fragment PaymentColumns_PaymentReceived on PaymentReceived {
    id
    salesInvoiceId
    invoiceNumber
    referenceNumber
    date
    amount
    pendingAmount
    currency
    status
    customer {
      id
      name
    }
  }
`);

type PaymentRow = {
  invoiceNumber: string;
  referenceNumber: string;
  date: string;
  amount: string;
  pendingAmount: string;
  currency: string;
  status: PaymentStatus;
};

function paymentColumns<Row extends PaymentRow>(
  party: Column<Row>,
  invoiceHref: (row: Row) => string,
  trailing: Column<Row>[] = [],
): Column<Row>[] {
  return [
    linkColumn(fieldLabels.referenceNumber, (row) => row.referenceNumber, invoiceHref, {
      id: 'reference',
      sortField: 'REFERENCE_NUMBER',
    }),
    dateColumn(fieldLabels.paymentDate, (row) => row.date, { sortField: 'DATE' }),
    {
      id: 'invoice',
      header: fieldLabels.invoiceNumber,
      sortField: 'INVOICE_NUMBER',
      cell: (row) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={invoiceHref(row)}>{row.invoiceNumber}</RouterLink>
        </Link>
      ),
    },
    party,
    exactAmountColumn(
      'paid',
      fieldLabels.amount,
      (row) => ({
        value: row.amount,
        currency: row.currency,
      }),
      { sortField: 'AMOUNT' },
    ),
    exactAmountColumn('pending', fieldLabels.pending, (row) => ({
      value: row.pendingAmount,
      currency: row.currency,
    })),
    statusColumn('payment', (row) => row.status, { sortField: 'STATUS' }),
    ...trailing,
  ];
}

export const paymentMadeSortFields: readonly PaymentMadeSortField[] = [
  'REFERENCE_NUMBER',
  'DATE',
  'INVOICE_NUMBER',
  'VENDOR_NAME',
  'AMOUNT',
  'STATUS',
];

export const paymentReceivedSortFields: readonly PaymentReceivedSortField[] = [
  'REFERENCE_NUMBER',
  'DATE',
  'INVOICE_NUMBER',
  'CUSTOMER_NAME',
  'AMOUNT',
  'STATUS',
];

/** Payments the customer made, with who paid. */
export function paymentMadeColumns<Row extends PaymentColumns_PaymentMadeFragment>(
  invoiceHref: (row: Row) => string,
): Column<Row>[] {
  return paymentColumns(
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name, {
      sortField: 'VENDOR_NAME',
    }),
    invoiceHref,
    [
      textColumn('paidBy', fieldLabels.paidBy, (row) =>
        row.paidBy ? personName(row.paidBy) : null,
      ),
    ],
  );
}

/** Payments the vendor received. */
export function paymentReceivedColumns<Row extends PaymentColumns_PaymentReceivedFragment>(
  invoiceHref: (row: Row) => string,
): Column<Row>[] {
  return paymentColumns(
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name, {
      sortField: 'CUSTOMER_NAME',
    }),
    invoiceHref,
  );
}
