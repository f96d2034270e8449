import { Link, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Dec, formatDecimal } from '../i18n/amount-format';
import { numericCell } from '../../ui/display/Money';
import { StatusChip } from '../../ui/display/StatusChip';
import type { EntryCategory, EntryStatus } from '../../gql/graphql';
import type { Cell } from './cells';
import { categoryNames, remarkName, statusLook, words } from './labels';

export type SummaryLineView = {
  status: EntryStatus;
  category: EntryCategory;
  remark: string;
  count: number;
  booksCount: number;
  booksAmount: string;
  counterpartyCount: number;
  counterpartyAmount: string;
};

/** Counts and amounts per status x category x remark; every figure opens its drill-down. */
export function SummaryTable({
  lines,
  cellHref,
}: {
  lines: readonly SummaryLineView[];
  cellHref: (cell: Cell) => string;
}) {
  const intl = useIntl();
  if (lines.length === 0) return <Text color="fg.muted">{intl.formatMessage(words.noLines)}</Text>;
  const total = lines.reduce(
    (t, l) => ({
      books: t.books + l.booksCount,
      booksAmount: t.booksAmount.plus(l.booksAmount),
      counterparty: t.counterparty + l.counterpartyCount,
      counterpartyAmount: t.counterpartyAmount.plus(l.counterpartyAmount),
    }),
    { books: 0, booksAmount: new Dec(0), counterparty: 0, counterpartyAmount: new Dec(0) },
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="summary-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(words.status)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(words.category)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(words.remark)}</Table.ColumnHeader>
            <Table.ColumnHeader css={numericCell}>
              {intl.formatMessage(words.booksCount)}
            </Table.ColumnHeader>
            <Table.ColumnHeader css={numericCell}>
              {intl.formatMessage(words.booksAmount)}
            </Table.ColumnHeader>
            <Table.ColumnHeader css={numericCell}>
              {intl.formatMessage(words.counterpartyCount)}
            </Table.ColumnHeader>
            <Table.ColumnHeader css={numericCell}>
              {intl.formatMessage(words.counterpartyAmount)}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => {
            const cell: Cell = {
              status: line.status,
              category: line.category,
              remark: line.remark,
              remark2: null,
            };
            const href = cellHref(cell);
            const remark = remarkName(line.remark);
            const remarkText = remark ? intl.formatMessage(remark) : line.remark;
            const label = intl.formatMessage(words.openCell, {
              count: line.count,
              status: intl.formatMessage(statusLook(line.status).label),
              category: intl.formatMessage(categoryNames[line.category]),
              remark: remarkText,
            });
            const figure = (value: string, testId: string) => (
              <Link asChild colorPalette="blue" aria-label={label}>
                <RouterLink to={href} data-testid={testId}>
                  {value}
                </RouterLink>
              </Link>
            );
            return (
              <Table.Row
                key={`${line.status}/${line.category}/${line.remark}`}
                data-testid="summary-line"
                data-status={line.status}
                data-category={line.category}
                data-remark={line.remark}
                data-count={line.count}
                data-books-count={line.booksCount}
                data-counterparty-count={line.counterpartyCount}
              >
                <Table.Cell>
                  <StatusChip look={statusLook(line.status)} value={line.status} />
                </Table.Cell>
                <Table.Cell>{intl.formatMessage(categoryNames[line.category])}</Table.Cell>
                <Table.Cell>
                  <Link asChild colorPalette="blue">
                    <RouterLink to={href} data-testid="summary-cell-link">
                      {remarkText}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell css={numericCell}>
                  {figure(String(line.booksCount), 'summary-books-count')}
                </Table.Cell>
                <Table.Cell css={numericCell}>
                  {figure(formatDecimal(line.booksAmount), 'summary-books-amount')}
                </Table.Cell>
                <Table.Cell css={numericCell}>
                  {figure(String(line.counterpartyCount), 'summary-counterparty-count')}
                </Table.Cell>
                <Table.Cell css={numericCell}>
                  {figure(formatDecimal(line.counterpartyAmount), 'summary-counterparty-amount')}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold" data-testid="summary-total">
            <Table.Cell colSpan={3}>{intl.formatMessage(words.total)}</Table.Cell>
            <Table.Cell css={numericCell}>{total.books}</Table.Cell>
            <Table.Cell css={numericCell}>{formatDecimal(total.booksAmount)}</Table.Cell>
            <Table.Cell css={numericCell}>{total.counterparty}</Table.Cell>
            <Table.Cell css={numericCell}>{formatDecimal(total.counterpartyAmount)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
