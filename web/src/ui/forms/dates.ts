/** Today as the user's calendar shows it ("2026-03-05"), not the UTC date. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A real calendar day written YYYY-MM-DD (no 31 April). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** "2026-11-24" -> "24/11/2026": how a date field shows a day (the app's day-month-year). */
export function toDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/**
 * A day typed into a date field: "24/11/2026", "24-11-2026", "24.11.2026", "4/3/2026", or a
 * pasted "2026-11-24"; the ISO day, or what was typed when it names no real day (the field's
 * rule then says so).
 */
export function fromDayMonthYear(text: string): string {
  const typed = text.trim();
  if (isIsoDate(typed)) return typed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!match) return typed;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : typed;
}
