import { camelCase } from '@concord/contracts';
import { graphqlName } from '../modules/reco-shared/code-enum.js';
import { GraphQLError } from '../graphql-runtime.js';
import { UpstreamError, type RestErrorBody } from './upstream-error.js';

/** Every `extensions.code` the BFF sends (docs/decisions.md). */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  UpstreamTimeout: 'UPSTREAM_TIMEOUT',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const messages = {
  unauthenticated: 'You are not signed in or your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  chooseCompany: 'Choose a company first.',
  notFound: 'The requested item was not found.',
  badUserInput: 'Some of the information you entered is not valid.',
  conflict: 'This item was changed by someone else. Reload and try again.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unavailable: 'A service Concord depends on is not reachable right now. Please try again shortly.',
  timeout: 'A service Concord depends on took too long to answer. Please try again.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

const MAX_MESSAGE_LENGTH = 300;
/** Retry hint when a service (or its database) cannot answer and says nothing better. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one place an upstream failure becomes a GraphQL error. 4xx messages from the services
 * are written for users and pass through; 5xx bodies never reach the client.
 */
export function toGraphQLError(error: UpstreamError): GraphQLError {
  const failure = error.failure;
  switch (failure.kind) {
    case 'unavailable':
      return graphQLError(messages.unavailable, ErrorCode.UpstreamUnavailable, {
        retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      });
    case 'timeout':
      return graphQLError(messages.timeout, ErrorCode.UpstreamTimeout);
    case 'status':
      break;
  }
  const { status, body } = failure;
  if (status === 503) {
    return graphQLError(messages.unavailable, ErrorCode.UpstreamUnavailable, {
      retryAfterSeconds: failure.retryAfterSeconds ?? UNAVAILABLE_RETRY_SECONDS,
    });
  }
  if (status === 504) return graphQLError(messages.timeout, ErrorCode.UpstreamTimeout);
  const upstreamMessage = userMessage(body);
  if (status === 401)
    return graphQLError(upstreamMessage ?? messages.unauthenticated, ErrorCode.Unauthenticated);
  if (status === 403) {
    // A refusal with a coded reason (separation of duties) is said by the screens as such.
    const reason = codedReason(body);
    return graphQLError(
      upstreamMessage ?? messages.forbidden,
      ErrorCode.Forbidden,
      reason ? { reason } : {},
    );
  }
  if (status === 404) return graphQLError(upstreamMessage ?? messages.notFound, ErrorCode.NotFound);
  if (status === 400 || status === 422) {
    const reason = codedReason(body);
    const reasons = codedReasons(body, error.fieldAliases);
    return graphQLError(upstreamMessage ?? messages.badUserInput, ErrorCode.BadUserInput, {
      fields: fieldMessages(body, error.fieldAliases),
      ...(reason ? { reason } : {}),
      ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
    });
  }
  if (status === 409) return graphQLError(upstreamMessage ?? messages.conflict, ErrorCode.Conflict);
  if (status === 429)
    return graphQLError(
      upstreamMessage ?? messages.tooManyRequests,
      ErrorCode.TooManyRequests,
      failure.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: failure.retryAfterSeconds },
    );
  if (status >= 400 && status < 500)
    return graphQLError(upstreamMessage ?? messages.badUserInput, ErrorCode.BadUserInput, {
      fields: fieldMessages(body, error.fieldAliases),
    });
  return graphQLError(messages.internal, ErrorCode.InternalServerError);
}

/** Whether a failure is ours or an upstream's fault, and so belongs in the error log. */
export function isServerFault(error: UpstreamError): boolean {
  return error.failure.kind !== 'status' || error.failure.status >= 500;
}

