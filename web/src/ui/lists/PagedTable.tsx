import {
  Box,
  Button,
  ButtonGroup,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  LuArrowDown,
  LuArrowUp,
  LuArrowUpDown,
  LuChevronLeft,
  LuChevronRight,
  LuInbox,
} from 'react-icons/lu';
import { useHref, useNavigate } from 'react-router';
import { ErrorNotice } from '../display/ErrorNotice';
import { belowMdQuery } from '../breakpoints';
import { phoneQuery, useMediaQuery } from '../useMediaQuery';
import { PhoneCardsContext } from './phone-cards';
import { pageRange, pageSizes, type SortState } from './list-params';
import type { PageParams } from './usePagedList';
import { formatCount } from '../../features/i18n/format';
import { useRowsInSlices } from './useRowsInSlices';
import { linkRowLook, plain } from '../plain-elements';

export type Column<Row> = {
  /** Stable key of the column. */
  id: string;
  header: MessageDescriptor;
  /** The cell's content; `href` is where the row leads (its number links there too). */
  cell: (row: Row, context: { href: string | undefined }) => ReactNode;
  /** Amounts, counts, dates: aligned to the end with tabular figures. */
  numeric?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
  /** The list's sort field for this column; its header then sorts the list. */
  sortField?: string;
  /**
   * Left out on a phone (below the md breakpoint), so that the columns a user acts on fit
   * without sideways scrolling; the row still leads to the whole record. Not drawn at all
   * there, not drawn and hidden: on a phone most of a row's cells are such columns.
   */
  hideOnPhone?: boolean;
  /**
   * The header is read by screen readers but not shown: for a narrow control column (a
   * row's checkbox) whose visible name would widen it past its content on a phone.
   */
  headerHidden?: boolean;
};

export type PagedTableProps<Row extends { id: string | number }> = {
  /** Accessible name of the table, e.g. "Purchase orders". */
  label: MessageDescriptor;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  totalCount: number | undefined;
  paging: PageParams;
  loading?: boolean;
  /** The query's error: shown in the user's language with a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  empty?: MessageDescriptor;
  /** Makes the whole row a link: click, or Tab to the row and press Enter. */
  rowHref?: (row: Row) => string | undefined;
  /** Buttons at the end of each row (accept, pay...). */
  actions?: (row: Row) => ReactNode;
  /** The sort in force; with `onSort`, headers of columns with a `sortField` sort the list. */
  sort?: SortState<string> | null;
  // A method (bivariant), so a list sorted by a narrower set of fields fits; `this: void` says
  // it may be passed around unbound.
  onSort?(this: void, field: string): void;
  testId?: string;
};

const messages = defineMessages({
  empty: { id: 'ui.table.empty', defaultMessage: 'Nothing to show yet' },
  actions: { id: 'ui.table.actions', defaultMessage: 'Actions' },
  range: { id: 'ui.table.range', defaultMessage: '{from}–{to} of {total}' },
  rowsPerPage: { id: 'ui.table.rowsPerPage', defaultMessage: 'Rows per page' },
  previous: { id: 'ui.table.previousPage', defaultMessage: 'Previous page' },
  next: { id: 'ui.table.nextPage', defaultMessage: 'Next page' },
  page: { id: 'ui.table.page', defaultMessage: 'Page {page}' },
  pages: { id: 'ui.table.pagination', defaultMessage: 'Pagination' },
  sortBy: { id: 'ui.table.sortBy', defaultMessage: 'Sort by {column}' },
});
const sortByMessage: MessageDescriptor = messages.sortBy;

// Messages with values are formatted through the untyped descriptor, as elsewhere in the app.
const rangeMessage: MessageDescriptor = messages.range;
const pageMessage: MessageDescriptor = messages.page;

const interactive = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

function alignOf<Row>(column: Column<Row>) {
  return column.align ?? (column.numeric ? 'end' : 'start');
}

