export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A problem as a code with the values it names, for a screen to word in the user's language. */
export type CodedReason = {
  code: string;
  params: { [name: string]: string | number | undefined };
};

/** The REST error body shared by every service (docs/decisions.md). */
export type ErrorBody = {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  reason?: CodedReason;
  /** Per field of `fields`, the problem as a code with its values. */
  reasons?: Record<string, CodedReason>;
};

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly reason?: CodedReason;
  readonly reasons?: Record<string, CodedReason>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      reason?: CodedReason;
      reasons?: Record<string, CodedReason>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.statusCode = ERROR_CODES[code];
    if (extra.fields) this.fields = extra.fields;
    if (extra.headers) this.headers = extra.headers;
    if (extra.reason) this.reason = extra.reason;
    if (extra.reasons) this.reasons = extra.reasons;
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.reasons ? { reasons: this.reasons } : {}),
    };
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  reason?: CodedReason,
) =>
  new HttpError('BAD_REQUEST', message, {
    ...(fields ? { fields } : {}),
    ...(reason ? { reason } : {}),
  });
export const unauthenticated = (message = 'Authentication required') =>
  new HttpError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new HttpError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError('NOT_FOUND', message);
export const conflict = (message: string) => new HttpError('CONFLICT', message);
export const unprocessable = (message: string) => new HttpError('UNPROCESSABLE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError('TOO_MANY_REQUESTS', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** The error code for an HTTP status, for errors that did not come from HttpError. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}
