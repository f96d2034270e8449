/** A size limit in whole megabytes (1 MB = 1024 x 1024 bytes), as the messages naming one take it. */
export const megabytes = (bytes: number): number => Math.floor(bytes / (1024 * 1024));

/**
 * A formatter made on its first use, not when this module loads: each `Intl` formatter takes
 * the browser some milliseconds to make, and four of them were 20 ms of the task that loads a
 * company's screens, most of them for formats the screen never shows.
 */
function onFirstUse<Format>(make: () => Format): () => Format {
  let made: Format | undefined;
  return () => (made ??= make());
}

/** Dates (en-IN); amounts live in amount-format.ts so date-only screens skip decimal.js. */
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/**
 * Left-to-right isolation (LRI ... PDI): a right-to-left page lays the date out as one
 * left-to-right piece, "24 Nov 2026", instead of reordering its words into "Nov 2026 24".
 */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

/** Dates as the spec shows them everywhere: day, short month, year (en-IN), isolated. */
export function formatDate(value: Date | string | number): string {
  // A bare date ("2026-03-05") is a calendar day, not UTC midnight shifted into the local zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return isolateLtr(dateFormat().format(new Date(year, month - 1, day)));
  }
  return isolateLtr(dateFormat().format(new Date(value)));
}

const countFormat = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** A count (rows, entries, documents waiting) grouped as the amounts are: 1,23,456. */
export function formatCount(value: number): string {
  return countFormat().format(value);
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** A moment (who decided, who answered): the date as everywhere, then the time, isolated. */
export function formatDateTime(value: Date | string | number): string {
  return isolateLtr(dateTimeFormat().format(new Date(value)));
}

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' }),
);

/** A month written `YYYY-MM` as the dates around it: short month, year (en-IN). */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthFormat().format(new Date(year, monthNumber - 1, 1));
}
