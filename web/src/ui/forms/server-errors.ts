import { get } from 'react-hook-form';

export type ServerFieldErrors = {
  /** Messages for fields the form has, by path (`referenceNumber`, `items.2.tax`). */
  matched: [path: string, message: string][];
  /** Messages no field of the form shows. */
  unmatched: string[];
};

/**
 * Spreads a BAD_USER_INPUT's per-field messages over a form. The BFF names every field as
 * the GraphQL argument it came from, and forms name their fields the same way, so a message
 * belongs to the field at the same path when the form has one.
 */
export function splitServerFields(
  serverFields: Record<string, string>,
  values: object,
): ServerFieldErrors {
  const matched: [string, string][] = [];
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(serverFields)) {
    if (get(values, path) === undefined) unmatched.push(message);
    else matched.push([path, message]);
  }
  return { matched, unmatched };
}
