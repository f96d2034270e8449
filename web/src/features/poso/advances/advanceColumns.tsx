import { graphql } from '../../../gql';
import type {
  AdvanceColumns_AdvancePaidFragment,
  AdvanceColumns_AdvanceReceivedFragment,
  AdvancePaidSortField,
  AdvanceReceivedSortField,
  AdvanceStatus,
} from '../../../gql/graphql';
import { dateColumn, exactAmountColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { statusColumn } from '../shared/columns';
import { fieldLabels } from '../shared/labels';
import { personName } from '../shared/people';

// The columns of every list of advances, on both sides: exact figures in the order's
// currency; an advance paid names its vendor and who paid, an advance received its customer.

export const AdvanceColumnsAdvancePaid = graphql(`
  fragment AdvanceColumns_AdvancePaid on AdvancePaid {
    id
    purchaseOrderId
    poNumber
    referenceNumber
    date
    amount
    advanceTotal
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

export const AdvanceColumnsAdvanceReceived = graphql(`
  fragment AdvanceColumns_AdvanceReceived on AdvanceReceived {
    id
    receivedPurchaseOrderId
    poNumber
    referenceNumber
    date
    amount
    advanceTotal
    currency
    status
    customer {
      id
      name
    }
  }
`);

type AdvanceRow = {
  poNumber: string;
  referenceNumber: string;
  date: string;
  amount: string;
  advanceTotal: string;
  currency: string;
  status: AdvanceStatus;
};

function advanceColumns<Row extends AdvanceRow>(
  party: Column<Row>,
  orderHref: (row: Row) => string,
  trailing: Column<Row>[],
): Column<Row>[] {
  return [
    linkColumn(fieldLabels.referenceNumber, (row) => row.referenceNumber, orderHref, {
      id: 'reference',
      sortField: 'REFERENCE_NUMBER',
    }),
    dateColumn(fieldLabels.paymentDate, (row) => row.date, { sortField: 'DATE' }),
    textColumn('po', fieldLabels.poNumber, (row) => row.poNumber, { sortField: 'PO_NUMBER' }),
    party,
    exactAmountColumn(
      'paid',
      fieldLabels.amount,
      (row) => ({ value: row.amount, currency: row.currency }),
      { sortField: 'AMOUNT' },
    ),
    exactAmountColumn('advance-total', fieldLabels.advanceTotal, (row) => ({
      value: row.advanceTotal,
      currency: row.currency,
    })),
    statusColumn('advance', (row) => row.status, { sortField: 'STATUS' }),
    ...trailing,
  ];
}

export const advancePaidSortFields: readonly AdvancePaidSortField[] = [
  'REFERENCE_NUMBER',
  'DATE',
  'PO_NUMBER',
  'VENDOR_NAME',
  'AMOUNT',
  'STATUS',
];

export const advanceReceivedSortFields: readonly AdvanceReceivedSortField[] = [
  'REFERENCE_NUMBER',
  'DATE',
  'PO_NUMBER',
  'CUSTOMER_NAME',
  'AMOUNT',
  'STATUS',
];

/** Advances the customer paid, with who paid. */
export function advancePaidColumns<Row extends AdvanceColumns_AdvancePaidFragment>(
  orderHref: (row: Row) => string,
): Column<Row>[] {
  return advanceColumns(
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name, {
      sortField: 'VENDOR_NAME',
    }),
    orderHref,
    [
      textColumn('paidBy', fieldLabels.paidBy, (row) =>
        row.paidBy ? personName(row.paidBy) : null,
      ),
    ],
  );
}

/** Advances the vendor received. */
export function advanceReceivedColumns<Row extends AdvanceColumns_AdvanceReceivedFragment>(
  orderHref: (row: Row) => string,
): Column<Row>[] {
  return advanceColumns(
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name, {
      sortField: 'CUSTOMER_NAME',
    }),
    orderHref,
    [],
  );
}
