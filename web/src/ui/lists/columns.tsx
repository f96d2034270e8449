import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { DecimalInput } from '../../features/i18n/amount-format';
import { formatDate } from '../../features/i18n/format';
import { getFragmentData, type FragmentType } from '../../gql';
import { Amount, Figure } from '../display/Money';
import type { Column } from './PagedTable';
import { plain } from '../plain-elements';

// Column builders for PagedTable. Figures carry `amount-<id>` test ids, the row's number
// link `row-<number>`, so journeys find a row by what the user reads in it.

type Sortable = { sortField?: string };

/**
 * The record's number (or reference), linking where its row leads (`rowHref`), or to
 * `options.href` for a link to another record. `row-<number>` marks the row for browser
 * journeys (`tr:has([data-testid="row-PO-00012"])`), unless `marksRow` is false.
 */
export function linkColumn<Row>(
  header: MessageDescriptor,
  text: (row: Row) => string,
  options: Sortable & {
    id?: string;
    marksRow?: boolean;
    href?: (row: Row) => string;
    /**
     * For names (a party's full legal name): the text wraps, inside a word if need be, instead
     * of widening the table (Table.ScrollArea keeps cells on one line) past a phone's screen.
     */
    wraps?: boolean;
  } = {},
): Column<Row> {
  const marksRow = options.marksRow ?? true;
  const wraps = options.wraps ? '' : undefined;
  return {
    id: options.id ?? 'number',
    header,
    sortField: options.sortField,
    // Plain elements (ui/plain-elements.ts): a list draws one per row.
    cell: (row, context) => {
      const href = options.href?.(row) ?? context.href;
      const testId = marksRow ? `row-${text(row)}` : undefined;
      if (!href) {
        return (
          <span {...plain('strong')} data-wraps={wraps} data-testid={testId}>
            {text(row)}
          </span>
        );
      }
      return (
        <RouterLink to={href} {...plain('link')} data-wraps={wraps} data-testid={testId}>
          {text(row)}
        </RouterLink>
      );
    },
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
    cell: (row) => <span {...plain('clamp')}>{text(row) ?? '—'}</span>,
  };
}

function figureColumn<Row>(
  id: string,
  header: MessageDescriptor,
  figure: (row: Row, testId: string) => ReactNode,
  options: Sortable,
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    sortField: options.sortField,
    cell: (row) => figure(row, `amount-${id}`),
  };
}

/** An amount x exchange rate, the foreign figure underneath (`Amount`). */
export function amountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: DecimalInput; exchangeRate: DecimalInput; currency: string },
  options: Sortable = {},
): Column<Row> {
  return figureColumn(
    id,
    header,
    (row, testId) => <Amount {...amount(row)} testId={testId} />,
    options,
  );
}

/** An exact figure in its own currency, for records that carry no exchange rate. */
export function exactAmountColumn<Row>(
  id: string,
  header: MessageDescriptor,
  amount: (row: Row) => { value: DecimalInput; currency: string },
  options: Sortable = {},
): Column<Row> {
  const cell = (row: Row, testId: string) => (
    <span data-testid={testId}>
      <Figure {...amount(row)} />
    </span>
  );
  return figureColumn(id, header, cell, options);
}

/**
 * Columns written for a fragment's data, for rows that carry the fragment masked (codegen's
 * fragment masking): each cell reads its row through the fragment.
 */
export function unmaskColumns<Data>(
  fragment: TypedDocumentNode<Data>,
  columns: readonly Column<Data>[],
): Column<FragmentType<TypedDocumentNode<Data>>>[] {
  return columns.map((column) => ({
    ...column,
    cell: (row, context) => column.cell(getFragmentData(fragment, row), context),
  }));
}
