import type { FastifyError, FastifyInstance } from 'fastify';
import { FORMAT_MESSAGES, PATTERN_MESSAGES } from '@concord/contracts';
import { isDatabaseUnavailable, TenantError } from '@concord/db';
import { errorCodeForStatus, HttpError, type ErrorBody } from './errors.js';
import { TokenError } from './tokens.js';

type ValidationIssue = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

function fieldName(issue: ValidationIssue, context: string): string {
  const missing = issue.params?.missingProperty;
  const pathPart = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return pathPart ? `${pathPart}.${missing}` : missing;
  return pathPart || context;
}

function fieldMessage(issue: ValidationIssue): string {
  if (issue.keyword === 'required') return 'Required';
  const pattern = issue.params?.pattern;
  if (issue.keyword === 'pattern' && typeof pattern === 'string' && PATTERN_MESSAGES[pattern])
    return PATTERN_MESSAGES[pattern];
  const format = issue.params?.format;
  if (issue.keyword === 'format' && typeof format === 'string' && FORMAT_MESSAGES[format])
    return FORMAT_MESSAGES[format];
  const text = issue.message ?? 'is invalid';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 400 body with one message per field, e.g. `{ password: 'Required' }`. */
export function validationBody(issues: readonly ValidationIssue[], context = 'body'): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue, context);
    if (!(name in fields)) fields[name] = fieldMessage(issue);
  }
  const [first] = Object.entries(fields);
  const message = first
    ? first[1] === 'Required'
      ? `${first[0].charAt(0).toUpperCase()}${first[0].slice(1)} is required`
      : `${first[0]}: ${first[1]}`
    : 'Invalid request';
  return { error: 'BAD_REQUEST', message, fields };
}

/**
 * One error path for every service: known errors keep their status and message,
 * validation errors list their fields, anything else is a masked 500 logged with the
 * request id (never SQL text or a stack in the response).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof TokenError) {
      return reply
        .status(401)
        .send({ error: 'UNAUTHENTICATED', message: error.message } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({
          error: 'UNAVAILABLE',
          message: 'The database is not answering right now. Try again in a few seconds.',
        } satisfies ErrorBody);
    }
    if (error instanceof TenantError) {
      return reply
        .status(403)
        .send({ error: 'FORBIDDEN', message: 'Company not accessible' } satisfies ErrorBody);
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation)) {
      const context = fastifyError.validationContext ?? 'body';
      return reply.status(400).send(validationBody(fastifyError.validation, context));
    }
    const status = fastifyError.statusCode;
    if (
      typeof status === 'number' &&
      status >= 400 &&
      status < 500 &&
      fastifyError.code?.startsWith('FST_')
    ) {
      // Fastify's own client errors (bad JSON, media type, body size) carry safe messages.
      return reply.status(status).send({
        error: errorCodeForStatus(status),
        message: fastifyError.message,
      } satisfies ErrorBody);
    }
    if (typeof status === 'number' && status === 429) {
      return reply
        .status(429)
        .send({ error: 'TOO_MANY_REQUESTS', message: 'Too many requests' } satisfies ErrorBody);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({
      error: 'INTERNAL',
      message: `Internal error (request ${request.id})`,
    } satisfies ErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' } satisfies ErrorBody);
  });
}
