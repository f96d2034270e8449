import { graphql } from '../../../gql';
import type {
  PaymentMadeSortField,
  PaymentStatus,
  PaymentReceivedSortField,
} from '../../../gql/graphql';
import { exactAmountColumn, linkColumn } from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { columnsBySide, movementColumns, type PartyRow, type Side } from '../shared/columns';
import { fieldLabels } from '../shared/labels';

// The columns of every list of payments, on both sides: exact figures in the invoice's
// currency; a payment made names its vendor and who paid, a payment received its customer.

const PaymentColumnsPaymentMade = graphql(`
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

const PaymentColumnsPaymentReceived = graphql(`
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

type PaymentRow = PartyRow & {
  invoiceNumber: string;
  referenceNumber: string;
  date: string;
  amount: string;
  pendingAmount: string;
  currency: string;
  status: PaymentStatus;
  paidBy?: { userName: string; firstName?: string | null; lastName?: string | null } | null;
};

/**
 * A list of payments: the payer's reference and the invoice paid (both linking to it), what
 * it still owes, and on the customer's side who paid.
 */
function paymentColumnsOf(side: Side): Column<PaymentRow>[] {
  return movementColumns({
    kind: 'payment',
    side,
    document: linkColumn(fieldLabels.invoiceNumber, (row) => row.invoiceNumber, {
      id: 'invoice',
      sortField: 'INVOICE_NUMBER',
      marksRow: false,
    }),
    figures: [
      exactAmountColumn('pending', fieldLabels.pending, (row) => ({
        value: row.pendingAmount,
        currency: row.currency,
      })),
    ],
  });
}

/** The columns of each side's list (`paymentColumns.customer`, `paymentColumns.vendor`). */
export const paymentColumns = columnsBySide(
  PaymentColumnsPaymentMade,
  PaymentColumnsPaymentReceived,
  paymentColumnsOf,
);

/** What each side's list of payments may be sorted by. */
export const paymentSortFields = {
  customer: ['REFERENCE_NUMBER', 'DATE', 'INVOICE_NUMBER', 'VENDOR_NAME', 'AMOUNT', 'STATUS'],
  vendor: ['REFERENCE_NUMBER', 'DATE', 'INVOICE_NUMBER', 'CUSTOMER_NAME', 'AMOUNT', 'STATUS'],
} as const satisfies {
  customer: readonly PaymentMadeSortField[];
  vendor: readonly PaymentReceivedSortField[];
};
