/** Thrown for user-supplied values that cannot be parsed (tolerance, dates). */
export class RecoInputError extends Error {
  override name = 'RecoInputError';
}

/** Parses a non-negative decimal such as '1', '1.5' or '1.00' into exact minor units (1/100). */
export function parseMinorUnits(text: string): number {
  const s = text.trim();
  let whole = 0;
  let frac = 0;
  let fracDigits = 0;
  let i = 0;
  let seenDigit = false;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    whole = whole * 10 + (c - 48);
    seenDigit = true;
  }
  if (i < s.length && s.charCodeAt(i) === 46) {
    i++;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      if (fracDigits === 2) {
        if (c !== 48) throw new RecoInputError(`'${text}' has more than two decimals`);
        continue;
      }
      frac = frac * 10 + (c - 48);
      fracDigits++;
      seenDigit = true;
    }
  }
  if (!seenDigit || i !== s.length) throw new RecoInputError(`'${text}' is not a decimal amount`);
  if (fracDigits === 1) frac *= 10;
  const minor = whole * 100 + frac;
  if (!Number.isSafeInteger(minor)) throw new RecoInputError(`'${text}' is too large`);
  return minor;
}

/** Formats signed minor units as a decimal string with two decimals ('-1234.50'). */
export function formatMinor(minor: number): string {
  const negative = minor < 0;
  const abs = negative ? -minor : minor;
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  return `${negative ? '-' : ''}${whole}.${frac < 10 ? '0' : ''}${frac}`;
}
