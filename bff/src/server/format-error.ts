import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { GraphQLError, type GraphQLFormattedError } from '../graphql-runtime.js';
import { ErrorCode, isServerFault, messages, toGraphQLError } from '../upstream/error-mapping.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { hideTokenLimit } from './limits.js';

type ValidationIssue = {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationIssue[];
};

/**
 * Shapes every error the client sees: upstream failures through `toGraphQLError`, input
 * validation with per-field messages, our own GraphQL errors as they are, anything else
 * masked. Never a stack.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  return hideTokenLimit(shape(formatted, error));
}

function shape(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { locations: formatted.locations, path: formatted.path };
  if (original instanceof UpstreamError) {
    const mapped = toGraphQLError(original);
    return { ...base, message: mapped.message, extensions: mapped.extensions };
  }
  if (original instanceof ArgumentValidationError) {
    return {
      ...base,
      message: messages.badUserInput,
      extensions: {
        code: ErrorCode.BadUserInput,
        fields: validationFields(original.extensions.validationErrors),
      },
    };
  }
  if (original instanceof GraphQLError) {
    const {
      stacktrace: _stacktrace,
      exception: _exception,
      ...extensions
    } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    ...base,
    message: messages.internal,
    extensions: { code: ErrorCode.InternalServerError },
  };
}

function validationFields(issues: unknown, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Array.isArray(issues)) return fields;
  for (const issue of issues as ValidationIssue[]) {
    const name = prefix ? `${prefix}.${issue.property}` : issue.property;
    const first = issue.constraints ? Object.values(issue.constraints)[0] : undefined;
    if (first) fields[name] = first;
    Object.assign(fields, validationFields(issue.children, name));
  }
  return fields;
}

/** Logs every failure the client sees, with the request id; details stay in the log. */
export function errorLoggingPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof UpstreamError) {
              const details = {
                service: original.service,
                upstreamPath: original.path,
                failure: original.failure,
                operationName,
                cause: original.cause instanceof Error ? original.cause.message : undefined,
              };
              if (isServerFault(original)) contextValue.log.error(details, 'upstream call failed');
              else contextValue.log.info(details, 'upstream refused the call');
            } else if (!(original instanceof GraphQLError)) {
              contextValue.log.error(
                { err: original, operationName },
                'unexpected error in a resolver',
              );
            }
          }
        },
      };
    },
  };
}
