// Patterns of typed values and the message a caller sees when one refuses a value (the
// validator's own text would show the regular expression). Spaces around a number are
// allowed: the service trims before it stores.

const BLANK_AROUND = '\\s*';
const DIGITS = '\\d{1,14}';

/** A non-negative decimal with at most 14 integer and 6 fraction digits. */
export const DECIMAL_INPUT_PATTERN = `^${BLANK_AROUND}${DIGITS}(\\.\\d{1,6})?${BLANK_AROUND}$`;
/** The same, greater than 0 (a non-zero digit somewhere). */
export const POSITIVE_DECIMAL_PATTERN = `^${BLANK_AROUND}(?=[\\d.]*[1-9])${DIGITS}(\\.\\d{1,6})?${BLANK_AROUND}$`;
/** Money: greater than 0, at most 2 decimals. */
export const AMOUNT_PATTERN = `^${BLANK_AROUND}(?=[\\d.]*[1-9])${DIGITS}(\\.\\d{1,2})?${BLANK_AROUND}$`;
/** A percent from 0 to 100. */
export const TAX_PATTERN = `^${BLANK_AROUND}(100(\\.0{1,6})?|\\d{1,2}(\\.\\d{1,6})?)${BLANK_AROUND}$`;
/** Three letters, any case. */
export const CURRENCY_PATTERN = '^[A-Za-z]{3}$';
/** One line with at least one visible character and no control characters. */
export const LINE_NON_BLANK_PATTERN =
  '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$';
/** Several lines with at least one visible character; tab and line breaks allowed. */
export const FREE_TEXT_NON_BLANK_PATTERN =
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*[^\\s\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

export const INPUT_PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [DECIMAL_INPUT_PATTERN]:
    'Must be a non-negative decimal with at most 14 integer and 6 fraction digits',
  [POSITIVE_DECIMAL_PATTERN]:
    'Must be a decimal greater than 0 with at most 14 integer and 6 fraction digits',
  [AMOUNT_PATTERN]: 'Must be an amount greater than 0 with at most 2 decimals',
  [TAX_PATTERN]: 'Must be between 0 and 100',
  [CURRENCY_PATTERN]: 'Must be a 3-letter currency code',
  [LINE_NON_BLANK_PATTERN]: 'Must not be blank or contain control characters',
  [FREE_TEXT_NON_BLANK_PATTERN]:
    'Must not be blank or contain control characters other than tab and line breaks',
};

/** Messages of the string formats the routes use. */
export const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  date: 'Must be a date (YYYY-MM-DD)',
  'date-time': 'Must be a date and time (ISO 8601)',
};
