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
import { plain } from '../plain-elements';

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
  // Plain elements (ui/plain-elements.ts): lists draw one per row.
  return (
    <span {...plain('figures')}>
      <span data-testid={testId}>{formatMoney(value, exchangeRate, baseCurrency)}</span>
      {converted && <span {...plain('note')}>{formatExactMoney(value, currency)}</span>}
    </span>
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
          <span {...plain('muted')}>{currency}</span>
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
