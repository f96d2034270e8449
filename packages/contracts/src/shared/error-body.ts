import { Type, type Static } from 'typebox';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

/** A problem as a code with the values it names, for a screen to word in the user's language. */
export const CodedReason = Type.Object({
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/** The REST error body of every service (docs/decisions.md, "REST error body"). */
export const ErrorBody = Type.Object({
  error: Type.Union(ERROR_CODES.map((code) => Type.Literal(code))),
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** The problem as a code with the values it names, for a screen to word (why a file cannot be read). */
  reason: Type.Optional(CodedReason),
  /** Per field of `fields`, the same problem as a code with the values it names. */
  reasons: Type.Optional(Type.Record(Type.String(), CodedReason)),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** An answer without a body. */
export const NoContent = Type.Null();
