const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const amountFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Dates as the spec shows them everywhere: day, short month, year (en-IN). */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

/** Amounts multiplied by the exchange rate, rounded to whole units, grouped Indian style. */
export function formatAmount(value: number, exchangeRate = 1): string {
  return amountFormat.format(Math.round(value * exchangeRate));
}
