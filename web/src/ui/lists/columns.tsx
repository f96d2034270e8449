import { Link, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { DecimalInput } from '../../features/i18n/amount-format';
import { formatDate } from '../../features/i18n/format';
import { Amount, Figure } from '../display/Money';
import type { Column } from './PagedTable';

// Column builders for PagedTable. Figures carry `amount-<id>` test ids, the row's number
// link `row-<number>`, so journeys find a row by what the user reads in it.

type Sortable = { sortField?: string };

/**
 * The record's number (or reference), linking to it. `row-<number>` marks the row for
 * browser journeys: `tr:has([data-testid="row-PO-00012"])`.
 */
export function linkColumn<Row>(
  header: MessageDescriptor,
  text: (row: Row) => string,
  href: (row: Row) => string,
  options: Sortable & { id?: string } = {},
): Column<Row> {
  return {
    id: options.id ?? 'number',
    header,
    sortField: options.sortField,
    cell: (row) => (
      <Link asChild fontWeight="medium" colorPalette="blue" variant="plain">
        <RouterLink to={href(row)} data-testid={`row-${text(row)}`}>
          {text(row)}
        </RouterLink>
      </Link>
    ),
  };
}

export function dateColumn<Row>(
  header: MessageDescriptor,
  date: (row: Row) => string,
  options: Sortable = {},
): Column<Row> {
  return {
    id: 'date',
    header,
    numeric: true,
    sortField: options.sortField,
    cell: (row) => formatDate(date(row)),
  };
}

export function textColumn<Row>(
  id: string,
  header: MessageDescriptor,
  text: (row: Row) => string | null | undefined,
  options: Sortable = {},
): Column<Row> {
  return {
    id,
    header,
    sortField: options.sortField,
    cell: (row) => (
      <Text as="span" lineClamp={2}>
        {text(row) ?? '—'}
      </Text>
    ),
  };
}

/** An amount x exchange rate, the foreign figure underneath (`Amount`). */
export function amountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: DecimalInput; exchangeRate: DecimalInput; currency: string },
  options: Sortable = {},
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    sortField: options.sortField,
    cell: (row) => <Amount {...amount(row)} testId={`amount-${id}`} />,
  };
}

/** An exact figure in its own currency, for records that carry no exchange rate. */
export function exactAmountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: DecimalInput; currency: string },
  options: Sortable = {},
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    sortField: options.sortField,
    cell: (row) => (
      <span data-testid={`amount-${id}`}>
        <Figure {...amount(row)} />
      </span>
    ),
  };
}
