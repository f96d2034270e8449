import type { TypedDocumentNode } from '@apollo/client';
import type { MessageDescriptor } from 'react-intl';
import type { FragmentType } from '../../../gql';
import type { AdvanceStatus, PaymentStatus } from '../../../gql/graphql';
import {
  dateColumn,
  exactAmountColumn,
  linkColumn,
  textColumn,
  unmaskColumns,
} from '../../../ui/lists/columns';
import type { Column } from '../../../ui/lists/PagedTable';
import { fieldLabels } from './labels';
import { personName } from './people';
import type { DocumentKind, StatusOf } from './status';
import { StatusBadge } from './StatusBadge';

/** A document's status as a column of chips. */
export function statusColumn<Row, Kind extends DocumentKind>(
  kind: Kind,
  status: (row: Row) => StatusOf[Kind],
  options: { header?: MessageDescriptor; sortField?: string } = {},
): Column<Row> {
  return {
    id: 'status',
    header: options.header ?? fieldLabels.status,
    sortField: options.sortField,
    cell: (row) => <StatusBadge kind={kind} status={status(row)} />,
  };
}

/** Whose list it is: the customer's (purchase side) or the vendor's (sales side). */
export type Side = 'customer' | 'vendor';

/** A row of either side: the customer's names its vendor, the vendor's its customer. */
export type PartyRow = { vendor: { name: string } } | { customer: { name: string } };

const partySortField = { customer: 'VENDOR_NAME', vendor: 'CUSTOMER_NAME' } as const;

/**
 * A document's columns for each side's list, each reading its rows through that side's
 * fragment: `orderColumns.customer` for the customer's purchase orders, `.vendor` for the
 * vendor's received ones.
 */
export function columnsBySide<Customer extends Row, Vendor extends Row, Row>(
  customer: TypedDocumentNode<Customer>,
  vendor: TypedDocumentNode<Vendor>,
  columnsOf: (side: Side) => Column<Row>[],
): {
  customer: Column<FragmentType<TypedDocumentNode<Customer>>>[];
  vendor: Column<FragmentType<TypedDocumentNode<Vendor>>>[];
} {
  return {
    customer: unmaskColumns(customer, columnsOf('customer')),
    vendor: unmaskColumns(vendor, columnsOf('vendor')),
  };
}

/** The other company: the vendor on the customer's lists, the customer on the vendor's. */
export function partyColumn<Row extends PartyRow>(side: Side): Column<Row> {
  const role = side === 'customer' ? 'vendor' : 'customer';
  return textColumn(
    role,
    fieldLabels[role],
    (row) => ('vendor' in row ? row.vendor.name : row.customer.name),
    { sortField: partySortField[side] },
  );
}

/** Who recorded a payment or an advance on the customer's side. */
function paidByColumn<Row>(
  paidBy: (
    row: Row,
  ) => { userName: string; firstName?: string | null; lastName?: string | null } | null,
): Column<Row> {
  return textColumn('paidBy', fieldLabels.paidBy, (row) => {
    const user = paidBy(row);
    return user ? personName(user) : null;
  });
}

type MovementRow = PartyRow & {
  referenceNumber: string;
  date: string;
  amount: string;
  currency: string;
  status: PaymentStatus | AdvanceStatus;
  paidBy?: { userName: string; firstName?: string | null; lastName?: string | null } | null;
};

/**
 * The columns of a list of payments or advances, on either side: the payer's reference
 * (linking to the document paid), date, the document, the other company, the amount and
 * `figures` exact in the document's currency, the status, and on the customer's side who
 * paid.
 */
export function movementColumns<Row extends MovementRow>({
  kind,
  side,
  document,
  figures,
}: {
  kind: 'payment' | 'advance';
  side: Side;
  document: Column<Row>;
  figures: Column<Row>[];
}): Column<Row>[] {
  return [
    linkColumn(fieldLabels.referenceNumber, (row) => row.referenceNumber, {
      id: 'reference',
      sortField: 'REFERENCE_NUMBER',
    }),
    dateColumn(fieldLabels.paymentDate, (row) => row.date, { sortField: 'DATE' }),
    document,
    partyColumn(side),
    exactAmountColumn(
      'paid',
      fieldLabels.amount,
      (row) => ({ value: row.amount, currency: row.currency }),
      { sortField: 'AMOUNT' },
    ),
    ...figures,
    statusColumn(kind, (row) => row.status, { sortField: 'STATUS' }),
    ...(side === 'customer' ? [paidByColumn<Row>((row) => row.paidBy ?? null)] : []),
  ];
}
