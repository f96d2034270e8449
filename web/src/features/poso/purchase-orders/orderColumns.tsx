import { graphql } from '../../../gql';
import type {
  OrderColumns_PurchaseOrderFragment,
  OrderColumns_ReceivedPurchaseOrderFragment,
  PurchaseOrderSortField,
  PurchaseOrderStatus,
  ReceivedPurchaseOrderSortField,
} from '../../../gql/graphql';
import { amountColumn, dateColumn, linkColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { statusColumn } from '../shared/columns';
import { fieldLabels } from '../shared/labels';

// The columns of every list of purchase orders, on both sides: the customer's orders name
// the vendor, the vendor's received orders the customer.

export const OrderColumnsPurchaseOrder = graphql(`
  fragment OrderColumns_PurchaseOrder on PurchaseOrder {
    id
    poNumber
    poDate
    amount
    currency
    exchangeRate
    status
    vendor {
      id
      name
    }
  }
`);

export const OrderColumnsReceivedPurchaseOrder = graphql(`
  fragment OrderColumns_ReceivedPurchaseOrder on ReceivedPurchaseOrder {
    id
    poNumber
    poDate
    amount
    currency
    exchangeRate
    status
    customer {
      id
      name
    }
  }
`);

type OrderRow = {
  poNumber: string;
  poDate: string;
  amount: string;
  currency: string;
  exchangeRate: string;
  status: PurchaseOrderStatus;
};

function orderColumns<Row extends OrderRow>(
  party: Column<Row>,
  href: (row: Row) => string,
): Column<Row>[] {
  return [
    linkColumn(fieldLabels.poNumber, (row) => row.poNumber, href, { sortField: 'PO_NUMBER' }),
    dateColumn(fieldLabels.poDate, (row) => row.poDate, { sortField: 'PO_DATE' }),
    party,
    amountColumn(
      'total',
      fieldLabels.amount,
      (row) => ({ value: row.amount, exchangeRate: row.exchangeRate, currency: row.currency }),
      { sortField: 'AMOUNT' },
    ),
    statusColumn('po', (row) => row.status, { sortField: 'STATUS' }),
  ];
}

export const purchaseOrderSortFields: readonly PurchaseOrderSortField[] = [
  'PO_NUMBER',
  'PO_DATE',
  'VENDOR_NAME',
  'AMOUNT',
  'STATUS',
];

export const receivedOrderSortFields: readonly ReceivedPurchaseOrderSortField[] = [
  'PO_NUMBER',
  'PO_DATE',
  'CUSTOMER_NAME',
  'AMOUNT',
  'STATUS',
];

/** The customer's orders: number, date, vendor, amount, status. */
export function purchaseOrderColumns<Row extends OrderColumns_PurchaseOrderFragment>(
  href: (row: Row) => string,
): Column<Row>[] {
  return orderColumns(
    textColumn('vendor', fieldLabels.vendor, (row) => row.vendor.name, {
      sortField: 'VENDOR_NAME',
    }),
    href,
  );
}

/** The vendor's received orders: number, date, customer, amount, status. */
export function receivedOrderColumns<Row extends OrderColumns_ReceivedPurchaseOrderFragment>(
  href: (row: Row) => string,
): Column<Row>[] {
  return orderColumns(
    textColumn('customer', fieldLabels.customer, (row) => row.customer.name, {
      sortField: 'CUSTOMER_NAME',
    }),
    href,
  );
}
