import { registerEnumType } from 'type-graphql';

/** `twoColumnsForField` -> `TWO_COLUMNS_FOR_FIELD`, as a type. */
export type GraphqlName<W extends string> = W extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? Uppercase<H> : `_${H}`}${GraphqlName<T>}`
  : '';

/** The GraphQL name of a contract's code: `twoColumnsForField` -> `TWO_COLUMNS_FOR_FIELD`. */
export function graphqlName<W extends string>(word: W): GraphqlName<W> {
  return word.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as GraphqlName<W>;
}

/** A code list as a GraphQL enum: each code under its GraphQL name, its value the code itself. */
export type CodeEnum<C extends string> = { readonly [W in C as GraphqlName<W>]: W };

/** The codes of a code enum, as a type. */
export type CodeOf<E> = E[keyof E];

/**
 * Registers a contract's code list as a GraphQL enum with the descriptions of its values, so
 * that a new code reaches the schema without a second list to keep in step. Values are the
 * codes themselves, so no resolver translates them.
 */
export function registerCodeEnum<const C extends string>(
  codes: readonly C[],
  name: string,
  description: string,
  values: { [W in C as GraphqlName<W>]?: string } = {},
): CodeEnum<C> {
  const codeEnum = Object.fromEntries(codes.map((code) => [graphqlName(code), code]));
  registerEnumType(codeEnum, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      Object.entries<string | undefined>(values).map(([key, text]) => [key, { description: text }]),
    ),
  });
  return codeEnum as CodeEnum<C>;
}

/** The GraphQL name of an enum's value (`docNo` -> `DOCUMENT_NUMBER`), for answers sent outside GraphQL. */
export function enumName(values: Record<string, string>, value: string): string {
  return Object.keys(values).find((key) => values[key] === value) ?? value;
}
