import { HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Dec, formatDecimal } from '../i18n/amount-format';
import { numericCell } from '../../ui/display/Money';
import { StatusChip } from '../../ui/display/StatusChip';
import { phoneQuery, useMediaQuery } from '../../ui/useMediaQuery';
import type { EntryCategory, EntryStatus } from '../../gql/graphql';
import type { Cell } from './cells';
import { categoryNames, remarkName, statusLook, words } from './labels';
import { formatCount } from '../i18n/format';

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

/** One side's amount over its count, under the side's name: a phone's figures column. */
function SideFigures({
  name,
  amount,
  count,
}: {
  name: string;
  amount: ReactNode;
  count: ReactNode;
}) {
  return (
    <Stack gap="0" align="flex-start" fontVariantNumeric="tabular-nums">
      <Text as="span" textStyle="xs" color="fg.muted" fontWeight="normal" whiteSpace="normal">
        {name}
      </Text>
      <Text as="span">{amount}</Text>
      <Text as="span" textStyle="xs">
        {count}
      </Text>
    </Stack>
  );
}

/** On a phone: our books' figures beside the counterparty's, wrapping when they do not fit. */
function BothSides({
  books,
  counterparty,
}: {
  books: { amount: ReactNode; count: ReactNode };
  counterparty: { amount: ReactNode; count: ReactNode };
}) {
  const intl = useIntl();
  return (
    <HStack width="full" justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <SideFigures name={intl.formatMessage(words.booksCount)} {...books} />
      <SideFigures name={intl.formatMessage(words.counterpartyCount)} {...counterparty} />
    </HStack>
  );
}

/**
 * Counts and amounts per status x category x remark; every figure opens its drill-down. On a
 * phone a line is one cell, what it is over both sides' figures, so none is past the edge.
 */
export function SummaryTable({
  lines,
  cellHref,
}: {
  lines: readonly SummaryLineView[];
  cellHref: (cell: Cell) => string;
}) {
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
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
          {phone ? (
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(words.entries)}</Table.ColumnHeader>
            </Table.Row>
          ) : (
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
          )}
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
                {phone ? (
                  <Table.Cell whiteSpace="normal">
                    <Stack gap="2" align="flex-start">
                      <StatusChip look={statusLook(line.status)} value={line.status} />
                      <Text as="span" textStyle="sm">
                        {intl.formatMessage(categoryNames[line.category])}
                        {' · '}
                        <Link asChild colorPalette="blue">
                          <RouterLink to={href} data-testid="summary-cell-link">
                            {remarkText}
                          </RouterLink>
                        </Link>
                      </Text>
                      <BothSides
                        books={{
                          amount: figure(formatDecimal(line.booksAmount), 'summary-books-amount'),
                          count: figure(formatCount(line.booksCount), 'summary-books-count'),
                        }}
                        counterparty={{
                          amount: figure(
                            formatDecimal(line.counterpartyAmount),
                            'summary-counterparty-amount',
                          ),
                          count: figure(
                            formatCount(line.counterpartyCount),
                            'summary-counterparty-count',
                          ),
                        }}
                      />
                    </Stack>
                  </Table.Cell>
                ) : (
                  <>
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
                      {figure(formatCount(line.booksCount), 'summary-books-count')}
                    </Table.Cell>
                    <Table.Cell css={numericCell}>
                      {figure(formatDecimal(line.booksAmount), 'summary-books-amount')}
                    </Table.Cell>
                    <Table.Cell css={numericCell}>
                      {figure(formatCount(line.counterpartyCount), 'summary-counterparty-count')}
                    </Table.Cell>
                    <Table.Cell css={numericCell}>
                      {figure(
                        formatDecimal(line.counterpartyAmount),
                        'summary-counterparty-amount',
                      )}
                    </Table.Cell>
                  </>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          {phone ? (
            <Table.Row fontWeight="semibold" data-testid="summary-total">
              <Table.Cell whiteSpace="normal">
                <Stack gap="2" align="flex-start">
                  {intl.formatMessage(words.total)}
                  <BothSides
                    books={{ amount: formatDecimal(total.booksAmount), count: total.books }}
                    counterparty={{
                      amount: formatDecimal(total.counterpartyAmount),
                      count: total.counterparty,
                    }}
                  />
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            <Table.Row fontWeight="semibold" data-testid="summary-total">
              <Table.Cell colSpan={3}>{intl.formatMessage(words.total)}</Table.Cell>
              <Table.Cell css={numericCell}>{total.books}</Table.Cell>
              <Table.Cell css={numericCell}>{formatDecimal(total.booksAmount)}</Table.Cell>
              <Table.Cell css={numericCell}>{total.counterparty}</Table.Cell>
              <Table.Cell css={numericCell}>{formatDecimal(total.counterpartyAmount)}</Table.Cell>
            </Table.Row>
          )}
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
