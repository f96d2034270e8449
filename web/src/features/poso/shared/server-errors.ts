import { errorDetails, type ClientErrorCode } from '../../../app/error-codes';

export type ServerFormErrors<Field extends string> = {
  code: ClientErrorCode;
  /** Messages for the form's own fields. */
  fields: Partial<Record<Field, string>>;
  /** Server messages no field of the form shows. */
  unmatched: string[];
};

/**
 * Spreads a BAD_USER_INPUT's per-field messages over a form. The BFF and the REST wire may
 * name a field differently (`referenceNumber`, `reference_number`, `reference`), so each form
 * field lists the names it answers to.
 */
export function mapServerFields<Field extends string>(
  serverFields: Record<string, string>,
  aliases: Record<Field, readonly string[]>,
): Pick<ServerFormErrors<Field>, 'fields' | 'unmatched'> {
  const fields: Partial<Record<Field, string>> = {};
  const unmatched: string[] = [];
  for (const [name, message] of Object.entries(serverFields)) {
    const leaf = name.split('.').pop() ?? name;
    const field = (Object.keys(aliases) as Field[]).find(
      (candidate) => candidate === name || candidate === leaf || aliases[candidate].includes(leaf),
    );
    if (field && fields[field] === undefined) fields[field] = message;
    else if (!field) unmatched.push(message);
  }
  return { fields, unmatched };
}

export function serverFormErrors<Field extends string>(
  error: unknown,
  aliases: Record<Field, readonly string[]>,
): ServerFormErrors<Field> {
  const details = errorDetails(error);
  return { code: details.code, ...mapServerFields(details.fields, aliases) };
}
