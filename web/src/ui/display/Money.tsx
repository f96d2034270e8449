import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  Dec,
  formatDecimal,
  formatExactMoney,
  formatMoney,
  formatPercent,
  type DecimalInput,
} from '../../features/i18n/amount-format';
import { useSession } from '../../features/session/useSession';

/**
 * A document amount as lists and summaries show it: x exchange rate in whole units of the
 * company's currency, Indian grouping; in a foreign currency the exact amount in that
 * currency goes underneath. `testId` marks the converted figure.
 */
export function Amount({
  value,
  exchangeRate,
  currency,
  testId,
}: {
  value: DecimalInput;
  exchangeRate: DecimalInput;
  currency: string;
  testId?: string;
}) {
  const converted = !new Dec(exchangeRate).equals(1);
  // Amounts x exchange rate are in the company's own currency.
  const baseCurrency = useSession().company?.baseCurrency;
  return (
    <Stack gap="0" align="flex-end">
      <Text as="span" data-testid={testId}>
        {formatMoney(value, exchangeRate, baseCurrency)}
      </Text>
      {converted && (
        <Text as="span" textStyle="xs" color="fg.muted">
          {formatExactMoney(value, currency)}
        </Text>
      )}
    </Stack>
  );
}

/** An exact figure (2 decimals) in its own currency, the code muted beside it. */
export function Figure({
  value,
  currency,
}: {
  value: DecimalInput;
  currency?: string | undefined;
}) {
  return (
    <>
      {formatDecimal(value)}
      {currency && (
        <>
          {' '}
          <Text as="span" color="fg.muted">
            {currency}
          </Text>
        </>
      )}
    </>
  );
}

/** A percentage (in percent points, "87.50") as the reader's language writes it: "87.5%". */
export function Percent({ value }: { value: DecimalInput }) {
  return <>{formatPercent(value, useIntl().locale)}</>;
}

/** Cells of figures: aligned to the end, tabular digits, never wrapped. */
export const numericCell = {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
