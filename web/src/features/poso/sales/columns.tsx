import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatAmount } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { fieldLabels } from '../shared/labels';
import type { Column } from '../shared/PagedTable';
import { Figure } from '../shared/parts';
import { StatusBadge } from '../shared/StatusBadge';
import type { DocumentKind, StatusOf } from '../shared/status';

/**
 * The document number, linking to the document. `row-<number>` marks the row for browser
 * journeys: `tr:has([data-testid="row-PO-00012"])`.
 */
export function numberColumn<Row>(
  header: MessageDescriptor,
  number: (row: Row) => string,
  href: (row: Row) => string,
): Column<Row> {
  return {
    id: 'number',
    header,
    cell: (row) => (
      <Link asChild fontWeight="medium" colorPalette="blue" variant="plain">
        <RouterLink to={href(row)} data-testid={`row-${number(row)}`}>
          {number(row)}
        </RouterLink>
      </Link>
    ),
  };
}

export function dateColumn<Row>(
  header: MessageDescriptor,
  date: (row: Row) => string,
): Column<Row> {
  return { id: 'date', header, numeric: true, cell: (row) => formatDate(date(row)) };
}

export function textColumn<Row>(
  id: string,
  header: MessageDescriptor,
  text: (row: Row) => string | null | undefined,
): Column<Row> {
  return {
    id,
    header,
    cell: (row) => (
      <Text as="span" lineClamp={2}>
        {text(row) ?? '—'}
      </Text>
    ),
  };
}

function figureColumn<Row>(
  id: string,
  header: MessageDescriptor,
  figure: (row: Row) => ReactNode,
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    cell: (row) => <span data-testid={`amount-${id}`}>{figure(row)}</span>,
  };
}

/** An amount as the spec shows it: x exchange rate, whole units, Indian grouping. */
export function amountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: string; exchangeRate: string },
): Column<Row> {
  return figureColumn(id, header, (row) => {
    const { value, exchangeRate } = amount(row);
    return formatAmount(value, exchangeRate);
  });
}

type InvoiceFigures = { total: string; pendingAmount: string; exchangeRate: string };

/** Invoice total and pending amount, as every list of invoices shows them. */
export function invoiceAmountColumns<Row extends InvoiceFigures>(): Column<Row>[] {
  return [
    amountColumn('total', fieldLabels.total, (row: Row) => ({
      value: row.total,
      exchangeRate: row.exchangeRate,
    })),
    amountColumn('pending', fieldLabels.pending, (row: Row) => ({
      value: row.pendingAmount,
      exchangeRate: row.exchangeRate,
    })),
  ];
}

export function statusColumn<Row, Kind extends DocumentKind>(
  header: MessageDescriptor,
  kind: Kind,
  status: (row: Row) => StatusOf[Kind],
): Column<Row> {
  return {
    id: 'status',
    header,
    cell: (row) => <StatusBadge kind={kind} status={status(row)} />,
  };
}

/** An exact figure in the document's own currency, for rows that carry no exchange rate. */
export function exactAmountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: string; currency: string },
): Column<Row> {
  return figureColumn(id, header, (row) => <Figure {...amount(row)} />);
}
