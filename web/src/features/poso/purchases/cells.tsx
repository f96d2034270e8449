import { Text } from '@chakra-ui/react';
import type { MessageDescriptor } from 'react-intl';
import type { Column } from '../shared/PagedTable';
import { AmountText } from './AmountText';

/** A document's number in a list; `row-<number>` finds the row in journeys. */
export function NumberCell({ number }: { number: string }) {
  return (
    <Text as="span" fontWeight="medium" data-testid={`row-${number}`}>
      {number}
    </Text>
  );
}

type Converted = { exchangeRate: string; currency: string };

/** A column of document amounts x exchange rate (`testId` on each cell's figure). */
export function amountColumn<Row extends Converted>(
  id: string,
  header: MessageDescriptor,
  value: (row: Row) => string,
  testId: string,
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    cell: (row) => (
      <AmountText
        value={value(row)}
        exchangeRate={row.exchangeRate}
        currency={row.currency}
        testId={testId}
      />
    ),
  };
}
