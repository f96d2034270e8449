// References found in free text: narrations repeat bill numbers, UTRs and cheque numbers.

const MAX_REFS = 2;

function isRefChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 47 ||
    c === 45 ||
    c === 95 ||
    c === 46
  );
}

const SECTION = /^19\d[A-Z]{0,2}$/i;
const DATE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$|^\d{1,2}[/.-][A-Za-z]{3}[/.-]\d{2,4}$/;
const AMOUNT = /^\d{1,3}(,\d{2,3})+(\.\d+)?$|^\d+\.\d{1,2}$/;
const FISCAL = /^(FY)?\d{2,4}[-/]\d{2,4}$/i;

/**
 * Up to two reference-like tokens of a text, in order: runs of letters, digits and
 * `/ - _ .` holding a digit, at least four characters long, that are not a date, an amount,
 * a fiscal year or a TDS section (`194C`). `Invoice #GT/24-25/0024: due 24/05/2024` gives
 * `GT/24-25/0024`; `NEFT HDFCN52024 against GT/0021, GT/0022` gives `HDFCN52024`, `GT/0021`.
 */
export function referencesIn(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n && out.length < MAX_REFS) {
    while (i < n && !isRefChar(text.charCodeAt(i))) i++;
    const start = i;
    let digit = false;
    while (i < n && isRefChar(text.charCodeAt(i))) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) digit = true;
      i++;
    }
    if (!digit || i - start < 4) continue;
    let token = text.slice(start, i);
    // Sentence punctuation, not part of the number.
    while (token.length > 0 && /[./\-_]$/.test(token)) token = token.slice(0, -1);
    if (token.length < 4 || SECTION.test(token) || DATE.test(token) || AMOUNT.test(token)) continue;
    if (FISCAL.test(token)) continue;
    out.push(token);
  }
  return out;
}