function ariaSort<Row>(column: Column<Row>, sort: SortState<string> | null | undefined) {
  if (!column.sortField || sort?.field !== column.sortField) return undefined;
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

function cellStyle<Row>(column: Column<Row>) {
  return {
    textAlign: alignOf(column),
    width: column.width,
    fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
    whiteSpace: column.numeric ? 'nowrap' : undefined,
    // Dates and ranges keep their own order when the layout is right-to-left.
    unicodeBidi: column.numeric ? 'plaintext' : undefined,
  } as const;
}

const sortIcons = { ASC: LuArrowUp, DESC: LuArrowDown } as const;

/** A column's header: its name, and a button that sorts the list by it where it can. */
function ColumnHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: Column<Row>;
  sort: SortState<string> | null | undefined;
  onSort: ((field: string) => void) | undefined;
}) {
  const intl = useIntl();
  const name = intl.formatMessage(column.header);
  const field = column.sortField;
  if (column.headerHidden) return <VisuallyHidden>{name}</VisuallyHidden>;
  if (!field || !onSort) return <>{name}</>;
  const direction = sort?.field === field ? sort.direction : null;
  const Icon = direction ? sortIcons[direction] : LuArrowUpDown;
  return (
    <Button
      variant="ghost"
      color="inherit"
      size="xs"
      mx="-2"
      fontWeight="inherit"
      aria-label={intl.formatMessage(sortByMessage, { column: name })}
      onClick={() => onSort(field)}
      data-testid={`sort-${field}`}
    >
      {name}
      <Icon aria-hidden opacity={direction ? 1 : 0.4} />
    </Button>
  );
}

type Open = (href: string, event: MouseEvent | KeyboardEvent) => void;

/** What makes a row a link: focusable, Enter and clicks outside its own controls open it. */
function rowHandlers(href: string | undefined, open: Open) {
  if (!href) return {};
  return {
    tabIndex: 0,
    'data-href': href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as Element).closest(interactive)) return;
      if (window.getSelection()?.toString()) return;
      open(href, event);
    },
    onAuxClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button === 1 && !(event.target as Element).closest(interactive)) open(href, event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open(href, event);
    },
  };
}

// The body's rows and cells are plain <tr> and <td>, styled here once per table through
// selectors (the table recipe's `sm` size and `line` variant), instead of a Chakra component
// per cell resolving its style props on every row: see ui/plain-elements.ts.
const bodyCss = {
  // Unlayered, these rules outrank the table recipe's own (layered) hover: it is repeated here.
  '& > tr': { bg: 'bg' },
  '& > tr[data-href]': { ...linkRowLook, _hover: { bg: 'colorPalette.subtle' } },
  '& > tr > td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' },
  '& > tr > td[data-align="end"]': { textAlign: 'end' },
  '& > tr > td[data-align="center"]': { textAlign: 'center' },
  // Dates and ranges keep their own order when the layout is right-to-left.
  '& > tr > td[data-numeric]': {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    unicodeBidi: 'plaintext',
  },
  '& > tr > td[data-wraps]': { whiteSpace: 'normal' },
  '& > tr > td[data-actions] > div': { display: 'flex', justifyContent: 'flex-end', gap: '1' },
} as const;

type RowOf<Row> = {
  row: Row;
  rowHref: ((row: Row) => string | undefined) | undefined;
  actions: ((row: Row) => ReactNode) | undefined;
  open: Open;
  testId: string;
};

// Memoised: while the rows are drawn a slice at a time, those already drawn are not rendered again.
const BodyRow = memo(function BodyRow<Row>({
  row,
  columns,
  rowHref,
  actions,
  open,
  testId,
}: RowOf<Row> & { columns: readonly Column<Row>[] }) {
  const href = rowHref?.(row);
  return (
    <tr data-testid={`${testId}-row`} {...rowHandlers(href, open)}>
      {columns.map((column) => (
        <td
          key={column.id}
          data-align={alignOf(column)}
          data-numeric={column.numeric || undefined}
          style={column.width ? { width: column.width } : undefined}
        >
          {column.cell(row, { href })}
        </td>
      ))}
      {actions && (
        <td data-align="end" data-actions="">
          <div>{actions(row)}</div>
        </td>
      )}
    </tr>
  );
}) as <Row>(props: RowOf<Row> & { columns: readonly Column<Row>[] }) => ReactNode;

