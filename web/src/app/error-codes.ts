import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toClientErrorCode, type ClientErrorCode } from './error-messages';

export * from './error-messages';

export type ErrorDetails = {
  code: ClientErrorCode;
  fields: Record<string, string>;
  /** The problem as a code with its values, when the service gave one (a file not readable). */
  reason?: unknown;
};

/** The first error's code and per-field messages, for screens that handle an error themselves. */
export function errorDetails(error: unknown): ErrorDetails {
  if (!CombinedGraphQLErrors.is(error)) return { code: 'NETWORK', fields: {} };
  const first = error.errors[0];
  const rawFields = first?.extensions?.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [name, message] of Object.entries(rawFields)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  const reason = first?.extensions?.reason;
  return {
    code: toClientErrorCode(first?.extensions?.code),
    fields,
    ...(reason === undefined ? {} : { reason }),
  };
}
