import { fiscalYearOf } from './date';

const SECTION =
  /\b(19[2-6][a-z]{0,3}(?:\([0-9a-z]+\))?|206c[a-z]{0,2}(?:\([0-9a-z]+\))?)(?![0-9a-z])/i;

/**
 * The section code of a TDS entry (`194C`) from how registers and statements write it:
 * `194C`, `194C - Payment to Contractors`, `Sec 194J`, `TDS-194J`. The text itself
 * (upper-cased) when it holds no code.
 */
export function sectionOf(text: string): string {
  const t = text.trim();
  if (t === '') return '';
  const m = SECTION.exec(t);
  return (m ? m[1]! : t).toUpperCase();
}

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