const CardRow = memo(function CardRow<Row>({
  row,
  first,
  statusColumn,
  details,
  loading,
  rowHref,
  actions,
  open,
  testId,
}: RowOf<Row> & {
  first: Column<Row> | undefined;
  statusColumn: Column<Row> | undefined;
  details: readonly Column<Row>[];
  loading: boolean;
}) {
  const intl = useIntl();
  const href = rowHref?.(row);
  // Plain elements (ui/plain-elements.ts): a phone draws a hundred of these cards.
  return (
    <li
      {...plain('card')}
      data-loading={loading || undefined}
      data-testid={`${testId}-row`}
      {...rowHandlers(href, open)}
    >
      <div {...plain('card-head')}>
        <div {...plain('card-title')}>{first?.cell(row, { href })}</div>
        {statusColumn?.cell(row, { href })}
      </div>
      {details.length > 0 && (
        <dl {...plain('card-details')}>
          {details.map((column) => (
            <div key={column.id} {...plain('card-item')}>
              <dt {...plain('card-label')}>{intl.formatMessage(column.header)}</dt>
              <dd {...plain('card-value')} data-numeric={column.numeric || undefined}>
                {column.cell(row, { href })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {actions && <div {...plain('card-actions')}>{actions(row)}</div>}
    </li>
  );
}) as <Row>(
  props: RowOf<Row> & {
    first: Column<Row> | undefined;
    statusColumn: Column<Row> | undefined;
    details: readonly Column<Row>[];
    loading: boolean;
  },
) => ReactNode;

/**
 * Every paged list: rows from `usePagedList` (page, size and sort kept in the URL),
 * skeleton, empty and error states (Retry), "1–10 of 37", page size, sticky header, whole
 * rows as links (click, or Tab + Enter), per-row actions.
 */
export function PagedTable<Row extends { id: string | number }>({
  label,
  columns,
  rows,
  totalCount,
  paging,
  loading = false,
  error,
  onRetry,
  empty = messages.empty,
  rowHref,
  actions,
  sort,
  onSort,
  testId = 'paged-table',
}: PagedTableProps<Row>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const { page, size, setPage, setSize } = paging;
  const range = pageRange({ page, size }, totalCount ?? 0);
  const hasRows = Boolean(rows && rows.length > 0);
  const drawn = useRowsInSlices(rows);
  const cardsOnPhone = useContext(PhoneCardsContext);
  const phone = useMediaQuery(phoneQuery) && cardsOnPhone;
  const narrow = useMediaQuery(belowMdQuery);
  // Kept the same array while the screen's columns are, so drawn rows are not drawn again.
  const tableColumns = useMemo(
    () => (narrow ? columns.filter((column) => !column.hideOnPhone) : columns),
    [narrow, columns],
  );
  const columnCount = tableColumns.length + (actions ? 1 : 0);

  // A page past the end (rows deleted, a stale link) moves to the last page instead of an empty table.
  useEffect(() => {
    if (!loading && !error && totalCount !== undefined && page > range.lastPage) {
      setPage(range.lastPage, { replace: true });
    }
  }, [loading, error, totalCount, page, range.lastPage, setPage]);

  const open = useCallback(
    (href: string, event: MouseEvent | KeyboardEvent) => {
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        ('button' in event && event.button === 1)
      ) {
        window.open(`${base}${href}`, '_blank', 'noopener');
      } else {
        void navigate(href);
      }
    },
    [base, navigate],
  );

  const emptyState = (
    <EmptyState.Root size="sm" data-testid={`${testId}-empty`}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <EmptyState.Description>{intl.formatMessage(empty)}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );

  let body: ReactNode;
  if (error && !hasRows) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <Box py="6">
            <ErrorNotice error={error} onRetry={onRetry} testId={`${testId}-error`} />
          </Box>
        </td>
      </tr>
    );
  } else if (!hasRows && loading) {
    body = Array.from({ length: Math.min(size, 10) }, (_, index) => (
      <tr key={`skeleton-${index}`} data-testid={`${testId}-skeleton`}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell}>
            <div {...plain('skeleton')} />
          </td>
        ))}
      </tr>
    ));
  } else if (!hasRows) {
    body = (
      <tr>
        {/* The message wraps: on a phone a long one was cut at the screen's edge. */}
        <td colSpan={columnCount} data-wraps="">
          {emptyState}
        </td>
      </tr>
    );
  } else {
    body = drawn?.map((row) => (
      <BodyRow
        key={row.id}
        row={row}
        columns={tableColumns}
        rowHref={rowHref}
        actions={actions}
        open={open}
        testId={testId}
      />
    ));
  }

  const [first, ...others] = columns;
  const statusColumn = others.find((column) => column.id === 'status');
  const details = useMemo(
    () => columns.slice(1).filter((column) => column.id !== 'status'),
    [columns],
  );
  // On a phone each row is a card: number and status on top, every other column as a
  // labelled line, the actions underneath; nothing scrolls sideways out of sight.
  const cards = (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage(label)}>
      {Boolean(error) && !hasRows && (
        <ErrorNotice error={error} onRetry={onRetry} testId={`${testId}-error`} />
      )}
      {!error &&
        !hasRows &&
        (loading ? (
          Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h="24" rounded="l2" data-testid={`${testId}-skeleton`} />
          ))
        ) : (
          <Box borderWidth="1px" rounded="l2">
            {emptyState}
          </Box>
        ))}
      {hasRows &&
        drawn?.map((row) => (
          <CardRow
            key={row.id}
            row={row}
            first={first}
            statusColumn={statusColumn}
            details={details}
            loading={loading}
            rowHref={rowHref}
            actions={actions}
            open={open}
            testId={testId}
          />
        ))}
    </Stack>
  );

  return (
    <Stack gap="2" data-testid={testId}>
      {Boolean(error) && hasRows && (
        <ErrorNotice error={error} onRetry={onRetry} testId={`${testId}-error`} />
      )}
      {phone ? (
        cards
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2" maxH={{ md: '70vh' }}>
          <Table.Root
            size="sm"
            stickyHeader
            interactive={Boolean(rowHref)}
            aria-label={intl.formatMessage(label)}
            aria-busy={loading}
          >
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {tableColumns.map((column) => (
                  <Table.ColumnHeader
                    key={column.id}
                    {...cellStyle(column)}
                    aria-sort={ariaSort(column, sort)}
                  >
                    <ColumnHeader column={column} sort={sort} onSort={onSort} />
                  </Table.ColumnHeader>
                ))}
                {actions && (
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage(messages.actions)}
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body
              css={bodyCss}
              opacity={loading && hasRows ? 0.6 : 1}
              transition="opacity 0.2s"
            >
              {body}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {range.total > 0 && (
        <Flex wrap="wrap" align="center" justify="space-between" gap="3">
          <HStack gap="3">
            <Text textStyle="sm" color="fg.muted" dir="auto" data-testid={`${testId}-range`}>
              {range.from > 0 &&
                intl.formatMessage(rangeMessage, {
                  from: formatCount(range.from),
                  to: formatCount(range.to),
                  total: formatCount(range.total),
                })}
            </Text>
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label={intl.formatMessage(messages.rowsPerPage)}
                value={size}
                onChange={(event) => setSize(Number(event.currentTarget.value))}
                data-testid={`${testId}-size`}
              >
                {pageSizes.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          {range.lastPage > 1 && (
            <Pagination.Root
              count={range.total}
              pageSize={size}
              page={Math.min(page, range.lastPage)}
              onPageChange={(details) => setPage(details.page)}
              siblingCount={1}
              translations={{
                rootLabel: intl.formatMessage(messages.pages),
                prevTriggerLabel: intl.formatMessage(messages.previous),
                nextTriggerLabel: intl.formatMessage(messages.next),
                itemLabel: ({ page: value }) => intl.formatMessage(pageMessage, { page: value }),
              }}
            >
              <ButtonGroup variant="ghost" size="xs" attached={false} gap="1">
                <Pagination.PrevTrigger asChild>
                  <IconButton css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
                    <LuChevronLeft />
                  </IconButton>
                </Pagination.PrevTrigger>
                <Pagination.Items
                  render={(item) => (
                    <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                      {item.value}
                    </IconButton>
                  )}
                />
                <Pagination.NextTrigger asChild>
                  <IconButton css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
                    <LuChevronRight />
                  </IconButton>
                </Pagination.NextTrigger>
              </ButtonGroup>
            </Pagination.Root>
          )}
        </Flex>
      )}
    </Stack>
  );
}
