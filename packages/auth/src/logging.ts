import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Never log credentials: headers that carry them are censored wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  'res.headers["set-cookie"]',
  'access_token',
  'password',
];

/**
 * Fastify options every service shares: pino with redaction, request ids taken from
 * `x-request-id` when well formed (so the BFF's id follows the call), else a new UUID.
 */
export function serviceFastifyOptions(
  options: { logLevel?: string; logger?: boolean; name?: string } = {},
): FastifyServerOptions {
  return {
    logger:
      options.logger === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            ...(options.name ? { name: options.name } : {}),
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          },
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
      },
    },
    bodyLimit: 1_048_576,
  };
}
