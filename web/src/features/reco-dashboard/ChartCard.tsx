import { Box, Button, Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuTable } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { numericCell } from '../../ui/display/Money';

const messages = defineMessages({
  showTable: { id: 'recoDashboard.showTable', defaultMessage: 'Show as a table' },
  hideTable: { id: 'recoDashboard.hideTable', defaultMessage: 'Hide the table' },
  openList: { id: 'recoDashboard.openList', defaultMessage: 'Open the list' },
  nothing: { id: 'recoDashboard.nothing', defaultMessage: 'Nothing to show yet.' },
});

/** One row of a chart's table: what a bar says, and the list it links to. */
export type ChartRow = { key: string; label: string; values: string[]; href: string };

/**
 * A dashboard chart with its title, a sentence that says what it shows and, on demand, the
 * same figures as a table whose rows link to the filtered list: the way in for screen
 * readers and the keyboard, so the drawing itself is hidden from them.
 */
export function ChartCard({
  title,
  summary,
  columns,
  rows,
  testId,
  children,
}: {
  title: string;
  summary: string;
  /** Headings of the table: the row label's, then one per value. */
  columns: string[];
  rows: ChartRow[];
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-labelledby={headingId}
      data-testid={testId}
      minW="0"
    >
      <Card.Header pb="1">
        <Heading size="sm" as="h2" id={headingId}>
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted" data-testid={`${testId}-summary`}>
          {summary}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          {rows.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(messages.nothing)}
            </Text>
          ) : (
            <Box aria-hidden="true" data-testid={`${testId}-chart`}>
              {children}
            </Box>
          )}
          {rows.length > 0 && (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
              data-testid={`${testId}-table-toggle`}
            >
              <LuTable />
              {intl.formatMessage(tableShown ? messages.hideTable : messages.showTable)}
            </Button>
          )}
          <Box id={tableId} hidden={!tableShown} overflowX="auto">
            {tableShown && (
              <Table.Root size="sm" data-testid={`${testId}-table`}>
                <Table.Caption srOnly>{title}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    {columns.map((column, index) => (
                      <Table.ColumnHeader key={column} css={index > 0 ? numericCell : undefined}>
                        {column}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.key}>
                      <Table.Cell>
                        <Link asChild>
                          <RouterLink
                            to={row.href}
                            aria-label={`${row.label}: ${intl.formatMessage(messages.openList)}`}
                          >
                            {row.label}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      {row.values.map((value, index) => (
                        <Table.Cell key={index} css={numericCell}>
                          {value}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
