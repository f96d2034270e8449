import { graphql } from '../../../gql';
import type {
  AdvancePaidSortField,
  AdvanceStatus,
  AdvanceReceivedSortField,
} from '../../../gql/graphql';
import { exactAmountColumn, textColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { columnsBySide, movementColumns, type PartyRow, type Side } from '../shared/columns';
import { fieldLabels } from '../shared/labels';

// The columns of every list of advances, on both sides: exact figures in the order's
// currency; an advance paid names its vendor and who paid, an advance received its customer.

const AdvanceColumnsAdvancePaid = graphql(`
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

const AdvanceColumnsAdvanceReceived = graphql(`
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

type AdvanceRow = PartyRow & {
  poNumber: string;
  referenceNumber: string;
  date: string;
  amount: string;
  advanceTotal: string;
  currency: string;
  status: AdvanceStatus;
  paidBy?: { userName: string; firstName?: string | null; lastName?: string | null } | null;
};

/**
 * A list of advances: the payer's reference (linking to the order), the order, all its
 * advances so far, and on the customer's side who paid.
 */
function advanceColumnsOf(side: Side): Column<AdvanceRow>[] {
  return movementColumns({
    kind: 'advance',
    side,
    document: textColumn('po', fieldLabels.poNumber, (row) => row.poNumber, {
      sortField: 'PO_NUMBER',
    }),
    figures: [
      exactAmountColumn('advance-total', fieldLabels.advanceTotal, (row) => ({
        value: row.advanceTotal,
        currency: row.currency,
      })),
    ],
  });
}

/** The columns of each side's list (`advanceColumns.customer`, `advanceColumns.vendor`). */
export const advanceColumns = columnsBySide(
  AdvanceColumnsAdvancePaid,
  AdvanceColumnsAdvanceReceived,
  advanceColumnsOf,
);

/** What each side's list of advances may be sorted by. */
export const advanceSortFields = {
  customer: ['REFERENCE_NUMBER', 'DATE', 'PO_NUMBER', 'VENDOR_NAME', 'AMOUNT', 'STATUS'],
  vendor: ['REFERENCE_NUMBER', 'DATE', 'PO_NUMBER', 'CUSTOMER_NAME', 'AMOUNT', 'STATUS'],
} as const satisfies {
  customer: readonly AdvancePaidSortField[];
  vendor: readonly AdvanceReceivedSortField[];
};
