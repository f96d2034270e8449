import { errorDetails, type ClientErrorCode } from '../../../app/error-codes';

export type ServerFormErrors<Field extends string> = {
  code: ClientErrorCode;
  /** Messages for the form's own fields. */
  fields: Partial<Record<Field, string>>;
  /** Server messages no field of the form shows. */
  unmatched: string[];
};

/**
 * Spreads a BAD_USER_INPUT's per-field messages over a form whose fields carry the GraphQL
 * argument names (`referenceNumber`, `remarks`): the BFF names every field that way.
 */
export function mapServerFields<Field extends string>(
  serverFields: Record<string, string>,
  formFields: readonly Field[],
): Pick<ServerFormErrors<Field>, 'fields' | 'unmatched'> {
  const fields: Partial<Record<Field, string>> = {};
  const unmatched: string[] = [];
  for (const [name, message] of Object.entries(serverFields)) {
    const field = formFields.find((candidate) => candidate === name);
    if (field) fields[field] = message;
    else unmatched.push(message);
  }
  return { fields, unmatched };
}

export function serverFormErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): ServerFormErrors<Field> {
  const details = errorDetails(error);
  return { code: details.code, ...mapServerFields(details.fields, formFields) };
}
