import { graphql } from '../../../gql';
import type {
  PurchaseOrderSortField,
  PurchaseOrderStatus,
  ReceivedPurchaseOrderSortField,
} from '../../../gql/graphql';
import { amountColumn, dateColumn, linkColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import {
  columnsBySide,
  partyColumn,
  statusColumn,
  type PartyRow,
  type Side,
} from '../shared/columns';
import { fieldLabels } from '../shared/labels';

// The columns of every list of purchase orders, on both sides: the customer's orders name
// the vendor, the vendor's received orders the customer.

const OrderColumnsPurchaseOrder = graphql(`
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

const OrderColumnsReceivedPurchaseOrder = graphql(`
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

type OrderRow = PartyRow & {
  poNumber: string;
  poDate: string;
  amount: string;
  currency: string;
  exchangeRate: string;
  status: PurchaseOrderStatus;
};

/**
 * A list of purchase orders: number, date, the other company, amount, status. `side`
 * says whose list: the customer's orders name the vendor, the vendor's received ones the
 * customer.
 */
function orderColumnsOf(side: Side): Column<OrderRow>[] {
  return [
    linkColumn(fieldLabels.poNumber, (row) => row.poNumber, { sortField: 'PO_NUMBER' }),
    dateColumn(fieldLabels.poDate, (row) => row.poDate, { sortField: 'PO_DATE' }),
    partyColumn(side),
    amountColumn(
      'total',
      fieldLabels.amount,
      (row) => ({ value: row.amount, exchangeRate: row.exchangeRate, currency: row.currency }),
      { sortField: 'AMOUNT' },
    ),
    statusColumn('po', (row) => row.status, { sortField: 'STATUS' }),
  ];
}

/** The columns of each side's list (`orderColumns.customer`, `orderColumns.vendor`). */
export const orderColumns = columnsBySide(
  OrderColumnsPurchaseOrder,
  OrderColumnsReceivedPurchaseOrder,
  orderColumnsOf,
);

/** What each side's list of orders may be sorted by. */
export const orderSortFields = {
  customer: ['PO_NUMBER', 'PO_DATE', 'VENDOR_NAME', 'AMOUNT', 'STATUS'],
  vendor: ['PO_NUMBER', 'PO_DATE', 'CUSTOMER_NAME', 'AMOUNT', 'STATUS'],
} as const satisfies {
  customer: readonly PurchaseOrderSortField[];
  vendor: readonly ReceivedPurchaseOrderSortField[];
};