export function graphQLError(
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

function userMessage(body: RestErrorBody | undefined): string | undefined {
  const message = body?.message;
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  if (!trimmed) return undefined;
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

function fieldMessages(
  body: RestErrorBody | undefined,
  aliases: Readonly<Record<string, string>>,
): Record<string, string> {
  const fields = body?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    // An empty name: the field is no argument of the call, and the message says enough.
    const field = graphQLFieldName(name, aliases);
    if (typeof message !== 'string' || !field) continue;
    result[field] = message.slice(0, MAX_MESSAGE_LENGTH);
  }
  return result;
}

/** A code the services send: a word of letters, at most 40. */
const REASON_CODE = /^[a-zA-Z]{1,40}$/;

/**
 * The upstream's coded reason (why a file cannot be read) with its code as a GraphQL enum name
 * (`noHeaderRow` -> `NO_HEADER_ROW`), as the screens know codes; only plain values pass, texts
 * clipped.
 */
export function codedReason(body: RestErrorBody | undefined): CodedReason | undefined {
  return coded(body?.reason);
}

/**
 * The upstream's coded reasons per field (`reasons`, beside `fields`), each as `codedReason`
 * gives it; fields named as `fields` are.
 */
export function codedReasons(
  body: RestErrorBody | undefined,
  aliases: Readonly<Record<string, string>> = {},
): Record<string, CodedReason> {
  const reasons = body?.reasons;
  if (!reasons || typeof reasons !== 'object' || Array.isArray(reasons)) return {};
  const result: Record<string, CodedReason> = {};
  for (const [name, raw] of Object.entries(reasons as Record<string, unknown>)) {
    const field = graphQLFieldName(name, aliases);
    const reason = coded(raw);
    if (field && reason) result[field] = reason;
  }
  return result;
}

function coded(raw: unknown): CodedReason | undefined {
  const reason = raw as { code?: unknown; params?: unknown } | undefined;
  if (!reason || typeof reason.code !== 'string' || !REASON_CODE.test(reason.code))
    return undefined;
  const params: Record<string, string | number> = {};
  if (reason.params && typeof reason.params === 'object' && !Array.isArray(reason.params))
    for (const [name, value] of Object.entries(reason.params as Record<string, unknown>)) {
      if (!REASON_CODE.test(name)) continue;
      if (typeof value === 'number' && Number.isFinite(value)) params[name] = value;
      else if (typeof value === 'string') params[name] = value.slice(0, MAX_MESSAGE_LENGTH);
    }
  return { code: graphqlName(reason.code), params };
}

/** `po_items.0.rate_per_unit` -> `items.0.ratePerUnit`: each path segment aliased or camel-cased. */
function graphQLFieldName(name: string, aliases: Readonly<Record<string, string>>): string {
  const exact = aliases[name];
  if (exact) return exact;
  return name
    .split('.')
    .map((segment) => aliases[segment] ?? camelCase(segment))
    .join('.');
}

/** The REST error body the BFF's own routes (file upload and download) answer with. */
export type RestErrorResponse = {
  status: number;
  body: {
    error: string;
    message: string;
    fields?: Record<string, string>;
    reason?: CodedReason;
    reasons?: Record<string, CodedReason>;
  };
};

/** Why it failed as a code (a GraphQL enum name) with the values it names. */
export type CodedReason = { code: string; params: Record<string, string | number> };

/**
 * The file routes' counterpart of `toGraphQLError`: 4xx answers keep their status, message
 * and fields; anything else becomes a 502/503/504 without upstream details.
 */
export function toRestError(error: UpstreamError): RestErrorResponse {
  const failure = error.failure;
  switch (failure.kind) {
    case 'unavailable':
      return {
        status: 503,
        body: { error: ErrorCode.UpstreamUnavailable, message: messages.unavailable },
      };
    case 'timeout':
      return { status: 504, body: { error: ErrorCode.UpstreamTimeout, message: messages.timeout } };
    case 'status':
      break;
  }
  if (failure.status === 503) {
    return {
      status: 503,
      body: { error: ErrorCode.UpstreamUnavailable, message: messages.unavailable },
    };
  }
  if (failure.status < 400 || failure.status >= 500) {
    return {
      status: 502,
      body: { error: ErrorCode.InternalServerError, message: messages.internal },
    };
  }
  const upstreamCode = failure.body?.error;
  const fields = fieldMessages(failure.body, error.fieldAliases);
  const reason = codedReason(failure.body);
  const reasons = codedReasons(failure.body, error.fieldAliases);
  return {
    status: failure.status,
    body: {
      error:
        typeof upstreamCode === 'string' && /^[A-Z_]{1,40}$/.test(upstreamCode)
          ? upstreamCode
          : 'BAD_REQUEST',
      message: userMessage(failure.body) ?? messages.badUserInput,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
      ...(reason ? { reason } : {}),
      ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
    },
  };
}
