import { fiscalYearOf } from './date';

/**
 * The fiscal quarter of a TDS entry as `2024-Q1` (Indian fiscal year April-March, named by
 * its first year): from a quarter column (`Q1`, `Q1 (Apr-Jun)`, `1`) with the year of the
 * date, else from the date alone. '' when neither says.
 */
export function quarterOf(text: string, iso: string | null): string {
  const fy = fiscalYearOf(iso);
  const m = /^\s*(?:q(?:tr|uarter)?\s*)?([1-4])\b/i.exec(text);
  let q = m ? Number(m[1]) : 0;
  if (!q && iso) {
    const month = Number(iso.slice(5, 7));
    q = Math.floor(((month + 8) % 12) / 3) + 1;
  }
  if (!q) return text.trim().toUpperCase();
  return fy >= 0 ? `${fy}-Q${q}` : `Q${q}`;
}
