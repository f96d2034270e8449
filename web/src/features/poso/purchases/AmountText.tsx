import { Stack, Text } from '@chakra-ui/react';
import { formatAmount, formatDecimal } from '../../i18n/amount-format';
import { compareAmounts } from '../shared/money';

/**
 * A document amount as lists show it: x exchange rate, whole units, Indian grouping; in
 * a foreign currency the exact amount in that currency goes underneath.
 */
export function AmountText({
  value,
  exchangeRate,
  currency,
  testId,
}: {
  value: string;
  exchangeRate: string;
  currency: string;
  testId?: string;
}) {
  const converted = compareAmounts(exchangeRate, '1') !== 0;
  return (
    <Stack gap="0" align="flex-end">
      <Text as="span" data-testid={testId}>
        {formatAmount(value, exchangeRate)}
      </Text>
      {converted && (
        <Text as="span" textStyle="xs" color="fg.muted">
          {currency} {formatDecimal(value)}
        </Text>
      )}
    </Stack>
  );
}
