// A field list written once and spread by every tier: the wire names a shape's fields carry
// and the GraphQL names the BFF gives them (the wire name in camelCase).

/** `due_date` -> `dueDate`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** `due_date` -> `dueDate`. */
export function camelCase<S extends string>(name: S): CamelCase<S> {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) =>
    letter.toUpperCase(),
  ) as CamelCase<S>;
}

/** The property names of an object schema, in its order. */
export function fieldsOf<T extends { properties: object }>(schema: T) {
  return Object.keys(schema.properties) as (keyof T['properties'] & string)[];
}

/** The named fields of a row, and only those. */
export function pick<T extends object, K extends keyof T>(
  row: T,
  fields: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<T, K>;
}

/** The named fields of a row under their camelCase names. */
export function camelCased<T extends object, K extends keyof T & string>(
  row: T,
  fields: readonly K[],
): { [F in K as CamelCase<F>]: T[F] } {
  return Object.fromEntries(fields.map((field) => [camelCase(field), row[field]])) as {
    [F in K as CamelCase<F>]: T[F];
  };
}

/** Each field's camelCase name, by its wire name: a field-name table's entries. */
export function camelCaseNames<F extends string>(fields: readonly F[]): { [K in F]: CamelCase<K> } {
  return Object.fromEntries(fields.map((field) => [field, camelCase(field)])) as {
    [K in F]: CamelCase<K>;
  };
}

/**
 * A shape's wire fields from an input that names each in camelCase (a GraphQL input): absent
 * stays absent; null clears a `clearable` field and is left out of the others.
 */
export function fromCamelCased<T extends object>(
  input: { [K in keyof T & string as CamelCase<K>]?: T[K] | null | undefined },
  fields: readonly (keyof T & string)[],
  clearable: readonly (keyof T & string)[],
): Partial<T> {
  const wire: Record<string, unknown> = {};
  for (const field of fields) {
    const value: unknown = (input as Record<string, unknown>)[camelCase(field)];
    if (value === undefined || (value === null && !clearable.includes(field))) continue;
    wire[field] = value;
  }
  return wire as Partial<T>;
}
