import Decimal from 'decimal.js';

/** Same configuration as the poso service, so a total on screen equals the one it stores. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = InstanceType<typeof Dec>;
/** A decimal as it travels on the wire ("1234.50"), or one already parsed. */
export type DecimalInput = string | DecimalValue;

/** "1234567" -> "12,34,567": the last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

function groupDecimal(value: DecimalValue, places?: number): string {
  const fixed = places === undefined ? value.abs().toFixed() : value.abs().toFixed(places);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = fraction ? `${groupIndian(whole)}.${fraction}` : groupIndian(whole);
  // -0.004 rounds to zero: show "0", never "-0".
  return value.isNegative() && !new Dec(fixed).isZero() ? `-${grouped}` : grouped;
}

/**
 * Document amounts as the spec shows them: multiplied by the exchange rate, rounded half-up
 * to whole units, grouped Indian style ("12,34,567").
 */
export function formatAmount(value: DecimalInput, exchangeRate: DecimalInput = '1'): string {
  return groupDecimal(new Dec(value).times(exchangeRate), 0);
}

/**
 * An exact figure in the document's currency (rates, line totals, typed payments), grouped
 * Indian style with a fixed number of decimals ("1,00,000.50").
 */
export function formatDecimal(value: DecimalInput, places = 2): string {
  return groupDecimal(new Dec(value), places);
}

/** A quantity or percentage exactly as entered, without trailing zeros ("2.500" -> "2.5"). */
export function formatExact(value: DecimalInput): string {
  return groupDecimal(new Dec(value));
}

/**
 * A document's amount as every screen shows it at a glance (docs/decisions.md, "Amounts,
 * dates and pages on screen"): x exchange rate, whole units, Indian grouping, then the
 * company's currency ("90,761 INR"); without a currency, the figure alone.
 */
export function formatMoney(
  value: DecimalInput,
  exchangeRate: DecimalInput,
  currency: string | null | undefined,
): string {
  const figure = formatAmount(value, exchangeRate);
  return currency ? `${figure} ${currency}` : figure;
}

/** An exact sum in its own currency, paise kept ("40,760.24 INR"): payments, pending, totals. */
export function formatExactMoney(value: DecimalInput, currency: string | null | undefined): string {
  const figure = formatDecimal(value);
  return currency ? `${figure} ${currency}` : figure;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage in the reader's language ("87.5%", "87,5 %" in French): `value` in percent
 * points as the wire carries it ("87.50"), rounded half-up to `places` decimals, as the
 * figures beside it are.
 */
export function formatPercent(value: DecimalInput, locale: string, places = 1): string {
  const key = `${locale} ${places}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'percent',
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    percentFormats.set(key, format);
  }
  const rounded = new Dec(value).toDecimalPlaces(places);
  // -0.04 rounds to zero: show "0.0%", never "-0.0%".
  return format.format(rounded.isZero() ? 0 : rounded.toNumber());
}
