import { Type, type TStringOptions } from 'typebox';
import { INPUT_PATTERN_MESSAGES } from './input-patterns.js';

// NUL and the other C0 controls (and DEL) break PostgreSQL text, logs and spreadsheets. A
// single-line value refuses them all; free text keeps tab, line feed and carriage return.
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
export const FREE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** The field message a caller sees when a pattern of this module refuses a value. */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [SINGLE_LINE_PATTERN]: 'Must not contain control characters',
  [FREE_TEXT_PATTERN]: 'Must not contain control characters other than tab and line breaks',
  ...INPUT_PATTERN_MESSAGES,
};

/** A name, number or code typed on one line. */
export const SingleLine = (options: Omit<TStringOptions, 'pattern'> = {}) =>
  Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });

/** Remarks and descriptions: several lines allowed. */
export const FreeText = (options: Omit<TStringOptions, 'pattern'> = {}) =>
  Type.String({ ...options, pattern: FREE_TEXT_PATTERN });
